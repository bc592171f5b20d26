import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { CREDIT_QUANTITY_MAX, CREDIT_QUANTITY_MIN } from '../../model/products';

const URL_RULES = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

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
    description: 'An address of this site; `{CHECKOUT_SESSION_ID}` is replaced by the session id',
    example: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
  })
  @IsUrl(URL_RULES, { message: 'success_url must be an http(s) address' })
  @MaxLength(2000)
  success_url!: string;

  @ApiProperty({
    description: 'An address of this site',
    example: 'http://localhost:3000/checkout',
  })
  @IsUrl(URL_RULES, { message: 'cancel_url must be an http(s) address' })
  @MaxLength(2000)
  cancel_url!: string;
}
