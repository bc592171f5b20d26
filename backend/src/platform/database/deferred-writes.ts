import { escapeLiteral, type PoolClient, type QueryResult as PgResult } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import { PreparingClient } from './prepared-statements';
import {
  type DataSource,
  type EntityManager,
  QueryFailedError,
  QueryResult,
  type QueryRunner,
} from 'typeorm';

/**
 * Makes `runner`, inside a transaction it runs, hold back each statement whose answer nobody can
 * use (the `begin`, a `set local`, an `insert`, `update` or `delete` without `returning`, an
 * advisory transaction lock) and send it with the next statement that has an answer (a read, a
 * `savepoint`, the `commit`), all in one simple query; reads asked in the same turn go together
 * too, each answered with its own result. On this kind of machine a round trip to the server
 * costs more than the statements it carries, and a command's inline projections are mostly such
 * writes: a listing's copies in five read models went out as five round trips before its commit,
 * and now go with it.
 *
 * What a caller can see does not change: the statements run in the order they were given, on the
 * same connection, in the same transaction; a read sees every write before it; a write's error
 * comes out of the next statement sent (inside the same `try` as a `savepoint`'s `release`, so a
 * projection's savepoint still catches it), and at the latest out of the `commit`. The only loss
 * is an `update`'s or `delete`'s count of rows, which no code run in these transactions reads.
 * A statement the connection has prepared (`PreparingClient`) goes as `execute <name>(...)`, so
 * the server neither parses nor plans it again; one it will prepare but has not yet is sent on its
 * own the first time, to be prepared; any other is written out. Parameters become literals by
 * node-postgres' own rendering of each value (`prepareValue`) and `escapeLiteral`, so the server
 * reads the same text; a statement with a binary parameter, or unprepared with dollar quotes, is
 * sent at once.
 *
 * A `rollback` (to a savepoint or of the whole transaction) drops what was held; so does a release
 * of the runner.
 */
export function deferWrites(runner: QueryRunner): void {
  type Query = (sql: string, parameters?: unknown[], structured?: boolean) => Promise<unknown>;
  const run = runner.query.bind(runner) as Query;
  const release = runner.release.bind(runner);
  /** What waits to be sent, in order: writes (answered already) and reads (answered on sending). */
  let queue: Queued[] = [];
  let flushAsked = false;
  /** The last send to the server: each waits for the one before it to come back. */
  let lastSend: Promise<unknown> = Promise.resolve();
  /** While set, a read waits in the queue like a write, for the next statement sent. */
  let holdingReads = false;
  heldRunners.set(runner, <T>(read: () => Promise<T>) => {
    holdingReads = true;
    try {
      return read();
    } finally {
      holdingReads = false;
    }
  });

  /**
   * A write's error that no read carried: the transaction is aborted, and every statement after
   * it fails with that error (a `commit` would otherwise end it as a silent rollback), until a
   * `rollback` ends it or returns to a savepoint before it.
   */
  let failure: { error: unknown } | undefined;
  const sendQueued = (): Promise<void> => {
    const entries = queue;
    queue = [];
    if (failure) {
      const { error } = failure;
      for (const entry of entries) entry.answer?.reject(error);
      return Promise.reject(error);
    }
    const client = connectionOf(runner);
    if (entries.length === 0 || !client) return Promise.resolve();
    return sendAll(
      client,
      entries.map((entry) => entry.text),
    ).then(
      (results) =>
        entries.forEach((entry, index) => entry.answer?.resolve(answerOf(results[index], entry))),
      (error: unknown) => {
        const reads = entries.filter((entry) => entry.answer);
        for (const entry of reads) entry.answer?.reject(error);
        if (reads.length === 0) failure = { error };
        throw error;
      },
    );
  };
  /**
   * Runs `send` once every send before it has come back, so that the connection is never asked
   * a second query while one is under way.
   */
  const inTurn = <T>(send: () => Promise<T>): Promise<T> => {
    const next = lastSend.then(send, send);
    lastSend = next.catch(() => undefined);
    return next;
  };

  runner.release = () => {
    queue = [];
    return release();
  };
  const query: Query = async (sql, parameters = [], structured) => {
    if (/^\s*rollback\b/i.test(sql)) {
      queue = queue.filter((entry) => entry.answer);
      return inTurn(async () => {
        await sendQueued().catch(() => undefined);
        failure = undefined;
        return run(sql, parameters, structured);
      });
    }
    const client = connectionOf(runner);
    const prepared = client && preparationOf(client, sql, parameters);
    // One the connection prepares but has not yet: sent on its own this once, after what is
    // queued, so that from then on it runs by EXECUTE with the others.
    // A text of several statements would answer more than once: sent on its own.
    const text =
      !client || sql.includes(';')
        ? undefined
        : prepared
          ? prepared.parsed
            ? execute(prepared.name, parameters)
            : undefined
          : inline(sql, parameters);
    if (text === undefined)
      return inTurn(async () => {
        await sendQueued();
        return run(sql, parameters, structured);
      });
    if (isWriteWithoutAnswer(sql)) {
      queue.push({ text, structured: structured === true });
      return structured === true ? new QueryResult() : [];
    }
    const answered = new Promise<unknown>((resolve, reject) =>
      queue.push({ text, structured: structured === true, answer: { resolve, reject } }),
    );
    // Reads asked in the same turn (a command's streams and its own reads) go together.
    if (!flushAsked && !holdingReads) {
      flushAsked = true;
      queueMicrotask(() => {
        flushAsked = false;
        // A failed send has rejected the reads it carried, or is the transaction's `failure`.
        inTurn(sendQueued).catch(() => undefined);
      });
    }
    return answered;
  };
  runner.query = query as QueryRunner['query'];
}

