import { SetMetadata } from '@nestjs/common';

export const ANSWER_HOLDS_SECRET = 'http:answerHoldsSecret';

/**
 * The route's answer holds a secret: a session's tokens, an API token, a signing secret, a cookie
 * carrying a token. For an `Idempotency-Key`, only the answer's status is kept, never its body, so
 * that no one who reads the database finds a working secret there; a retry with the same key
 * answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT.
 */
export const AnswerHoldsSecret = () => SetMetadata(ANSWER_HOLDS_SECRET, true);
