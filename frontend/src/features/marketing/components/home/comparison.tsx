import { Badge, Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCopyPrices } from './copy-prices';
import { HomeSection } from './home-section';

interface PlatformRow {
  platform: string;
  ours: boolean;
  commission: string;
  listingFee: string;
  unsold: string;
  payout: string;
}

const COLUMNS = [
  { key: 'commission', label: 'Commission' },
  { key: 'listingFee', label: 'Listing fee' },
  { key: 'unsold', label: 'Unsold domains' },
  { key: 'payout', label: 'Payout' },
] as const;

const COMPARISON_NAME = 'Platform comparison';

/** Marketing copy (spec section 1): platform types, never named companies. */
function comparisonRows(listingFee: string): PlatformRow[] {
  return [
    {
      platform: 'DomainLiquidate',
      ours: true,
      commission: '0%',
      listingFee: `Flat ${listingFee} per listing`,
      unsold: 'Relisted free after 30 days',
      payout: 'Same day to 3 business days via escrow',
    },
    {
      platform: 'Traditional marketplaces',
      ours: false,
      commission: '15–20%',
      listingFee: 'Free to list, paid out of the sale',
      unsold: 'Stay listed until you remove them',
      payout: 'After the platform’s own checks',
    },
    {
      platform: 'Auction sites',
      ours: false,
      commission: '~25%',
      listingFee: 'Auction and promotion fees',
      unsold: 'A new auction, paid again',
      payout: 'After the auction closes and is paid',
    },
    {
      platform: 'Domain brokers',
      ours: false,
      commission: '20–35%',
      listingFee: 'Often an upfront fee',
      unsold: 'Up to the broker',
      payout: 'After the broker’s process',
    },
  ];
}

function ComparisonTable({ rows }: { rows: PlatformRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720} visibleFrom="sm">
      <Table
        aria-label={COMPARISON_NAME}
        verticalSpacing="md"
        horizontalSpacing="md"
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Platform</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.platform} bg={row.ours ? 'indigo.0' : undefined}>
              <Table.Th scope="row">{row.platform}</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Td key={column.key} fw={row.ours ? 700 : undefined}>
                  {row[column.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ComparisonCards({ rows }: { rows: PlatformRow[] }) {
  return (
    <Box hiddenFrom="sm">
      <Stack component="ul" aria-label={COMPARISON_NAME} gap="md" p={0} m={0}>
        {rows.map((row) => (
          <Paper
            component="li"
            key={row.platform}
            p="md"
            bg={row.ours ? 'indigo.0' : undefined}
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Title order={3} size="h4">
                {row.platform}
              </Title>
              {row.ours && (
                <Badge color="indigo.9" tt="none">
                  Us
                </Badge>
              )}
            </Group>
            <Box component="dl" m={0} mt="sm">
              {COLUMNS.map((column) => (
                <Group key={column.key} justify="space-between" gap="xs" py={4} wrap="nowrap">
                  <Text component="dt" size="sm" c="gray.7">
                    {column.label}
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0} ta="right">
                    {row[column.key]}
                  </Text>
                </Group>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

export function Comparison() {
  const { listingFee } = useCopyPrices();
  const rows = comparisonRows(listingFee);
  return (
    <HomeSection
      id="comparison"
      title="How We Compare"
      intro="Other platforms take a share of every sale. We charge a flat fee per listing and nothing more."
      tinted
    >
      <ComparisonTable rows={rows} />
      <ComparisonCards rows={rows} />
    </HomeSection>
  );
}
