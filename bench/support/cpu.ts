import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DataSource } from 'typeorm';
import { type Queryable } from '../../backend/src/platform/event-store/event-rows';

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime and cstime of /proc/<pid>/stat, and its parent, or undefined when gone. */
function processTimes(pid: number): { parent: number; own: number; children: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command's closing parenthesis (the command may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { parent: field(4), own: field(14) + field(15), children: field(16) + field(17) };
}

/** The CPU seconds process `pid` has used so far (all its threads), or undefined when it is gone. */
export function processCpuSeconds(pid: number): number | undefined {
  const times = processTimes(pid);
  return times && times.own / TICKS_PER_SECOND;
}

/** The data directory of the PostgreSQL server `connection` is connected to. */
export async function dataDirectoryOf(connection: Queryable): Promise<string> {
  const [{ data_directory: dataDirectory }] =
    await connection.query<Array<{ data_directory: string }>>(`show data_directory`);
  return dataDirectory;
}

/**
 * The CPU seconds the PostgreSQL server of `dataDirectory` on this machine has used so far: its
 * postmaster's own and reaped children's, and every live backend's. A figure of work done, which
 * the machine's load moves far less than a wall-clock time; undefined when the server is not on
 * this machine.
 */
export function postgresCpuSeconds(dataDirectory: string): number | undefined {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  const own = processTimes(postmaster);
  if (!own) return undefined;
  let ticks = own.own + own.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = processTimes(Number(entry));
    if (times?.parent === postmaster) ticks += times.own;
  }
  return ticks / TICKS_PER_SECOND;
}

/** `postgresCpuSeconds` of the server `dataSource` is connected to. */
export async function serverCpuSeconds(dataSource: DataSource): Promise<number | undefined> {
  return postgresCpuSeconds(await dataDirectoryOf(dataSource));
}

/** The CPU of each side of an HTTP load for each answer, in ms (`CpuMeter.start`). */
export interface CpuPerAnswer {
  /** The api process under load. */
  api: number;
  /** The worker process (the projections), when one is measured. */
  worker: number | undefined;
  /** The PostgreSQL server, when it is on this machine. */
  server: number | undefined;
  /** This process: the load's client. */
  client: number;
}

/**
 * The CPU an api process, a worker process when there is one, their PostgreSQL server and this
 * process (the load's client) use: read when a load starts (`start`), and again when it ends (the
 * function `start` gives, with the number of answers), as ms per answer. Where the machine's cores
 * go. A worker's share is what it did during the load: work it had not caught up with by the end
 * is not counted.
 */
export class CpuMeter {
  constructor(
    private readonly apiPid: number,
    private readonly dataDirectory: string,
    private readonly workerPid?: number,
  ) {}

  start(): (answers: number) => CpuPerAnswer {
    const before = this.read();
    return (answers) => {
      const after = this.read();
      const perAnswer = (from: number | undefined, to: number | undefined) =>
        from === undefined || to === undefined ? undefined : ((to - from) * 1000) / answers;
      return {
        api: perAnswer(before.api, after.api) ?? Number.NaN,
        worker: perAnswer(before.worker, after.worker),
        server: perAnswer(before.server, after.server),
        client: perAnswer(before.client, after.client) ?? Number.NaN,
      };
    };
  }

  private read() {
    const { user, system } = process.cpuUsage();
    return {
      api: processCpuSeconds(this.apiPid),
      worker: this.workerPid === undefined ? undefined : processCpuSeconds(this.workerPid),
      server: postgresCpuSeconds(this.dataDirectory),
      client: (user + system) / 1e6,
    };
  }
}

/** The CPU of each side of a load for each answer, for a progress line. */
export function describeCpu({ api, worker, server, client }: CpuPerAnswer): string {
  const ms = (value: number | undefined) =>
    value === undefined ? 'not on this machine' : `${value.toFixed(2)} ms`;
  const workers = worker === undefined ? '' : `, worker ${ms(worker)}`;
  return `CPU per answer: api ${ms(api)}${workers}, PostgreSQL ${ms(server)}, client ${ms(client)}`;
}
