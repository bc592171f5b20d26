import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { deleteQueues } from '../../support/jobs';
import {
  freePort,
  killProcess,
  networkAddress,
  startProcess,
  waitForHealth,
} from '../../support/processes';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '../../support/test-database';

/** `npm start` (dist/src/start.js) run as a developer runs it, on a machine with a network address. */
describe('the all-in-one start on a machine in a network', () => {
  let db: TestDatabase;
  let dataDir: string;
  let running: ChildProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'dlm-start-'));
  }, 180_000);

  afterEach(async () => {
    if (running) await killProcess(running);
  });

  afterAll(async () => {
    const redis = new Redis(testRedisUrl());
    await deleteQueues(redis, `test-${db.name}`);
    redis.disconnect();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the process and waits until it answers on this machine; its port. */
  async function start(env: NodeJS.ProcessEnv = {}): Promise<number> {
    const port = await freePort();
    running = startProcess('start', {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: `test-${db.name}`,
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    });
    await waitForHealth(`http://127.0.0.1:${port}`);
    return port;
  }

  it('answers on this machine only: the network address refuses the connection', async () => {
    const port = await start();
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);
    await expect(fetch(`http://${networkAddress()}:${port}/health`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
  }, 120_000);

  it('answers the network when HOST says so, still keeping the mailbox to this machine', async () => {
    const port = await start({ HOST: '0.0.0.0' });
    const outside = `http://${networkAddress()}:${port}`;
    expect((await fetch(`${outside}/health`)).status).toBe(200);
    expect((await fetch(`${outside}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);
  }, 120_000);
});
