import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitParam, PageParam } from '../../../../platform/http/page-query';
import { DEAL_LIST_DEFAULT, DEAL_LIST_MAX } from '../../model/deal-rules';
import {
  DEFAULT_TIMEFRAME,
  REPORT_MESSAGES,
  REPORT_TIMEFRAMES,
  type ReportTimeframe,
} from '../../model/sale-report-rules';

export class GetSellerSummaryRequest {
  @ApiPropertyOptional({
    enum: REPORT_TIMEFRAMES,
    default: DEFAULT_TIMEFRAME,
    description: 'Sales made in the last 30, 90 or 365 days, or all',
  })
  @IsOptional()
  @IsIn(REPORT_TIMEFRAMES, { message: REPORT_MESSAGES.timeframe })
  timeframe?: ReportTimeframe;

  @PageParam()
  page?: number;

  @LimitParam(DEAL_LIST_MAX, DEAL_LIST_DEFAULT)
  limit?: number;
}