/** Each held runner's way to ask reads that wait for its next statement (`readWithCommit`). */
const heldRunners = new WeakMap<QueryRunner, <T>(read: () => Promise<T>) => Promise<T>>();

/**
 * Asks `read` of a transaction whose runner holds its writes so that its statements go to the
 * server with the `commit` (before it, in the same round trip), not in one of their own: a
 * command's answer, read from the read models it has just written. The promise settles once the
 * commit's round trip is back, so the transaction's work must return without awaiting it; a
 * failed read fails the commit with it, and nothing is written. Only the statements `read` asks
 * before its first `await` wait; any later one goes as usual. On a runner that does not hold its
 * writes it is `read(manager)`.
 */
export function readWithCommit<T>(
  manager: EntityManager,
  read: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const hold = manager.queryRunner && heldRunners.get(manager.queryRunner);
  const answer = hold ? hold(() => read(manager)) : read(manager);
  // Awaited by the caller after the commit; a commit that fails first must not leave it unheard.
  answer.catch(() => undefined);
  return answer;
}

/** A statement waiting to be sent; a read has its caller's `answer`. */
interface Queued {
  text: string;
  structured: boolean;
  answer?: { resolve(value: unknown): void; reject(error: unknown): void };
}

/** The runner's connection, once it has one. */
function connectionOf(runner: QueryRunner): PoolClient | undefined {
  return (runner as unknown as { databaseConnection?: PoolClient }).databaseConnection;
}

/** `dataSource.transaction(work)`, on a runner whose writes are held back (`deferWrites`). */
export async function transactionWithDeferredWrites<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  deferWrites(runner);
  try {
    await runner.startTransaction();
    const value = await work(runner.manager);
    await runner.commitTransaction();
    return value;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}

/** Statements whose answer is nothing a caller can read: rows are only ever returned on request. */
function isWriteWithoutAnswer(sql: string): boolean {
  const text = sql.trimStart().toLowerCase();
  if (/^(begin|start transaction|set local)\b/.test(text)) return true;
  if (/^select pg_advisory_xact_lock(_shared)?\(/.test(text)) return true;
  return /^(insert|update|delete)\b/.test(text) && !/\breturning\b/.test(text);
}

/** The parameters as literals (node-postgres' text of each); undefined for a binary one. */
function literalsOf(parameters: unknown[]): string[] | undefined {
  const literals: string[] = [];
  for (const parameter of parameters) {
    const value = prepareValue(parameter);
    if (Buffer.isBuffer(value)) return undefined;
    literals.push(value === null ? 'NULL' : escapeLiteral(value));
  }
  return literals;
}

/** The statement with its `$n` written as literals; undefined when it cannot be. */
function inline(sql: string, parameters: unknown[]): string | undefined {
  if (sql.includes('$$')) return undefined;
  const literals = literalsOf(parameters);
  if (!literals) return undefined;
  const placeholders = [...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  if (placeholders.some((index) => index < 1 || index > literals.length)) return undefined;
  return sql.replace(/\$(\d+)/g, (_placeholder, index: string) => literals[Number(index) - 1]);
}

/** The run of a statement the connection has prepared, with its parameters as literals. */
function execute(name: string, parameters: unknown[]): string | undefined {
  const literals = literalsOf(parameters);
  return literals && `execute ${name}(${literals.join(', ')})`;
}

/** How `client` prepares the statement, when it is a `PreparingClient` that does. */
function preparationOf(
  client: PoolClient,
  sql: string,
  parameters: unknown[],
): { name: string; parsed: boolean } | undefined {
  return client instanceof PreparingClient ? client.preparation(sql, parameters.length) : undefined;
}

/** Sends the statements as one simple query; the result of each. */
async function sendAll(client: PoolClient, statements: string[]): Promise<PgResult[]> {
  const text = statements.join(';\n');
  try {
    const results = (await client.query(text)) as PgResult | PgResult[];
    return Array.isArray(results) ? results : [results];
  } catch (error) {
    throw new QueryFailedError(text, [], error as Error);
  }
}

/** What TypeORM's `query` answers for a statement's result (postgres driver). */
function answerOf(raw: PgResult, { structured }: Pick<Queued, 'structured'>): unknown {
  const result = new QueryResult();
  result.records = raw.rows;
  result.affected = raw.rowCount ?? undefined;
  result.raw =
    raw.command === 'UPDATE' || raw.command === 'DELETE' ? [raw.rows, raw.rowCount] : raw.rows;
  return structured ? result : result.raw;
}
