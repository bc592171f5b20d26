import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api/errors';
import { formatDate } from '../../../lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';

function cancelFailure(error: Error): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  return NETWORK_ERROR_MESSAGE;
}

interface CancelSubscriptionDialogProps {
  opened: boolean;
  onClose: () => void;
  periodEnd: Date | null;
}

export function CancelSubscriptionDialog({
  opened,
  onClose,
  periodEnd,
}: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();

  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Cancel Liquidation Pro?" centered>
      <Stack gap="md">
        <Text size="sm">
          {periodEnd
            ? `Your plan stays Pro until ${formatDate(periodEnd)} and is then not renewed.`
            : 'Your plan stays Pro until the end of the paid period and is then not renewed.'}{' '}
          The credits you hold keep their own expiry dates.
        </Text>
        {cancel.error && (
          <Alert color="red" variant="light" role="alert">
            {cancelFailure(cancel.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Keep Pro
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: close })}
          >
            Yes, Cancel Subscription
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
