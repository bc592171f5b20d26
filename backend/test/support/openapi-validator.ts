import { type OpenAPIObject } from '@nestjs/swagger';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'https://openapi.invalid/openapi.json';

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
}

type Responses = Record<
  string,
  { content?: Record<string, { schema?: object }>; headers?: Record<string, unknown> }
>;

/**
 * Checks real answers against the OpenAPI 3.1 document with Ajv (JSON Schema 2020-12, the
 * dialect of OAS 3.1): the status must be documented for the operation, and a JSON answer must
 * match its schema. Returns what is wrong, nothing when the answer conforms.
 */
export function answerChecker(document: OpenAPIObject) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components }, DOCUMENT_ID);
  const withAbsoluteRefs = (schema: object) =>
    JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`),
    ) as object;

  return (method: string, path: string, answer: Answer): string[] => {
    const operation = document.paths[path]?.[method as 'get'];
    const label = `${method} ${path} ${answer.status}`;
    if (!operation) return [`${label}: not in the document`];
    const responses = operation.responses as Responses;
    const documented = responses[String(answer.status)] ?? responses.default;
    if (!documented) return [`${label}: status not documented`];
    const json = documented.content?.['application/json']?.schema;
    if (!json) return [];
    if (!/^application\/json\b/.test(answer.headers['content-type'] ?? ''))
      return [`${label}: sent ${answer.headers['content-type']}, documented application/json`];
    const validate = ajv.compile(withAbsoluteRefs(json));
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${label}: ${error.instancePath || '(body)'} ${error.message}`,
    );
  };
}
