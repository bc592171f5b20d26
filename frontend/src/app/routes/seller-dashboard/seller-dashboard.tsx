import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import {
  type SellerInquiry,
  useActiveLeads,
} from '../../../features/inquiries/api/seller-inquiries';
import { useSellerOverview } from '../../../features/inquiries/api/seller-overview';
import { useCompletedSales } from '../../../features/inquiries/api/seller-sales';
import { AnswerLeadModal } from '../../../features/inquiries/components/answer-lead-modal';
import { CompletedSales } from '../../../features/inquiries/components/completed-sales';
import { LeadCards } from '../../../features/inquiries/components/lead-cards';
import { MarkLeadSoldModal } from '../../../features/inquiries/components/mark-lead-sold-modal';
import { NewInquiries } from '../../../features/inquiries/components/new-inquiries';
import { PerformanceSummary } from '../../../features/inquiries/components/performance-summary';
import { ResponseTemplates } from '../../../features/inquiries/components/response-templates';
import { OffersInbox } from '../../../features/offers/components/offers-inbox';

/**
 * /seller-dashboard: the simple seller dashboard with its lead manager (spec section 2): the
 * inquiries module's leads and sales with the offers module's inbox, so composed in app/.
 */
export function SellerDashboardRoute() {
  const overview = useSellerOverview();
  const leads = useActiveLeads();
  const sales = useCompletedSales();
  const [markingSold, setMarkingSold] = useState<SellerInquiry | null>(null);
  const [answering, setAnswering] = useState<SellerInquiry | null>(null);

  const retry = () => {
    void overview.refetch();
    void leads.refetch();
    void sales.refetch();
  };

  let content;
  if (overview.isPending || leads.isPending || sales.isPending) {
    content = (
      <Center mih={240}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    );
  } else if (overview.isError || leads.isError || sales.isError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Failed to load data</Text>
          <Button size="xs" color="red" variant="light" onClick={retry}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Stack gap="lg">
        <LeadCards overview={overview.data} />
        <OffersInbox />
        <NewInquiries
          leads={leads.data.inquiries}
          onAnswer={setAnswering}
          onMarkSold={setMarkingSold}
        />
        <ResponseTemplates />
        <CompletedSales sales={sales.data.sales} />
        <PerformanceSummary overview={overview.data} salesCount={sales.data.sales.length} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Simple Seller Dashboard"
        description="Your leads from buyers and your completed sales."
        path="/seller-dashboard"
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>Simple Seller Dashboard</Title>
            <Text c="dimmed">Answer your offers and leads, and record your sales.</Text>
          </Stack>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconBell size={16} aria-hidden />}>
              Notifications
            </Button>
            <Button
              component={Link}
              to="/list-domain"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              List New Domain
            </Button>
          </Group>
        </Group>
        {content}
      </Stack>
      <MarkLeadSoldModal lead={markingSold} onClose={() => setMarkingSold(null)} />
      <AnswerLeadModal lead={answering} onClose={() => setAnswering(null)} />
    </Container>
  );
}
