import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsString,
  Length,
} from 'class-validator';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../../platform/auth/api-token-scopes';
import { API_TOKEN_NAME_MAX_LENGTH } from '../model/integration-rules';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class CreateApiTokenRequest {
  @ApiProperty({ minLength: 1, maxLength: API_TOKEN_NAME_MAX_LENGTH, example: 'Portfolio sync' })
  @Transform(trimmed)
  @IsString({ message: 'name must be text' })
  @Length(1, API_TOKEN_NAME_MAX_LENGTH, {
    message: `name must be 1 to ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  })
  name!: string;

  @ApiProperty({
    enum: API_TOKEN_SCOPES,
    isArray: true,
    description:
      '`listings:read` (your listings), `listings:write` (list, edit, delete, mark sold), `leads:read` (your inquiries), `offers` (your offers inbox and its answers)',
  })
  @IsArray({ message: 'scopes must be a list' })
  @ArrayMinSize(1, { message: 'choose at least one scope' })
  @ArrayMaxSize(API_TOKEN_SCOPES.length, { message: 'scopes has too many entries' })
  @ArrayUnique({ message: 'each scope at most once' })
  @IsIn(API_TOKEN_SCOPES, {
    each: true,
    message: `each scope must be one of ${API_TOKEN_SCOPES.join(', ')}`,
  })
  scopes!: ApiTokenScope[];
}

/** A personal API token as its owner sees it: never its secret after creation. */
export class ApiToken {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Portfolio sync' })
  name!: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, isArray: true })
  scopes!: ApiTokenScope[];

  @ApiProperty({ example: 'dlm_Xk3v9QaZ', description: 'The first characters of the token' })
  prefix!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To the minute' })
  last_used_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revoked_at!: string | null;
}

/** The new token, with its secret: shown this once, never again. */
export class CreatedApiToken extends ApiToken {
  @ApiProperty({
    example: 'dlm_Xk3v9QaZ8c1mYqK0tZ7nR2pW5sV4uB6dE9fH3jL1oN8',
    description: 'Send as `Authorization: Bearer <token>`. Shown once: keep it now.',
  })
  token!: string;
}
