import { Global, Injectable, Module } from '@nestjs/common';

/** The one source of time for business code, so tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
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
