import { Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { HomeSection } from './home-section';

const ESCROW_STEPS = [
  'The buyer pays the agreed price into the escrow service.',
  'You transfer the domain to the buyer.',
  'The escrow service releases the money to you.',
];

export function PayoutNotice() {
  return (
    <HomeSection id="payouts" title="How Payouts Work" tinted>
      <Paper p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="indigo.9" aria-hidden visibleFrom="xs">
            <IconInfoCircle size={24} />
          </ThemeIcon>
          <Stack gap="sm">
            <Text>
              Payment for a domain sale happens outside DomainLiquidate, through a recommended
              escrow service, so neither side has to trust the other first:
            </Text>
            <List type="ordered" spacing={4}>
              {ESCROW_STEPS.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            <Text fw={700}>Escrow payouts take 1 to 3 business days.</Text>
            <Text>
              Pro members may deal directly with a buyer instead; those who do so act at their own
              risk.
            </Text>
          </Stack>
        </Group>
      </Paper>
    </HomeSection>
  );
}
