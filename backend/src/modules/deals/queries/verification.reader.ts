import { Injectable } from '@nestjs/common';
import { type Verification } from '../http/verification.response.dto';
import { GetVerificationHandler } from './get-verification/get-verification.handler';

/** What a verification command answers with: the checklist as its caller now reads it. */
@Injectable()
export class VerificationReader {
  constructor(private readonly verification: GetVerificationHandler) {}

  find(verificationId: string, callerId: string): Promise<Verification> {
    return this.verification.execute({ verificationId, callerId });
  }
}
