import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { type RecordedEvent } from './event';
import { EventStore } from './event-store';

/**
 * An event that has been committed to the log, published on the @nestjs/cqrs EventBus for
 * in-process reactions (`@EventsHandler(EventCommitted)`, sagas). Never the source of truth: a
 * reaction that must not be lost reads the feed as a projection or reactor instead.
 */
export class EventCommitted {
  constructor(readonly event: RecordedEvent) {}

  get type(): string {
    return this.event.type;
  }
}

/** Step 5 of an append: after the commit, every stored event goes out on the EventBus. */
@Injectable()
export class EventBusPublisher implements OnModuleInit {
  constructor(
    private readonly store: EventStore,
    private readonly eventBus: EventBus,
  ) {}

  onModuleInit(): void {
    this.store.onCommitted((events) =>
      this.eventBus.publishAll(events.map((event) => new EventCommitted(event))),
    );
  }
}
