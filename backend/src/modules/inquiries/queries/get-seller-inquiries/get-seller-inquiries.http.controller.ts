import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SellerInquiriesPage } from '../../http/inquiry.response.dto';
import { GetSellerInquiriesHandler } from './get-seller-inquiries.handler';
import { GetSellerInquiriesRequest } from './get-seller-inquiries.request.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class GetSellerInquiriesController {
  constructor(private readonly handler: GetSellerInquiriesHandler) {}

  @TokenScope('leads:read')
  @Get('inquiries')
  @ApiOperation({
    summary: 'Your leads: inquiries about your listings, newest first',
    description: 'The lead manager asks for status=new,responded and then for status=archived.',
  })
  @ApiEnvelope(SellerInquiriesPage)
  @ApiErrors(400, 401)
  list(
    @CurrentCaller() caller: Caller,
    @Query() request: GetSellerInquiriesRequest,
  ): Promise<SellerInquiriesPage> {
    return this.handler.execute({
      sellerId: caller.userId,
      page: request.page ?? 1,
      limit: request.limit ?? 20,
      statuses: request.status,
      priorities: request.priority,
      search: request.search,
    });
  }
}
