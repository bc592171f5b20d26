import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { HomeSection } from './home-section';

/** Sample figures: the preview is a picture of the dashboard, not anyone's data. */
const SAMPLE_STATS = [
  { label: 'Active listings', value: '12' },
  { label: 'Views this month', value: '1,284' },
  { label: 'Inquiries', value: '37' },
  { label: 'Domains sold', value: '4' },
];

const SAMPLE_DAILY_VIEWS = [
  { day: 'Mon', views: 32 },
  { day: 'Tue', views: 45 },
  { day: 'Wed', views: 38 },
  { day: 'Thu', views: 61 },
  { day: 'Fri', views: 54 },
  { day: 'Sat', views: 70 },
  { day: 'Sun', views: 48 },
];

const SAMPLE_LEADS = [
  { domain: 'brightlaunch.com', kind: 'Offer', amount: '$420' },
  { domain: 'petpantry.io', kind: 'Question', amount: '$180' },
  { domain: 'solarnest.co', kind: 'Offer', amount: '$650' },
];

const PREVIEW_LABEL = `Illustration of the seller dashboard with sample figures: ${SAMPLE_STATS.map(
  (stat) => `${stat.value} ${stat.label.toLowerCase()}`,
).join(', ')}`;

const MAX_DAILY_VIEWS = Math.max(...SAMPLE_DAILY_VIEWS.map((entry) => entry.views));

function ViewsBars() {
  return (
    <Paper p="md">
      <Text fw={700} size="sm">
        Views, last 7 days
      </Text>
      <Group align="flex-end" justify="space-between" gap={6} h={120} mt="md" wrap="nowrap">
        {SAMPLE_DAILY_VIEWS.map((entry) => (
          <Stack key={entry.day} gap={4} align="center" style={{ flex: 1 }}>
            <Box
              w="100%"
              maw={28}
              h={(entry.views / MAX_DAILY_VIEWS) * 90}
              bg="indigo.6"
              style={{ borderRadius: 4 }}
            />
            <Text size="xs" c="gray.7">
              {entry.day}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}

function RecentLeads() {
  return (
    <Paper p="md">
      <Text fw={700} size="sm">
        New inquiries
      </Text>
      <Stack gap="xs" mt="md">
        {SAMPLE_LEADS.map((lead) => (
          <Group key={lead.domain} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} truncate>
              {lead.domain}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Badge variant="outline" color="indigo.9" tt="none">
                {lead.kind}
              </Badge>
              <Text size="sm" fw={700}>
                {lead.amount}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

export function DashboardPreview() {
  return (
    <HomeSection
      id="dashboard-preview"
      title="Your Seller Dashboard"
      intro="Listings, views, inquiries and sales at a glance, with every lead one click away."
      tinted
    >
      <Stack gap="xs" maw={920} mx="auto">
        <Paper role="img" aria-label={PREVIEW_LABEL} p={{ base: 'sm', sm: 'lg' }} shadow="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {SAMPLE_STATS.map((stat) => (
              <Paper key={stat.label} p="md">
                <Text size="xs" c="gray.7" fw={600}>
                  {stat.label}
                </Text>
                <Text fz={24} fw={800}>
                  {stat.value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
            <ViewsBars />
            <RecentLeads />
          </SimpleGrid>
        </Paper>
        <Text size="sm" c="gray.7" ta="center">
          Illustration with sample figures.
        </Text>
      </Stack>
    </HomeSection>
  );
}
