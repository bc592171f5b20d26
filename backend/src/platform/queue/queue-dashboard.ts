import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import { bearerToken } from '../auth/auth.guard';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-error';
import { JobQueues } from './job-queues';
import { JobRegistry } from './job-registry';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
/** Holds an auditor's access token for the dashboard's own page loads (see the session route). */
export const QUEUE_DASHBOARD_COOKIE = 'dlm_queue_dashboard';

/**
 * The queue dashboard (@bull-board) for auditors: every queue's waiting, delayed, active,
 * completed and failed jobs (the failed ones are the dead letters, retried from here). A browser
 * page load carries no bearer header, so an auditor's token is also accepted from the cookie the
 * session route sets. Nothing is mounted without Redis.
 */
export function mountQueueDashboard(
  use: (path: string, ...handlers: RequestHandler[]) => void,
  queues: JobQueues,
  registry: JobRegistry,
  verifier: AccessTokenVerifier,
): void {
  if (!queues.enabled) return;
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const board = createBullBoard({ queues: [], serverAdapter });
  let boardQueues: string[] = [];

  // Modules register their queues when the app initialises, after this runs: read them per request.
  const withQueues = (_request: Request, _response: Response, next: NextFunction) => {
    const names = registry.queues();
    if (names.join() !== boardQueues.join()) {
      board.replaceQueues(names.map((name) => new BullMQAdapter(queues.queue(name))));
      boardQueues = names;
    }
    next();
  };
  const auditorsOnly = (request: Request, response: Response, next: NextFunction) => {
    const token = bearerToken(request) ?? cookie(request, QUEUE_DASHBOARD_COOKIE);
    const refuse = (error: UnauthorizedError | ForbiddenError, status: number) =>
      response.status(status).json({ success: false, error: error.message, code: error.code });
    if (!token) return refuse(new UnauthorizedError(), 401);
    verifier.verify(token).then(
      (caller) => (caller.roles.includes('auditor') ? next() : refuse(new ForbiddenError(), 403)),
      () => refuse(new UnauthorizedError(), 401),
    );
  };
  use(QUEUE_DASHBOARD_PATH, auditorsOnly, withQueues, serverAdapter.getRouter() as RequestHandler);
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
