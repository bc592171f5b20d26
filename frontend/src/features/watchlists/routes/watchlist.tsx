import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { formatDate, formatPrice } from '../../../lib/format';
import {
  type NotificationSettings,
  useChangeNotificationSettings,
  useMyWatchlist,
  useNotificationSettings,
  useRemoveSearch,
  type SavedSearch,
  useSavedSearches,
  type WatchlistItem,
} from '../api/watchlists';
import { WatchButton } from '../components/watch-button';
import { marketplaceLink } from '../saved-search-url';

const SECTIONS = [
  { value: 'watched', label: 'Watched names', path: '/watchlist' },
  { value: 'searches', label: 'Saved searches', path: '/watchlist/searches' },
  { value: 'settings', label: 'Notifications', path: '/watchlist/settings' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

const STATUS_TEXT: Record<WatchlistItem['status'], { label: string; color: string }> = {
  active: { label: 'For sale', color: 'teal' },
  sold: { label: 'Sold', color: 'gray' },
  suspended: { label: 'Suspended', color: 'orange' },
  expired: { label: 'Expired', color: 'gray' },
  deleted: { label: 'Removed', color: 'gray' },
};

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

function PriceChange({ item }: { item: WatchlistItem }) {
  const change = item.price_now - item.price_when_watched;
  if (change === 0) return <Text size="sm">{formatPrice(item.price_now)}</Text>;
  return (
    <Text size="sm">
      {formatPrice(item.price_now)}{' '}
      <Text span c={change < 0 ? 'green.8' : 'red.8'}>
        ({change < 0 ? 'down' : 'up'} from {formatPrice(item.price_when_watched)})
      </Text>
    </Text>
  );
}

function WatchedNames() {
  const watchlist = useMyWatchlist();
  if (watchlist.isPending) return <Loading />;
  if (watchlist.isError) return <Alert color="red">{watchlist.error.message}</Alert>;
  if (watchlist.data.length === 0)
    return (
      <Text c="dimmed">
        No names yet. Press the heart on a name in the{' '}
        <Anchor component={Link} to="/marketplace">
          marketplace
        </Anchor>{' '}
        to watch it: we tell you when its price drops or it is sold.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="Watched names">
      {watchlist.data.map((item) => (
        <Card key={item.listing_id} withBorder component="li" style={{ listStyle: 'none' }}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Group gap="xs">
                {item.status === 'active' ? (
                  <Anchor component={Link} to={`/d/${encodeURIComponent(item.name)}`} fw={600}>
                    {item.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{item.name}</Text>
                )}
                <Badge variant="light" color={STATUS_TEXT[item.status].color}>
                  {STATUS_TEXT[item.status].label}
                </Badge>
              </Group>
              <PriceChange item={item} />
              <Text size="xs" c="dimmed">
                Watched since {formatDate(item.watched_at)}
              </Text>
            </Stack>
            <WatchButton listing={{ id: item.listing_id, name: item.name }} watching />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The search's name, linked to its marketplace page when its address is one. */
function SavedSearchName({ search }: { search: SavedSearch }) {
  const to = marketplaceLink(search.url);
  if (!to) return <Text fw={600}>{search.name}</Text>;
  return (
    <Anchor component={Link} to={to} fw={600}>
      {search.name}
    </Anchor>
  );
}

function SavedSearches() {
  const searches = useSavedSearches();
  const remove = useRemoveSearch();
  if (searches.isPending) return <Loading />;
  if (searches.isError) return <Alert color="red">{searches.error.message}</Alert>;
  if (searches.data.length === 0)
    return (
      <Text c="dimmed">
        No saved searches yet. Search the{' '}
        <Anchor component={Link} to="/marketplace">
          marketplace
        </Anchor>{' '}
        and press Save this search to hear of new names that match.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="Saved searches">
      {searches.data.map((search) => (
        <Card key={search.id} withBorder component="li" style={{ listStyle: 'none' }}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <SavedSearchName search={search} />
              <Text size="sm" c="dimmed">
                {search.frequency === 'instant' ? 'Mailed at once' : 'In the daily digest'}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending && remove.variables === search.id}
              onClick={() => remove.mutate(search.id)}
              aria-label={`Remove ${search.name}`}
            >
              Remove
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <Alert color="red">{settings.error.message}</Alert>;
  const update = (patch: Partial<NotificationSettings>) =>
    change.mutate({ ...settings.data, ...patch });
  return (
    <Stack gap="md">
      <Switch
        label="New names that match my saved searches"
        description="At once or in a daily digest, as each search says"
        checked={settings.data.search_alerts}
        onChange={(event) => update({ search_alerts: event.currentTarget.checked })}
      />
      <Switch
        label="Price drops and sales of names I watch"
        description="At most one mail a day per name"
        checked={settings.data.watch_notices}
        onChange={(event) => update({ watch_notices: event.currentTarget.checked })}
      />
      {change.error && (
        <Text c="red" size="sm" role="alert">
          {change.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** /watchlist, /watchlist/searches, /watchlist/settings: what the buyer follows, as tabs. */
export function WatchlistRoute() {
  const { section } = useParams();
  const navigate = useNavigate();
  const active: Section = SECTIONS.find((entry) => entry.value === section)?.value ?? 'watched';
  return (
    <Container size="md" py="xl">
      <PageMeta
        title="My watchlist"
        description="The names you watch, your saved searches and how we tell you about them."
        path="/watchlist"
      />
      <Stack gap="lg">
        <Title order={1}>My watchlist</Title>
        <Tabs
          value={active}
          onChange={(value) => {
            const target = SECTIONS.find((entry) => entry.value === value);
            if (target) void navigate(target.path);
          }}
        >
          <Tabs.List>
            {SECTIONS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="watched" pt="lg">
            {active === 'watched' && <WatchedNames />}
          </Tabs.Panel>
          <Tabs.Panel value="searches" pt="lg">
            {active === 'searches' && <SavedSearches />}
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="lg">
            {active === 'settings' && <NotificationSettingsForm />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
