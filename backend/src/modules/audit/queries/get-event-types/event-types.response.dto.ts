import { ApiProperty } from '@nestjs/swagger';

export class EventTypes {
  @ApiProperty({ type: [String], example: ['listings.DomainListed', 'listings.DomainMarkedSold'] })
  types!: string[];

  @ApiProperty({ type: [String], example: ['credits', 'listing'] })
  streamTypes!: string[];
}
