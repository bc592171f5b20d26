import { ApiProperty } from '@nestjs/swagger';

export class AcceptedRow {
  @ApiProperty({
    description: "The row's number in the file (firstRow for the first row sent)",
    example: 1,
  })
  row!: number;

  @ApiProperty({ example: 'cloudly.io' })
  domain!: string;

  @ApiProperty({ format: 'uuid', description: 'The new listing' })
  id!: string;

  @ApiProperty({ example: 249 })
  price!: number;
}

export class RejectedRow {
  @ApiProperty({
    description: "The row's number in the file (firstRow for the first row sent)",
    example: 2,
  })
  row!: number;

  @ApiProperty({ description: 'The domain cell as sent', example: '-bad-.com' })
  domain!: string;

  @ApiProperty({
    type: [String],
    example: ['A part of a domain name cannot start or end with a hyphen'],
  })
  reasons!: string[];
}

export class BulkListingResult {
  @ApiProperty({ type: [AcceptedRow] })
  accepted!: AcceptedRow[];

  @ApiProperty({ type: [RejectedRow] })
  rejected!: RejectedRow[];

  @ApiProperty({ description: 'One credit per accepted row', example: 9 })
  creditsSpent!: number;
}
