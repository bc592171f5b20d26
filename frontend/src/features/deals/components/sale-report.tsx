import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { countOf, formatCount, formatDate, formatPercent, formatUsd } from '../../../lib/format';
import {
  type Recommendation,
  reportIsLate,
  type SaleReport,
  useSaleReport,
} from '../api/sale-report';
import { useGenerateSaleReport } from '../api/use-generate-sale-report';
import { useImplementRecommendation } from '../api/use-implement-recommendation';
import { failureMessage } from '../errors';
import { focusElement } from '../focus';
import { BusyButton } from './busy-button';
import { Figure } from './figure';
import { LoadFailure } from './load-failure';

function RecommendationItem({
  recommendation,
  transactionId,
}: {
  recommendation: Recommendation;
  transactionId: string;
}) {
  const implement = useImplementRecommendation(transactionId);
  const [implementedHere, setImplementedHere] = useState(false);

  const markImplemented = () =>
    implement.mutate(recommendation.id, {
      onSuccess: () => {
        setImplementedHere(true);
        notifications.show({
          color: 'green',
          title: 'Recommendation implemented',
          message: recommendation.title,
        });
      },
    });

  return (
    <Paper component="li" withBorder radius="sm" p="md" aria-label={recommendation.title}>
      <Stack gap="xs">
        <Text fw={600}>{recommendation.title}</Text>
        <Text size="sm">{recommendation.detail}</Text>
        {recommendation.implemented ? (
          <Group gap="xs" tabIndex={-1} ref={implementedHere ? focusElement : undefined}>
            <Badge color="green" variant="light">
              Implemented
            </Badge>
            {recommendation.implemented_at && (
              <Text size="xs" c="dimmed">
                {`on ${formatDate(recommendation.implemented_at)}`}
              </Text>
            )}
          </Group>
        ) : (
          <BusyButton
            size="xs"
            variant="light"
            w="fit-content"
            busy={implement.isPending}
            onClick={markImplemented}
          >
            Implement
          </BusyButton>
        )}
        {implement.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(implement.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function ReportFigures({ report }: { report: SaleReport }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      <Figure label="Days to sell" value={countOf(report.days_to_sell, 'day')} />
      <Figure label="Views before the sale" value={formatCount(report.views_before_sale)} />
      <Figure label="Inquiries before the sale" value={formatCount(report.inquiries_before_sale)} />
      <Figure
        label="Sale vs listed price"
        value={formatPercent(report.price_vs_listed_pct)}
        note={`${formatUsd(report.sale_price)} of ${formatUsd(report.listed_price)}`}
      />
      <Figure
        label="Sale vs your average"
        value={
          report.price_vs_seller_average_pct === null
            ? 'First sale'
            : formatPercent(report.price_vs_seller_average_pct)
        }
        note={
          report.seller_average_sale_price === null
            ? 'No earlier sale to compare with'
            : `Your average: ${formatUsd(report.seller_average_sale_price)}`
        }
      />
    </SimpleGrid>
  );
}

function ReportBody({ report }: { report: SaleReport }) {
  return (
    <Stack gap="md">
      {report.restored && (
        <Alert color="yellow" variant="light">
          This sale was reversed after the report was made.
        </Alert>
      )}
      <ReportFigures report={report} />
      <Title order={3} size="h4">
        Recommendations
      </Title>
      {report.recommendations.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to recommend after this sale.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {report.recommendations.map((recommendation) => (
            <RecommendationItem
              key={recommendation.id}
              recommendation={recommendation}
              transactionId={report.transaction_id}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The job is late: say so, and offer to make the report now. */
function LateReport({ transactionId }: { transactionId: string }) {
  const generate = useGenerateSaleReport(transactionId);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">Your sale report is taking longer than usual.</Text>
      <Button
        size="xs"
        variant="light"
        loading={generate.isPending}
        onClick={() => generate.mutate()}
      >
        Prepare it now
      </Button>
      {generate.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(generate.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The seller's report on the sale. A background job makes it seconds after the sale; until then
 * the screen says it is being prepared and asks again every few seconds.
 */
export function SaleReportPanel({
  transactionId,
  soldAt,
}: {
  transactionId: string;
  soldAt: string;
}) {
  const titleId = useId();
  const report = useSaleReport(transactionId, soldAt);

  let content;
  if (report.isPending) {
    content = <Loader size="sm" aria-label="Loading your sale report" />;
  } else if (report.data === undefined) {
    content = (
      <LoadFailure message={failureMessage(report.error)} onRetry={() => void report.refetch()} />
    );
  } else if (report.data === null) {
    content = reportIsLate(report.dataUpdatedAt, soldAt) ? (
      <LateReport transactionId={transactionId} />
    ) : (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Preparing your sale report...</Text>
      </Group>
    );
  } else {
    content = <ReportBody report={report.data} />;
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      id="sale-report"
    >
      <Stack gap="md">
        <Title id={titleId} order={2} size="h3">
          Sale report
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
