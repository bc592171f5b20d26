import { Clock } from '../../../../platform/clock/clock';
import { CANCELLING_ROLE } from '../../model/timeline';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { UserDirectory } from '../../../identity';
import {
  type DealRole,
  FORWARD_STAGES,
  nextStageOf,
  STAGE_LABELS,
  type TimelineStage,
} from '../../model/deal-rules';
import { TimelineNotFoundError } from '../../model/deal.errors';
import { EscrowProvider } from '../../escrow/escrow-provider';
import { holdMessage } from '../../model/delivery';
import { daysUntil, type NameRecord } from '../../model/name-record';
import { riskChecksOf } from '../../model/risk-checks';
import { transferGuideOf } from '../../model/transfer-guide';
import { type NameRegistration, nameRegistrationOf, renewalPriceOf } from '../../../listings';
import { type StageSource } from '../../model/timeline.events';
import {
  VERIFICATION_TEMPLATES,
  VERIFICATION_TYPES,
  type VerificationType,
} from '../../model/verification-templates';
import {
  type DealClockView,
  type DealEscrowView,
  type DealNameRecordView,
  type DealTransferGuideView,
  type TimelineChange,
  type TimelineVerification,
  type TransactionTimeline,
} from '../../http/transaction-timeline.response.dto';
import { isOverdue, TIMELINE_COLUMNS, TIMELINE_FROM, type TimelineRow } from '../timeline-rows';
import { type GetTimelineQuery } from './get-timeline.query';

function clockOf(row: TimelineRow, role: DealRole, now: Date): DealClockView | null {
  if (!row.offer_id || !row.payment_due_at || row.transfer_days === null) return null;
  const overdue = isOverdue(row, now);
  return {
    offer_id: row.offer_id,
    payment_due_at: row.payment_due_at.toISOString(),
    transfer_days: row.transfer_days,
    transfer_due_at: row.transfer_due_at?.toISOString() ?? null,
    next_deadline: row.next_deadline,
    next_due_at: row.next_due_at?.toISOString() ?? null,
    overdue,
    can_cancel:
      overdue && row.next_deadline !== null && CANCELLING_ROLE[row.next_deadline] === role,
  };
}

interface ChangeRow {
  stage: TimelineStage;
  notes: string | null;
  role: DealRole;
  source: StageSource | null;
  at: Date;
}

function nameRecordOf(registration: NameRegistration): NameRecord {
  const { name, ...rest } = registration;
  return { domainName: name, ...rest };
}

function nameRecordView(name: NameRecord, now: Date): DealNameRecordView {
  const renewal = renewalPriceOf(name.registrarOfRecord, name.extension);
  return {
    ownership_verified_at: name.verifiedAt?.toISOString() ?? null,
    checked_at: name.lastCheckedAt?.toISOString() ?? null,
    registrar_of_record: name.registrarOfRecord,
    expires_at: name.expiresAt?.toISOString() ?? null,
    days_to_expiry: name.expiresAt ? daysUntil(name.expiresAt, now) : null,
    registered_at: name.registeredAt?.toISOString() ?? null,
    transferred_at: name.transferredAt?.toISOString() ?? null,
    renewal: renewal && {
      usd: renewal.usd,
      registrar: renewal.registrar,
      listed: renewal.listed,
      source: renewal.source,
    },
  };
}

function transferGuideView(
  name: NameRecord,
  receivingRegistrar: string | null,
  now: Date,
): DealTransferGuideView {
  const guide = transferGuideOf(name, receivingRegistrar, now);
  return { ...guide, locked_until: guide.locked_until?.toISOString() ?? null };
}

function escrowOf(row: TimelineRow): DealEscrowView | null {
  if (!row.escrow_state || !row.escrow_fee_payer || !row.escrow_requested_at) return null;
  return {
    state: row.escrow_state,
    escrow_id: row.escrow_id,
    pay_url: row.escrow_pay_url,
    fee_payer: row.escrow_fee_payer,
    inspection_days: row.escrow_inspection_days ?? 0,
    requested_at: row.escrow_requested_at.toISOString(),
  };
}

