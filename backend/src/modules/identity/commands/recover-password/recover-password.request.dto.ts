import { ApiProperty } from '@nestjs/swagger';
import { IsAuthEmail, NormalizeEmail } from '../../http/auth-fields';

export class RecoverRequest {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormalizeEmail()
  @IsAuthEmail({ forNewAccount: false })
  email!: string;
}
