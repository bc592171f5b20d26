import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../platform/http/pagination.dto';
import {
  DEAL_ROLES,
  type DealRole,
  FORWARD_STAGES,
  type ForwardStage,
  TIMELINE_STAGES,
  TIMELINE_STATUSES,
  type TimelineStage,
  type TimelineStatus,
} from '../model/deal-rules';
import { VERIFICATION_TYPES, type VerificationType } from '../model/verification-templates';
import {
  ESCROW_FEE_PAYERS,
  HOLD_REASONS,
  type HoldReason,
  STAGE_SOURCES,
  type EscrowFeePayer,
  type StageSource,
} from '../model/timeline.events';
import {
  RISK_CHECK_CODES,
  RISK_LEVELS,
  type RiskCheckCode,
  type RiskLevel,
} from '../model/risk-checks';
import { TRANSFER_METHODS, type TransferMethod } from '../model/transfer-guide';

/** One of the six forward stages and when the deal reached it. */
export class TimelineStageProgress {
  @ApiProperty({ enum: FORWARD_STAGES })
  stage!: ForwardStage;

  @ApiProperty({ example: 'Escrow opened' })
  label!: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Null until the deal reaches this stage; agreed is reached when created',
  })
  reached_at!: string | null;

  @ApiProperty({ nullable: true, type: String })
  notes!: string | null;

  @ApiProperty({
    enum: DEAL_ROLES,
    nullable: true,
    type: String,
    description: 'Who moved the deal to this stage',
  })
  role!: DealRole | null;
}

/** One change of stage, the creation included. */
export class TimelineChange {
  @ApiProperty({ enum: TIMELINE_STAGES })
  stage!: TimelineStage;

  @ApiProperty({ example: 'Payment secured' })
  label!: string;

  @ApiProperty({ nullable: true, type: String })
  notes!: string | null;

  @ApiProperty({
    enum: DEAL_ROLES,
    description: 'Who made the change; for a change Escrow.com reported, the side whose act it was',
  })
  role!: DealRole;

  @ApiProperty({
    enum: STAGE_SOURCES,
    nullable: true,
    type: String,
    description:
      'Escrow.com reported the change (its webhook or the poll); null when a party made it',
  })
  source!: StageSource | null;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

export const ESCROW_STATES = ['requested', 'open'] as const;

/** The deal's escrow at Escrow.com. */
export class DealEscrowView {
  @ApiProperty({
    enum: ESCROW_STATES,
    description: 'requested while Escrow.com is being asked; open once it opened the transaction',
  })
  state!: (typeof ESCROW_STATES)[number];

  @ApiProperty({ nullable: true, type: String, description: 'Escrow.com’s transaction id' })
  escrow_id!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uri',
    description: 'Where the buyer agrees and pays, on Escrow.com',
  })
  pay_url!: string | null;

  @ApiProperty({ enum: ESCROW_FEE_PAYERS, description: 'Who pays Escrow.com’s fee' })
  fee_payer!: EscrowFeePayer;

  @ApiProperty({ description: 'Days the buyer has to check the name once transferred' })
  inspection_days!: number;

  @ApiProperty({ format: 'date-time' })
  requested_at!: string;
}

/** A verification checklist of the deal, counted. */
export class TimelineVerification {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: VERIFICATION_TYPES })
  type!: VerificationType;

  @ApiProperty({ example: 'Domain transfer' })
  name!: string;

  @ApiProperty({ description: 'Items done', example: 2 })
  completed!: number;

  @ApiProperty({ description: 'Items in the checklist', example: 5 })
  total!: number;
}

export const DEADLINE_KINDS = ['payment', 'transfer'] as const;

/** The clock of a deal from an accepted offer: its deadlines, and which one runs now. */
export class DealClockView {
  @ApiProperty({ format: 'uuid', description: 'The accepted offer the deal came from' })
  offer_id!: string;

  @ApiProperty({ format: 'date-time', description: 'Payment into escrow is due by then' })
  payment_due_at!: string;

