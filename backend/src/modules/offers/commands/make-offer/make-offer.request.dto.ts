import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ConfirmAmountField, OfferAmountField, OfferMessageField } from '../../http/offer-fields';
import { OFFER_MESSAGES } from '../../model/offer-rules';

export class MakeOfferRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: OFFER_MESSAGES.listingId })
  listingId!: string;

  @OfferAmountField()
  amount!: number;

  @OfferMessageField()
  message?: string;

  @ConfirmAmountField()
  confirmAmount?: boolean;
}
