import {
  type DynamicModule,
  type INestApplication,
  RequestMethod,
  type Type,
} from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { type Role } from '../auth/access-token-verifier';
import { IS_PUBLIC } from '../auth/public.decorator';
import { REQUIRED_ROLES } from '../auth/roles.decorator';
import { ANSWER_HOLDS_SECRET } from './answer-holds-secret.decorator';
import { RAW_RESPONSE } from './envelope.interceptor';

/** Who may call a route, as its decorators declare it. */
export type Access = { kind: 'public' } | { kind: 'signed-in'; roles?: Role[] };

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express style: `/api/domains/detail/:id`. */
  path: string;
  access: Access;
  /** Answers in its own format (a key set, a page, a feed), not the `{ success, data }` envelope. */
  raw: boolean;
  /** The global rate limit applies (every route but those marked `@SkipThrottle()`). */
  throttled: boolean;
  /** In the OpenAPI document: not a page or feed excluded with `@ApiExcludeController()`. */
  documented: boolean;
  /** `@AnswerHoldsSecret()`: a retry with the same `Idempotency-Key` answers 409, not the secret. */
  answerHoldsSecret: boolean;
}

const METHODS: Partial<Record<RequestMethod, Route['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

/** `@SkipThrottle()` of @nestjs/throttler: its metadata key for the `default` throttler. */
const SKIP_DEFAULT_THROTTLE = 'THROTTLER:SKIPdefault';
/** The metadata keys of `@ApiExcludeController()` and `@ApiExcludeEndpoint()` (not exported). */
const EXCLUDE_CONTROLLER = 'swagger/apiExcludeController';
const EXCLUDE_ENDPOINT = 'swagger/apiExcludeEndpoint';

function joinPath(...parts: unknown[]): string {
  const path = parts
    .map((part) => (Array.isArray(part) ? String(part[0]) : String(part ?? '')))
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${path}`;
}

/** Every HTTP route the app serves, read from the controllers' own metadata. */
export function routesOf(app: INestApplication): Route[] {
  return routesOfControllers(
    [...app.get(ModulesContainer).values()].flatMap((module) =>
      [...module.controllers.values()].flatMap((wrapper) =>
        wrapper.metatype ? [wrapper.metatype as Type] : [],
      ),
    ),
  );
}

/**
 * The controllers a module declares and those of every module it imports, read from the
 * modules' metadata without starting anything: the routes of a server that runs elsewhere (a
 * fuzz run against `npm start`).
 */
export function controllersOf(root: Type | DynamicModule): Type[] {
  const seen = new Set<unknown>();
  const controllers = new Set<Type>();
  const visit = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic = typeof entry === 'object' ? (entry as Partial<DynamicModule>) : undefined;
    const module = dynamic ? dynamic.module : (entry as Type);
    if (!module) return;
    const declared = <T>(key: string) =>
      (Reflect.getMetadata(key, module) as T[] | undefined) ?? [];
    for (const controller of [...declared<Type>('controllers'), ...(dynamic?.controllers ?? [])])
      controllers.add(controller);
    for (const imported of [...declared<unknown>('imports'), ...(dynamic?.imports ?? [])])
      visit(imported);
  };
  visit(root);
  return [...controllers];
}

/** The routes of these controllers, as their decorators declare them. */
export function routesOfControllers(controllers: Type[]): Route[] {
  const routes: Route[] = [];
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (!method || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const metadata = <T>(key: string) =>
        (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as
          T | undefined;
      const roles = metadata<Role[]>(REQUIRED_ROLES);
      routes.push({
        method,
        path: joinPath(
          Reflect.getMetadata(PATH_METADATA, controller),
          Reflect.getMetadata(PATH_METADATA, handler),
        ),
        access: metadata<boolean>(IS_PUBLIC)
          ? { kind: 'public' }
          : { kind: 'signed-in', ...(roles ? { roles } : {}) },
        raw: metadata<boolean>(RAW_RESPONSE) ?? false,
        throttled: !metadata<boolean>(SKIP_DEFAULT_THROTTLE),
        documented: !(
          (Reflect.getMetadata(EXCLUDE_CONTROLLER, controller) as [boolean] | undefined)?.[0] ||
          (Reflect.getMetadata(EXCLUDE_ENDPOINT, handler) as { disable: boolean } | undefined)
            ?.disable
        ),
        answerHoldsSecret: metadata<boolean>(ANSWER_HOLDS_SECRET) ?? false,
      });
    }
  }
  return routes;
}

/** `/api/domains/detail/:id` as the OpenAPI document writes it: `/api/domains/detail/{id}`. */
export function documentPath(route: Pick<Route, 'path'>): string {
  return route.path.replace(/:(\w+)/g, '{$1}');
}
