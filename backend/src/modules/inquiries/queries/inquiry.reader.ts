import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../../../platform/ids/uuid';
import { InquiryNotFoundError } from '../model/inquiry.errors';
import { type Inquiry, type SellerInquiry } from '../http/inquiry.response.dto';
import {
  INQUIRY_COLUMNS,
  INQUIRY_FROM,
  type InquiryRow,
  toInquiry,
  toSellerInquiry,
} from './inquiry-rows';

/** What an inquiry command answers with: the inquiry as its buyer or its seller now reads it. */
@Injectable()
export class InquiryReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Through `manager` inside a command's transaction: its answer. */
  async findForBuyer(
    inquiryId: string,
    buyerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Inquiry> {
    return toInquiry(await this.findOne(inquiryId, 'q.buyer_id', buyerId, manager));
  }

  async findForSeller(inquiryId: string, sellerId: string): Promise<SellerInquiry> {
    return toSellerInquiry(
      await this.findOne(inquiryId, 'q.seller_id', sellerId, this.dataSource.manager),
    );
  }

  /** Nobody but the inquiry's buyer or its seller ever sees one. */
  private async findOne(
    inquiryId: string,
    party: string,
    userId: string,
    manager: EntityManager,
  ): Promise<InquiryRow> {
    if (!isUuid(inquiryId)) throw new InquiryNotFoundError();
    const [row] = await manager.query<InquiryRow[]>(
      `select ${INQUIRY_COLUMNS} from ${INQUIRY_FROM} where q.id = $1 and ${party} = $2`,
      [inquiryId, userId],
    );
    if (!row) throw new InquiryNotFoundError();
    return row;
  }
}
