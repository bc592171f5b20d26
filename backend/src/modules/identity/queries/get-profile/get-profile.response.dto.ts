import { ApiProperty } from '@nestjs/swagger';

export class Profile {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'jane@example.com' })
  email!: string;

  @ApiProperty({ example: 'Jane Doe' })
  full_name!: string;

  @ApiProperty({ description: 'Remaining credits of active, unexpired lots', example: 0 })
  available_credits!: number;

  @ApiProperty({ enum: ['free', 'pro'] })
  user_tier!: 'free' | 'pro';

  @ApiProperty()
  accepted_terms!: boolean;

  @ApiProperty()
  marketing_consent!: boolean;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}
