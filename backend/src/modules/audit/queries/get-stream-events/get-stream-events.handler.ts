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
import { StreamNotFoundError } from '../../model/audit.errors';
import { STREAM_PAGE_DEFAULT } from '../../model/audit-rules';
import { type GetStreamEventsRequest } from './get-stream-events.request.dto';
import { type StreamEventsPage } from './stream-events.response.dto';

/** One stream's events in order, a page at a time. */
@Injectable()
export class GetStreamEventsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(streamId: string, request: GetStreamEventsRequest): Promise<StreamEventsPage> {
    const [stream] = await this.dataSource.query<Array<{ stream_type: string; version: string }>>(
      `select stream_type, version from es_streams where stream_id = $1`,
      [streamId],
    );
    if (!stream) throw new StreamNotFoundError();
    const limit = request.limit ?? STREAM_PAGE_DEFAULT;
    const after = decodeCursor(request.cursor);
    const from = after !== undefined ? BigInt(after) + 1n : BigInt(request.fromPosition ?? 1);
    const rows = await this.dataSource.query<EventRow[]>(
      `select ${EVENT_COLUMNS} from es_events
        where stream_id = $1 and stream_position >= $2::bigint
        order by stream_position limit $3`,
      [streamId, String(from), limit + 1],
    );
    const events = rows.slice(0, limit).map((row) => toAuditEvent(toRecordedEvent(row)));
    const last = events.at(-1);
    return {
      streamId,
      streamType: stream.stream_type,
      version: Number(stream.version),
      events,
      nextCursor: rows.length > limit && last ? encodeCursor(String(last.streamPosition)) : null,
    };
  }
}
