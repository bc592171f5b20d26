import { Injectable } from '@nestjs/common';
import { SaleNotFoundError } from '../../model/deal.errors';
import { type CreateTimelineCommand } from './create-timeline.command';

@Injectable()
export class CreateTimelineHandler {
  async execute(command: CreateTimelineCommand): Promise<{ timelineId: string }> {
    throw new SaleNotFoundError();
  }
}
