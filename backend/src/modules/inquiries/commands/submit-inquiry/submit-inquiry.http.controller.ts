import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Inquiry } from '../../http/inquiry.response.dto';
import { SubmitInquiryHandler } from './submit-inquiry.handler';
import { SubmitInquiryRequest } from './submit-inquiry.request.dto';

@ApiTags('inquiries')
@Controller('api/inquiries')
export class SubmitInquiryController {
  constructor(private readonly handler: SubmitInquiryHandler) {}

  @Post('submit')
  @ApiOperation({
    summary: 'Send the seller of a listing an inquiry, an offer or a question',
    description:
      'Signed-in buyers only. 422 OWN_LISTING on your own listing; 409 LISTING_UNAVAILABLE when it is no longer on the marketplace; 429 RATE_LIMITED after 20 inquiries in an hour. The seller gets a mail.',
  })
  @ApiEnvelope(Inquiry, { status: 201 })
  @ApiErrors(400, 401, 404, 409, 422, 429)
  async submit(
    @CurrentCaller() caller: Caller,
    @Body() body: SubmitInquiryRequest,
  ): Promise<Inquiry> {
    const { inquiry } = await this.handler.execute({
      buyerId: caller.userId,
      listingId: body.domainId,
      buyerName: body.buyerName,
      buyerEmail: body.buyerEmail,
      message: body.message,
      inquiryType: body.inquiryType,
    });
    return inquiry;
  }
}
