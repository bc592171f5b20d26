import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/**
 * Lets this browser into the queue dashboard (the server sets a cookie scoped to it, since its
 * pages carry no bearer header), then opens the dashboard in a new tab.
 */
export function useOpenQueueDashboard() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/queue-dashboard/session')),
    onSuccess: (session) => {
      window.open(session.url, '_blank', 'noopener');
    },
  });
}
