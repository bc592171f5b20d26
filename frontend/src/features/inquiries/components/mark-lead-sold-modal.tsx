import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SellerInquiry } from '../api/seller-inquiries';
import { useMarkLeadSold } from '../api/use-mark-lead-sold';
import { markLeadSoldFailure } from '../errors';

interface MarkLeadSoldModalProps {
  lead: SellerInquiry | null;
  onClose: () => void;
}

/** Asks "Mark {domain} as sold?" before marking the lead's domain sold to that buyer. */
export function MarkLeadSoldModal({ lead, onClose }: MarkLeadSoldModalProps) {
  const markSold = useMarkLeadSold();

  const close = () => {
    markSold.reset();
    onClose();
  };

  const confirm = () => {
    if (!lead) return;
    markSold.mutate(lead.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Domain marked as sold',
          message: `${lead.domain.name} sold to ${lead.buyer_name}.`,
        });
        close();
      },
    });
  };

  return (
    <Modal opened={lead !== null} onClose={close} title="Mark as Sold" centered>
      {lead && (
        <Stack gap="md">
          <Text>{`Mark ${lead.domain.name} as sold?`}</Text>
          <Text size="sm" c="dimmed">
            The domain is sold to {lead.buyer_name} at its listed price and leaves the marketplace;
            this lead moves to Completed Sales.
          </Text>
          {markSold.isError && (
            <Alert color="red" variant="light" role="alert">
              {markLeadSoldFailure(markSold.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={markSold.isPending}>
              Cancel
            </Button>
            <Button color="green" onClick={confirm} loading={markSold.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
