import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface OpenApiValidator {
  /** Errors of `value` against `components.schemas[name]` (empty: valid). */
  schemaErrors(name: string, value: unknown): string[];
  /**
   * Errors of an answer against the document: the operation of `path` (as in the document, e.g.
   * `/api/scans/{scan_id}`) and method documents this status, with this content type, and the
   * body matches its schema. `body` undefined: the status must document no content.
   */
  responseErrors(answer: { path: string; method: string; status: number; contentType: string | null; body: unknown }): string[];
}

/** Validates values and answers against an OpenAPI 3.1 document's schemas (JSON Schema 2020-12, ajv in strict mode). */
export function openApiValidator(document: Json): OpenApiValidator {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  // The document's own `#/components/schemas/...` references resolve inside this schema.
  ajv.addKeyword({ keyword: 'components' });
  ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorOf = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: `openapi.json${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  const run = (validate: ReturnType<typeof ajv.compile>, value: unknown): string[] =>
    validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  const errorsOf = (pointer: string, value: unknown): string[] => run(validatorOf(pointer), value);
  const paths = document.paths as Record<string, Record<string, Json>>;
  return {
    schemaErrors: (name, value) => errorsOf(`#/components/schemas/${name}`, value),
    responseErrors({ path, method, status, contentType, body }) {
      const operation = paths[path]?.[method.toLowerCase()];
      if (operation === undefined) return [`${method} ${path} is not in the document`];
      const response = (operation.responses as Record<string, Json>)[String(status)];
      if (response === undefined) return [`${method} ${path} documents no ${status}`];
      const content = response.content as Record<string, { schema: Json }> | undefined;
      if (body === undefined) return content === undefined ? [] : [`${method} ${path} ${status} documents a body, and none came`];
      const mediaType = (contentType ?? '').split(';')[0]!.trim();
      const media = content?.[mediaType];
      if (media === undefined) return [`${method} ${path} ${status} documents no ${mediaType || 'body'}`];
      const schema = media.schema;
      if (typeof schema.$ref === 'string') return errorsOf(schema.$ref, body);
      // An inline schema (its references made absolute).
      return run(ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as Json), body);
    },
  };
}
