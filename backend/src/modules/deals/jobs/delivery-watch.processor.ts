import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { WatchDeliveryHandler } from '../commands/watch-delivery/watch-delivery.handler';

export const DELIVERY_WATCH_QUEUE = 'delivery-watch';
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * The `delivery-watch` queue: every 10 minutes, the deals whose next look at their name's RDAP
 * record is due are looked at (`WatchDeliveryHandler`). Off with OWNERSHIP_SWEEP_ENABLED=false,
 * for a site that must not query RDAP.
 */
@Injectable()
export class DeliveryWatchJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly watch: WatchDeliveryHandler,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.handle({
      queue: DELIVERY_WATCH_QUEUE,
      name: 'sweep',
      run: () => this.watch.sweep(),
    });
    if (this.config.OWNERSHIP_SWEEP_ENABLED)
      this.registry.schedule({
        queue: DELIVERY_WATCH_QUEUE,
        name: 'sweep',
        everyMs: SWEEP_EVERY_MS,
      });
  }
}
