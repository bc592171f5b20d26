/**
 * Runs a task for many callers, one run at a time: a caller that comes while a run is going
 * shares the next one, which starts when that run ends. Every caller gets a result the task began
 * after the caller came, and under load there is one run per round trip instead of one per caller.
 */
export class SharedRuns<T> {
  private running: Promise<T> | undefined;
  private next: Promise<T> | undefined;

  constructor(private readonly task: () => Promise<T>) {}

  run(): Promise<T> {
    if (!this.running) return this.start();
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<T> {
    const running = this.task().finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }
}
