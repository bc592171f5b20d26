import { isAbsolute, relative } from 'node:path';

/** Start-up lines for a person at a terminal; the app's own logs go through pino. */
export function printLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function printError(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** A path as the person typed it: relative to where they ran the command when that is shorter. */
export function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : path;
}

/** One line for any start-up failure: the message of a known error, the stack of a surprise. */
export function describeFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

/** The first line of an error's message: enough for a command-line tool's one-line failure. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0] || (error instanceof Error ? error.name : 'failed');
}

/** A start-up failure whose message already says what went wrong and what to do. */
export class StartupError extends Error {}
