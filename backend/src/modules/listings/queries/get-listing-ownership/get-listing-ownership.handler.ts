import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config';
import { isUuid } from '../../../../platform/ids/uuid';
import { ListingNotFoundError } from '../../model/listing.errors';
import { type RegistrationReading, type SuspensionReason } from '../../model/listing.events';
import {
  forSaleRecordHost,
  forSaleRecordValues,
  ownershipRecordHost,
  ownershipRecordValue,
  RECORD_TTL_SECONDS,
  SUSPENSION_EXPLANATIONS,
} from '../../model/ownership';
import { type GetListingOwnershipQuery } from './get-listing-ownership.query';
import {
  type ListingOwnership,
  type ListingRegistration,
  type OwnershipCheck,
} from './get-listing-ownership.response.dto';

/** The checks a seller sees on the listing's screen (the auditor reads them all in the log). */
const CHECKS_SHOWN = 20;

interface OwnershipRow {
  name: string;
  seller_id: string;
  price_cents: number;
  status: string;
  verified_at: Date | null;
  suspension_reason: SuspensionReason | null;
  next_check_at: Date | null;
  registration_source: ListingRegistration['source'];
  registrar_of_record: string | null;
  registration_expires_at: Date | null;
  registration_statuses: string[];
}

interface CheckRow {
  checked_at: Date;
  trigger: OwnershipCheck['trigger'];
  ownership: OwnershipCheck['ownership'];
  for_sale: OwnershipCheck['for_sale'];
  registration: RegistrationReading;
}

/** Another seller's listing and a malformed id answer the same 404 as a missing one. */
@Injectable()
export class GetListingOwnershipHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async execute(query: GetListingOwnershipQuery): Promise<ListingOwnership> {
    if (!isUuid(query.listingId)) throw new ListingNotFoundError();
    const [row] = await this.dataSource.query<OwnershipRow[]>(
      `select name, seller_id, price_cents, status, verified_at, suspension_reason, next_check_at,
              registration_source, registrar_of_record, registration_expires_at,
              registration_statuses
         from domain_listings where id = $1 and seller_id = $2`,
      [query.listingId, query.sellerId],
    );
    if (!row) throw new ListingNotFoundError();
    const checks = await this.dataSource.query<CheckRow[]>(
      `select checked_at, trigger, ownership, for_sale, registration
         from listing_ownership_checks where listing_id = $1
        order by position desc limit $2`,
      [query.listingId, CHECKS_SHOWN],
    );
    const record = (host: string, value: string) => ({
      host,
      type: 'TXT' as const,
      value,
      ttl: RECORD_TTL_SECONDS,
    });
    const swept = row.status === 'active' || row.status === 'suspended';
    return {
      listing_id: query.listingId,
      name: row.name,
      state: row.status === 'suspended' ? 'suspended' : row.verified_at ? 'verified' : 'unverified',
      verified_at: row.verified_at?.toISOString() ?? null,
      suspension:
        row.status === 'suspended' && row.suspension_reason
          ? { reason: row.suspension_reason, ...SUSPENSION_EXPLANATIONS[row.suspension_reason] }
          : null,
      ownership_record: record(ownershipRecordHost(row.name), ownershipRecordValue(row.seller_id)),
      for_sale_records: forSaleRecordValues(row.name, row.price_cents, this.config.siteUrl).map(
        (value) => record(forSaleRecordHost(row.name), value),
      ),
      registration: {
        source: row.registration_source,
        registrar: row.registrar_of_record,
        expires_at: row.registration_expires_at?.toISOString() ?? null,
        statuses: row.registration_statuses,
      },
      checks: checks.map((check) => ({
        checked_at: check.checked_at.toISOString(),
        trigger: check.trigger,
        ownership: check.ownership,
        for_sale: check.for_sale,
        registration: check.registration.source,
      })),
      next_check_at: swept ? (row.next_check_at?.toISOString() ?? null) : null,
    };
  }
}
