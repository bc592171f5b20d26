import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useOpenQueueDashboard } from '../api/use-open-queue-dashboard';
import { failureMessage } from '../errors';

/** Opens the background jobs' queue dashboard (bull-board) in a new tab. */
export function QueueDashboardButton() {
  const openDashboard = useOpenQueueDashboard();

  const open = () =>
    openDashboard.mutate(undefined, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Could not open the queue dashboard',
          message: failureMessage(error),
        }),
    });

  return (
    <Button
      variant="light"
      aria-label="Queue dashboard (opens in a new tab)"
      loading={openDashboard.isPending}
      onClick={open}
    >
      Queue dashboard
    </Button>
  );
}
