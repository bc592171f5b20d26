import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { type DealRole } from '../../model/deal-rules';
import { VerificationNotFoundError } from '../../model/deal.errors';
import { VERIFICATION_TEMPLATES, type VerificationType } from '../../model/verification-templates';
import { type Verification, type VerificationItem } from '../../http/verification.response.dto';
import { type GetVerificationQuery } from './get-verification.query';

interface ItemRow {
  field: string;
  value: string | null;
  notes: string | null;
  updated_at: Date;
  updated_by: DealRole;
}

/** A checklist for the seller or the buyer of its deal; anyone else finds none. */
@Injectable()
export class GetVerificationHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetVerificationQuery): Promise<Verification> {
    const { verificationId, callerId } = query;
    if (!isUuid(verificationId)) throw new VerificationNotFoundError();
    const [row] = await this.dataSource.query<
      Array<{ id: string; timeline_id: string; type: VerificationType; created_at: Date }>
    >(
      `select v.id, v.timeline_id, v.type, v.created_at
         from deal_verifications v join deal_timelines t on t.id = v.timeline_id
        where v.id = $1 and (t.seller_id = $2 or t.buyer_id = $2)`,
      [verificationId, callerId],
    );
    if (!row) throw new VerificationNotFoundError();
    const rows = await this.dataSource.query<ItemRow[]>(
      `select field, value, notes, updated_at, updated_by from deal_verification_items
        where verification_id = $1`,
      [verificationId],
    );
    const template = VERIFICATION_TEMPLATES[row.type];
    const items = template.items.map((item): VerificationItem => {
      const filled = rows.find((candidate) => candidate.field === item.field);
      return {
        ...item,
        value: filled?.value ?? null,
        notes: filled?.notes ?? null,
        status: filled?.value ? 'done' : 'pending',
        updated_at: filled?.updated_at.toISOString() ?? null,
        updated_by: filled?.updated_by ?? null,
      };
    });
    const completed = items.filter((item) => item.status === 'done').length;
    return {
      id: row.id,
      timeline_id: row.timeline_id,
      type: row.type,
      name: template.name,
      items,
      completed,
      total: items.length,
      status: completed === items.length ? 'complete' : 'in_progress',
      created_at: row.created_at.toISOString(),
    };
  }
}
