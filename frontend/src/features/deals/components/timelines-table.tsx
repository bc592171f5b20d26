import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, formatUsd } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import type { TimelineSummary } from '../api/my-timelines';
import { deadlineCountdown } from '../deal-clock-text';
import { ROLE_LABELS, STATUS_COLORS } from '../deal-text';

/** The deadline a deal from an offer runs against now, with Overdue once it has passed. */
function NextDeadline({ timeline, now }: { timeline: TimelineSummary; now: number }) {
  if (!timeline.next_deadline || !timeline.next_due_at) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  const countdown = deadlineCountdown(timeline.next_deadline, timeline.next_due_at, now);
  const overdue = countdown.overdue || timeline.overdue;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={overdue ? 'red.9' : undefined}>
        {countdown.text}
      </Text>
      {overdue && (
        <Badge color="red" variant="light" size="sm">
          Overdue
        </Badge>
      )}
    </Group>
  );
}

export function TimelinesTable({ timelines }: { timelines: TimelineSummary[] }) {
  const now = useNow();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your deals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Sale price</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th>Your role</Table.Th>
            <Table.Th>Next deadline</Table.Th>
            <Table.Th>Last activity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timelines.map((timeline) => (
            <Table.Tr key={timeline.id}>
              <Table.Td>
                <Anchor component={Link} to={`/deals/${timeline.id}`} fw={600}>
                  {timeline.domain_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatUsd(timeline.sale_price)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[timeline.status]} variant="light">
                  {timeline.label}
                </Badge>
              </Table.Td>
              <Table.Td>{ROLE_LABELS[timeline.role]}</Table.Td>
              <Table.Td>
                <NextDeadline timeline={timeline} now={now} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(timeline.updated_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
