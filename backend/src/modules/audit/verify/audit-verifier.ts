import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../platform/event-store/event-store';
import { findStreamGaps, type StreamGap } from '../../../platform/event-store/stream-integrity';
import { ProjectionRegistry } from '../../../platform/projections/projection-registry';
import { checkAgainstReplay, type ReplayCheck } from '../../../platform/projections/replay-check';
import { findLateOrOrphanRestores, type RestoreProblem } from './late-restores';

export interface AuditVerification {
  ok: boolean;
  events: number;
  streams: number;
  projections: ReplayCheck[];
  streamGaps: StreamGap[];
  restoreProblems: RestoreProblem[];
}

/**
 * `npm run audit:verify`: replays the whole log, read once, into scratch copies of every read
 * model and compares them with the live ones, checks that every stream's positions run 1..n without a gap,
 * and that every restore fell within 7 days of its sale.
 */
@Injectable()
export class AuditVerifier {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly store: EventStore,
  ) {}

  async verify(): Promise<AuditVerification> {
    const [{ events, streams }] = await this.dataSource.query<
      [{ events: number; streams: number }]
    >(
      `select (select count(*)::int from es_events) as events,
              (select count(*)::int from es_streams) as streams`,
    );
    const projections = await checkAgainstReplay(
      this.dataSource,
      this.registry.all().sort((a, b) => a.projection.name.localeCompare(b.projection.name)),
      { upcasters: this.store.upcasters },
    );
    const streamGaps = await findStreamGaps(this.dataSource);
    const restoreProblems = await findLateOrOrphanRestores(this.dataSource);
    return {
      ok:
        projections.every((check) => check.differences.length === 0) &&
        streamGaps.length === 0 &&
        restoreProblems.length === 0,
      events,
      streams,
      projections,
      streamGaps,
      restoreProblems,
    };
  }
}

/** The verification as lines a person reads: one per check, then each mismatch in full. */
export function verificationReport(verification: AuditVerification): string[] {
  const lines = [
    `Event log: ${verification.events} events in ${verification.streams} streams`,
    '',
    'Read models replayed from the log and compared with the live ones:',
  ];
  for (const check of verification.projections) {
    const rows = Object.entries(check.rows)
      .map(([table, count]) => `${table} ${count.live} rows`)
      .join(', ');
    const verdict =
      check.differences.length === 0 ? 'OK' : `MISMATCH (${check.differences.length} rows)`;
    lines.push(
      `  ${verdict.padEnd(18)} ${check.projection} (${check.mode}, ${check.eventsReplayed} events replayed; ${rows})`,
    );
    for (const difference of check.differences) {
      const key = Object.entries(difference.key)
        .map(([column, value]) => `${column}=${String(value)}`)
        .join(', ');
      lines.push(`      ${check.projection}: table ${difference.table}, row ${key}`);
      lines.push(
        `        live:     ${difference.live ? JSON.stringify(difference.live) : '(missing)'}`,
      );
      lines.push(
        `        replayed: ${difference.replayed ? JSON.stringify(difference.replayed) : '(missing)'}`,
      );
    }
  }
  lines.push('');
  lines.push(
    verification.streamGaps.length === 0
      ? 'Stream positions: OK (every stream runs 1..n with no gap, versions agree)'
      : `Stream positions: ${verification.streamGaps.length} streams with a gap or a wrong version`,
  );
  for (const gap of verification.streamGaps)
    lines.push(
      `  ${gap.streamId}: ${gap.events} events at positions ${gap.firstPosition}..${gap.lastPosition}, recorded version ${gap.recordedVersion ?? '(none)'}`,
    );
  lines.push(
    verification.restoreProblems.length === 0
      ? 'Sale reversals: OK (every restore within 7 days of its sale)'
      : `Sale reversals: ${verification.restoreProblems.length} restores break the 7-day rule`,
  );
  for (const problem of verification.restoreProblems)
    lines.push(`  ${problem.streamId}, event ${problem.eventId}: ${problem.problem}`);
  lines.push('');
  lines.push(verification.ok ? 'audit:verify passed' : 'audit:verify FAILED');
  return lines;
}
