import { Injectable } from '@nestjs/common';
import { type JobHandler, type JobSchedule, type Reactor } from './job';

/** The jobs, reactors and schedules of the process. Modules register theirs in `onModuleInit`. */
@Injectable()
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly reactorsByName = new Map<string, Reactor>();
  private readonly scheduleList: JobSchedule[] = [];

  handle(handler: JobHandler): void {
    const key = `${handler.queue}/${handler.name}`;
    if (this.handlers.has(key)) throw new Error(`Job ${key} already has a handler`);
    this.handlers.set(key, handler);
  }

  react(reactor: Reactor): void {
    if (this.reactorsByName.has(reactor.name))
      throw new Error(`Reactor ${reactor.name} is already registered`);
    this.reactorsByName.set(reactor.name, reactor);
  }

  schedule(schedule: JobSchedule): void {
    this.scheduleList.push(schedule);
  }

  handler(queue: string, name: string): JobHandler | undefined {
    return this.handlers.get(`${queue}/${name}`);
  }

  /** Every queue some handler consumes, sorted. */
  queues(): string[] {
    return [...new Set([...this.handlers.values()].map((handler) => handler.queue))].sort();
  }

  reactors(): Reactor[] {
    return [...this.reactorsByName.values()];
  }

  schedules(): JobSchedule[] {
    return [...this.scheduleList];
  }
}