/** A timeline for its seller or its buyer; anyone else, and a malformed id, find none. */
@Injectable()
export class GetTimelineHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
    private readonly escrow: EscrowProvider,
  ) {}

  async execute(query: GetTimelineQuery): Promise<TransactionTimeline> {
    const { timelineId, callerId } = query;
    if (!isUuid(timelineId)) throw new TimelineNotFoundError();
    const [row] = await this.dataSource.query<TimelineRow[]>(
      `select ${TIMELINE_COLUMNS} from ${TIMELINE_FROM}
        where t.id = $1 and (t.seller_id = $2 or t.buyer_id = $2)`,
      [timelineId, callerId],
    );
    if (!row) throw new TimelineNotFoundError();
    const role: DealRole = row.seller_id === callerId ? 'seller' : 'buyer';
    const [changes, verifications, reportId, buyerName, registration] = await Promise.all([
      this.dataSource.query<ChangeRow[]>(
        `select stage, notes, role, source, at from deal_timeline_changes where timeline_id = $1
          order by position`,
        [timelineId],
      ),
      this.verificationsOf(timelineId),
      role === 'seller' ? this.reportOf(row.transaction_id) : null,
      role === 'seller' && row.buyer_id ? this.fullNameOf(row.buyer_id) : null,
      nameRegistrationOf(this.dataSource.manager, row.listing_id),
    ]);
    const now = this.clock.now();
    const name = registration ? nameRecordOf(registration) : null;
    const history: TimelineChange[] = changes.map((change) => ({
      stage: change.stage,
      label: STAGE_LABELS[change.stage],
      notes: change.notes,
      role: change.role,
      source: change.source,
      at: change.at.toISOString(),
    }));
    return {
      id: row.id,
      transaction_id: row.transaction_id,
      listing_id: row.listing_id,
      domain_name: row.domain_name,
      sale_price: row.sale_price_cents / 100,
      listed_price: row.listed_price_cents / 100,
      sold_at: row.sold_at.toISOString(),
      role,
      buyer_name: buyerName,
      stage: row.stage,
      status: row.status,
      next_stage: nextStageOf(row.stage) ?? null,
      stages: FORWARD_STAGES.map((stage) => {
        const reached = history.find((change) => change.stage === stage);
        return {
          stage,
          label: STAGE_LABELS[stage],
          reached_at: reached?.at ?? null,
          notes: reached?.notes ?? null,
          role: reached?.role ?? null,
        };
      }),
      history,
      verifications,
      report_id: reportId,
      clock: clockOf(row, role, now),
      escrow: escrowOf(row),
      escrow_by_api: this.escrow.configured,
      auth_code: row.auth_code_entered_at
        ? {
            entered_at: row.auth_code_entered_at.toISOString(),
            viewed_at: row.auth_code_viewed_at?.toISOString() ?? null,
          }
        : null,
      receiving_registrar: row.receiving_registrar,
      hold:
        row.hold_reason && row.held_at
          ? {
              reason: row.hold_reason,
              registrar: row.hold_registrar,
              message: holdMessage(row.hold_reason, row.hold_registrar),
              since: row.held_at.toISOString(),
            }
          : null,
      name_record: name && nameRecordView(name, now),
      risk_checks: name ? riskChecksOf(name, now) : [],
      transfer_guide: name && transferGuideView(name, row.receiving_registrar, now),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }

  /** The deal's checklists in the templates' order, with their items done. */
  private async verificationsOf(timelineId: string): Promise<TimelineVerification[]> {
    const rows = await this.dataSource.query<
      Array<{ id: string; type: VerificationType; completed: number }>
    >(
      `select v.id, v.type, count(i.value)::int as completed
         from deal_verifications v
         left join deal_verification_items i on i.verification_id = v.id
        where v.timeline_id = $1
        group by v.id, v.type`,
      [timelineId],
    );
    return rows
      .sort((a, b) => VERIFICATION_TYPES.indexOf(a.type) - VERIFICATION_TYPES.indexOf(b.type))
      .map((row) => ({
        id: row.id,
        type: row.type,
        name: VERIFICATION_TEMPLATES[row.type].name,
        completed: row.completed,
        total: VERIFICATION_TEMPLATES[row.type].items.length,
      }));
  }

  private async reportOf(transactionId: string): Promise<string | null> {
    const [report] = await this.dataSource.query<Array<{ id: string }>>(
      `select id from sale_reports where id = $1`,
      [transactionId],
    );
    return report?.id ?? null;
  }

  private async fullNameOf(userId: string): Promise<string | null> {
    return (await this.users.find(userId))?.fullName ?? null;
  }
}
