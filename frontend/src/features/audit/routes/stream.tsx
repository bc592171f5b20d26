import {
  Anchor,
  Button,
  Center,
  Code,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { useStreamEvents } from '../api/stream-events';
import { AuditLoadFailure } from '../components/audit-load-failure';
import { LoadMore } from '../components/load-more';
import { StreamEvent } from '../components/stream-event';
import { isNotFound } from '../errors';
import { AUDIT_PATHS, eventsOfStreamPath, streamPath } from '../paths';

function StreamNotFound({ streamId }: { streamId: string }) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>Stream not found</Title>
      <Text style={{ overflowWrap: 'anywhere' }}>
        No event in the log belongs to <Code>{streamId}</Code>.
      </Text>
      <Button component={Link} to={AUDIT_PATHS.events}>
        Back to the event browser
      </Button>
    </Stack>
  );
}

/** /audit/streams/:streamId: every event of one stream, in order, with its data and metadata. */
export function AuditStreamRoute() {
  const { streamId = '' } = useParams();
  const stream = useStreamEvents(streamId);

  let content;
  if (stream.isPending) {
    content = (
      <Center mih={160}>
        <Loader aria-label="Loading the stream" />
      </Center>
    );
  } else if (stream.isError) {
    content = isNotFound(stream.error) ? (
      <StreamNotFound streamId={streamId} />
    ) : (
      <AuditLoadFailure error={stream.error} onRetry={() => void stream.refetch()} />
    );
  } else {
    const [first] = stream.data.pages;
    const events = stream.data.pages.flatMap((page) => page.events);
    content = (
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            Stream {first.streamId}
          </Title>
          <Group gap="lg">
            <Text>
              Type: <strong>{first.streamType}</strong>
            </Text>
            <Text>
              Version: <strong>{first.version}</strong>
            </Text>
            <Anchor component={Link} to={eventsOfStreamPath(first.streamId)}>
              Show in the event browser
            </Anchor>
          </Group>
        </Stack>
        {events.map((event) => (
          <StreamEvent key={event.globalPosition} event={event} />
        ))}
        <LoadMore
          shown={events.length}
          noun="event"
          hasMore={stream.hasNextPage}
          loading={stream.isFetchingNextPage}
          onLoadMore={() => void stream.fetchNextPage()}
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <PageMeta title={`Stream ${streamId} · Audit`} path={streamPath(streamId)} />
      <Stack gap="lg">
        <Anchor component={Link} to={AUDIT_PATHS.events} size="sm">
          Back to the audit screens
        </Anchor>
        {content}
      </Stack>
    </Container>
  );
}
