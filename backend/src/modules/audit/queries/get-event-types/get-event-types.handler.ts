import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type EventTypes } from './event-types.response.dto';

/** The event types and the stream types the log holds, for the event browser's filters. */
@Injectable()
export class GetEventTypesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<EventTypes> {
    const [types, streamTypes] = await Promise.all([
      this.dataSource.query<Array<{ value: string }>>(
        `select distinct event_type as value from es_events order by 1`,
      ),
      this.dataSource.query<Array<{ value: string }>>(
        `select distinct stream_type as value from es_streams order by 1`,
      ),
    ]);
    return {
      types: types.map((row) => row.value),
      streamTypes: streamTypes.map((row) => row.value),
    };
  }
}
