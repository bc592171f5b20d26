import { Injectable } from '@nestjs/common';
import { RecommendationNotFoundError } from '../../model/deal.errors';
import { type ImplementRecommendationCommand } from './implement-recommendation.command';

@Injectable()
export class ImplementRecommendationHandler {
  async execute(command: ImplementRecommendationCommand): Promise<{ reportId: string }> {
    throw new RecommendationNotFoundError();
  }
}
