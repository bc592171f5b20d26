import { Global, Injectable, Module } from '@nestjs/common';

/** The one source of time for business code, so tests and the demo seed's history can move it. */
@Injectable()
export class Clock {
  private movedTo: Date | undefined;

  now(): Date {
    return this.movedTo ? new Date(this.movedTo) : new Date();
  }

  /**
   * Runs `history` with the clock reading the moments `history` moves it to, for every part of the
   * process (commands, reactions, jobs); real time again once it is over. Only the demo seed uses
   * it, on the first start and before the server listens, so that its past is made by the same
   * commands as real use (docs/adr/0042-demo-data-with-a-past.md).
   */
  async replay<T>(history: (moveTo: (at: Date) => void) => Promise<T>): Promise<T> {
    try {
      return await history((at) => {
        this.movedTo = new Date(at);
      });
    } finally {
      this.movedTo = undefined;
    }
  }
}

/** A clock tests set and advance by hand. */
export class FixedClock extends Clock {
  constructor(private current: Date = new Date('2026-01-01T00:00:00.000Z')) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(to: Date): void {
    this.current = new Date(to);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
