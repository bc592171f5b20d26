import { ApiProperty } from '@nestjs/swagger';
import { IsAuthEmail, IsPresentedPassword, NormalizeEmail } from '../../http/auth-fields';

export class SignInRequest {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormalizeEmail()
  @IsAuthEmail({ forNewAccount: false })
  email!: string;

  @ApiProperty({ maxLength: 128 })
  @IsPresentedPassword()
  password!: string;
}
