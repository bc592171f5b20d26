/** The deals module's public surface: other modules import from here only. */
export { DealsModule } from './deals.module';
export { GenerateSaleReportHandler } from './commands/generate-sale-report/generate-sale-report.handler';
export { type GenerateSaleReportCommand } from './commands/generate-sale-report/generate-sale-report.command';
export { UpdateTimelineStageHandler } from './commands/update-timeline-stage/update-timeline-stage.handler';
export { RunDealClockHandler } from './commands/run-deal-clock/run-deal-clock.handler';
export { SaleReport } from './http/sale-report.response.dto';
export {
  CANCELLING_ROLE,
  decide as decideTimeline,
  pendingDeadline,
  timelineStream,
  type TimelineState,
} from './model/timeline';
export { timelineIdFor, type DealDeadline } from './model/timeline.events';
