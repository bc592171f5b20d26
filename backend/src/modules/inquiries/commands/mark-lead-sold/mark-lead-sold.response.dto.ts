import { ApiProperty } from '@nestjs/swagger';
import { SellerInquiry } from '../../http/inquiry.response.dto';
import { SoldRecord } from '../../http/sold-record.response.dto';

export class LeadSale {
  @ApiProperty({ type: SellerInquiry, description: 'The lead, now archived' })
  inquiry!: SellerInquiry;

  @ApiProperty({ type: SoldRecord })
  sale!: SoldRecord;
}
