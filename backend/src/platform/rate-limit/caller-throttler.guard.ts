import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { API_TOKEN_PREFIX } from '../auth/api-token-scopes';
import { bearerToken } from '../auth/auth.guard';

/**
 * The global rate limits, counted per client address, except for a personal API token: counted
 * per token (by a hash of it), so a script's calls never eat the limit of its owner's browser or
 * of others behind the same address, and one token cannot escape its limit by changing address.
 */
@Injectable()
export class CallerThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const token = bearerToken(request as unknown as Request);
    if (token?.startsWith(API_TOKEN_PREFIX))
      return `token:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
    return super.getTracker(request);
  }
}
