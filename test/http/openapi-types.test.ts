import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApiTypes, OPENAPI_TYPES_FILE } from '../../scripts/openapi-types.js';

describe('test/generated/openapi.d.ts', () => {
  it('is what `npm run openapi:types` generates from the document as the code builds it now', async () => {
    const committed = readFileSync(OPENAPI_TYPES_FILE, 'utf8');
    expect(committed, 'test/generated/openapi.d.ts is stale: run `npm run openapi:types` and commit it').toBe(await generateOpenApiTypes());
  }, 60_000);
});
