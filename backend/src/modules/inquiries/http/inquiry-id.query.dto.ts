import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** `?id=` of the routes that act on one inquiry. */
export class InquiryIdQuery {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be an inquiry id' })
  id!: string;
}
