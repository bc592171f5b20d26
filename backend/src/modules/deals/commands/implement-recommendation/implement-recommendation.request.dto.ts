import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { DEAL_MESSAGES } from '../../model/deal-rules';

/** `?recommendationId=` */
export class ImplementRecommendationQuery {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: DEAL_MESSAGES.recommendationId })
  recommendationId!: string;
}
