import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../event-store/event';

/** Job data: ids only, never a copy of business state (the command reloads what it needs). */
export type JobData = Record<string, string>;

/** A job to put on a queue. The same `jobId` is never queued twice while BullMQ remembers it. */
export interface JobRequest {
  queue: string;
  name: string;
  data: JobData;
  /** Derived from what caused the job (an event id, a lot id), so a repeated request adds nothing. */
  jobId: string;
  /** Run no earlier than this. */
  runAt?: Date;
  /** The cause's correlation id; the current request's or job's when unset. */
  correlationId?: string;
  /**
   * Forgotten as soon as it is done (completed or failed), so that its id is queued once at a
   * time rather than once ever: a request while it waits or runs adds nothing, a later one does.
   */
  oneAtATime?: boolean;
}

/**
 * The key of job data that carries the correlation id from the queueing process to the worker;
 * the worker takes it off before the handler sees the data.
 */
export const CORRELATION_ID_KEY = 'correlationId';

/**
 * Runs one kind of job by dispatching an idempotent command: running it twice (a retry after a
 * worker died, a duplicate) changes nothing the second time.
 */
export interface JobHandler {
  readonly queue: string;
  readonly name: string;
  run(data: JobData): Promise<void>;
}

/**
 * Turns committed events into jobs. It runs like an asynchronous projection (one owner, a
 * checkpoint, events in commit order) but writes no table, and is never rebuilt. Either each event
 * gets its jobs (`react`), or each batch the processor reads gets them (`reactToBatch`): for work
 * that is cheaper done once for many events, since a job costs a dozen round trips to Redis.
 */
export type Reactor = {
  /** Stable name; its checkpoint is `reactor.<name>`. */
  readonly name: string;
  readonly eventTypes: readonly string[];
} & (
  | { react(event: RecordedEvent): JobRequest[]; reactToBatch?: never }
  | {
      /**
       * The jobs of a batch of its events, in log order. A job id made from the batch's first and
       * last event ids: a batch read again after a crash may end elsewhere, and its job must
       * still be queued (the handler's work is idempotent, so running an event twice is harmless).
       * It may read what decides whether there is work at all through `manager` (the processor's
       * transaction), which costs less than a job that finds there is none.
       */
      reactToBatch(
        events: RecordedEvent[],
        manager: EntityManager,
      ): JobRequest[] | Promise<JobRequest[]>;
      react?: never;
    }
);

/** A job every `everyMs` (a sweep that catches what a lost or early job missed). */
export interface JobSchedule {
  queue: string;
  name: string;
  everyMs: number;
}
