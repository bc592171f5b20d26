import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type SaleReport = components['schemas']['SaleReport'];
export type Recommendation = components['schemas']['SaleRecommendation'];

/** A background job writes the report seconds after the sale; until then the server answers 404. */
export const REPORT_POLL_INTERVAL_MS = 2_000;
/** Past this long after the sale the job is late: asking again stops, and the screen says so. */
export const REPORT_LATE_AFTER_MS = 3 * 60_000;

/** Whether an answer received at `answeredAt` (epoch ms) came too long after the sale. */
export function reportIsLate(answeredAt: number, soldAt: string): boolean {
  return answeredAt - Date.parse(soldAt) >= REPORT_LATE_AFTER_MS;
}

/** The report on a sale (its id is the sale's transaction id), or null while it is being made. */
export function saleReportQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: [...moduleKeys.deals, 'report', transactionId],
    queryFn: async ({ signal }): Promise<SaleReport | null> => {
      try {
        return await unwrap(
          api.GET('/api/post-transaction-analytics/report/{id}', {
            params: { path: { id: transactionId } },
            signal,
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The report on a sale made at `soldAt`, asked for again while it is not made and not late. */
export function useSaleReport(transactionId: string, soldAt: string) {
  return useQuery({
    ...saleReportQueryOptions(transactionId),
    refetchInterval: (query) =>
      query.state.data === null && !reportIsLate(query.state.dataUpdatedAt, soldAt)
        ? REPORT_POLL_INTERVAL_MS
        : false,
  });
}
