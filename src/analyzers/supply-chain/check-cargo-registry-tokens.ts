import { changedLines } from '../../ecosystems/code/changed-lines.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { redirectedRegistryTokens } from '../../ecosystems/github-actions/secret-rules.js';
import { baseNameOf, escapeRegExp } from '../../ecosystems/util.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { ParsedFile } from './parsed-file.js';

/** Changed lines read per file. */
const MAX_LINES = 3000;
/** A workflow or an action's metadata: its steps are gha-secrets-exfiltration's. */
const WORKFLOW = /^\.github\/workflows\/[^/]{1,200}\.ya?ml$|(?:^|\/)action\.ya?ml$/i;

/**
 * A crates.io token given to another registry by name: `cargo publish --registry fast --token
 * $CARGO_REGISTRY_TOKEN` (or with `CARGO_REGISTRIES_FAST_TOKEN` set from it) added by the PR, where
 * `fast` is an alternative registry whose index the PR's `.cargo/config.toml` adds or re-points
 * (`[registries.fast] index = "sparse+https://crates.fast-mirror.dev/index/"`). The name hides the
 * host that `cargo publish --index URL` would show: the command is read as that one (redirectedRegistryTokens),
 * so the registry's own hosts, a private registry's own token and a token cargo does not send (`CARGO_REGISTRY_TOKEN`
 * alone in the environment is crates.io's only) are not reported. High: `gha-secrets-exfiltration` in
 * a workflow, `publish-token-redirect` elsewhere (a script, a Makefile, another CI system's pipeline).
 * The publishing line may be the PR's or stand unchanged in a workflow of the base: re-pointing the
 * index alone hands the token of the release job that is already there to the new host.
 */
export function checkCargoRegistryTokens(snapshot: PrSnapshot, files: readonly ParsedFile[]): KeyedFinding[] {
  const registries = new Map<string, { url: string; config: string }>();
  for (const file of files) {
    if (file.ecosystem !== 'cargo' || file.match.file.kind !== 'config') continue;
    const base = file.base?.cargoRegistries ?? {};
    for (const [name, url] of Object.entries(file.head?.cargoRegistries ?? {})) if (base[name] !== url && /^[\w-]{1,64}$/.test(name)) registries.set(name, { url, config: file.path });
  }
  if (registries.size === 0) return [];
  const findings: KeyedFinding[] = [];
  // The lines the PR adds, and every line of the base's workflows it leaves alone (read when the PR re-points an index: releaseWorkflowsWanted).
  const changed = new Set(snapshot.files.map((f) => f.path));
  const sources: { path: string; added: { line: number; text: string }[] }[] = [];
  for (const file of snapshot.files) {
    if (file.patch === null || file.status === 'removed' || !file.patch.includes('publish')) continue;
    sources.push({ path: file.path, added: changedLines(file.patch, MAX_LINES).filter((l) => l.sign === '+') });
  }
  for (const file of snapshot.baseFiles) {
    if (changed.has(file.path) || !WORKFLOW.test(file.path) || !file.content.includes('publish')) continue;
    sources.push({ path: file.path, added: file.content.split('\n', MAX_LINES).map((text, i) => ({ line: i + 1, text })) });
  }
  for (const file of sources) {
    const added = file.added;
    for (const [name, { url, config }] of registries) {
      const publish = new RegExp(String.raw`(\bcargo\s+(?:\+\S{1,40}\s+)?publish\b[^\n]{0,400}?)--registry(?:=|\s+)["']?${escapeRegExp(name)}(?![\w-])["']?`);
      const at = added.find((l) => publish.test(l.text));
      if (at === undefined) continue;
      const tokenVariable = new RegExp(String.raw`\bCARGO_REGISTRIES_${escapeRegExp(name.toUpperCase().replace(/-/g, '_'))}_TOKEN\b`);
      const text = added
        .filter((l) => l === at || tokenVariable.test(l.text))
        .map((l) => l.text.replace(publish, `$1--index ${url}`).replace(/\$\{\{\s*secrets\.([A-Za-z_]\w{0,80})\s*\}\}/g, '$$$1'))
        .join('\n');
      for (const redirect of redirectedRegistryTokens(text)) {
        if (redirect.registry !== 'crates.io') continue;
        const workflow = WORKFLOW.test(file.path);
        findings.push(
          makeFinding({
            id: workflow ? 'gha-secrets-exfiltration' : 'publish-token-redirect',
            severity: 'high',
            title: `${baseNameOf(file.path)} gives a crates.io token to another registry, ${redirect.hosts.join(', ')} (--registry ${name})`,
            detail: `${file.path} runs \`cargo publish --registry ${name}\` with ${redirect.tokens.map((t) => `$${t}`).join(', ')}, named for crates.io, and ${config} (in this PR) points the registry "${name}" at ${url}: cargo sends the token to ${redirect.hosts.join(', ')}, and whoever runs that host can publish as the project. Publish to crates.io (or use trusted publishing), give a private registry its own token, and revoke the token if this ran.`,
            path: file.path,
            line: at.line,
            subject: workflow ? `cargo-registry:cargo-publish:${redirect.hosts.join(',')}` : `token-redirect:crates.io:${redirect.hosts.join(',')}`,
          }),
        );
      }
    }
  }
  return findings;
}
