import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FindingDoc, parseFindingDocs } from './signal/finding-docs.js';

/**
 * docs/findings.md of this installation, read and parsed (src/signal/finding-docs.ts). It is found
 * by walking up from this module (src/ from source, the build directory's copy when compiled), so
 * the CLI, the Action and the service read the same catalogue they ship with. Missing: an empty
 * catalogue (SARIF rules then carry the finding's own title only). Called by the roots: the
 * composition root (src/compose-services.ts) and the CLI.
 */
export function loadFindingDocs(): ReadonlyMap<string, FindingDoc> {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'docs', 'findings.md');
    if (existsSync(candidate)) return parseFindingDocs(readFileSync(candidate, 'utf8'));
    dir = dirname(dir);
  }
  return new Map();
}
