/** The seller marks a recommendation of one of their sale reports implemented. */
export interface ImplementRecommendationCommand {
  recommendationId: string;
  sellerId: string;
}
