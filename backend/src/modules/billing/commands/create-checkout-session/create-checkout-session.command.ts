import { type CheckoutMode } from '../../model/products';

export interface CreateCheckoutSessionCommand {
  userId: string;
  priceId: string;
  mode: CheckoutMode;
  quantity: number;
  successUrl: string;
  cancelUrl: string;
}
