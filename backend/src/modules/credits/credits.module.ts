import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { CreditBalanceReader } from '../identity';
import { ExpireCreditsHandler } from './commands/expire-credits/expire-credits.handler';
import { GrantCreditsHandler } from './commands/grant-credits/grant-credits.handler';
import { WarnOfCreditExpiryHandler } from './commands/warn-of-credit-expiry/warn-of-credit-expiry.handler';
import { CreditExpiryJobs } from './jobs/credit-expiry.processor';
import { LedgerCreditBalances } from './ledger-credit-balances';
import { creditLotsReadModel } from './projections/credit-lots.read-model';
import { GetCreditsController } from './queries/get-credits/get-credits.http.controller';
import { GetCreditsHandler } from './queries/get-credits/get-credits.handler';

/**
 * The credits ledger (DECISIONS.md "Credits and plans"). Global so that the identity module's
 * profile reads its balance through the CreditBalanceReader port.
 */
@Global()
@Module({
  controllers: [GetCreditsController],
  providers: [
    GrantCreditsHandler,
    ExpireCreditsHandler,
    WarnOfCreditExpiryHandler,
    CreditExpiryJobs,
    GetCreditsHandler,
    { provide: CreditBalanceReader, useClass: LedgerCreditBalances },
  ],
  exports: [GrantCreditsHandler, ExpireCreditsHandler, CreditBalanceReader],
})
export class CreditsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(creditLotsReadModel, 'inline');
  }
}
