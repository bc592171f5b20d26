import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type SoldRecord } from '../http/sold-record.response.dto';
import { SOLD_RECORD_SELECT, type SoldRecordRow, toSoldRecord } from './sold-record-rows';

/** What marking a lead sold answers with: the sale of the listing, as its seller now reads it. */
@Injectable()
export class SalesReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ofListing(sellerId: string, listingId: string): Promise<SoldRecord | undefined> {
    const [row] = await this.dataSource.query<SoldRecordRow[]>(
      `${SOLD_RECORD_SELECT} where s.seller_id = $1 and s.listing_id = $2`,
      [sellerId, listingId],
    );
    return row && toSoldRecord(row);
  }
}
