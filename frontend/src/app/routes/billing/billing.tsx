import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta';
import { usePaymentHistory } from '../../../features/billing/api/payment-history';
import { BuyCredits } from '../../../features/billing/components/buy-credits';
import { CurrentPlan } from '../../../features/billing/components/current-plan';
import { PaymentHistory } from '../../../features/billing/components/payment-history';
import { QuickActions } from '../../../features/billing/components/quick-actions';
import { LoadFailure, Section } from '../../../features/billing/components/section';
import { useCreditRecords } from '../../../features/credits/api/credit-records';
import { CreditHistoryTable } from '../../../features/credits/components/credit-history';
import { ApiError } from '../../../lib/api/errors';
import { useProfile } from '../../../lib/auth/profile';
import { usePlan } from '../../../features/billing/api/plan';
import { useSubscription } from '../../../features/billing/api/subscription';

/** No answer at all (status 0), as opposed to a server that answered with an error. */
function isUnreachable(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * /billing: the billing module's plan and payments with the credits module's credit history.
 * Composed here, in app/, because one feature does not import another (ADR 0023).
 */
export function BillingRoute() {
  const profile = useProfile();
  const subscription = useSubscription();
  const plan = usePlan();
  const credits = useCreditRecords();
  const payments = usePaymentHistory();

  const unreachable = [profile.error, subscription.error, credits.error, payments.error].some(
    isUnreachable,
  );
  const retryAll = () => {
    void profile.refetch();
    void subscription.refetch();
    void credits.refetch();
    void payments.refetch();
  };

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Billing"
        description="Your plan, your listing credits and your payment history."
        path="/billing"
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Billing</Title>
          <Text c="dimmed">Your plan, your listing credits and your payments.</Text>
        </Stack>

        {unreachable && (
          <LoadFailure message="Unable to connect to billing service" onRetry={retryAll} />
        )}

        <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
          <CurrentPlan
            profile={profile.data}
            subscription={subscription.data}
            isPro={plan.isPro}
            loading={plan.isPending}
          />
          <Stack gap="lg">
            <Section title="Buy Credits">
              <BuyCredits />
            </Section>
            <Section title="Quick Actions">
              <QuickActions offerPro={!plan.isPending && !plan.isPro} />
            </Section>
          </Stack>
        </SimpleGrid>

        <Section title="Credit History">
          {credits.isPending ? (
            <Skeleton h={120} />
          ) : credits.isError ? (
            !unreachable && (
              <LoadFailure
                message="Failed to load credit history"
                onRetry={() => void credits.refetch()}
              />
            )
          ) : (
            <CreditHistoryTable records={credits.data} />
          )}
        </Section>

        <Section title="Payment History">
          {payments.isPending ? (
            <Skeleton h={120} />
          ) : payments.isError ? (
            !unreachable && (
              <LoadFailure
                message="Failed to load payment history"
                onRetry={() => void payments.refetch()}
              />
            )
          ) : (
            <PaymentHistory page={payments.data} />
          )}
        </Section>
      </Stack>
    </Container>
  );
}
