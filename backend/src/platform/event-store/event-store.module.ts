import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventBusPublisher } from './event-bus-publisher';
import { EventStore } from './event-store';

@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  providers: [EventStore, EventBusPublisher],
  exports: [EventStore],
})
export class EventStoreModule {}
