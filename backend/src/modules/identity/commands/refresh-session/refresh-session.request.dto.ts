import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RefreshRequest {
  @ApiProperty({ description: 'The refresh token of the current session', maxLength: 128 })
  @IsString({ message: 'Refresh token is required' })
  @IsNotEmpty({ message: 'Refresh token is required' })
  @MaxLength(128, { message: 'Refresh token is invalid' })
  refresh_token!: string;
}
