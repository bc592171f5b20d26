import { ApiProperty } from '@nestjs/swagger';

export class ContactMessageReceipt {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}
