/** The credits module's public surface: other modules import from here only. */
export { CreditsModule } from './credits.module';
export {
  availableCredits,
  creditLedger,
  type CreditLedger,
  decide as decideCredits,
} from './model/credit-ledger';
export { GrantCreditsHandler } from './commands/grant-credits/grant-credits.handler';
export { ExpireCreditsHandler } from './commands/expire-credits/expire-credits.handler';
export { InsufficientCreditsError, INSUFFICIENT_CREDITS_MESSAGE } from './model/credits.errors';
export * from './model/credit.events';
