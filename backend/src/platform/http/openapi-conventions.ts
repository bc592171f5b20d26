import { type OpenAPIObject } from '@nestjs/swagger';
import { isDeepStrictEqual } from 'node:util';
import { API_TAGS } from './openapi-tags';
import { documentPath, type Route } from './routes';

/**
 * The rules every operation of the document keeps, applied to the document Nest's decorators
 * describe, so that a new endpoint keeps them without anyone remembering to:
 *
 * - OpenAPI 3.1, so that a nullable field or `$ref` is a type union that validators understand
 *   (`nullable` beside `allOf` means nothing under 3.0);
 * - a public route (`@Public()`) needs no credentials: `security: []`;
 * - a rate-limited route (all but `@SkipThrottle()`) documents 429 and its `Retry-After`;
 * - every route documents 400: the input guard refuses, on any route, a query or body nested too
 *   deep or holding text that cannot be stored;
 * - every POST takes an `Idempotency-Key`, and one whose answer holds a secret documents that a
 *   retry with the key answers 409 rather than the secret;
 * - every answer is a named schema (`ListingEnvelope`, `ListingListEnvelope`), never an inline
 *   wrapper a generator has to invent a name for;
 * - every tag is declared with its description.
 */
export function applyApiConventions(document: OpenAPIObject, routes: Route[]): OpenAPIObject {
  const byOperation = new Map(
    routes.map((route) => [key(route.method, documentPath(route)), route]),
  );
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const route = byOperation.get(key(method, path));
      if (route?.access.kind === 'public') operation.security = [];
      if (route?.throttled ?? true) operation.responses['429'] = RATE_LIMITED;
      operation.responses['400'] ??= MALFORMED;
      if (method === 'post') {
        operation.parameters = [
          ...(operation.parameters ?? []).filter(
            (parameter) => !('name' in parameter) || parameter.name !== IDEMPOTENCY_KEY.name,
          ),
          route?.answerHoldsSecret ? IDEMPOTENCY_KEY_SECRET_ANSWER : IDEMPOTENCY_KEY,
        ];
        if (route?.answerHoldsSecret) operation.responses['409'] ??= ANSWER_NOT_KEPT;
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = (response as Response).content?.['application/json'];
        if (!content?.schema || content.schema.$ref) continue;
        const name = schemaName(content.schema, `${upperFirst(operation.operationId ?? '')}`);
        content.schema = {
          $ref: `#/components/schemas/${nameFor(schemas, name, content.schema, status)}`,
        };
      }
    }
  }
  document.components.schemas = nullableAs31(schemas) as typeof schemas;
  document.paths = nullableAs31(document.paths) as typeof document.paths;
  document.openapi = '3.1.0';
  document.tags = API_TAGS;
  return document;
}

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
};
type Response = { content?: Record<string, { schema?: Schema }> };

const key = (method: string, path: string) => `${method} ${path}`;
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const refName = (schema: Schema | undefined) => schema?.$ref?.split('/').pop();

export const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  required: false,
  description:
    'A key of your choosing (a UUID v4, say) that makes the request safe to retry: a retry with ' +
    'the same key and body answers what the first request answered; the same key with another ' +
    'body answers 422.',
  schema: { type: 'string' as const, minLength: 1, maxLength: 255 },
};

/** The answer holds a secret (a token, a signing secret), which is not kept to answer a retry. */
const IDEMPOTENCY_KEY_SECRET_ANSWER = {
  ...IDEMPOTENCY_KEY,
  description:
    'A key of your choosing (a UUID v4, say) that makes the request safe to retry: the request ' +
    'runs once. The answer holds a secret, which is not kept: once the first request succeeded, ' +
    'a retry with the same key and body answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT (an answer that ' +
    'refused the request is answered again); the same key with another body answers 422.',
};

const ANSWER_NOT_KEPT = {
  description:
    'IDEMPOTENCY_ANSWER_NOT_KEPT: a retry with the Idempotency-Key of a request that succeeded; ' +
    'its answer held a secret, which is not kept',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
};

const RATE_LIMITED = {
  description: 'RATE_LIMITED: too many requests; wait the seconds `Retry-After` gives',
  headers: {
    'Retry-After': {
      description: 'Seconds to wait before the limit lets the caller in again',
      schema: { type: 'integer', minimum: 0 },
    },
  },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
};

const MALFORMED = {
  description: 'VALIDATION_ERROR: the request is malformed; details name each field',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
};

/** `XEnvelope` / `XListEnvelope` for the `{ success, data }` envelope of a model, else `<Op>Response`. */
function schemaName(schema: Schema, operation: string): string {
  const data = schema.properties?.data;
  const model = refName(data) ?? refName(data?.items);
  if (schema.properties?.success && model) return `${model}${data?.items ? 'List' : ''}Envelope`;
  return `${operation}Response`;
}

/** The name, or the name with the status when another schema already has it. */
function nameFor(
  schemas: Record<string, unknown>,
  name: string,
  schema: Schema,
  status: string,
): string {
  for (const candidate of [name, `${name}${status}`]) {
    if (!schemas[candidate]) schemas[candidate] = schema;
    if (isDeepStrictEqual(schemas[candidate], schema)) return candidate;
  }
  throw new Error(`OpenAPI: two different answers want the schema name ${name}`);
}

/** OAS 3.0's `nullable: true` as the 3.1 type union, at every depth. */
function nullableAs31(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableAs31);
  if (value === null || typeof value !== 'object') return value;
  const { nullable, ...schema } = Object.fromEntries(
    Object.entries(value).map(([name, child]) => [name, nullableAs31(child)]),
  ) as Schema & { nullable?: boolean; allOf?: Schema[]; enum?: unknown[] };
  if (nullable !== true) return schema;
  if (schema.allOf?.length === 1) {
    const { allOf, type: _type, ...rest } = schema;
    return { ...rest, oneOf: [allOf[0], { type: 'null' }] };
  }
  if (typeof schema.type === 'string') {
    return {
      ...schema,
      type: [schema.type, 'null'],
      ...(schema.enum ? { enum: [...schema.enum, null] } : {}),
    };
  }
  throw new Error(`OpenAPI: a nullable schema without a type: ${JSON.stringify(value)}`);
}
