import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../platform/config/app-config';
import { grantCreditsCommand } from './credits-grant.command';

async function main(): Promise<number> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig()), {
    logger: ['error', 'warn'],
  });
  try {
    return await grantCreditsCommand(app, process.argv.slice(2), {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`,
    );
    process.exit(1);
  },
);
