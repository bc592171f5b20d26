import { ApiProperty } from '@nestjs/swagger';
import {
  type CheckTrigger,
  type ForSaleReading,
  type OwnershipProof,
  SUSPENSION_REASONS,
  type SuspensionReason,
} from '../../model/listing.events';

/** A record for the seller to publish at their DNS host, exactly as it must read. */
export class DnsRecordToPublish {
  @ApiProperty({ example: '_dlm-verify.cloudly.io' })
  host!: string;

  @ApiProperty({ enum: ['TXT'] })
  type!: 'TXT';

  @ApiProperty({ example: 'dlm-verify=3f6c0a...' })
  value!: string;

  @ApiProperty({ example: 3600, description: 'Seconds; at most 3600' })
  ttl!: number;
}

export class ListingSuspension {
  @ApiProperty({ enum: SUSPENSION_REASONS })
  reason!: SuspensionReason;

  @ApiProperty({ example: "The name's registry says its registration has expired." })
  problem!: string;

  @ApiProperty({ example: 'Renew the name at your registrar, then press Check now.' })
  fix!: string;
}

/** The registration as RDAP last told it. */
export class ListingRegistration {
  @ApiProperty({
    enum: ['rdap', 'not_registered', 'unknown'],
    nullable: true,
    description: 'unknown: the registry has no RDAP; null: never read yet',
  })
  source!: 'rdap' | 'not_registered' | 'unknown' | null;

  @ApiProperty({ nullable: true, type: String, example: 'NameCheap, Inc.' })
  registrar!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expires_at!: string | null;

  @ApiProperty({ type: [String], example: ['client transfer prohibited'] })
  statuses!: string[];
}

export class OwnershipCheck {
  @ApiProperty({ format: 'date-time' })
  checked_at!: string;

  @ApiProperty({ enum: ['seller', 'sweep'] })
  trigger!: CheckTrigger;

  @ApiProperty({
    enum: ['found', 'missing', 'unreachable'],
    description:
      'The ownership TXT record; unreachable: DNS did not answer (never counted as missing)',
  })
  ownership!: OwnershipProof;

  @ApiProperty({ enum: ['absent', 'agrees', 'disagrees', 'unreachable'] })
  for_sale!: ForSaleReading;

  @ApiProperty({ enum: ['rdap', 'not_registered', 'unknown', 'unreachable'] })
  registration!: 'rdap' | 'not_registered' | 'unknown' | 'unreachable';
}

/** A listing's ownership proof: what to publish, what the checks found, and its state. */
export class ListingOwnership {
  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  name!: string;

  @ApiProperty({ enum: ['unverified', 'verified', 'suspended'] })
  state!: 'unverified' | 'verified' | 'suspended';

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  verified_at!: string | null;

  @ApiProperty({ type: ListingSuspension, nullable: true })
  suspension!: ListingSuspension | null;

  @ApiProperty({ type: DnsRecordToPublish, description: 'Proves control of the name (ADR 0024)' })
  ownership_record!: DnsRecordToPublish;

  @ApiProperty({
    type: [DnsRecordToPublish],
    description: 'RFC 10023 records that advertise the sale; optional, never a proof',
  })
  for_sale_records!: DnsRecordToPublish[];

  @ApiProperty({ type: ListingRegistration })
  registration!: ListingRegistration;

  @ApiProperty({ type: [OwnershipCheck], description: 'The latest checks, newest first' })
  checks!: OwnershipCheck[];

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the daily sweep checks it next; null when it does not (sold, expired)',
  })
  next_check_at!: string | null;
}
