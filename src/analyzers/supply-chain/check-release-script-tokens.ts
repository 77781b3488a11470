import { filesRunBy } from '../../ecosystems/build-code/build-files.js';
import { changedLines } from '../../ecosystems/code/changed-lines.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { envOf, scriptsOf, secretNamesIn } from '../../ecosystems/github-actions/facts.js';
import { redirectedRegistryTokens } from '../../ecosystems/github-actions/secret-rules.js';
import { isWorkflowPath } from '../../ecosystems/github-actions/index.js';
import { isActionPath, parseWorkflow } from '../../ecosystems/github-actions/workflow.js';
import { baseNameOf, dirNameOf, lineOf } from '../../ecosystems/util.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/** `npm run NAME` (`run-script`; pnpm, yarn and bun the same): the script's name in group 1. */
const RUN_SCRIPT = /\b(?:npm|pnpm|yarn|bun)\s+(?:--?[\w-]{1,40}(?:=\S{1,100})?\s+){0,3}run(?:-script)?\s+(?:--?[\w-]{1,40}(?:=\S{1,100})?\s+){0,3}([\w:.@/-]{1,100})/g;
/** `yarn NAME`, `pnpm NAME`: a script run by its name alone (checked against the manifest's scripts). */
const BARE_SCRIPT = /\b(?:yarn|pnpm)\s+([\w:.-]{1,100})/g;
/** A publish: npm runs these scripts of the package around it. */
const PUBLISH = /\b(?:npm|pnpm|yarn)\s+(?:[\w-]{1,40}\s+){0,2}publish\b/;
const PUBLISH_LIFECYCLE = ['prepublishOnly', 'prepublish', 'prepack', 'prepare', 'postpack', 'publish', 'postpublish'];
/** Patch lines read of a file a script runs. */
const MAX_PATCH_LINES = 3000;

/**
 * A changed line of any file that makes the base's workflows worth reading for this check and for
 * checkCargoRegistryTokens (fetch-pr-data.ts reads them then): an npm auth line (`//host/:_authToken=`)
 * the patch adds, in a manifest's script or a file a script runs; or a registry index, default or
 * replacement that a `.cargo/config.toml` patch adds or changes. The workflow that publishes with the
 * token is then often the base's, unchanged.
 */
export function releaseWorkflowsWanted(path: string, patch: string | null): boolean {
  if (patch === null) return false;
  const cargoConfig = /(?:^|\/)\.cargo\/config(?:\.toml)?$/.test(path);
  for (const line of patch.split('\n', 20_000)) {
    if (!line.startsWith('+')) continue;
    if (/:_auth(?:Token)?\b/.test(line)) return true;
    if (cargoConfig && /^\+\s*(?:index|default|registry|replace-with)\s*=/.test(line)) return true;
  }
  return false;
}

/** The variables a step's environment sets from a secret, each with the secret's name (`NODE_AUTH_TOKEN` → `NPM_TOKEN`). */
function heldSecrets(env: ReadonlyMap<string, string>): Map<string, string> {
  const held = new Map<string, string>();
  for (const [name, value] of env) {
    const secret = secretNamesIn(value)[0];
    if (secret !== undefined) held.set(name, secret);
  }
  return held;
}

/** The scripts of the manifest a run: script starts, by name: `npm run release`, `yarn release`, and the lifecycle scripts of `npm publish`. */
function scriptsStarted(script: string, scripts: Readonly<Record<string, string>>): Set<string> {
  const names = new Set<string>();
  for (const m of script.matchAll(RUN_SCRIPT)) names.add(m[1]!);
  for (const m of script.matchAll(BARE_SCRIPT)) if (Object.hasOwn(scripts, m[1]!)) names.add(m[1]!);
  if (PUBLISH.test(script)) for (const name of PUBLISH_LIFECYCLE) names.add(name);
  return new Set([...names].filter((n) => Object.hasOwn(scripts, n)));
}

/**
 * `publish-token-redirect` across files: a workflow step whose environment holds a registry's token
 * under any name (`NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}`) runs a package script (`npm run
 * release`, or `npm publish` and its lifecycle scripts) that the PR changes, and the script's new
 * body, or a file it runs that the PR changes (`node scripts/release.mjs`), hands that variable to
 * another host (an auth line `//registry.npmjs-cdn.org/:_authToken=${NODE_AUTH_TOKEN}`, `npm publish
 * --registry …`): the workflow is the base's, untouched, and the script alone does not say whose
 * token the variable holds. The variable is judged by the secret's name (redirectedRegistryTokens):
 * a private registry's own secret (`ACME_NEXUS_TOKEN`) is not reported, nor a host the base's script
 * or file already named. High.
 */
