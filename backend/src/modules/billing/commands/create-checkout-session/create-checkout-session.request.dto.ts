import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CREDIT_QUANTITY_MAX, CREDIT_QUANTITY_MIN } from '../../model/products';

/** A path of this site (`/...`) or an http(s) address; the handler checks it is this site's. */
const RETURN_ADDRESS = /^(\/|https?:\/\/)\S*$/i;
const RETURN_ADDRESS_MESSAGE = (field: string) =>
  `${field} must be a path (/...) or an http(s) address`;

/** The spec's create-session body (section 7 "Payments"). */
export class CreateCheckoutSessionRequest {
  @ApiProperty({
    description: 'A priceId from GET /api/payments/products',
    example: 'test_price_credit',
  })
  @IsString()
  @MaxLength(200)
  price_id!: string;

  @ApiProperty({ enum: ['payment', 'subscription'] })
  @IsIn(['payment', 'subscription'], { message: 'mode must be payment or subscription' })
  mode!: 'payment' | 'subscription';

  @ApiPropertyOptional({
    type: 'integer',
    default: 1,
    minimum: CREDIT_QUANTITY_MIN,
    maximum: CREDIT_QUANTITY_MAX,
    description: 'Credits to buy (payment mode); 1 for a subscription',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'quantity must be a whole number of credits' })
  @Min(CREDIT_QUANTITY_MIN, {
    message: `quantity must be from ${CREDIT_QUANTITY_MIN} to ${CREDIT_QUANTITY_MAX}`,
  })
  @Max(CREDIT_QUANTITY_MAX, {
    message: `quantity must be from ${CREDIT_QUANTITY_MIN} to ${CREDIT_QUANTITY_MAX}`,
  })
  quantity = 1;

  @ApiProperty({
    description:
      'Where Pay returns: a path of this site, put after SITE_URL by the server (or a full address of this site). `{CHECKOUT_SESSION_ID}` is replaced by the session id',
    example: '/success?session_id={CHECKOUT_SESSION_ID}',
    maxLength: 2000,
  })
  @IsString({ message: RETURN_ADDRESS_MESSAGE('success_url') })
  @Matches(RETURN_ADDRESS, { message: RETURN_ADDRESS_MESSAGE('success_url') })
  @MaxLength(2000)
  success_url!: string;

  @ApiProperty({
    description:
      'Where Cancel returns: a path of this site, put after SITE_URL by the server (or a full address of this site)',
    example: '/checkout',
    maxLength: 2000,
  })
  @IsString({ message: RETURN_ADDRESS_MESSAGE('cancel_url') })
  @Matches(RETURN_ADDRESS, { message: RETURN_ADDRESS_MESSAGE('cancel_url') })
  @MaxLength(2000)
  cancel_url!: string;
}
