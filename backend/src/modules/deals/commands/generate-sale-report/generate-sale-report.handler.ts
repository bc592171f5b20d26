import { Injectable } from '@nestjs/common';
import { type SaleReport } from '../../http/sale-report.response.dto';
import { type GenerateSaleReportCommand } from './generate-sale-report.command';

@Injectable()
export class GenerateSaleReportHandler {
  async execute(command: GenerateSaleReportCommand): Promise<SaleReport | undefined> {
    return undefined;
  }
}
