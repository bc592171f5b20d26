import { Injectable } from '@nestjs/common';
import { VerificationNotFoundError } from '../model/deal.errors';
import { type Verification } from './verification.response.dto';

@Injectable()
export class VerificationReader {
  async find(verificationId: string, callerId: string): Promise<Verification> {
    throw new VerificationNotFoundError();
  }
}
