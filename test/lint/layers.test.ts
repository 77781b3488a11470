import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The messages of the layer rules (and the pure layers' clock rule) for `code` as if it were `file`. */
async function layerMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the layers of src/ (docs/adr/0001-layout.md), enforced by lint', () => {
  it.each([
    ['src/analyzers/x.ts', "import { fetchPrData } from '../github/fetch-pr-data.js';\nexport const f = fetchPrData;\n"],
    ['src/analyzers/nested/x.ts', "import type { ScanStore } from '../../storage/scan-store.js';\nexport type S = ScanStore;\n"],
    ['src/services/x.ts', "import { createApp } from '../http/create-app.js';\nexport const f = createApp;\n"],
    ['src/services/x.ts', "import { startService } from '../service.js';\nexport const f = startService;\n"],
    ['src/github/x.ts', "import { buildSnapshot } from '../snapshot/build-snapshot.js';\nexport const f = buildSnapshot;\n"],
    ['src/snapshot/x.ts', "import { fetchPullRequest } from '../github/fetch-pull-request.js';\nexport const f = fetchPullRequest;\n"],
    ['src/signal/x.ts', "import type { runAnalyzers } from '../analyzers/run-analyzers.js';\nexport type R = ReturnType<typeof runAnalyzers>;\n"],
    ['src/ecosystems/npm/x.ts', "import { analyzeRisk } from '../../analyzers/risk.js';\nexport const f = analyzeRisk;\n"],
    ['src/storage/x.ts', "import { AnalysisService } from '../services/analysis-service.js';\nexport const f = AnalysisService;\n"],
    ['src/http/routes/x.ts', "import { KnexScanStore } from '../../storage/scan-store.js';\nexport const f = KnexScanStore;\n"],
    ['src/http/x.ts', "import { createOctokit } from '../github/create-octokit.js';\nexport const f = createOctokit;\n"],
    ['src/app/x.ts', "import { webRoutes } from '../http/routes/web-routes.js';\nexport const f = webRoutes;\n"],
    ['src/analyzers/x.ts', "import { loadConfig } from '../config.js';\nexport const f = loadConfig;\n"],
    ['src/ecosystems/x.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n"],
    ['src/signal/x.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n"],
    ['src/errors.ts', "import type { Signal } from './signal/schema.js';\nexport type S = Signal;\n"],
  ])('refuses a wrong-way import in %s', async (file, code) => {
    const messages = await layerMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('docs/adr/0001-layout.md');
  });

  it.each([
    ['src/http/x.ts', "import type { AnalysisService } from '../services/analysis-service.js';\nexport type A = AnalysisService;\n"],
    ['src/http/routes/x.ts', "import type { ScanStore } from '../../storage/scan-store.js';\nexport type S = ScanStore;\n"],
    ['src/services/x.ts', "import { fetchPrData } from '../github/fetch-pr-data.js';\nimport { KnexScanStore } from '../storage/scan-store.js';\nexport const f = [fetchPrData, KnexScanStore];\n"],
    ['src/github/x.ts', "import type { RawPrData } from '../snapshot/raw-pr-data.js';\nimport { RawPullRequest } from '../snapshot/raw-schemas.js';\nexport type R = RawPrData;\nexport const s = RawPullRequest;\n"],
    ['src/analyzers/x.ts', "import type { PrSnapshot } from '../snapshot/pr-snapshot.js';\nimport { makeFinding } from '../ecosystems/finding.js';\nimport type { Signal } from '../signal/schema.js';\nexport type T = [PrSnapshot, Signal];\nexport const f = makeFinding;\n"],
    ['src/signal/x.ts', "import type { PrSnapshot } from '../snapshot/pr-snapshot.js';\nexport type P = PrSnapshot;\n"],
    ['src/compose-services.ts', "import { createApp } from './http/create-app.js';\nimport { KnexScanStore } from './storage/scan-store.js';\nexport const f = [createApp, KnexScanStore];\n"],
    ['src/ecosystems/npm/x.ts', "import { lineOf } from '../util.js';\nexport const f = lineOf;\n"],
  ])('allows a downward import in %s', async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([]);
  });

  it('keeps the clock out of the pure layers', async () => {
    const code = 'export const a = Date.now();\nexport const b = new Date();\nexport const c = new Date(0);\n';
    expect(await layerMessages('src/analyzers/x.ts', code)).toHaveLength(2);
    expect(await layerMessages('src/services/x.ts', code)).toEqual([]);
  });
});
