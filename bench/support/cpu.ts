import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DataSource } from 'typeorm';

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

/**
 * The CPU seconds a PostgreSQL server on this machine has used so far: its postmaster's own and
 * reaped children's, and every live backend's. A figure of work done, which the machine's load
 * moves far less than a wall-clock time; undefined when the server is not on this machine.
 */
export async function serverCpuSeconds(dataSource: DataSource): Promise<number | undefined> {
  const [{ data_directory: dataDirectory }] =
    await dataSource.query<Array<{ data_directory: string }>>(`show data_directory`);
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
