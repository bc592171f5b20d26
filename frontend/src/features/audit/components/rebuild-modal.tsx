import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AuditProjection } from '../api/projections';
import { useRebuildProjection } from '../api/use-rebuild-projection';
import { rebuildSummary } from '../audit-format';
import { rebuildFailureMessage } from '../errors';

interface RebuildModalProps {
  projection: AuditProjection | null;
  onClose: () => void;
}

/** Asks before a rebuild, runs it, and reports how many events it replayed. */
export function RebuildModal({ projection, onClose }: RebuildModalProps) {
  const rebuild = useRebuildProjection();

  const close = () => {
    rebuild.reset();
    onClose();
  };

  const confirm = () => {
    if (!projection) return;
    rebuild.mutate(projection.name, {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          title: `${result.projection} rebuilt`,
          message: rebuildSummary(result.eventsReplayed, result.durationMs),
        });
        close();
      },
    });
  };

  return (
    <Modal
      opened={projection !== null}
      onClose={close}
      title={projection ? `Rebuild ${projection.name} from the event log?` : undefined}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Every event is replayed into fresh tables. The marketplace keeps running, and readers see
          the current rows until the rebuild commits.
        </Text>
        {rebuild.isError && projection && (
          <Alert color="red" variant="light" role="alert">
            {rebuildFailureMessage(rebuild.error, projection.name)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={rebuild.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={rebuild.isPending}>
            Rebuild
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
