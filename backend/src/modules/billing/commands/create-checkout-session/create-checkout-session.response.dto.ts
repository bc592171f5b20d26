import { ApiProperty } from '@nestjs/swagger';

export class CheckoutSessionDto {
  @ApiProperty({
    description: 'Where the browser pays: Stripe Checkout, or the built-in TEST PAYMENT page',
    example: 'http://localhost:3000/api/payments/test-checkout/0b9a...',
  })
  url!: string;

  @ApiProperty({ description: "The provider's session id", example: 'cs_test_a1b2c3' })
  sessionId!: string;
}
