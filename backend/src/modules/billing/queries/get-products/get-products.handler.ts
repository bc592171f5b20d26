import { Injectable } from '@nestjs/common';
import { PaymentProvider } from '../../providers/payment-provider';
import { type ProductDto } from './get-products.response.dto';

/** The products on sale now, priced by the payment provider; one that cannot be bought is absent. */
@Injectable()
export class GetProductsHandler {
  constructor(private readonly provider: PaymentProvider) {}

  execute(): Promise<ProductDto[]> {
    return this.provider.products();
  }
}
