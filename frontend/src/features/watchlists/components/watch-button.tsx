import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useToggleWatch } from '../api/watchlists';

/** The heart on a marketplace card and a listing's page: watch the name, or stop watching it. */
export function WatchButton({
  listing,
  watching,
  size = 'lg',
}: {
  listing: { id: string; name: string };
  watching: boolean;
  size?: 'lg' | 'xl';
}) {
  const toggle = useToggleWatch();
  const label = watching ? `Stop watching ${listing.name}` : `Watch ${listing.name}`;
  return (
    <Tooltip label={watching ? 'On your watchlist' : 'Add to your watchlist'}>
      <ActionIcon
        variant={watching ? 'light' : 'default'}
        color="red"
        size={size}
        aria-label={label}
        aria-pressed={watching}
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { listingId: listing.id, watch: !watching },
            {
              onError: (error) =>
                notifications.show({ color: 'red', title: 'Not saved', message: error.message }),
            },
          )
        }
      >
        {watching ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
