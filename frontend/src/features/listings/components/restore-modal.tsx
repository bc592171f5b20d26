import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DomainListing } from '../api/my-listings';
import { useRestoreDomain } from '../api/use-restore-domain';
import { restoreFailureMessage } from '../errors';

interface RestoreModalProps {
  listing: DomainListing | null;
  opened: boolean;
  onClose: () => void;
}

export function RestoreModal({ listing, opened, onClose }: RestoreModalProps) {
  const restore = useRestoreDomain();

  const close = () => {
    restore.reset();
    onClose();
  };

  const confirm = () => {
    if (!listing) return;
    restore.mutate(listing.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Domain restored',
          message: `${listing.name} is active again.`,
        });
        close();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Restore Domain" centered>
      <Stack gap="md">
        <Text size="sm">
          Are you sure you want to restore this domain to active status? It will be visible in the
          marketplace again.
        </Text>
        {restore.isError && (
          <Alert color="red" variant="light" role="alert">
            {restoreFailureMessage(restore.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={restore.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={restore.isPending}>
            Restore Domain
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
