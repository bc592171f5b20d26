import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitParam, PageParam } from '../../../../platform/http/page-query';
import {
  DEAL_LIST_DEFAULT,
  DEAL_LIST_MAX,
  DEAL_MESSAGES,
  DEAL_ROLES,
  type DealRole,
  TIMELINE_STATUSES,
  type TimelineStatus,
} from '../../model/deal-rules';

export class GetMyTimelinesRequest {
  @PageParam()
  page?: number;

  @LimitParam(DEAL_LIST_MAX, DEAL_LIST_DEFAULT)
  limit?: number;

  @ApiPropertyOptional({ enum: TIMELINE_STATUSES, description: 'Absent: every status' })
  @IsOptional()
  @IsIn(TIMELINE_STATUSES, { message: DEAL_MESSAGES.status })
  status?: TimelineStatus;

  @ApiPropertyOptional({
    enum: DEAL_ROLES,
    description: 'Deals where you are the buyer, or the seller; absent: both',
  })
  @IsOptional()
  @IsIn(DEAL_ROLES, { message: DEAL_MESSAGES.role })
  role?: DealRole;
}
