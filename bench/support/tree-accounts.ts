import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * `node dist/bench/support/tree-accounts.js <root> <accounts>`, spawned by
 * `AppTree.prepareAccounts` with an app process's environment: gives each address of
 * `accounts.credits` 10,000 purchased credits through `npm run credits:grant`'s own command, and
 * makes each of `accounts.pro` Pro through the test checkout, as the demo seed does. Everything it
 * runs is the build in `<root>` (this checkout's or a baseline's) with that tree's node_modules,
 * never this checkout's modules: a baseline's schema and handlers are its own.
 */

/** The accounts to prepare, as JSON (`TreeAccounts` of app-tree.ts). */
interface Accounts {
  credits: string[];
  pro: string[];
}

const CREDITS = '10000';

/** What this script uses of a tree's build, the same in every tree it has run. */
type Class<T> = abstract new (...args: never[]) => T;
interface AppContext {
  get<T>(type: Class<T>): T;
}
interface RunCli {
  withAppContext<T>(run: (app: AppContext) => Promise<T>): Promise<T>;
}
interface CreditsGrant {
  grantCreditsCommand(
    app: AppContext,
    args: string[],
    io: { out: (line: string) => void; err: (line: string) => void },
  ): Promise<number>;
}
interface Identity {
  UserDirectory: Class<{ findByEmail(email: string): Promise<{ id: string } | undefined> }>;
}
interface Billing {
  TestPurchases: Class<{ buy(userId: string, productId: 'pro'): Promise<void> }>;
}

async function main(root: string, accounts: Accounts): Promise<void> {
  const load = createRequire(join(root, 'package.json'));
  // The decorators' metadata library before any decorated class, as the tree's entry points do.
  load('reflect-metadata');
  const dist = <T>(path: string) => load(join(root, 'dist', 'src', path)) as T;
  const { withAppContext } = dist<RunCli>('cli/run-cli');
  const { grantCreditsCommand } = dist<CreditsGrant>('cli/credits-grant.command');
  const { UserDirectory } = dist<Identity>('modules/identity');
  const { TestPurchases } = dist<Billing>('modules/billing/test-purchases');
  await withAppContext(async (app) => {
    for (const email of accounts.pro) {
      const user = await app.get(UserDirectory).findByEmail(email);
      if (!user) throw new Error(`No account has the address ${email}`);
      await app.get(TestPurchases).buy(user.id, 'pro');
    }
    for (const email of accounts.credits) {
      const errors: string[] = [];
      const io = { out: () => undefined, err: (line: string) => errors.push(line) };
      const code = await grantCreditsCommand(app, [email, CREDITS], io);
      if (code !== 0) throw new Error(`credits:grant ${email} ${CREDITS}: ${errors.join('; ')}`);
    }
  });
}

main(process.argv[2], JSON.parse(process.argv[3]) as Accounts).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
