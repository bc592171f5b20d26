import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { Quotas } from '../../../../platform/rate-limit/quotas';
import { type ListingStreamEvent, type RegistrationReading } from '../../model/listing.events';
import {
  CheckedRecentlyError,
  CheckLimitReachedError,
  ListingNotFoundError,
  ListingSoldError,
} from '../../model/listing.errors';
import { CHECK_NOW_EVERY_SECONDS, CHECKS_NOW_PER_SELLER_PER_HOUR } from '../../model/listing-rules';
import {
  forSaleRecordHost,
  ownershipRecordHost,
  readForSale,
  readOwnership,
} from '../../model/ownership';
import { DnsTxtRecords, type TxtLookup } from '../../providers/dns-txt-records';
import { type Registration, RdapRegistrations } from '../../providers/rdap-registrations';
import { RecordOwnershipCheckHandler } from '../record-ownership-check/record-ownership-check.handler';
import { type CheckOwnershipCommand } from './check-ownership.command';

interface CheckedListing {
  name: string;
  seller_id: string;
  price_cents: number;
  status: string;
}

/**
 * Checks a listing's name now: its ownership TXT record and `_for-sale` record through the
 * configured resolvers, its registration over RDAP, all at once; then records what they said.
 * Nothing is looked up for a listing the sweep finds gone, or that the seller cannot check, or
 * for a "Check now" over its limits.
 */
@Injectable()
export class CheckOwnershipHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dns: DnsTxtRecords,
    private readonly rdap: RdapRegistrations,
    private readonly record: RecordOwnershipCheckHandler,
    private readonly quotas: Quotas,
  ) {}

  async execute(command: CheckOwnershipCommand): Promise<ListingStreamEvent[]> {
    const { listingId, sellerId, trigger, round, checkNow } = command;
    if (!isUuid(listingId)) throw new ListingNotFoundError();
    const [listing] = await this.dataSource.query<CheckedListing[]>(
      `select name, seller_id, price_cents, status from domain_listings
        where id = $1 and seller_id = coalesce($2, seller_id)`,
      [listingId, sellerId ?? null],
    );
    if (!listing) {
      if (sellerId) throw new ListingNotFoundError();
      return [];
    }
    if (sellerId && listing.status === 'sold') throw new ListingSoldError('check it');
    if (checkNow) await this.takeCheckNow(listingId, listing.seller_id);
    const [ownership, forSale, registration] = await Promise.all([
      this.dns.lookupTxt(ownershipRecordHost(listing.name)),
      this.dns.lookupTxt(forSaleRecordHost(listing.name)),
      this.rdap.lookup(listing.name),
    ]);
    return this.record.execute({
      listingId,
      sellerId,
      name: listing.name,
      trigger,
      commandId: round ? `ownership-check:${listingId}:${round}` : undefined,
      readings: {
        ownership: readOwnership(recordsOf(ownership), listing.seller_id),
        forSale: readForSale(recordsOf(forSale), listing.price_cents),
        registration: readingOf(registration),
      },
    });
  }

  /** Refused while the listing was checked on request in the last minute, or the seller is over the hour's checks. */
  private async takeCheckNow(listingId: string, sellerId: string): Promise<void> {
    const listing = {
      key: `ownership-check-now:listing:${listingId}`,
      limit: 1,
      windowMs: CHECK_NOW_EVERY_SECONDS * 1000,
    };
    const answer = await this.quotas.take([
      listing,
      {
        key: `ownership-check-now:seller:${sellerId}`,
        limit: CHECKS_NOW_PER_SELLER_PER_HOUR,
        windowMs: 60 * 60 * 1000,
      },
    ]);
    if (answer.granted) return;
    const retryAfterSeconds = Math.ceil(answer.retryAfterMs / 1000);
    throw answer.quota === listing
      ? new CheckedRecentlyError(retryAfterSeconds)
      : new CheckLimitReachedError(retryAfterSeconds);
  }
}

/** The records found; none for a name without any; undefined when DNS could not answer. */
function recordsOf(lookup: TxtLookup): string[] | undefined {
  if (lookup.outcome === 'records') return lookup.records;
  return lookup.outcome === 'none' ? [] : undefined;
}

/** What RDAP said, as events keep it (an unreachable registry's reason is for logs, not the log). */
function readingOf(registration: Registration): RegistrationReading {
  return registration.source === 'unreachable' ? { source: 'unreachable' } : registration;
}
