import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class SignOutRequest {
  @ApiPropertyOptional({ maxLength: 128 })
  @IsOptional()
  @IsString({ message: 'Refresh token is invalid' })
  @MaxLength(128, { message: 'Refresh token is invalid' })
  refresh_token?: string;
}

export class SignedOut {
  @ApiProperty({ enum: [true] })
  signed_out!: true;
}
