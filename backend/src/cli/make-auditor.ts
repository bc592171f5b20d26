import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { grantRole } from '../modules/identity';
import { Clock } from '../platform/clock/clock';
import { loadConfig } from '../platform/config/app-config';
import { dataSourceOptions } from '../platform/database/data-source-options';
import { runCli } from './run-cli';

/** `node dist/src/cli/make-auditor.js <email>`: the only way to make an auditor (DECISIONS.md). */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    process.stderr.write('Usage: node dist/src/cli/make-auditor.js <email>\n');
    return 2;
  }
  const config = loadConfig();
  const dataSource = new DataSource(
    dataSourceOptions(config.DATABASE_URL, { applicationName: 'dlm-make-auditor', poolSize: 1 }),
  );
  await dataSource.initialize();
  try {
    const userId = await grantRole(dataSource, email, 'auditor', new Clock().now());
    if (!userId) {
      process.stderr.write(`No account has the address ${email}\n`);
      return 1;
    }
    process.stdout.write(
      `${email} (${userId}) is now an auditor; it applies from the next sign-in\n`,
    );
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

runCli(main);
