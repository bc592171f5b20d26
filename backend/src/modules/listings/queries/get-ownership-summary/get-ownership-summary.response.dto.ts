import { ApiProperty } from '@nestjs/swagger';

/** A seller's listings that can be checked (all but sold ones), by verification state. */
export class OwnershipSummary {
  @ApiProperty({ example: 49 })
  listings!: number;

  @ApiProperty({ example: 12 })
  verified!: number;

  @ApiProperty({ example: 35 })
  unverified!: number;

  @ApiProperty({ example: 2 })
  suspended!: number;

  @ApiProperty({
    nullable: true,
    type: Number,
    example: 20,
    description: 'With `since`: how many of them were checked since then',
  })
  checked_since!: number | null;
}
