import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { Offer } from '../../http/offer.response.dto';
import { GetOfferHandler } from './get-offer.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('offers')
@Controller('api/offers')
export class GetOfferController {
  constructor(private readonly handler: GetOfferHandler) {}

  @TokenScope('offers')
  @Get('detail/:id')
  @ApiOperation({ summary: 'One offer with its history', description: 'Its buyer or seller only.' })
  @ApiEnvelope(Offer)
  @ApiErrors(401, 404)
  detail(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<Offer> {
    return this.handler.execute({ offerId: id, callerId: caller.userId });
  }
}
