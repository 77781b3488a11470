import { createConfig, lintFromString } from '@redocly/openapi-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { buildOpenApiDocument } from '../../src/http/openapi.js';
import { CreateKeyRequest } from '../../src/services/api-key-service.js';
import { parseAnalyzeRequest } from '../../src/services/parse-analyze-request.js';
import { openApiValidator } from '../support/openapi-validator.js';
import { makeSignal } from '../support/signal-factory.js';

const GH = 'https://github.com';
const document = buildOpenApiDocument('https://svc.octo-org.dev');
const validator = openApiValidator(document);

describe('the OpenAPI document', () => {
  it('passes Redocly\'s strictest ruleset, but for the 4xx rule on liveness and readiness (they answer none)', async () => {
    const config = await createConfig({ extends: ['recommended-strict'] });
    const problems = await lintFromString({ source: JSON.stringify(document, null, 2), absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.ruleId} ${p.location.map((l) => l.pointer).join(' ')}`);
    expect(found).toEqual(['operation-4xx-response #/paths/~1healthz/get/responses', 'operation-4xx-response #/paths/~1readyz/get/responses']);
  });

  it('Redocly finds a broken document (the check can fail)', async () => {
    const config = await createConfig({ extends: ['recommended-strict'] });
    const broken = structuredClone(document) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    broken.paths['/api/keys']!.get!.responses['200'] = { content: { 'application/json': { schema: { $ref: '#/components/schemas/NoSuchSchema' } } } };
    const problems = await lintFromString({ source: JSON.stringify(broken), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => p.ruleId)).toEqual(expect.arrayContaining(['struct', 'no-unresolved-refs']));
  });

  it('has schemas that compile as JSON Schema 2020-12 in ajv\'s strict mode', () => {
    const schemas = Object.keys((document.components as { schemas: Record<string, unknown> }).schemas);
    expect(schemas.length).toBeGreaterThan(20);
    for (const name of schemas) expect(() => validator.schemaErrors(name, null)).not.toThrow();
  });

  it('describes the signal exactly: a real one passes, an extra or a missing field does not', () => {
    const signal = makeSignal();
    expect(validator.schemaErrors('Signal', signal)).toEqual([]);
    expect(validator.schemaErrors('Signal', { ...signal, extra: 1 })).not.toEqual([]);
    const { risk: _risk, ...withoutRisk } = signal;
    expect(validator.schemaErrors('Signal', withoutRisk)).not.toEqual([]);
  });
});

/** Does the service accept this body? (Other errors than InputError are bugs: rethrown.) */
function serviceAccepts(body: unknown): boolean {
  try {
    parseAnalyzeRequest(body, GH);
    return true;
  } catch (error) {
    if (error instanceof InputError) return false;
    throw error;
  }
}

const documentAccepts = (name: string, body: unknown) => validator.schemaErrors(name, body).length === 0;

describe('request bodies: the document refuses what the service refuses', () => {
  const URL_FORM = { url: 'https://github.com/octo-org/hello-world/pull/42' };
  const FIELDS = { provider: 'github', owner: 'octo-org', repo: 'hello-world', pr_number: 42 };

  it.each([
    ['the url form', URL_FORM, true],
    ['the explicit form', FIELDS, true],
    ['both forms in agreement, a token and an unknown field', { ...URL_FORM, ...FIELDS, access_token: 'ghp_x', note: 'ignored' }, true],
    ['nothing', {}, false],
    ['an array', [URL_FORM], false],
    ['a string', 'https://github.com/o/r/pull/1', false],
    ['null', null, false],
    ['a url that is not a string', { url: 42 }, false],
    ['an incomplete explicit form', { provider: 'github', owner: 'o', repo: 'r' }, false],
    ['another provider', { ...FIELDS, provider: 'gitlab' }, false],
    ['another provider next to a url', { ...URL_FORM, provider: 'gitlab' }, false],
    ['a string pr_number', { ...FIELDS, pr_number: '42' }, false],
    ['a fractional pr_number', { ...FIELDS, pr_number: 1.5 }, false],
    ['pr_number 0', { ...FIELDS, pr_number: 0 }, false],
    ['pr_number 2^31', { ...FIELDS, pr_number: 2147483648 }, false],
    ['pr_number 2^31-1', { ...FIELDS, pr_number: 2147483647 }, true],
    ['an owner with a space', { ...FIELDS, owner: 'bad owner' }, false],
    ['an owner starting with a hyphen', { ...FIELDS, owner: '-octo' }, false],
    ['an owner of 40 characters', { ...FIELDS, owner: 'a'.repeat(40) }, false],
    ['repo ".."', { ...FIELDS, repo: '..' }, false],
    ['repo "."', { ...FIELDS, repo: '.' }, false],
    ['repo "..."', { ...FIELDS, repo: '...' }, true],
    ['an empty access_token', { ...URL_FORM, access_token: '' }, false],
    ['an access_token over 4096 characters', { ...URL_FORM, access_token: 'x'.repeat(4097) }, false],
    ['a url over 2048 characters', { url: `${URL_FORM.url}/${'x'.repeat(2048)}` }, false],
  ])('%s: both say %s', (_name, body, accepted) => {
    expect(serviceAccepts(body)).toBe(accepted);
    expect(documentAccepts('AnalyzeRequest', body)).toBe(accepted);
  });

  it('the service alone refuses what JSON Schema cannot say (documented in the operation): a URL off GITHUB_URL, forms that disagree', () => {
    for (const body of [{ url: 'https://gitlab.com/o/r/pull/1' }, { url: 'https://github.com/o/r/issues/1' }, { ...URL_FORM, pr_number: 43 }]) {
      expect(serviceAccepts(body)).toBe(false);
      expect(documentAccepts('AnalyzeRequest', body)).toBe(true);
    }
    const description = (document.paths as Record<string, { post: { description: string } }>)['/api/analyze']!.post.description;
    expect(description).toContain('not a PR on this server\'s GITHUB_URL');
    expect(description).toContain('name different PRs');
  });

  const value = fc.oneof(fc.string({ maxLength: 45 }), fc.integer({ min: -5, max: 2 ** 31 + 5 }), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom('github', 'gitlab', 'octo-org', 'a-b', '.', '..', 'x.y', '-x'));

  it('agrees with the service on arbitrary explicit-form bodies', () => {
    const body = fc.record(
      { provider: fc.oneof(fc.constant('github'), value), owner: fc.oneof(fc.constantFrom('octo-org', 'O', 'a1'), value), repo: fc.oneof(fc.constantFrom('hello-world', '.github', 'r'), value), pr_number: fc.oneof(fc.integer({ min: 1, max: 99 }), value), access_token: value, extra: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(body, (b) => {
        expect(documentAccepts('AnalyzeRequest', b)).toBe(serviceAccepts(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the service on url-form bodies with and without agreeing fields', () => {
    const body = fc.record({ owner: fc.constantFrom('octo-org', 'a1'), repo: fc.constantFrom('hello-world', '.github'), number: fc.integer({ min: 1, max: 2 ** 31 - 1 }), provider: fc.option(value, { nil: undefined }), access_token: fc.option(value, { nil: undefined }) }).map((r) => ({
      url: `${GH}/${r.owner}/${r.repo}/pull/${r.number}`,
      ...(r.provider !== undefined ? { provider: r.provider } : {}),
      ...(r.access_token !== undefined ? { access_token: r.access_token } : {}),
    }));
    fc.assert(
      fc.property(body, (b) => {
        expect(documentAccepts('AnalyzeRequest', b)).toBe(serviceAccepts(b));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees on API key names (ASCII; a name padded past 100 characters is the one difference: the service trims first)', () => {
    const name = fc.oneof(fc.string({ maxLength: 110 }), fc.constantFrom('', ' ', '\t\n', ' ci ', 'x'.repeat(100), 'x'.repeat(101)), value);
    fc.assert(
      fc.property(fc.record({ name }, { requiredKeys: [] }), (b) => {
        const padded = typeof b.name === 'string' && b.name.length > 100 && b.name.trim().length <= 100;
        fc.pre(!padded);
        expect(documentAccepts('CreateKeyRequest', b)).toBe(CreateKeyRequest.safeParse(b).success);
      }),
      { numRuns: 2000 },
    );
    expect(documentAccepts('CreateKeyRequest', { name: '   ' })).toBe(false);
    expect(documentAccepts('CreateKeyRequest', 'ci')).toBe(false);
  });
});
