import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { InquiriesPage } from '../../http/inquiry.response.dto';
import { GetMyInquiriesHandler } from './get-my-inquiries.handler';
import { GetMyInquiriesRequest } from './get-my-inquiries.request.dto';

@ApiTags('inquiries')
@Controller('api/inquiries')
export class GetMyInquiriesController {
  constructor(private readonly handler: GetMyInquiriesHandler) {}

  @Get('my-inquiries')
  @ApiOperation({ summary: 'The inquiries you sent, newest first' })
  @ApiEnvelope(InquiriesPage)
  @ApiErrors(400, 401)
  list(
    @CurrentCaller() caller: Caller,
    @Query() request: GetMyInquiriesRequest,
  ): Promise<InquiriesPage> {
    return this.handler.execute({
      buyerId: caller.userId,
      page: request.page ?? 1,
      limit: request.limit ?? 20,
      statuses: request.status,
    });
  }
}
