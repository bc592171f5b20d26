import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCount } from '../../../lib/format';

/** Spec section 2: domains listed, 0% commission, $9.99 flat fee, 24h avg response. */
export function FooterStats({ totalActive }: { totalActive: number | undefined }) {
  const stats = [
    { value: totalActive === undefined ? '–' : formatCount(totalActive), label: 'domains listed' },
    { value: '0%', label: 'commission' },
    { value: '$9.99', label: 'flat fee' },
    { value: '24h', label: 'avg response' },
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Marketplace stats">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {stats.map(({ value, label }) => (
          <Stack key={label} gap={0} align="center" role="group" aria-label={label}>
            <Text fw={700} size="xl">
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
