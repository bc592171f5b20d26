import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBolt,
  IconChartDots,
  IconCoins,
  IconCrown,
  IconFileSpreadsheet,
  IconHeadset,
  IconRosette,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCopyPrices } from './copy-prices';
import { HomeSection } from './home-section';

export function ProSection() {
  const { proPrice, proCredits, proCreditPrice } = useCopyPrices();
  const benefits = [
    {
      title: `${proCredits} credits a year`,
      text: `About ${proCreditPrice} a listing instead of paying per credit.`,
      icon: IconCoins,
    },
    {
      title: 'Priority placement',
      text: 'Your listings are Featured and sorted first.',
      icon: IconCrown,
    },
    {
      title: 'Advanced analytics',
      text: 'Traffic sources, geography and performance for your portfolio.',
      icon: IconChartDots,
    },
    {
      title: 'Bulk CSV upload',
      text: 'List a whole portfolio from one spreadsheet.',
      icon: IconFileSpreadsheet,
    },
    {
      title: 'Pro badge',
      text: 'Buyers see a Pro Seller badge on your listings.',
      icon: IconRosette,
    },
    {
      title: 'Priority support',
      text: 'Your questions go to the front of the queue.',
      icon: IconHeadset,
    },
    {
      title: 'Early access to features',
      text: 'Try new tools before everyone else.',
      icon: IconBolt,
    },
  ];

  return (
    <HomeSection
      id="pro"
      title="Go Further with Liquidation Pro"
      intro={`For sellers with a portfolio: ${proPrice} a year for ${proCredits} listing credits and tools that sell faster.`}
    >
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 4 }} spacing="md" p={0} m={0}>
        {benefits.map((benefit) => (
          <Paper component="li" key={benefit.title} p="md" style={{ listStyle: 'none' }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" color="grape" aria-hidden>
                <benefit.icon size={20} />
              </ThemeIcon>
              <div>
                <Title order={3} size="h5">
                  {benefit.title}
                </Title>
                <Text size="sm" c="gray.7" mt={2}>
                  {benefit.text}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack align="center" gap="md" mt="xl">
        <Paper
          p="md"
          maw={680}
          w="100%"
          bg="yellow.0"
          style={{ borderColor: 'var(--mantine-color-yellow-6)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={22} color="var(--mantine-color-yellow-9)" aria-hidden />
            <div>
              <Text fw={700}>Credits expire after 12 months</Text>
              <Text size="sm" mt={2}>
                Every credit, bought or included with Pro, expires 12 months after you receive it.
                We warn you when credits are 30 days from expiring, and the oldest credits are used
                first.
              </Text>
            </div>
          </Group>
        </Paper>
        <Button component={Link} to="/checkout?plan=pro" size="md" color="grape.9">
          Upgrade to Pro
        </Button>
      </Stack>
    </HomeSection>
  );
}
