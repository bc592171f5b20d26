import { ApiProperty } from '@nestjs/swagger';

export class AuditRestore {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ format: 'date-time' })
  restoredAt!: string;

  @ApiProperty({ example: '2051' })
  position!: string;

  @ApiProperty({
    example: 26.5,
    description: 'From the sale’s recording to the restore, one decimal',
  })
  hoursAfterSale!: number;

  @ApiProperty({ description: 'True when the restore came within the 7-day reversal window' })
  withinWindow!: boolean;
}

export class AuditSale {
  @ApiProperty({ format: 'uuid', description: 'The id of the DomainMarkedSold event' })
  transactionId!: string;

  @ApiProperty({ format: 'uuid' })
  listingId!: string;

  @ApiProperty({ example: 'listing-0b6f…' })
  streamId!: string;

  @ApiProperty({ example: 'example.com' })
  domainName!: string;

  @ApiProperty({ format: 'uuid' })
  sellerId!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  buyerId!: string | null;

  @ApiProperty({ example: 380 })
  salePrice!: number;

  @ApiProperty({ example: 400 })
  listedPrice!: number;

  @ApiProperty({ format: 'date-time' })
  soldAt!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the sale was recorded: the window starts here',
  })
  recordedAt!: string;

  @ApiProperty({ example: '2040' })
  salePosition!: string;

  @ApiProperty({ type: AuditRestore, nullable: true })
  restore!: AuditRestore | null;
}

export class AuditSalesPage {
  @ApiProperty({ example: 7 })
  windowDays!: number;

  @ApiProperty({ type: [AuditSale] })
  sales!: AuditSale[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}
