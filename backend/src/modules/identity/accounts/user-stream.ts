import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { eventIdFor } from '../../../platform/event-store/event-id';
import { decideWithin } from '../../../platform/event-store/command-handler';
import { type AppendRequest } from '../../../platform/event-store/event';
import { EventStore, type StoreTransaction } from '../../../platform/event-store/event-store';
import { decide, foldUser, type UserCommand, userDecider } from '../model/user';
import { type UserEvent, userStreamId } from '../model/user.events';

/**
 * Load, decide, append for an existing user's stream. `within` runs in the append's transaction,
 * for the personal data kept beside the events in `users`.
 */
@Injectable()
export class UserStream {
  constructor(private readonly eventStore: EventStore) {}

  async execute(
    command: UserCommand,
    within?: (manager: EntityManager) => Promise<void>,
  ): Promise<UserEvent[]> {
    const streamId = userStreamId(command.userId);
    const past = await this.eventStore.readStream(streamId);
    const state = foldUser(past.map((event) => event as unknown as UserEvent));
    const events = decide(command, state);
    if (events.length === 0) {
      return events;
    }
    const commandId = randomUUID();
    await this.eventStore.append(
      streamId,
      BigInt(past.length),
      events.map((event, index) => ({
        ...event,
        id: eventIdFor(commandId, index),
        metadata: { actorId: command.userId, commandId },
      })),
      { within: within && ((manager) => within(manager)) },
    );
    return events;
  }

  /**
   * The append a command decides, inside the caller's transaction, which must have locked
   * `userStreamId(command.userId)`. Undefined when the command decides nothing.
   */
  async decideWithin(
    tx: StoreTransaction,
    command: UserCommand,
    commandId: string,
    actorId: string,
  ): Promise<AppendRequest | undefined> {
    const { append } = await decideWithin(tx, userStreamId(command.userId), userDecider, command, {
      commandId,
      metadata: { actorId },
      tag: 'user',
    });
    return append;
  }
}
