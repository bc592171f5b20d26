/** PostgreSQL's "terminating connection due to administrator command" (admin_shutdown). */
const ADMIN_SHUTDOWN = '57P01';

/**
 * The runner's `uncaughtException` listener. Dropping a bench's database `with (force)` ends every
 * session on it, and a client of this process still connected there (an idle client of a pool that
 * a bench, or a library it measures, opened and left) gets 57P01. pg emits that as an 'error'
 * event, and from a pool or client with no listener for it the error is thrown: the run ended
 * mid-way, its later benches and its summary lost (seen once in `append commands marketplace`).
 * Such an error is a line of the output; any other uncaught error still ends the run with 1.
 */
export function terminatedConnectionListener(
  say: (line: string) => void,
  exit: (code: number) => void,
): (error: Error) => void {
  return (error) => {
    if ((error as { code?: string }).code === ADMIN_SHUTDOWN) {
      say(`   a connection to a dropped bench database was ended: ${error.message}`);
      return;
    }
    say(error.stack ?? String(error));
    exit(1);
  };
}
