import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  useRegisterWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useReplayWebhookDelivery,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/webhooks';
import { ShownOnce } from './shown-once';

const EVENTS: WebhookEventType[] = [
  'listing.sold',
  'inquiry.received',
  'offer.made',
  'listing.suspended',
  'listing.created',
  'listing.updated',
  'listing.restored',
  'listing.deleted',
  'listing.reinstated',
];

const STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  delivered: 'teal',
  failed: 'red',
};

function Deliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const replay = useReplayWebhookDelivery(endpointId);
  if (deliveries.isError) return <Alert color="red">{deliveries.error.message}</Alert>;
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Latest deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last answer</Table.Th>
            <Table.Th>Last attempt</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>{delivery.type}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[delivery.status]}>{delivery.status}</Badge>{' '}
                <Text span size="xs" c="dimmed">
                  {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                </Text>
              </Table.Td>
              <Table.Td>{delivery.last_status_code ?? delivery.last_error ?? '–'}</Table.Td>
              <Table.Td>
                {delivery.last_attempt_at ? formatDateTime(delivery.last_attempt_at) : '–'}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  loading={replay.isPending && replay.variables === delivery.id}
                  onClick={() => replay.mutate(delivery.id)}
                >
                  Replay
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const remove = useRemoveWebhookEndpoint();
  const [showDeliveries, setShowDeliveries] = useState(false);
  return (
    <Card withBorder component="li" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            <Text size="sm" c="dimmed">
              {endpoint.events.join(', ')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="subtle" onClick={() => setShowDeliveries((shown) => !shown)}>
              {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
            </Button>
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(endpoint.id)}
            >
              Remove
            </Button>
          </Group>
        </Group>
        {showDeliveries && <Deliveries endpointId={endpoint.id} />}
      </Stack>
    </Card>
  );
}

/** Webhook endpoints: register one (its signing secret shown once), see deliveries, replay. */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const register = useRegisterWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['listing.sold']);
  const [secret, setSecret] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    register.mutate(
      { url, events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl('');
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Webhooks
      </Title>
      <Text size="sm" c="dimmed">
        We POST each event to your address as JSON, signed in the <code>Dlm-Signature</code> header
        (<code>t=…,v1=…</code>: HMAC-SHA256 of <code>t.body</code> with your secret). A listing’s
        events arrive in order; a failed delivery is retried for 3 days.
      </Text>
      {secret && (
        <ShownOnce title="Your signing secret" value={secret} onDone={() => setSecret(undefined)} />
      )}
      <Card withBorder component="form" onSubmit={submit} aria-label="Add a webhook endpoint">
        <Stack gap="sm">
          <TextInput
            label="Endpoint URL"
            placeholder="https://example.com/hooks/dlm"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            maxLength={500}
            required
          />
          <Checkbox.Group
            label="Events"
            value={events}
            onChange={(value) => setEvents(value as WebhookEventType[])}
          >
            <Group gap="md" mt={4}>
              {EVENTS.map((type) => (
                <Checkbox key={type} value={type} label={type} />
              ))}
            </Group>
          </Checkbox.Group>
          {register.isError && <Alert color="red">{register.error.message}</Alert>}
          <Group>
            <Button
              type="submit"
              loading={register.isPending}
              disabled={url.trim() === '' || events.length === 0}
            >
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </Card>
      {endpoints.isError && <Alert color="red">{endpoints.error.message}</Alert>}
      {endpoints.data?.length === 0 && <Text c="dimmed">No endpoints yet.</Text>}
      {endpoints.data && endpoints.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} aria-label="Your webhook endpoints">
          {endpoints.data.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
