import { LimitParam, PageParam } from '../../../../platform/http/page-query';
import { LEAD_LIST_MAX } from '../../model/inquiry-rules';

export class GetSellerSalesRequest {
  @PageParam()
  page?: number;

  @LimitParam(LEAD_LIST_MAX, LEAD_LIST_MAX)
  limit?: number;
}
