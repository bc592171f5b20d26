import { grantCreditsCommand, GRANT_USAGE } from '../../../src/cli/credits-grant.command';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { availableCredits } from '../listings/listing-support';

describe('npm run credits:grant -- <email> <n>', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await grantCreditsCommand(app.app, args, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it('grants a purchased lot to the account with that address', async () => {
    const user = await signUpUser(app.http);
    const result = await run(user.email.toUpperCase(), '7');
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(new RegExp(`^Granted 7 credits to ${user.email.toLowerCase()}`));
    expect(await availableCredits(app.http, user.accessToken)).toBe(7);
  });

  it('refuses a bad count and an unknown address, granting nothing', async () => {
    const user = await signUpUser(app.http);
    for (const count of ['0', '-3', '2.5', 'ten', '10001']) {
      expect(await run(user.email, count)).toEqual({ code: 2, out: [], err: [GRANT_USAGE] });
    }
    expect(await run('nobody-here@example.com', '5')).toEqual({
      code: 1,
      out: [],
      err: ['No account has the address nobody-here@example.com'],
    });
    expect(await availableCredits(app.http, user.accessToken)).toBe(0);
  });
});
