import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { IsAuthEmail, NormalizeEmail, Trim } from '../../http/auth-fields';

export class VerifyOtpRequest {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormalizeEmail()
  @IsAuthEmail({ forNewAccount: false })
  email!: string;

  @ApiProperty({ description: 'The 6-digit code from the mail', example: '123456' })
  @Trim()
  @IsString({ message: 'Code is required' })
  @Matches(/^\d{6}$/, { message: 'The code must be 6 digits' })
  token!: string;
}
