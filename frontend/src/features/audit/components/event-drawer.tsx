import { Drawer, Stack } from '@mantine/core';
import type { AuditEvent } from '../api/events';
import { EventFacts } from './event-facts';
import { JsonBlock } from './json-block';

interface EventDrawerProps {
  event: AuditEvent | null;
  onClose: () => void;
}

/** One event of the browser in full: its facts, its data and its metadata. */
export function EventDrawer({ event, onClose }: EventDrawerProps) {
  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close the event' }}
      title={event ? `Event ${event.globalPosition}` : undefined}
    >
      {event && (
        <Stack gap="md">
          <EventFacts event={event} linkStream />
          <JsonBlock caption="Data" value={event.data} />
          <JsonBlock caption="Metadata" value={event.metadata} />
        </Stack>
      )}
    </Drawer>
  );
}
