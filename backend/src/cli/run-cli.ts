import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../platform/config/app-config';
import { withLocalServices } from '../platform/runtime/cli-services';
import { StartupError } from '../platform/runtime/print';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const STDIO: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/**
 * Runs a command-line tool on the database `npm start` uses (DATABASE_URL, else the embedded one
 * of DATA_DIR or .data/, running or not): the number `main` answers is the exit code; a
 * configuration error is one line naming the bad variable, anything else its stack.
 */
export function runCli(main: () => Promise<number>): void {
  withLocalServices(process.env, main).then(
    (code) => process.exit(code),
    (error: unknown) => {
      STDIO.err(
        error instanceof ConfigError || error instanceof StartupError
          ? error.message
          : String((error as Error).stack ?? error),
      );
      process.exit(1);
    },
  );
}

/** The application's modules without an HTTP server, for the length of `run`. */
export async function withAppContext<T>(
  run: (app: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig()), {
    logger: ['error', 'warn'],
  });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}
