import { Anchor, Code, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AuditEvent } from '../api/events';
import { actorOf, formatEventTime } from '../audit-format';
import { streamPath } from '../paths';

/** An event's identity and place in the log, one fact per row. */
export function EventFacts({ event, linkStream }: { event: AuditEvent; linkStream: boolean }) {
  const facts: [string, ReactNode][] = [
    ['Type', event.type],
    [
      'Stream',
      linkStream ? (
        <Anchor component={Link} to={streamPath(event.streamId)}>
          {event.streamId}
        </Anchor>
      ) : (
        event.streamId
      ),
    ],
    ['Stream position', event.streamPosition],
    ['Global position', event.globalPosition],
    ['Time', `${formatEventTime(event.createdAt)} (${event.createdAt})`],
    ['Event id', <Code key="id">{event.eventId}</Code>],
    ['Transaction id', event.transactionId],
    ['Schema version', event.schemaVersion],
    ['Actor', actorOf(event.metadata) ?? 'None (system)'],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Event facts">
      <Table.Tbody>
        {facts.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={140}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
