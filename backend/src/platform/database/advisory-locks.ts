/**
 * The classes of the two-key advisory locks, in one place so that no two users of the lock space
 * collide. The append's stream locks use the one-key space, so a name can never meet a stream id.
 */

/** A projection's processor holds (class, hash of the projection's name) while it runs. */
export const PROJECTION_LOCK_CLASS = 0x45530001;

/**
 * Held exclusively by a rebuild for its whole length, and shared by each batch transaction of the
 * projection's processor: a rebuild waits for the batch in hand and the processor's next batch
 * waits for the rebuild, then finds its checkpoint moved and reads it again. Each append that runs
 * in a transaction shares it for every inline projection, so a rebuild of one waits for those in
 * hand and the next ones wait for the rebuild.
 */
export const REBUILD_LOCK_CLASS = 0x45530002;

/**
 * Held by a webhook drain for one (endpoint, listing) while it sends that listing's events in
 * order, so two jobs never send them side by side.
 */
export const WEBHOOK_DRAIN_LOCK_CLASS = 0x45530003;
