import { z } from 'zod';
import { AnalyzeRequest } from '../services/parse-analyze-request.js';
import { Signal } from '../signal/schema.js';
import { ANALYZER_VERSION } from '../version.js';

function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

const errorBody = { type: 'object', required: ['error'], properties: { error: { type: 'string' } } };

/** OpenAPI 3.1 document of the JSON API, generated from the zod schemas the service validates with. */
export function buildOpenApiDocument(baseUrl: string): Record<string, unknown> {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const json = (schema: unknown) => ({ 'application/json': { schema } });
  return {
    openapi: '3.1.0',
    info: { title: 'svc pull request analysis API', version: ANALYZER_VERSION, description: 'Analyzes a GitHub pull request into a signal (svc.signal.v1).' },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'API key starting with svc_' },
        session: { type: 'apiKey', in: 'cookie', name: 'svc_session' },
      },
      schemas: {
        AnalyzeRequest: schemaOf(AnalyzeRequest),
        Signal: schemaOf(Signal),
        AnalyzeResponse: {
          type: 'object',
          required: ['signal_id', 'signal_url', 'scan_id', 'signal'],
          properties: { signal_id: { type: 'string' }, signal_url: { type: 'string' }, scan_id: { type: 'string' }, signal: ref('Signal') },
        },
        ScanRecord: {
          type: 'object',
          required: ['signal_id', 'scan_id', 'signal', 'created_at'],
          properties: { signal_id: { type: 'string' }, scan_id: { type: 'string', pattern: '^scan-[A-Za-z0-9]{24}$' }, signal: ref('Signal'), created_at: { type: 'string', format: 'date-time' } },
        },
        Error: errorBody,
        AnalysisFailure: { type: 'object', required: ['error', 'detail'], properties: { error: { type: 'string', pattern: '^Analysis failed:' }, detail: { type: 'string' } } },
        NotFound: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
      },
    },
    paths: {
      '/api/analyze': {
        post: {
          summary: 'Analyze a pull request',
          security: [{}, { apiKey: [] }],
          requestBody: { required: true, content: json(ref('AnalyzeRequest')) },
          responses: {
            '200': { description: 'The signal', content: json(ref('AnalyzeResponse')) },
            '400': { description: 'Invalid request or PR URL', content: json(ref('Error')) },
            '401': { description: 'Invalid API key', content: json(ref('Error')) },
            '429': { description: 'Rate limit exceeded', content: json(ref('Error')) },
            '500': { description: 'Analysis failed', content: json(ref('AnalysisFailure')) },
          },
        },
      },
      '/api/scans/{scan_id}': {
        get: {
          summary: 'A stored scan',
          parameters: [
            { name: 'scan_id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'format', in: 'query', required: false, description: 'json (default) or sarif: the findings as a SARIF 2.1.0 log', schema: { type: 'string', enum: ['json', 'sarif'] } },
          ],
          responses: {
            '200': {
              description: 'The scan, or with format=sarif its findings as SARIF 2.1.0',
              content: { ...json(ref('ScanRecord')), 'application/sarif+json': { schema: { type: 'object', description: 'SARIF 2.1.0 log (https://json.schemastore.org/sarif-2.1.0.json)' } } },
            },
            '400': { description: 'Unknown format' },
            '404': { description: 'Scan not found', content: json(ref('NotFound')) },
          },
        },
      },
      '/healthz': { get: { summary: 'Liveness: the process serves (no database round trip)', responses: { '200': { description: 'Serving' } } } },
      '/readyz': {
        get: {
          summary: 'Readiness: the database answers and every migration is applied',
          responses: { '200': { description: 'Ready' }, '503': { description: 'Database unreachable, or migrations pending' } },
        },
      },
    },
  };
}
