import { Injectable } from '@nestjs/common';
import { decideWithin } from '../../platform/event-store/command-handler';
import { type AppendRequest, type EventMetadata } from '../../platform/event-store/event';
import { EventStore, type StoreTransaction } from '../../platform/event-store/event-store';
import { fold } from '../../platform/event-store/decider';
import {
  availableCredits,
  type CreditCommand,
  type CreditLedger,
  creditLedgerDecider,
} from './model/credit-ledger';
import { type CreditEvent, type CreditLotKind, creditsStreamId } from './model/credit.events';

export interface LedgerCommandOptions {
  commandId: string;
  metadata?: Omit<EventMetadata, 'commandId'>;
}

/**
 * A user's `credits-<userId>` stream, always written under its lock (EventStore.transact): the
 * ledger is the most contended stream of the product, and requests racing for the last credit
 * must queue, not fail. Other modules spend credits inside their own transaction through
 * `spendWithin`, so a listing and its credit are stored together or not at all.
 */
@Injectable()
export class CreditLedgers {
  constructor(private readonly store: EventStore) {}

  /**
   * Runs a ledger command in a transaction of its own. `alongside` runs in that transaction with
   * the decided events, for what must be stored with them (a mail about them).
   */
  async execute(
    userId: string,
    command: CreditCommand,
    options: LedgerCommandOptions,
    alongside?: (tx: StoreTransaction, events: CreditEvent[]) => Promise<void>,
  ): Promise<CreditEvent[]> {
    const streamId = creditsStreamId(userId);
    const { value } = await this.store.transact([streamId], async (tx) => {
      const request = await this.decideWithin(tx, userId, command, options);
      const events = (request?.events ?? []) as CreditEvent[];
      if (alongside && events.length > 0) await alongside(tx, events);
      return { appends: request ? [request] : [], value: events };
    });
    return value;
  }

  /** Credits spendable at `now`, read inside a transaction that holds the ledger's lock. */
  async availableWithin(tx: StoreTransaction, userId: string, now: Date): Promise<number> {
    const { ledger } = await this.load(tx, userId);
    return availableCredits(ledger, now);
  }

  /**
   * The append that spends one credit per listing, decided inside the caller's transaction, which
   * must have locked `creditsStreamId(userId)`. Throws INSUFFICIENT_CREDITS when too few remain.
   */
  async spendWithin(
    tx: StoreTransaction,
    userId: string,
    listingIds: string[],
    now: Date,
    options: LedgerCommandOptions,
  ): Promise<AppendRequest> {
    const request = await this.decideWithin(
      tx,
      userId,
      { type: 'SpendCredits', listingIds, now },
      options,
    );
    if (!request) throw new Error('Spending credits decided on no event');
    return request;
  }

  /**
   * The append that grants a lot, decided inside the caller's transaction, which must have locked
   * `creditsStreamId(userId)`: a payment and its credits are stored together. Undefined when this
   * lot id was granted already.
   */
  async grantWithin(
    tx: StoreTransaction,
    grant: { userId: string; lotId: string; kind: CreditLotKind; amount: number; source: string },
    now: Date,
    options: LedgerCommandOptions,
  ): Promise<AppendRequest | undefined> {
    return this.decideWithin(tx, grant.userId, { type: 'GrantCredits', ...grant, now }, options);
  }

  private async decideWithin(
    tx: StoreTransaction,
    userId: string,
    command: CreditCommand,
    options: LedgerCommandOptions,
  ): Promise<AppendRequest | undefined> {
    const { append } = await decideWithin(
      tx,
      creditsStreamId(userId),
      creditLedgerDecider,
      command,
      {
        ...options,
        tag: 'credits',
      },
    );
    return append;
  }

  private async load(
    tx: StoreTransaction,
    userId: string,
  ): Promise<{ ledger: CreditLedger; version: bigint }> {
    const past = await tx.readStream(creditsStreamId(userId));
    const events = past.map((event) => ({ type: event.type, data: event.data }) as CreditEvent);
    return {
      ledger: fold(creditLedgerDecider, events),
      version: past.at(-1)?.streamPosition ?? 0n,
    };
  }
}
