import { LimitParam, ListParam, PageParam } from '../../../../platform/http/page-query';
import { INQUIRY_STATUSES, type InquiryStatus, LEAD_LIST_MAX } from '../../model/inquiry-rules';

export class GetMyInquiriesRequest {
  @PageParam()
  page?: number;

  @LimitParam(LEAD_LIST_MAX, 20)
  limit?: number;

  @ListParam('status', INQUIRY_STATUSES, 'new,responded')
  status?: InquiryStatus[];
}
