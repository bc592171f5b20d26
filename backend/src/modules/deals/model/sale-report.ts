import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { RecommendationNotFoundError } from './deal.errors';
import {
  type SaleReportEvent,
  type SaleReportGenerated,
  saleReportStreamId,
} from './sale-report.events';

export interface SaleReportState {
  status: 'none' | 'generated';
  reportId?: string;
  sellerId?: string;
  /** Each recommendation's id, and whether it is implemented. */
  implemented: Record<string, boolean>;
}

export type SaleReportCommand =
  | { type: 'GenerateSaleReport'; report: SaleReportGenerated['data'] }
  | { type: 'ImplementRecommendation'; sellerId: string; recommendationId: string; now: Date };

export const initialSaleReport = (): SaleReportState => ({ status: 'none', implemented: {} });

export function evolve(state: SaleReportState, event: SaleReportEvent): SaleReportState {
  switch (event.type) {
    case 'deals.SaleReportGenerated':
      return {
        status: 'generated',
        reportId: event.data.reportId,
        sellerId: event.data.sellerId,
        implemented: Object.fromEntries(
          event.data.recommendations.map((item) => [item.recommendationId, false]),
        ),
      };
    case 'deals.RecommendationImplemented':
      return {
        ...state,
        implemented: { ...state.implemented, [event.data.recommendationId]: true },
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: SaleReportCommand, state: SaleReportState): SaleReportEvent[] {
  if (command.type === 'GenerateSaleReport') {
    if (state.status !== 'none') return [];
    return [{ type: 'deals.SaleReportGenerated', data: command.report }];
  }
  const implemented = state.implemented[command.recommendationId];
  if (!state.reportId || state.sellerId !== command.sellerId || implemented === undefined)
    throw new RecommendationNotFoundError();
  if (implemented) return [];
  return [
    {
      type: 'deals.RecommendationImplemented',
      data: {
        reportId: state.reportId,
        recommendationId: command.recommendationId,
        implementedAt: command.now.toISOString(),
      },
    },
  ];
}

export const saleReportDecider: Decider<SaleReportCommand, SaleReportEvent, SaleReportState> = {
  initialState: initialSaleReport,
  evolve,
  decide,
};

/** A sale report's stream (one per sale), for a command on it. */
export function saleReportStream(
  reportId: string,
): CommandStream<SaleReportState, SaleReportEvent> {
  return streamOf(saleReportStreamId(reportId), saleReportDecider);
}
