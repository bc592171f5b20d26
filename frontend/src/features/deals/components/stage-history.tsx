import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/format';
import type { Timeline } from '../api/timeline';
import { actorName } from '../deal-text';

/** Every change of the deal, oldest first, with who made it and the notes. */
export function StageHistory({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h3">
          History
        </Title>
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {timeline.history.map((change) => (
            <Stack component="li" key={`${change.stage}-${change.at}`} gap={2}>
              <Text fw={600}>{change.label}</Text>
              <Text size="xs" c="dimmed">
                {`${formatDateTime(change.at)} · ${change.source ? `reported by Escrow.com (${actorName(change.role, timeline.role)})` : `by ${actorName(change.role, timeline.role)}`}`}
              </Text>
              {change.notes && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {change.notes}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
