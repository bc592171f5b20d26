import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandRunner } from './command-runner';
import { EventBusPublisher } from './event-bus-publisher';
import { EventStore } from './event-store';

@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  providers: [EventStore, CommandRunner, EventBusPublisher],
  exports: [EventStore, CommandRunner],
})
export class EventStoreModule {}
