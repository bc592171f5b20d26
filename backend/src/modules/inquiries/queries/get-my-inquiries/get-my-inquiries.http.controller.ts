import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { InquiriesPage } from '../../http/inquiry.response.dto';
import { InquiryReader } from '../../http/inquiry-reader';
import { GetMyInquiriesRequest } from './get-my-inquiries.request.dto';

@ApiTags('inquiries')
@Controller('api/inquiries')
export class GetMyInquiriesController {
  constructor(private readonly inquiries: InquiryReader) {}

  @Get('my-inquiries')
  @ApiOperation({ summary: 'The inquiries you sent, newest first' })
  @ApiEnvelope(InquiriesPage)
  @ApiErrors(400, 401)
  list(
    @CurrentCaller() caller: Caller,
    @Query() request: GetMyInquiriesRequest,
  ): Promise<InquiriesPage> {
    return this.inquiries.pageForBuyer(caller.userId, {
      page: request.page ?? 1,
      limit: request.limit ?? 20,
      statuses: request.status,
    });
  }
}
