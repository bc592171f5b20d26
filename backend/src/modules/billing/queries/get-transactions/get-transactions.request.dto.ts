import { LimitParam, PageParam } from '../../../../platform/http/page-query';

export const PAYMENT_HISTORY_LIMIT = 50;
export const PAYMENT_HISTORY_MAX_LIMIT = 100;

export class GetTransactionsRequest {
  @PageParam()
  page = 1;

  @LimitParam(PAYMENT_HISTORY_MAX_LIMIT, PAYMENT_HISTORY_LIMIT)
  limit = PAYMENT_HISTORY_LIMIT;
}
