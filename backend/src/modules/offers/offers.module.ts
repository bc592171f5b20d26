import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { AcceptOfferController } from './commands/accept-offer/accept-offer.http.controller';
import { AcceptOfferHandler } from './commands/accept-offer/accept-offer.handler';
import { CloseOffersOnSaleHandler } from './commands/close-offers-on-sale/close-offers-on-sale.handler';
import { CounterOfferController } from './commands/counter-offer/counter-offer.http.controller';
import { CounterOfferHandler } from './commands/counter-offer/counter-offer.handler';
import { DeclineOfferController } from './commands/decline-offer/decline-offer.http.controller';
import { DeclineOfferHandler } from './commands/decline-offer/decline-offer.handler';
import { ExpireOfferHandler } from './commands/expire-offer/expire-offer.handler';
import { MakeOfferController } from './commands/make-offer/make-offer.http.controller';
import { MakeOfferHandler } from './commands/make-offer/make-offer.handler';
import { SetDefaultOfferRulesController } from './commands/set-default-offer-rules/set-default-offer-rules.http.controller';
import { SetDefaultOfferRulesHandler } from './commands/set-default-offer-rules/set-default-offer-rules.handler';
import { SetOfferRulesController } from './commands/set-offer-rules/set-offer-rules.http.controller';
import { SetOfferRulesHandler } from './commands/set-offer-rules/set-offer-rules.handler';
import { WithdrawOfferController } from './commands/withdraw-offer/withdraw-offer.http.controller';
import { WithdrawOfferHandler } from './commands/withdraw-offer/withdraw-offer.handler';
import { OfferJobs } from './jobs/offer-deadlines.processor';
import { OfferMails } from './offer-mails';
import { offersReadModel } from './projections/offers.read-model';
import { GetDefaultOfferRulesController } from './queries/get-default-offer-rules/get-default-offer-rules.http.controller';
import { GetDefaultOfferRulesHandler } from './queries/get-default-offer-rules/get-default-offer-rules.handler';
import { GetMyOffersController } from './queries/get-my-offers/get-my-offers.http.controller';
import { GetMyOffersHandler } from './queries/get-my-offers/get-my-offers.handler';
import { GetOfferController } from './queries/get-offer/get-offer.http.controller';
import { GetOfferHandler } from './queries/get-offer/get-offer.handler';
import { GetOfferInboxController } from './queries/get-offer-inbox/get-offer-inbox.http.controller';
import { GetOfferInboxHandler } from './queries/get-offer-inbox/get-offer-inbox.handler';
import { GetOfferRulesController } from './queries/get-offer-rules/get-offer-rules.http.controller';
import { GetOfferRulesHandler } from './queries/get-offer-rules/get-offer-rules.handler';
import { GetOfferTermsController } from './queries/get-offer-terms/get-offer-terms.http.controller';
import { GetOfferTermsHandler } from './queries/get-offer-terms/get-offer-terms.handler';
import { OfferReader } from './queries/offer.reader';
import { OfferRulesReader } from './queries/offer-rules.reader';

/** Offers with seller rules, counters and deadlines (docs/adr/0026-offers-and-the-deal-clock.md). */
@Module({
  controllers: [
    MakeOfferController,
    GetMyOffersController,
    GetOfferInboxController,
    GetOfferController,
    GetOfferTermsController,
    AcceptOfferController,
    CounterOfferController,
    DeclineOfferController,
    WithdrawOfferController,
    GetOfferRulesController,
    SetOfferRulesController,
    GetDefaultOfferRulesController,
    SetDefaultOfferRulesController,
  ],
  providers: [
    OfferMails,
    OfferReader,
    OfferRulesReader,
    MakeOfferHandler,
    CounterOfferHandler,
    AcceptOfferHandler,
    DeclineOfferHandler,
    WithdrawOfferHandler,
    ExpireOfferHandler,
    CloseOffersOnSaleHandler,
    SetOfferRulesHandler,
    SetDefaultOfferRulesHandler,
    GetOfferHandler,
    GetMyOffersHandler,
    GetOfferInboxHandler,
    GetOfferRulesHandler,
    GetDefaultOfferRulesHandler,
    GetOfferTermsHandler,
    OfferJobs,
  ],
})
export class OffersModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(offersReadModel, 'inline');
  }
}
