/** The deals module's public surface: other modules import from here only. */
export { DealsModule } from './deals.module';
export { GenerateSaleReportHandler } from './commands/generate-sale-report/generate-sale-report.handler';
export { type GenerateSaleReportCommand } from './commands/generate-sale-report/generate-sale-report.command';
export { SaleReport } from './http/sale-report.response.dto';
