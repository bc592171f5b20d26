import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { SyncEscrowHandler } from '../commands/sync-escrow/sync-escrow.handler';
import { EscrowProvider } from '../escrow/escrow-provider';

export const ESCROW_POLL_QUEUE = 'escrow-poll';
const POLL_EVERY_MS = 15 * 60 * 1000;

/**
 * The `escrow-poll` queue: every 15 minutes, each open deal with an escrow at Escrow.com is
 * brought to the stage Escrow.com reports, in case its webhook was lost. Off without Escrow.com.
 */
@Injectable()
export class EscrowPollJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly escrow: EscrowProvider,
    private readonly sync: SyncEscrowHandler,
  ) {}

  onModuleInit(): void {
    if (!this.escrow.configured) return;
    this.registry.handle({
      queue: ESCROW_POLL_QUEUE,
      name: 'poll',
      run: () => this.sync.pollOpen(),
    });
    this.registry.schedule({ queue: ESCROW_POLL_QUEUE, name: 'poll', everyMs: POLL_EVERY_MS });
  }
}
