import { ApiProperty } from '@nestjs/swagger';

export class AuthUserMetadata {
  @ApiProperty({ example: 'Jane Doe' })
  full_name!: string;
}

/** The signed-in user as the auth layer sees it. */
export class AuthUser {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'jane@example.com' })
  email!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: AuthUserMetadata })
  user_metadata!: AuthUserMetadata;

  @ApiProperty({ enum: ['user', 'auditor'], description: 'Added beside the spec: the role' })
  role!: 'user' | 'auditor';
}

export class Session {
  @ApiProperty({ description: 'JWT, 15 minutes, signed with a key of the JWKS' })
  access_token!: string;

  @ApiProperty({ description: 'Opaque, single use: every refresh returns a new one' })
  refresh_token!: string;

  @ApiProperty({
    description: 'When the access token expires, in epoch seconds',
    example: 1767226500,
  })
  expires_at!: number;

  @ApiProperty({ description: 'Seconds until the access token expires', example: 900 })
  expires_in!: number;

  @ApiProperty({ enum: ['bearer'] })
  token_type!: 'bearer';

  @ApiProperty({ type: AuthUser })
  user!: AuthUser;
}
