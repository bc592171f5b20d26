import { Injectable } from '@nestjs/common';
import { VerificationNotFoundError } from '../../model/deal.errors';
import { type UpdateVerificationItemCommand } from './update-verification-item.command';

@Injectable()
export class UpdateVerificationItemHandler {
  async execute(command: UpdateVerificationItemCommand): Promise<void> {
    throw new VerificationNotFoundError();
  }
}
