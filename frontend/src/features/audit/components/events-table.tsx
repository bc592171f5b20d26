import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AuditEvent } from '../api/events';
import { actorOf, formatEventTime } from '../audit-format';
import { streamPath } from '../paths';

interface EventsTableProps {
  events: AuditEvent[];
  onOpen: (event: AuditEvent) => void;
}

/** The log in global order; an event's type opens it, its stream id opens the stream. */
export function EventsTable({ events, onOpen }: EventsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Position</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Stream</Table.Th>
            <Table.Th>Actor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.globalPosition}>
              <Table.Td>{event.globalPosition}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatEventTime(event.createdAt)}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  aria-haspopup="dialog"
                  onClick={() => onOpen(event)}
                >
                  {event.type}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={streamPath(event.streamId)}>
                  {event.streamId}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {actorOf(event.metadata) ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
