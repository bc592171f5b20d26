import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  EVENT_COLUMNS,
  type EventRow,
  toRecordedEvent,
} from '../../../../platform/event-store/event-rows';
import { decodeCursor, encodeCursor } from '../../http/audit-cursor';
import { toAuditEvent } from '../../http/audit-event.response.dto';
import { type AuditEventsPage } from '../../http/audit-events-page.response.dto';
import { EVENTS_PAGE_DEFAULT } from '../../model/audit-rules';
import { type GetEventsRequest } from './get-events.request.dto';

/** The whole log in global-position order, filtered, a page at a time. */
@Injectable()
export class GetEventsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(request: GetEventsRequest): Promise<AuditEventsPage> {
    const limit = request.limit ?? EVENTS_PAGE_DEFAULT;
    const after = decodeCursor(request.cursor);
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      parameters.push(value);
      conditions.push(condition(`$${parameters.length}`));
    };
    if (after !== undefined) where((p) => `global_position > ${p}::bigint`, after);
    if (request.fromPosition) where((p) => `global_position >= ${p}::bigint`, request.fromPosition);
    if (request.type) where((p) => `event_type = ${p}`, request.type);
    if (request.streamType)
      where((p) => `split_part(stream_id, '-', 1) = ${p}`, request.streamType);
    if (request.streamId) where((p) => `stream_id = ${p}`, request.streamId);
    if (request.since) where((p) => `created_at >= ${p}::timestamptz`, request.since);
    if (request.until) where((p) => `created_at < ${p}::timestamptz`, request.until);
    parameters.push(limit + 1);
    const rows = await this.dataSource.query<EventRow[]>(
      `select ${EVENT_COLUMNS} from es_events
        ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
        order by global_position limit $${parameters.length}`,
      parameters,
    );
    const page = rows.slice(0, limit).map((row) => toAuditEvent(toRecordedEvent(row)));
    const last = page.at(-1);
    return {
      events: page,
      nextCursor: rows.length > limit && last ? encodeCursor(last.globalPosition) : null,
    };
  }
}
