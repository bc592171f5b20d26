import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Grid,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { type Timeline, useTimeline } from '../api/timeline';
import { AuthCodePanel } from '../components/auth-code-panel';
import { Checklists } from '../components/checklists';
import { DealClock } from '../components/deal-clock';
import { DealHeader } from '../components/deal-header';
import { DeliveryPanel } from '../components/delivery-panel';
import { EscrowPanel } from '../components/escrow-panel';
import { LoadFailure } from '../components/load-failure';
import { NameChecksPanel } from '../components/name-checks-panel';
import { SaleReportPanel } from '../components/sale-report';
import { StageActions } from '../components/stage-actions';
import { StageHistory } from '../components/stage-history';
import { StageStepper } from '../components/stage-stepper';
import { TransferGuidePanel } from '../components/transfer-guide-panel';
import { failureMessage, isNotFound } from '../errors';
import { stageLabel } from '../stage-labels';

function DealProgress({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h3">
          Progress
        </Title>
        <Text>
          Current stage: <strong>{stageLabel(timeline, timeline.stage)}</strong>
        </Text>
        <StageStepper timeline={timeline} />
        <StageActions timeline={timeline} />
      </Stack>
    </Paper>
  );
}

function DealView({ timeline }: { timeline: Timeline }) {
  return (
    <Stack gap="lg">
      {timeline.status === 'completed' && (
        <Alert color="green" variant="filled" title="Deal completed">
          Every stage is done: the domain is with the buyer and the payment with the seller.
        </Alert>
      )}
      <DealHeader timeline={timeline} />
      {timeline.role === 'seller' && timeline.report_id && (
        // Made by a background job after the sale; below the progress on a narrow screen.
        <Anchor href="#sale-report" w="fit-content">
          See the sale report
        </Anchor>
      )}
      <DealClock timeline={timeline} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <NameChecksPanel timeline={timeline} />
            <EscrowPanel timeline={timeline} />
            <DealProgress timeline={timeline} />
            <DeliveryPanel timeline={timeline} />
            <TransferGuidePanel timeline={timeline} />
            <AuthCodePanel timeline={timeline} />
            <Checklists timeline={timeline} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {timeline.role === 'seller' && (
              <SaleReportPanel transactionId={timeline.transaction_id} soldAt={timeline.sold_at} />
            )}
            <StageHistory timeline={timeline} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function DealNotFound() {
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1}>Deal not found</Title>
      <Text c="dimmed">This deal does not exist, or you are neither its seller nor its buyer.</Text>
      <Button component={Link} to="/deals" variant="light">
        See your deals
      </Button>
    </Stack>
  );
}

/** /deals/:id: one deal's stages, checklists, history and, for its seller, the sale report. */
export function DealRoute() {
  const { id = '' } = useParams();
  const timeline = useTimeline(id);

  let content;
  if (timeline.isPending) {
    content = (
      <Center mih="40vh">
        <Loader aria-label="Loading the deal" />
      </Center>
    );
  } else if (timeline.isError) {
    content = isNotFound(timeline.error) ? (
      <DealNotFound />
    ) : (
      <LoadFailure
        message={failureMessage(timeline.error)}
        onRetry={() => void timeline.refetch()}
      />
    );
  } else {
    content = <DealView timeline={timeline.data} />;
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title={timeline.data ? `Deal: ${timeline.data.domain_name}` : 'Deal'}
        description="A deal's stages, verification checklists and sale report."
        path={`/deals/${id}`}
      />
      <Stack gap="lg">
        <Anchor component={Link} to="/deals" size="sm" w="fit-content">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> All deals
        </Anchor>
        {content}
      </Stack>
    </Container>
  );
}
