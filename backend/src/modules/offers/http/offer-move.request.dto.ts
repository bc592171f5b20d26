import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ConfirmAmountField, OfferAmountField, OfferMessageField } from './offer-fields';
import {
  OFFER_MESSAGES,
  SELLER_DECLINE_REASONS,
  type SellerDeclineReason,
} from '../model/offer-rules';

export class CounterOfferRequest {
  @OfferAmountField()
  amount!: number;

  @OfferMessageField()
  message?: string;

  @ConfirmAmountField()
  confirmAmount?: boolean;
}

export class DeclineOfferRequest {
  @ApiPropertyOptional({
    enum: SELLER_DECLINE_REASONS,
    description: 'The seller’s reason (other when absent); a buyer declining a counter walks away',
  })
  @IsOptional()
  @IsIn(SELLER_DECLINE_REASONS, { message: OFFER_MESSAGES.reason })
  reason?: SellerDeclineReason;
}
