import { Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta';
import { useAuth } from '../../../lib/auth/auth-context';
import { useProfile } from '../../../lib/auth/profile';

function greetingName(email: string | undefined): string {
  const localPart = email?.split('@')[0];
  return localPart && localPart.length > 0 ? localPart : 'User';
}

function CreditsCard() {
  const profile = useProfile();

  return (
    <Paper p="lg" maw={360}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          Available Credits
        </Text>
        {profile.isError ? (
          <Text c="red">Failed to load profile data</Text>
        ) : profile.data ? (
          <Text fz={36} fw={800} lh={1.1} aria-label="Available credits">
            {profile.data.available_credits}
          </Text>
        ) : (
          <Skeleton h={40} w={80} />
        )}
      </Stack>
    </Paper>
  );
}

export function DashboardRoute() {
  const { user } = useAuth();

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Seller Dashboard"
        description="Manage your domain listings, credits and inquiries."
        path="/dashboard"
      />
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Welcome back, {greetingName(user?.email)}</Title>
        </Group>
        <CreditsCard />
      </Stack>
    </Container>
  );
}
