import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/page-meta';
import { EMPTY_STATS, useDashboardStats } from '../../../features/dashboard/api/dashboard-stats';
import { AdvancedAnalyticsPanel } from '../../../features/dashboard/components/advanced-analytics';
import { CreditsCard } from '../../../features/dashboard/components/credits-card';
import {
  AuthErrorBanner,
  ErrorBanner,
} from '../../../features/dashboard/components/dashboard-alerts';
import { PlanPanel } from '../../../features/dashboard/components/plan-panel';
import { SellerActions } from '../../../features/dashboard/components/seller-actions';
import { StatCards } from '../../../features/dashboard/components/stat-cards';
import { isAuthError, statsErrorMessage } from '../../../features/dashboard/errors';
import { useMyListings } from '../../../features/listings/api/my-listings';
import { Portfolio } from '../../../features/listings/components/portfolio';
import { listingsErrorMessage } from '../../../features/listings/errors';
import { myListingsParams, usePortfolioSearch } from '../../../features/listings/portfolio-search';
import { useWatcherCounts } from '../../../features/watchlists/api/watchlists';
import { moduleKeys } from '../../../lib/api/module-keys';
import { useAuth } from '../../../lib/auth/auth-context';
import { useProfile } from '../../../lib/auth/profile';
import { usePlan } from '../../../features/billing/api/plan';

const SESSION_EXPIRED_MESSAGE = 'Session expired. Please sign in again.';

function greetingName(email: string | undefined): string {
  const localPart = email?.split('@')[0];
  return localPart && localPart.length > 0 ? localPart : 'User';
}

function DashboardLoading() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text fw={600}>Loading Your Dashboard</Text>
      </Stack>
    </Center>
  );
}

/**
 * /dashboard: the dashboard module's figures around the listings module's portfolio, with the
 * watchlists module's watcher counts. Composed here, in app/, because one feature does not import
 * another (ADR 0023).
 */
export function DashboardRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const plan = usePlan();
  const stats = useDashboardStats();
  const [portfolioSearch, showPortfolio] = usePortfolioSearch();
  const watchers = useWatcherCounts();
  const listings = useMyListings(myListingsParams(portfolioSearch));

  const meta = (
    <PageMeta
      title="Seller Dashboard"
      description="Manage your domain listings, credits and inquiries."
      path="/dashboard"
    />
  );

  if (plan.isPending || stats.isPending || listings.isPending) {
    return (
      <>
        {meta}
        <DashboardLoading />
      </>
    );
  }

  const refreshAll = () => {
    // By the dashboard module's root, so that the Pro analytics, which their own panel holds, refresh too.
    void queryClient.refetchQueries({ queryKey: moduleKeys.dashboard });
    void listings.refetch();
    void profile.refetch();
  };

  const statsAuthFailed = isAuthError(stats.error);
  const listingsAuthFailed = isAuthError(listings.error);
  const { isPro } = plan;

  return (
    <Container size="xl" py="xl">
      {meta}
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>Welcome back, {greetingName(user?.email)}</Title>
            <Text c="dimmed">Manage your domain listings, credits and sales.</Text>
          </Stack>
          <Button
            variant="default"
            onClick={refreshAll}
            loading={stats.isFetching || listings.isFetching || profile.isFetching}
          >
            Refresh Data
          </Button>
        </Group>

        {(statsAuthFailed || listingsAuthFailed) && (
          <AuthErrorBanner
            message={statsAuthFailed ? statsErrorMessage(stats.error) : SESSION_EXPIRED_MESSAGE}
          />
        )}
        {stats.isError && !statsAuthFailed && (
          <ErrorBanner
            title="Statistics Error"
            message={statsErrorMessage(stats.error)}
            onRetry={() => void stats.refetch()}
          />
        )}
        {listings.isError && !listingsAuthFailed && (
          <ErrorBanner
            title="Domain Loading Error"
            message={listingsErrorMessage(listings.error)}
            onRetry={() => void listings.refetch()}
          />
        )}

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <CreditsCard profile={profile.data} isPro={isPro} failed={profile.isError} />
            <SellerActions profile={profile.data} isPro={isPro} />
          </Stack>
          {profile.data && <PlanPanel profile={profile.data} isPro={isPro} />}
        </SimpleGrid>

        <StatCards stats={stats.isError ? EMPTY_STATS : stats.data} />

        {isPro && <AdvancedAnalyticsPanel />}

        <Portfolio
          listings={listings.isError ? undefined : listings.data}
          search={portfolioSearch}
          onSearch={showPortfolio}
          watchers={watchers.data}
        />
      </Stack>
    </Container>
  );
}