  @ApiProperty({ description: 'Days to transfer once payment is secured', example: 5 })
  transfer_days!: number;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Set when payment is secured',
  })
  transfer_due_at!: string | null;

  @ApiProperty({
    enum: DEADLINE_KINDS,
    nullable: true,
    type: String,
    description: 'The deadline that runs now; null once the transfer is done or the deal closed',
  })
  next_deadline!: (typeof DEADLINE_KINDS)[number] | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  next_due_at!: string | null;

  @ApiProperty({ description: 'The running deadline has passed with its stage not reached' })
  overdue!: boolean;

  @ApiProperty({
    description:
      'The caller may cancel: the deal is overdue and the caller is the side that waited',
  })
  can_cancel!: boolean;
}

/** When the seller entered the name's transfer auth code and when the buyer was shown it. */
export class DealAuthCodeView {
  @ApiProperty({ format: 'date-time' })
  entered_at!: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Null until the buyer was shown it; it is shown once',
  })
  viewed_at!: string | null;
}

/** Why the deal is on hold during the transfer, and since when. */
export class DealHoldView {
  @ApiProperty({ enum: HOLD_REASONS })
  reason!: HoldReason;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The registrar of record the name’s RDAP record showed',
  })
  registrar!: string | null;

  @ApiProperty({ description: 'What happened and what to do, for both sides' })
  message!: string;

  @ApiProperty({ format: 'date-time' })
  since!: string;
}

/** What the name costs to keep a year at its registrar of record, from our dated price table. */
export class DealRenewalPriceView {
  @ApiProperty({ description: 'USD, before tax', example: 22.99 })
  usd!: number;

  @ApiProperty({ example: 'GoDaddy' })
  registrar!: string;

  @ApiProperty({ description: 'The month of the registrar’s price list', example: '2025-09' })
  listed!: string;

  @ApiProperty({ format: 'uri', description: 'Where the registrar publishes the price' })
  source!: string;
}

/** The name as its listing's proof of ownership and last RDAP check know it. */
export class DealNameRecordView {
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the seller first proved control of the name with a DNS record',
  })
  ownership_verified_at!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the name’s DNS and RDAP records were last read',
  })
  checked_at!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'GoDaddy.com, LLC' })
  registrar_of_record!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expires_at!: string | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Whole days, negative once expired' })
  days_to_expiry!: number | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  registered_at!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'The last move between registrars, as the registry publishes it',
  })
  transferred_at!: string | null;

  @ApiProperty({
    type: DealRenewalPriceView,
    nullable: true,
    description: 'Null when the registrar or the extension is not in the price table',
  })
  renewal!: DealRenewalPriceView | null;
}

/** One check a buyer should see before paying. */
export class DealRiskCheck {
  @ApiProperty({ enum: RISK_CHECK_CODES })
  code!: RiskCheckCode;

  @ApiProperty({
    enum: RISK_LEVELS,
    description: 'red: ask before paying; amber: worth knowing; unknown: not read yet',
  })
  level!: RiskLevel;

  @ApiProperty({ example: 'No change of registrar in the last 60 days.' })
  message!: string;
}

/** One step of moving the name, and whose it is. */
export class DealTransferStep {
  @ApiProperty({ enum: DEAL_ROLES })
  who!: DealRole;

  @ApiProperty()
  text!: string;
}

/** How the name moves from the seller's registrar account to the buyer's. */
export class DealTransferGuideView {
  @ApiProperty({
    enum: TRANSFER_METHODS,
    nullable: true,
    type: String,
    description:
      'push: between accounts at the same registrar; transfer: to another registrar with the auth code; null until the buyer names their registrar',
  })
  method!: TransferMethod | null;

  @ApiProperty({ nullable: true, type: String, description: 'The registrar of record' })
  from_registrar!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'The buyer’s registrar' })
  to_registrar!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'The name cannot move to another registrar before then: 60 days after its registration or last transfer',
  })
  locked_until!: string | null;

  @ApiProperty({ type: [DealTransferStep] })
  steps!: DealTransferStep[];
}

