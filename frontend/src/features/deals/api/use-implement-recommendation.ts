import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { saleReportQueryOptions } from './sale-report';
import { SELLER_SUMMARY_KEY } from './seller-summary';

/** Marks a recommendation of a sale report implemented; the answer is the whole report. */
export function useImplementRecommendation(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recommendationId: string) =>
      unwrap(
        api.PUT('/api/post-transaction-analytics/implement-recommendation', {
          params: { query: { recommendationId } },
        }),
      ),
    onSuccess: (report) => {
      queryClient.setQueryData(saleReportQueryOptions(transactionId).queryKey, report);
      // The seller's summary counts the recommendations still open.
      return queryClient.invalidateQueries({ queryKey: SELLER_SUMMARY_KEY });
    },
  });
}
