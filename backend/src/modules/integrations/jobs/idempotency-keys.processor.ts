import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { purgeExpiredIdempotencyKeys } from '../../../platform/http/idempotency.interceptor';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { WEBHOOKS_QUEUE } from './webhook-deliveries.processor';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired `Idempotency-Key` rows every hour (ADR 0031), so that the table holds about a
 * day of keys. It rides on the `webhooks` queue, this module's periodic one, rather than adding a
 * queue (and a worker) for one small statement an hour.
 */
@Injectable()
export class IdempotencyKeyPurgeJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.handle({
      queue: WEBHOOKS_QUEUE,
      name: 'purge-idempotency-keys',
      run: () => purgeExpiredIdempotencyKeys(this.dataSource, this.clock.now()),
    });
    this.registry.schedule({
      queue: WEBHOOKS_QUEUE,
      name: 'purge-idempotency-keys',
      everyMs: PURGE_EVERY_MS,
    });
  }
}
