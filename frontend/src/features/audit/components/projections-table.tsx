import { Badge, Button, Table, Text } from '@mantine/core';
import { formatCount } from '../../../lib/format';
import type { AuditProjection } from '../api/projections';
import { formatEventTime } from '../audit-format';

const NONE = '—';

/** Shades dark enough for white badge text at 4.5:1; an unknown status is gray. */
const STATUS_COLORS: Record<string, string> = {
  live: 'teal.9',
  idle: 'teal.9',
  running: 'blue.9',
  rebuilding: 'violet.9',
  stopped: 'red.9',
};
const OTHER_STATUS_COLOR = 'gray.7';

const seconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

interface ProjectionsTableProps {
  projections: AuditProjection[];
  onRebuild: (projection: AuditProjection) => void;
}

/** Every read model and reactor: where it has read the log to, and how far behind it is. */
export function ProjectionsTable({ projections, onRebuild }: ProjectionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="xs" aria-label="Projections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Checkpoint</Table.Th>
            <Table.Th>Events behind</Table.Th>
            <Table.Th>Seconds behind</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Rebuild</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projections.map((projection) => (
            <Table.Tr key={projection.name}>
              <Table.Td fw={600}>{projection.name}</Table.Td>
              <Table.Td>{projection.kind}</Table.Td>
              <Table.Td>
                <Badge
                  color={STATUS_COLORS[projection.status] ?? OTHER_STATUS_COLOR}
                  // A badge may shrink and cut its label short; a status is read whole.
                  miw="fit-content"
                >
                  {projection.status}
                </Badge>
              </Table.Td>
              <Table.Td>{projection.checkpoint?.position ?? NONE}</Table.Td>
              <Table.Td>{formatCount(projection.eventsBehind)}</Table.Td>
              <Table.Td>{seconds.format(projection.secondsBehind)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {projection.owner ?? NONE}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {projection.updatedAt ? formatEventTime(projection.updatedAt) : NONE}
              </Table.Td>
              <Table.Td>
                {projection.rebuildable ? (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Rebuild ${projection.name}`}
                    onClick={() => onRebuild(projection)}
                  >
                    Rebuild
                  </Button>
                ) : (
                  <Text size="sm">Not rebuildable</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
