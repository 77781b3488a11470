import { parseYamlLimited } from '../limited-parse.js';
import { RepoConfig } from './schema.js';

export type ParsedRepoConfig = { readonly ok: true; readonly config: RepoConfig } | { readonly ok: false; readonly error: string };

/** Parses the text of a `.github/svc.yml`: YAML, then the zod schema. Never throws. */
export function parseRepoConfig(text: string): ParsedRepoConfig {
  const read = parseYamlLimited(text, { maxAliasCount: 100 });
  if (!read.ok) return { ok: false, error: read.reason.replace(/^invalid YAML/, 'YAML') };
  const raw = read.value ?? {};
  const parsed = RepoConfig.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { ok: false, error: issues.join('; ') };
  }
  return { ok: true, config: parsed.data };
}
