import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { UserDirectory, UserPlans } from '../../../identity';
import { AlreadyProError, ProductNotFoundError } from '../../model/billing.errors';
import { resolveReturnAddress } from '../../model/return-address';
import { PaymentProvider } from '../../providers/payment-provider';
import { StartCheckoutHandler } from '../start-checkout/start-checkout.handler';
import { type CheckoutSessionDto } from './create-checkout-session.response.dto';
import { type CreateCheckoutSessionCommand } from './create-checkout-session.command';

/**
 * Starts a purchase: checks the product, quantity and return addresses, records the checkout
 * (so the payment that completes it is always recognised), then opens the provider's session.
 */
@Injectable()
export class CreateCheckoutSessionHandler {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly startCheckout: StartCheckoutHandler,
    private readonly plans: UserPlans,
    private readonly users: UserDirectory,
    private readonly config: AppConfig,
  ) {}

  async execute(command: CreateCheckoutSessionCommand): Promise<CheckoutSessionDto> {
    const products = await this.provider.products();
    const product = products.find((candidate) => candidate.priceId === command.priceId);
    if (!product) throw new ProductNotFoundError();
    if (product.mode !== command.mode)
      throw new ValidationError([
        { field: 'mode', message: `mode must be ${product.mode} for ${product.name}` },
      ]);
    if (product.mode === 'subscription' && command.quantity !== 1)
      throw new ValidationError([
        { field: 'quantity', message: 'quantity must be 1 for a subscription' },
      ]);
    const successUrl = this.returnAddress('success_url', command.successUrl);
    const cancelUrl = this.returnAddress('cancel_url', command.cancelUrl);
    if (product.id === 'pro' && (await this.plans.isPro(command.userId)))
      throw new AlreadyProError();
    const user = await this.users.find(command.userId);
    if (!user) throw new NotFoundError('User not found');

    const checkoutId = await this.startCheckout.execute({
      userId: command.userId,
      product,
      quantity: command.quantity,
      provider: this.provider.name,
      successUrl,
      cancelUrl,
    });
    return this.provider.openCheckout({
      checkoutId,
      userId: command.userId,
      email: user.email,
      product,
      quantity: command.quantity,
      successUrl,
      cancelUrl,
    });
  }

  /** Return addresses are this site's, so a checkout cannot send a buyer elsewhere. */
  private returnAddress(field: string, value: string): string {
    const resolved = resolveReturnAddress(field, value, {
      siteUrl: this.config.siteUrl,
      allowedOrigins: this.config.corsOrigins,
    });
    if ('refused' in resolved) throw new ValidationError([{ field, message: resolved.refused }]);
    return resolved.address;
  }
}
