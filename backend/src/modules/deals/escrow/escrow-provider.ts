import { type ForwardStage } from '../model/deal-rules';
import { type EscrowFeePayer } from '../model/timeline.events';

/** What an escrow for a deal holds: the name, the price, the parties and who pays the fee. */
export interface EscrowRequest {
  /** Ours, sent as the transaction's reference, so that Escrow.com's records name the deal. */
  timelineId: string;
  domainName: string;
  /** USD cents. */
  priceCents: number;
  buyerEmail: string;
  sellerEmail: string;
  feePayer: EscrowFeePayer;
  inspectionDays: number;
}

export interface OpenedEscrow {
  escrowId: string;
  /** Where the buyer agrees and pays, on Escrow.com. */
  payUrl: string;
}

/** Where Escrow.com says a transaction is, as the deal's stage it reached. */
export interface EscrowProgress {
  reached: ForwardStage;
  /** Escrow.com cancelled the transaction: nothing moves, both sides are told on the deal. */
  cancelled: boolean;
}

/** Escrow.com refused, failed or did not answer; `reason` holds no personal data. */
export class EscrowCallError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Escrow by API (docs/adr/0050-escrow-by-api.md): Escrow.com when its keys are set, otherwise
 * none, and deals move by hand as before. Providers only talk to Escrow.com; the deal's
 * commands decide what its answers change.
 */
export abstract class EscrowProvider {
  /** False without keys: the deal screen offers no escrow by API. */
  abstract readonly configured: boolean;

  abstract open(request: EscrowRequest): Promise<OpenedEscrow>;

  abstract progress(escrowId: string): Promise<EscrowProgress>;

  /** Whether a webhook's token is the one registered with Escrow.com (compared in constant time). */
  abstract acceptsWebhookToken(token: string | undefined): boolean;
}

/** No Escrow.com keys: escrow by API is off. */
export class NoEscrowProvider extends EscrowProvider {
  readonly configured = false;

  open(): never {
    throw new EscrowCallError('Escrow.com is not configured.');
  }

  progress(): never {
    throw new EscrowCallError('Escrow.com is not configured.');
  }

  acceptsWebhookToken(): boolean {
    return false;
  }
}
