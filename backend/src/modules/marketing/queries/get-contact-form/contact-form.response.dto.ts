import { ApiProperty } from '@nestjs/swagger';

export class ContactForm {
  @ApiProperty({ description: 'False when the operator turned the contact form off.' })
  enabled!: boolean;

  @ApiProperty({ example: '24 hours on business days' })
  responseTime!: string;
}
