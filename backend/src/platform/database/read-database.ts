import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { UNPREPARED } from './prepared-statements';
import { mayReadReplica } from './read-routing';

/**
 * The database the public marketplace reads (ADR 0045): the replica named by DATABASE_READ_URL
 * for an HTTP read that carries no marker of a recent write (read-routing.ts), the primary for
 * everything else, and the primary always when no replica is configured. Query handlers of
 * public pages inject it in place of the primary's DataSource; the seller's own screens and every
 * write keep the primary.
 */
@Injectable()
export class ReadDatabase implements OnModuleInit, OnApplicationShutdown {
  private replica: DataSource | undefined;

  constructor(
    @InjectDataSource() private readonly primary: DataSource,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const url = this.config.DATABASE_READ_URL;
    if (!url) return;
    const replica = new DataSource(dataSourceOptions(url, { applicationName: 'dlm-read' }));
    await replica.initialize();
    this.replica = replica;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.replica?.isInitialized) await this.replica.destroy();
  }

  /** Where the current unit of work reads the public marketplace. */
  get dataSource(): DataSource {
    return this.replica && mayReadReplica() ? this.replica : this.primary;
  }

  /**
   * Unprepared (`UNPREPARED`): the same search text with other words or filters needs another
   * plan, which a plan kept for the statement would not give it.
   */
  query<T>(sql: string, parameters?: unknown[]): Promise<T> {
    return this.dataSource.query<T>(`${UNPREPARED}${sql}`, parameters);
  }

  /** The replica's connection, for readiness: `disabled` without DATABASE_READ_URL. */
  async replicaStatus(): Promise<'up' | 'down' | 'disabled'> {
    if (!this.replica) return 'disabled';
    return this.replica
      .query('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
  }
}
