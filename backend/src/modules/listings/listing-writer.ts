import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { type AppendRequest } from '../../platform/event-store/event';
import { eventIdFor } from '../../platform/event-store/event-id';
import { EventStore, type StoreTransaction } from '../../platform/event-store/event-store';
import { CreditLedgers, creditsStreamId } from '../credits';
import { UserPlans } from '../identity';
import { type ListDomainCommand } from './commands/list-domain/list-domain.command';
import { extensionOf } from './model/domain-name';
import { decide, initialListing } from './model/listing';
import { listingStreamId } from './model/listing.events';
import { DomainAlreadyListedError } from './model/listing.errors';
import { DEFAULT_CATEGORY, DEFAULT_DOMAIN_TYPE, toCents } from './model/listing-rules';
import { isActiveNameTaken } from './listing-streams';

export type NewListing = Omit<ListDomainCommand, 'sellerId'>;

/**
 * Lists domains for a seller in one transaction that holds the seller's credit ledger: the names
 * still free are checked, one credit per listing is spent from the lots expiring first, and the
 * listings are appended, all or nothing. Used by the single form and the bulk upload.
 */
@Injectable()
export class ListingWriter {
  constructor(
    private readonly store: EventStore,
    private readonly credits: CreditLedgers,
    private readonly plans: UserPlans,
    private readonly clock: Clock,
  ) {}

  /**
   * `choose` sees the names already listed and the credits left, and picks the listings to make.
   * Returns the chosen listings' ids, in order.
   */
  async list<T extends NewListing>(
    sellerId: string,
    candidates: T[],
    choose: (context: { takenNames: Set<string>; availableCredits: number }) => T[],
  ): Promise<{ listed: { listing: T; listingId: string }[] }> {
    const isPriority = await this.plans.isPro(sellerId);
    const now = this.clock.now();
    const commandId = randomUUID();
    const drafts = candidates.map((listing) => ({ listing, listingId: randomUUID() }));
    const streams = [creditsStreamId(sellerId), ...drafts.map((d) => listingStreamId(d.listingId))];
    try {
      const { value } = await this.store.transact(streams, async (tx) => {
        const takenNames = await this.takenNames(
          tx,
          candidates.map((listing) => listing.name),
        );
        const availableCredits = await this.credits.availableWithin(tx, sellerId, now);
        const chosen = new Set(choose({ takenNames, availableCredits }));
        const listed = drafts.filter((draft) => chosen.has(draft.listing));
        if (listed.length === 0) return { appends: [], value: listed };
        const spend = await this.credits.spendWithin(
          tx,
          sellerId,
          listed.map((draft) => draft.listingId),
          now,
          { commandId, metadata: { actorId: sellerId } },
        );
        const appends: AppendRequest[] = listed.map(({ listing, listingId }) => ({
          streamId: listingStreamId(listingId),
          expectedVersion: 'no_stream',
          events: decide(
            {
              type: 'ListDomain',
              now: listing.listedAt ?? now,
              listing: {
                listingId,
                sellerId,
                name: listing.name,
                extension: extensionOf(listing.name),
                priceCents: toCents(listing.priceUsd),
                registrar: listing.registrar,
                description: listing.description ?? '',
                category: listing.category ?? DEFAULT_CATEGORY,
                domainType: listing.domainType ?? DEFAULT_DOMAIN_TYPE,
                tags: listing.tags ?? [],
                notes: listing.notes ?? '',
                autoRenewal: listing.autoRenewal ?? false,
                privacyProtection: listing.privacyProtection ?? false,
                isPriority,
                autoRelist: listing.autoRelist ?? true,
              },
            },
            initialListing(),
          ).map((event, index) => ({
            ...event,
            id: eventIdFor(`${commandId}:${listingId}`, index),
            metadata: { actorId: sellerId, commandId },
          })),
        }));
        return { appends: [spend, ...appends], value: listed };
      });
      return { listed: value };
    } catch (error) {
      if (isActiveNameTaken(error)) throw new DomainAlreadyListedError();
      throw error;
    }
  }

  private async takenNames(tx: StoreTransaction, names: string[]): Promise<Set<string>> {
    const rows: { name: string }[] = await tx.manager.query(
      `select name from domain_listings where name = any($1::text[]) and status = 'active'`,
      [names],
    );
    return new Set(rows.map((row) => row.name));
  }
}
