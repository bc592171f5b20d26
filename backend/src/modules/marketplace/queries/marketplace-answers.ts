import { Injectable } from '@nestjs/common';
import { type DataSource } from 'typeorm';
import { SharedRuns } from '../../../platform/cache/shared-runs';
import { ReadDatabase } from '../../../platform/database/read-database';
import { readCheckpoint } from '../../../platform/projections/checkpoints';

const MAX_ENTRIES = 2_000;
const MINUTE = 60_000;

/**
 * Answers of marketplace queries kept in memory while the read model stays as it was: each is
 * filed under the marketplace projection's checkpoint and the minute it was computed in, so an
 * applied batch (the checkpoint moves) or the next minute (a listing past its period leaves the
 * marketplace without an event) makes it stale. Concurrent askers of the same answer share one
 * computation. Per process; the oldest entries go first beyond 2,000.
 */
@Injectable()
export class MarketplaceAnswers {
  private readonly entries = new Map<string, { version: string; value: Promise<unknown> }>();
  /**
   * The checkpoint as read by a query that began after the call (`SharedRuns`): under load one
   * query per round trip instead of one per request, and no caller sees a checkpoint older than
   * its own arrival. Read in the database the request reads (ReadDatabase): a replica at a
   * checkpoint holds the primary's read model at that checkpoint, so the answers of both share
   * their entries.
   */
  private readonly checkpoints = new WeakMap<DataSource, SharedRuns<string>>();

  constructor(private readonly reads: ReadDatabase) {}

  /**
   * What the answers computed now are filed under (`key`), and the read model's state alone
   * (`readModel`, the projection's checkpoint) for what does not go stale with time.
   */
  async version(now: Date): Promise<{ readModel: string; key: string }> {
    const readModel = await this.checkpointOf(this.reads.dataSource).run();
    return { readModel, key: `${readModel}:${Math.floor(now.getTime() / MINUTE)}` };
  }

  private checkpointOf(dataSource: DataSource): SharedRuns<string> {
    let checkpoint = this.checkpoints.get(dataSource);
    if (!checkpoint) {
      checkpoint = new SharedRuns(() =>
        readCheckpoint(dataSource, 'marketplace.listings').then(
          (position) => `${position.tx}:${position.pos}`,
        ),
      );
      this.checkpoints.set(dataSource, checkpoint);
    }
    return checkpoint;
  }

  get<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.value as Promise<T>;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
