import { Pool } from 'pg';
import { createBenchDatabase } from '../../../bench/support/services';
import { terminatedConnectionListener } from '../../../bench/support/terminated-connections';
import { testServerUrl } from '../support/test-database';

describe("the bench runner's listener for uncaught errors", () => {
  it('goes on past the error an idle pool client gets when its bench database is dropped', async () => {
    const database = await createBenchDatabase(testServerUrl(), 'terminated');
    const pool = new Pool({ connectionString: database.url });
    (await pool.connect()).release();
    const terminated = new Promise<Error>((resolve) => pool.once('error', resolve));
    await database.drop();
    const error = await terminated;
    await pool.end();
    const said: string[] = [];
    const exits: number[] = [];
    const listener = terminatedConnectionListener(
      (line) => said.push(line),
      (code) => exits.push(code),
    );

    listener(error);

    expect(exits).toEqual([]);
    expect(said).toEqual([
      '   a connection to a dropped bench database was ended: terminating connection due to administrator command',
    ]);
  });

  it('ends the run with 1 on any other error', () => {
    const said: string[] = [];
    const exits: number[] = [];
    const listener = terminatedConnectionListener(
      (line) => said.push(line),
      (code) => exits.push(code),
    );

    listener(new TypeError('a bench bug'));

    expect(exits).toEqual([1]);
    expect(said[0]).toMatch(/^TypeError: a bench bug/);
  });
});