/** A sale followed from agreement to completion by its seller and its buyer. */
export class TransactionTimeline {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    format: 'uuid',
    description: 'The sale: the id of its DomainMarkedSold event',
  })
  transaction_id!: string;

  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  domain_name!: string;

  @ApiProperty({ description: 'USD', example: 249 })
  sale_price!: number;

  @ApiProperty({ description: 'The listed price when it sold, USD', example: 299 })
  listed_price!: number;

  @ApiProperty({ format: 'date-time' })
  sold_at!: string;

  @ApiProperty({ enum: DEAL_ROLES, description: 'The caller’s role in this deal' })
  role!: DealRole;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The buyer’s full name, for the seller; null for the buyer or without a buyer',
  })
  buyer_name!: string | null;

  @ApiProperty({ enum: TIMELINE_STAGES, description: 'The current stage' })
  stage!: TimelineStage;

  @ApiProperty({ enum: TIMELINE_STATUSES })
  status!: TimelineStatus;

  @ApiProperty({
    enum: FORWARD_STAGES,
    nullable: true,
    type: String,
    description: 'The only stage the deal can move to besides cancelled; null when closed',
  })
  next_stage!: ForwardStage | null;

  @ApiProperty({ type: [TimelineStageProgress], description: 'The six forward stages in order' })
  stages!: TimelineStageProgress[];

  @ApiProperty({ type: [TimelineChange], description: 'Every change, oldest first' })
  history!: TimelineChange[];

  @ApiProperty({ type: [TimelineVerification] })
  verifications!: TimelineVerification[];

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The sale report’s id when one exists and the caller is the seller',
  })
  report_id!: string | null;

  @ApiProperty({
    type: DealClockView,
    nullable: true,
    description: 'Deadlines, for a deal from an accepted offer; null for any other deal',
  })
  clock!: DealClockView | null;

  @ApiProperty({
    type: DealEscrowView,
    nullable: true,
    description: 'The escrow at Escrow.com, once asked for; null before, or when it failed',
  })
  escrow!: DealEscrowView | null;

  @ApiProperty({
    description:
      'Escrow by API is set up on this site: the deal can open its escrow at Escrow.com from here',
  })
  escrow_by_api!: boolean;

  @ApiProperty({
    type: DealAuthCodeView,
    nullable: true,
    description: 'The transfer auth code’s entry and viewing (never the code); null before',
  })
  auth_code!: DealAuthCodeView | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The registrar the buyer receives the name at; its RDAP record confirms delivery',
  })
  receiving_registrar!: string | null;

  @ApiProperty({
    type: DealHoldView,
    nullable: true,
    description: 'Set when the name’s RDAP record showed something wrong during the transfer',
  })
  hold!: DealHoldView | null;

  @ApiProperty({
    type: DealNameRecordView,
    nullable: true,
    description: 'Null when the listing is gone',
  })
  name_record!: DealNameRecordView | null;

  @ApiProperty({
    type: [DealRiskCheck],
    description:
      'Ownership, registry status, recent transfer, new registration, expiry and renewal price, red first; empty when the listing is gone',
  })
  risk_checks!: DealRiskCheck[];

  @ApiProperty({
    type: DealTransferGuideView,
    nullable: true,
    description: 'Null when the listing is gone',
  })
  transfer_guide!: DealTransferGuideView | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class TransactionTimelineSummary {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  transaction_id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  domain_name!: string;

  @ApiProperty({ description: 'USD', example: 249 })
  sale_price!: number;

  @ApiProperty({ enum: TIMELINE_STAGES })
  stage!: TimelineStage;

  @ApiProperty({ description: 'The current stage’s label', example: 'Escrow opened' })
  label!: string;

  @ApiProperty({ enum: TIMELINE_STATUSES })
  status!: TimelineStatus;

  @ApiProperty({ enum: DEAL_ROLES })
  role!: DealRole;

  @ApiProperty({
    enum: DEADLINE_KINDS,
    nullable: true,
    type: String,
    description: 'The deadline that runs now (deals from offers)',
  })
  next_deadline!: (typeof DEADLINE_KINDS)[number] | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  next_due_at!: string | null;

  @ApiProperty({ description: 'The running deadline has passed' })
  overdue!: boolean;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class TransactionTimelinesPage {
  @ApiProperty({
    type: [TransactionTimelineSummary],
    description: 'Open deals with a deadline first, the soonest first; then newest activity first',
  })
  timelines!: TransactionTimelineSummary[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}
