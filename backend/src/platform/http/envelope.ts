import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { type FieldError } from '../errors/domain-error';

@ApiSchema({ name: 'FieldError' })
export class FieldErrorDto implements FieldError {
  @ApiProperty({ example: 'email' })
  field!: string;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message!: string;
}

/** The body of every failed answer. */
export class ErrorEnvelope {
  @ApiProperty({ example: false })
  success!: false;

  @ApiProperty({ example: 'Invalid credentials' })
  error!: string;

  @ApiProperty({ example: 'INVALID_CREDENTIALS', description: 'Stable UPPER_SNAKE error code' })
  code!: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  details?: FieldErrorDto[];
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}
