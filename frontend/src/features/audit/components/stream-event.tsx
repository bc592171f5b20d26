import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { AuditEvent } from '../api/events';
import { formatEventTime } from '../audit-format';
import { EventFacts } from './event-facts';
import { JsonBlock } from './json-block';

/** One event of a stream: its position and type, its facts, its data and its metadata. */
export function StreamEvent({ event }: { event: AuditEvent }) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title id={titleId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {`#${event.streamPosition} ${event.type}`}
          </Title>
          <Text size="sm">{formatEventTime(event.createdAt)}</Text>
        </Group>
        <EventFacts event={event} linkStream={false} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <JsonBlock caption="Data" value={event.data} />
          <JsonBlock caption="Metadata" value={event.metadata} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
