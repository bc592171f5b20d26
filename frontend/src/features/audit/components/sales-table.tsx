import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../lib/format';
import type { AuditSale } from '../api/sales';
import { formatEventTime } from '../audit-format';
import { streamPath } from '../paths';
import { ReversalBadge } from './reversal-badge';

const NONE = '—';

interface SalesTableProps {
  sales: AuditSale[];
  windowDays: number;
}

/**
 * Each sale with its price, and its restore if there was one; a domain opens its listing's stream.
 * The reversal window starts when the sale was recorded, which can be later than the sale date the
 * seller gave, so both are shown.
 */
export function SalesTable({ sales, windowDays }: SalesTableProps) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Sales and reversals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Sale price</Table.Th>
            <Table.Th>Listed price</Table.Th>
            <Table.Th>Sold at</Table.Th>
            <Table.Th>Recorded at</Table.Th>
            <Table.Th>Restored at</Table.Th>
            <Table.Th>Hours after recording</Table.Th>
            <Table.Th>Reversal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.map((sale) => (
            <Table.Tr key={sale.transactionId}>
              <Table.Td>
                <Anchor component={Link} to={streamPath(sale.streamId)} fw={600}>
                  {sale.domainName}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatUsd(sale.salePrice)}</Table.Td>
              <Table.Td>{formatUsd(sale.listedPrice)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatEventTime(sale.soldAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatEventTime(sale.recordedAt)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {sale.restore ? formatEventTime(sale.restore.restoredAt) : NONE}
              </Table.Td>
              <Table.Td>{sale.restore ? sale.restore.hoursAfterSale.toFixed(1) : NONE}</Table.Td>
              <Table.Td>
                <ReversalBadge restore={sale.restore} windowDays={windowDays} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
