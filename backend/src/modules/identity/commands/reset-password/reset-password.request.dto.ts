import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from '../../http/auth-fields';

export class ResetPasswordRequest {
  @ApiProperty({ description: 'The token from the reset mail', maxLength: 128 })
  @IsString({ message: 'Token is required' })
  @IsNotEmpty({ message: 'Token is required' })
  @MaxLength(128, { message: 'This password reset link is invalid or has expired' })
  token!: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsNewPassword()
  password!: string;
}
