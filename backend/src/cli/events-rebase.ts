import 'reflect-metadata';
import { Client } from 'pg';
import { loadConfig } from '../platform/config/app-config';
import {
  checkTransactionIds,
  queryableOf,
  type RebaseCheck,
  rebaseTransactionIds,
} from '../platform/event-store/transaction-rebase';
import { runCli, STDIO } from './run-cli';

/** Exit code of a check that found a re-base needed. */
const NEEDED = 3;

/**
 * `node dist/src/cli/events-rebase.js [--apply]`: after restoring a `pg_dump` into a new cluster,
 * checks whether the event log's transaction ids are below the cluster's counter (exit 0) or not
 * (exit 3), and with `--apply` moves them below it, keeping the feed's order and the checkpoints
 * (docs/operations.md, "Restoring from a dump"). Stop the api and the workers first.
 */
runCli(async () => {
  const apply = process.argv.includes('--apply');
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  const client = new Client({
    connectionString: config.DATABASE_URL,
    application_name: 'dlm-rebase',
  });
  await client.connect();
  try {
    if (!apply) {
      const check = await checkTransactionIds(queryableOf(client));
      describe(check);
      if (!check.needed) return 0;
      STDIO.out('A re-base is needed: stop the api and workers, then run again with --apply.');
      return NEEDED;
    }
    const result = await rebaseTransactionIds(client);
    describe(result);
    if (!result.needed) return 0;
    if (result.transactionsSpent > 0)
      STDIO.out(`Advanced the transaction counter by ${result.transactionsSpent} first.`);
    STDIO.out(`Re-based ${result.events} events onto ${result.idsNeeded} transaction ids.`);
    STDIO.out(`Checkpoints moved with their events: ${list(result.checkpointsMoved)}`);
    if (result.checkpointsReset.length > 0)
      STDIO.out(
        `Checkpoints set back to the start (they had read events appended after the restore; their projections replay, or rebuild them): ${list(result.checkpointsReset)}`,
      );
    return 0;
  } finally {
    await client.end();
  }
});

function describe(check: RebaseCheck): void {
  STDIO.out(
    `Stored transaction ids up to ${check.storedMax ?? '(no events)'}; this cluster's next transaction id is ${check.nextTransactionId}.`,
  );
  if (!check.needed) {
    STDIO.out('Nothing to do: every stored id is below the counter.');
    return;
  }
  STDIO.out(
    `${check.events} events need ${check.idsNeeded} new transaction ids; ${check.appendedAfterRestore} were appended after the restore.`,
  );
}

function list(names: string[]): string {
  return names.length > 0 ? names.join(', ') : '(none)';
}
