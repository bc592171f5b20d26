import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ListingNotFoundError } from '../../../listings';
import { InquiryIdQuery } from '../../http/inquiry-id.query.dto';
import { InquiryReader } from '../../queries/inquiry.reader';
import { SalesReader } from '../../queries/sales.reader';
import { MarkLeadSoldHandler } from './mark-lead-sold.handler';
import { MarkLeadSoldRequest } from './mark-lead-sold.request.dto';
import { LeadSale } from './mark-lead-sold.response.dto';

@ApiTags('seller-dashboard')
@Controller('api/seller-dashboard')
export class MarkLeadSoldController {
  constructor(
    private readonly handler: MarkLeadSoldHandler,
    private readonly inquiries: InquiryReader,
    private readonly sales: SalesReader,
  ) {}

  @Post('mark-sold')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark the domain of a lead as sold to its buyer',
    description:
      'Marks the domain sold (at the listed price unless salePrice is given) and archives the lead with the note "Marked as sold on <date>", together. 409 LISTING_SOLD when the domain is already sold.',
  })
  @ApiEnvelope(LeadSale)
  @ApiErrors(400, 401, 404, 409)
  async markSold(
    @CurrentCaller() caller: Caller,
    @Query() query: InquiryIdQuery,
    @Body() body: MarkLeadSoldRequest,
  ): Promise<LeadSale> {
    const { listingId } = await this.handler.execute({
      inquiryId: query.id,
      sellerId: caller.userId,
      salePriceUsd: body.salePrice,
    });
    const [inquiry, sale] = await Promise.all([
      this.inquiries.findForSeller(query.id, caller.userId),
      this.sales.ofListing(caller.userId, listingId),
    ]);
    if (!sale) throw new ListingNotFoundError();
    return { inquiry, sale };
  }
}
