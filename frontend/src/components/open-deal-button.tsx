import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { useOpenDeal } from '../lib/deals/open-deal';

/** "Deal": opens the timeline of a sale at /deals/{id}, creating it the first time. */
export function OpenDealButton({ transactionId }: { transactionId: string }) {
  const navigate = useNavigate();
  const openDeal = useOpenDeal();

  const open = () =>
    openDeal.mutate(transactionId, {
      onSuccess: (timeline) => void navigate(`/deals/${timeline.id}`),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Could not open the deal',
          message: error.message,
        }),
    });

  return (
    <Button size="xs" variant="light" loading={openDeal.isPending} onClick={open}>
      Deal
    </Button>
  );
}
