import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, formatUsd } from '../../../lib/format';
import type { TimelineSummary } from '../api/my-timelines';
import { ROLE_LABELS, STATUS_COLORS } from '../deal-text';

export function TimelinesTable({ timelines }: { timelines: TimelineSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your deals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Sale price</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th>Your role</Table.Th>
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
                <Text size="sm">{formatDate(timeline.updated_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