export function checkReleaseScriptTokens(snapshot: PrSnapshot, files: readonly ParsedFile[]): KeyedFinding[] {
  const manifests = files.filter((f) => f.ecosystem === 'npm' && baseNameOf(f.path) === 'package.json' && f.match.file.kind !== 'lockfile');
  if (manifests.length === 0) return [];
  // The files a script runs are read from the PR's patches: their added lines, and the removed ones for what was there.
  const patches = new Map(snapshot.files.flatMap((f) => (f.patch === null || f.status === 'removed' ? [] : [[f.path, f.patch] as const])));
  const workflows = new Map<string, string>();
  for (const file of snapshot.baseFiles) if (isWorkflowPath(file.path) || isActionPath(baseNameOf(file.path))) workflows.set(file.path, file.content);
  for (const c of snapshot.contents) if ((isWorkflowPath(c.path) || isActionPath(baseNameOf(c.path))) && c.head !== null) workflows.set(c.path, c.head);
  const findings: KeyedFinding[] = [];
  const reported = new Set<string>();
  for (const [workflowPath, text] of workflows) {
    const parsed = parseWorkflow(text, isActionPath(baseNameOf(workflowPath)) ? 'action' : 'workflow');
    if (!('workflow' in parsed)) continue;
    const { workflow } = parsed;
    for (const job of workflow.jobs) {
      for (const step of job.steps) {
        const script = scriptsOf(step).join('\n');
        if (script === '') continue;
        const held = heldSecrets(envOf(workflow, job, step));
        if (held.size === 0) continue;
        const dir = typeof step.raw['working-directory'] === 'string' ? String(step.raw['working-directory']).replace(/^\.\/|\/$/g, '') : '';
        for (const manifest of manifests) {
          if (dirNameOf(manifest.path) !== dir) continue;
          const sides = readableSides(manifest);
          const headScripts = sides?.head.scripts ?? {};
          const baseScripts = sides?.base?.scripts ?? {};
          for (const name of scriptsStarted(script, headScripts)) {
            const body = headScripts[name] ?? '';
            // The script's body when the PR changes it, and the files it runs that the PR changes (their base versions say what was there).
            const pieces: { path: string; head: string; base: string; line: number | null; lines?: readonly { line: number; text: string }[] }[] = [];
            if (baseScripts[name] !== body) pieces.push({ path: manifest.path, head: body, base: baseScripts[name] ?? '', line: lineOf(sides?.headContent, `"${name}"`) });
            for (const run of filesRunBy(body, manifest.path)) {
              const patch = patches.get(run);
              if (patch === undefined) continue;
              const lines = changedLines(patch, MAX_PATCH_LINES);
              const added = lines.filter((l) => l.sign === '+');
              pieces.push({ path: run, head: added.map((l) => l.text).join('\n'), base: lines.filter((l) => l.sign === '-').map((l) => l.text).join('\n'), line: null, lines: added });
            }
            for (const piece of pieces) {
              const before = new Set(redirectedRegistryTokens(piece.base, held).flatMap((r) => r.hosts.map((h) => `${r.registry} ${h}`)));
              for (const redirect of redirectedRegistryTokens(piece.head, held)) {
                const hosts = redirect.hosts.filter((h) => !before.has(`${redirect.registry} ${h}`));
                const key = `${piece.path}\u0000${redirect.registry}\u0000${hosts.join(',')}`;
                if (hosts.length === 0 || reported.has(key)) continue;
                reported.add(key);
                const secrets = [...new Set(redirect.tokens.map((t) => held.get(t) ?? t))];
                findings.push(
                  makeFinding({
                    id: 'publish-token-redirect',
                    severity: 'high',
                    title: `Script "${name}", run by ${baseNameOf(workflowPath)} with ${redirect.article} ${redirect.registry} token, gives it to ${hosts.join(', ')}`,
                    detail: `${workflowPath} (job ${job.id}) runs the package script "${name}" with ${redirect.tokens.map((t) => `$${t}`).join(', ')} set from secrets.${secrets.join(', secrets.')}, named for ${redirect.registry}; this PR changes ${piece.path === manifest.path ? `that script in ${manifest.path}` : `${piece.path}, which it runs,`} to hand the variable to ${hosts.join(', ')}, not the registry's own host: the next release sends the token there, and whoever runs that host can publish as the project. Publish to the registry itself (or use trusted publishing), give a private registry its own token, and revoke the token if this ran.`,
                    path: piece.path,
                    line: piece.line ?? piece.lines?.find((l) => l.text.includes(hosts[0] ?? ''))?.line ?? null,
                    subject: `token-redirect:${redirect.registry}:${hosts.join(',')}`,
                  }),
                );
              }
            }
          }
        }
      }
    }
  }
  return findings;
}
