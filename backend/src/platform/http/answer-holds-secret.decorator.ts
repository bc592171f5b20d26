import { applyDecorators, Header, SetMetadata } from '@nestjs/common';

export const ANSWER_HOLDS_SECRET = 'http:answerHoldsSecret';

/**
 * The route's answer holds a secret: a session's tokens, an API token, a signing secret, a cookie
 * carrying a token, a domain's transfer auth code. No cache may keep it (`Cache-Control:
 * no-store`). For an `Idempotency-Key`, only the answer's status is kept, never its body, so that
 * no one who reads the database finds a working secret there; a retry with the same key answers
 * 409 IDEMPOTENCY_ANSWER_NOT_KEPT.
 */
export const AnswerHoldsSecret = () =>
  applyDecorators(SetMetadata(ANSWER_HOLDS_SECRET, true), Header('Cache-Control', 'no-store'));
