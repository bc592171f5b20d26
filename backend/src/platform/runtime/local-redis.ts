import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../database/embedded-postgres';
import { displayPath } from './print';

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export interface RedisChoice {
  /** undefined: no Redis, background jobs are off. */
  url: string | undefined;
  /** One line for the start-up output. */
  summary: string;
  stop(): Promise<void>;
}

const noop = async () => undefined;

/**
 * REDIS_URL when set; else a Redis already answering on the usual local port; else a redis-server
 * from PATH started as a child of this process; else none (the API works without background jobs).
 */
export async function resolveRedis(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  localUrl?: string;
}): Promise<RedisChoice> {
  const { env, dataDir, localUrl = LOCAL_REDIS_URL } = options;
  if (env.REDIS_URL) return { url: env.REDIS_URL, summary: 'Redis: REDIS_URL', stop: noop };
  if (await redisAnswers(localUrl)) {
    return { url: localUrl, summary: `Redis: ${new URL(localUrl).host}`, stop: noop };
  }
  const binary = findExecutable('redis-server', env.PATH);
  if (!binary) {
    return {
      url: undefined,
      summary:
        'Redis: not found — background jobs are off (install redis-server or set REDIS_URL); the API still works.',
      stop: noop,
    };
  }
  try {
    const server = await startRedisServer(binary, dataDir);
    return {
      url: server.url,
      summary: `Redis: started redis-server on port ${server.port}, data in ${displayPath(dataDir)}`,
      stop: server.stop,
    };
  } catch (error) {
    return {
      url: undefined,
      summary: `Redis: redis-server did not start (${(error as Error).message}) — background jobs are off; the API still works.`,
      stop: noop,
    };
  }
}

/** True when a Redis without a password answers PING at `url` within `timeoutMs`. */
export function redisAnswers(url: string, timeoutMs = 300): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const finish = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => finish(reply.toString().startsWith('+PONG')));
  });
}

export function findExecutable(name: string, searchPath = ''): string | undefined {
  for (const dir of searchPath.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** A throw-away redis-server on a free loopback port: no snapshots, no append-only file. */
export async function startRedisServer(
  binary: string,
  dataDir: string,
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dataDir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should this process exit without its shutdown (a crash), take the child along.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 5_000;
  while (!(await redisAnswers(url))) {
    if (hasExited(child) || Date.now() > deadline) {
      child.kill('SIGKILL');
      process.removeListener('exit', killOnExit);
      const lastLine = output.trim().split('\n').pop() ?? '';
      throw new Error(lastLine || (hasExited(child) ? 'it exited' : 'no answer within 5 s'));
    }
    await sleep(50);
  }
  return {
    url,
    port,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopChild(child);
    },
  };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
