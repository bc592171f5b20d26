import { type INestApplicationContext } from '@nestjs/common';
import { GrantCreditsHandler } from '../modules/credits';
import { UserDirectory } from '../modules/identity';

export const GRANT_USAGE = 'Usage: npm run credits:grant -- <email> <credits, 1 to 10000>';
const MAX_GRANT = 10_000;

/**
 * `npm run credits:grant -- <email> <n>`: an operator gives a user a purchased lot of `n` credits,
 * expiring in 12 months. There is no HTTP route for this: credits come from payments.
 * Returns the process exit code.
 */
export async function grantCreditsCommand(
  app: INestApplicationContext,
  args: string[],
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const [email, count] = args;
  const amount = Number(count);
  if (!email || !/^\d+$/.test(count ?? '') || amount < 1 || amount > MAX_GRANT) {
    io.err(GRANT_USAGE);
    return 2;
  }
  const user = await app.get(UserDirectory).findByEmail(email);
  if (!user) {
    io.err(`No account has the address ${email}`);
    return 1;
  }
  const lot = await app
    .get(GrantCreditsHandler)
    .execute({ userId: user.id, amount, kind: 'purchased', source: 'cli' });
  io.out(
    `Granted ${amount} credits to ${user.email} (lot ${lot?.lotId}, expires ${lot?.expiresAt})`,
  );
  return 0;
}
