import { Injectable } from '@nestjs/common';
import { TimelineNotFoundError } from '../../model/deal.errors';
import { type CreateVerificationCommand } from './create-verification.command';

@Injectable()
export class CreateVerificationHandler {
  async execute(command: CreateVerificationCommand): Promise<{ verificationId: string }> {
    throw new TimelineNotFoundError();
  }
}
