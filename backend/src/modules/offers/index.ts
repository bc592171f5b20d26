/** The offers module's public surface: other modules import from here only. */
export { OffersModule } from './offers.module';
export { OFFERS_QUEUE } from './jobs/offer-deadlines.processor';
export * from './model/offer.events';
export { MakeOfferHandler } from './commands/make-offer/make-offer.handler';
export { CounterOfferHandler } from './commands/counter-offer/counter-offer.handler';
export { AcceptOfferHandler } from './commands/accept-offer/accept-offer.handler';
export { DeclineOfferHandler } from './commands/decline-offer/decline-offer.handler';
export { WithdrawOfferHandler } from './commands/withdraw-offer/withdraw-offer.handler';
export { ExpireOfferHandler } from './commands/expire-offer/expire-offer.handler';
export { SetDefaultOfferRulesHandler } from './commands/set-default-offer-rules/set-default-offer-rules.handler';
export { SetOfferRulesHandler } from './commands/set-offer-rules/set-offer-rules.handler';
export { DEFAULT_OFFER_RULES } from './model/offer-rules';
