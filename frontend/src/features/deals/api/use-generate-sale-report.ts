import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { saleReportQueryOptions } from './sale-report';
import { SELLER_SUMMARY_KEY } from './seller-summary';

/**
 * Makes the report now, for when the background job is late; the server makes it once, so this
 * answers the job's report if the job got there first.
 */
export function useGenerateSaleReport(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/post-transaction-analytics/generate', { body: { transactionId } })),
    onSuccess: (report) => {
      queryClient.setQueryData(saleReportQueryOptions(transactionId).queryKey, report);
      // The seller's summary counts the sales with a report.
      return queryClient.invalidateQueries({ queryKey: SELLER_SUMMARY_KEY });
    },
  });
}
