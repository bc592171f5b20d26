import { Text } from '@mantine/core';
import { formatCount, pluralize } from '../../../lib/format';

/** How many buyers watch the listing: a count, never who; nothing when nobody does. */
export function WatcherCount({ watchers }: { watchers: number }) {
  if (watchers === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {formatCount(watchers)} {pluralize(watchers, 'watcher')}
    </Text>
  );
}
