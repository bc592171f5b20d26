/**
 * Waits until `condition` holds, checking every `intervalMs`; fails with `message` after
 * `timeoutMs`. A bound on waiting, never an assertion about speed.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  message: string,
  { timeoutMs = 20_000, intervalMs = 10 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
