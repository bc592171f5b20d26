import { Body, Controller, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { InquiryIdQuery } from '../../http/inquiry-id.query.dto';
import { SellerInquiry } from '../../http/inquiry.response.dto';
import { InquiryReader } from '../../queries/inquiry.reader';
import { ChangeInquiryStatusHandler } from './change-inquiry-status.handler';
import {
  SellerInquiryStatusRequest,
  UpdateInquiryStatusRequest,
} from './change-inquiry-status.request.dto';

/** The seller of the inquiry's listing moves it; anyone else gets 404. */
@ApiTags('inquiries')
@Controller('api')
export class ChangeInquiryStatusController {
  constructor(
    private readonly handler: ChangeInquiryStatusHandler,
    private readonly inquiries: InquiryReader,
  ) {}

  @Put('inquiries/update-status')
  @ApiOperation({
    operationId: 'changeInquiryStatus',
    summary: 'Set the status of an inquiry about one of your listings',
  })
  @ApiEnvelope(SellerInquiry)
  @ApiErrors(400, 401, 404)
  async updateStatus(
    @CurrentCaller() caller: Caller,
    @Query() query: InquiryIdQuery,
    @Body() body: UpdateInquiryStatusRequest,
  ): Promise<SellerInquiry> {
    await this.handler.execute({
      inquiryId: query.id,
      sellerId: caller.userId,
      status: body.status,
    });
    return this.inquiries.findForSeller(query.id, caller.userId);
  }

  @Put('seller-dashboard/inquiry-status')
  @ApiOperation({
    operationId: 'changeLeadStatus',
    summary: 'Set the status of a lead and your notes on it',
  })
  @ApiEnvelope(SellerInquiry)
  @ApiErrors(400, 401, 404)
  async updateLead(
    @CurrentCaller() caller: Caller,
    @Query() query: InquiryIdQuery,
    @Body() body: SellerInquiryStatusRequest,
  ): Promise<SellerInquiry> {
    await this.handler.execute({
      inquiryId: query.id,
      sellerId: caller.userId,
      status: body.status,
      notes: body.notes,
    });
    return this.inquiries.findForSeller(query.id, caller.userId);
  }
}
