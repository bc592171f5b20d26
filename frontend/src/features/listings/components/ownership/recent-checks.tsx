import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format';
import { useNarrowScreen } from '../../../../lib/use-narrow-screen';
import type { ListingOwnership, OwnershipCheck } from '../../api/listing-ownership';
import {
  FOR_SALE_READINGS,
  OWNERSHIP_READINGS,
  REGISTRATION_READINGS,
  TRIGGER_LABELS,
} from './ownership-text';

function checkKey(check: OwnershipCheck): string {
  return `${check.checked_at} ${check.trigger}`;
}

/** Below the `sm` breakpoint, one short card per check rather than five columns. */
function CheckCards({ checks }: { checks: OwnershipCheck[] }) {
  return (
    <Stack component="ul" gap={4} p={0} m={0} aria-label="Recent checks">
      {checks.map((check) => (
        <Paper component="li" key={checkKey(check)} withBorder px="sm" py={4}>
          <Text size="sm" fw={600}>
            {formatDateTime(check.checked_at)} · {TRIGGER_LABELS[check.trigger]}
          </Text>
          <Text size="sm">
            TXT record: {OWNERSHIP_READINGS[check.ownership]} · For-sale record:{' '}
            {FOR_SALE_READINGS[check.for_sale]} · Registration:{' '}
            {REGISTRATION_READINGS[check.registration]}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The latest checks, newest first, and when the daily check comes next. */
export function RecentChecks({ ownership }: { ownership: ListingOwnership }) {
  const narrow = useNarrowScreen();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Recent checks
      </Title>
      <Text size="sm">
        {ownership.next_check_at
          ? `Next daily check: ${formatDateTime(ownership.next_check_at)}.`
          : 'No daily checks: sold and expired listings are not checked.'}
      </Text>
      {ownership.checks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No checks yet.
        </Text>
      ) : narrow ? (
        <CheckCards checks={ownership.checks} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" verticalSpacing={4} striped aria-label="Recent checks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Checked</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>TXT record</Table.Th>
                <Table.Th>For-sale record</Table.Th>
                <Table.Th>Registration</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ownership.checks.map((check) => (
                <Table.Tr key={checkKey(check)}>
                  <Table.Td>{formatDateTime(check.checked_at)}</Table.Td>
                  <Table.Td>{TRIGGER_LABELS[check.trigger]}</Table.Td>
                  <Table.Td>{OWNERSHIP_READINGS[check.ownership]}</Table.Td>
                  <Table.Td>{FOR_SALE_READINGS[check.for_sale]}</Table.Td>
                  <Table.Td>{REGISTRATION_READINGS[check.registration]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
