import { aiAgentsManager } from './ai-agents/index.js';
import { automationManager } from './automation/index.js';
import { bundlerManager } from './bundler/index.js';
import { cargoManager } from './cargo/index.js';
import { composerManager } from './composer/index.js';
import { denoManager } from './deno/index.js';
import { dockerfileManager } from './dockerfile/index.js';
import { githubActionsManager } from './github-actions/index.js';
import { gomodManager } from './gomod/index.js';
import { gradleManager } from './gradle/index.js';
import { mavenManager } from './maven/index.js';
import { npmManager } from './npm/index.js';
import { nugetManager } from './nuget/index.js';
import { pypiManager } from './pypi/index.js';
import { swiftpmManager } from './swiftpm/index.js';
import type { EcosystemManager, ManagerFile } from './types.js';
import { baseNameOf, memoByPath } from './util.js';

/**
 * The registry of ecosystem managers (after renovate's `lib/modules/manager/api.ts`).
 * A new format is one folder under src/ecosystems/ plus one line here.
 */
const api = new Map<string, EcosystemManager>();
export default api;

api.set('npm', npmManager);
api.set('pypi', pypiManager);
api.set('gomod', gomodManager);
api.set('cargo', cargoManager);
api.set('bundler', bundlerManager);
api.set('composer', composerManager);
api.set('maven', mavenManager);
api.set('gradle', gradleManager);
api.set('nuget', nugetManager);
api.set('deno', denoManager);
api.set('swiftpm', swiftpmManager);
api.set('github-actions', githubActionsManager);
api.set('dockerfile', dockerfileManager);
api.set('automation', automationManager);
api.set('ai-agents', aiAgentsManager);

export interface ManagerMatch {
  readonly managerName: string;
  readonly manager: EcosystemManager;
  readonly file: ManagerFile;
}

interface Lookup {
  readonly byBaseName: ReadonlyMap<string, readonly ManagerMatch[]>;
  readonly byPattern: readonly ManagerMatch[];
}

let lookup: Lookup | null = null;

function buildLookup(): Lookup {
  const byBaseName = new Map<string, ManagerMatch[]>();
  const byPattern: ManagerMatch[] = [];
  for (const [managerName, manager] of api) {
    for (const file of manager.files) {
      const entry = { managerName, manager, file };
      if (!file.baseNames) {
        byPattern.push(entry);
        continue;
      }
      for (const name of file.baseNames) byBaseName.set(name, [...(byBaseName.get(name) ?? []), entry]);
    }
  }
  return { byBaseName, byPattern };
}

/** The manager and format that read `path`, or null when no manager reads it (remembered by path). */
export const matchManagerFile: (path: string) => ManagerMatch | null = memoByPath(findManagerFile);

function findManagerFile(path: string): ManagerMatch | null {
  lookup ??= buildLookup();
  const name = baseNameOf(path);
  for (const entry of lookup.byBaseName.get(name) ?? []) if (entry.file.match(path, name)) return entry;
  for (const entry of lookup.byPattern) if (entry.file.match(path, name)) return entry;
  return null;
}

/**
 * True for every manifest, lockfile, GitHub workflow, composite action and Dockerfile the
 * supply-chain analysis reads: the GitHub layer fetches base and head content for these.
 */
export function isSupplyChainPath(path: string): boolean {
  return matchManagerFile(path) !== null;
}

/** True when `name` is one of a lockfile's `manifests` (an entry `*.csproj` stands for any name with that extension, case aside). */
export function isManifestNamed(manifests: readonly string[], name: string): boolean {
  return manifests.some((m) => (m.startsWith('*.') ? name.length > m.length - 1 && name.toLowerCase().endsWith(m.slice(1).toLowerCase()) : m === name));
}

/** True when a manager reads `path` and judges the edit from `base` to `head` routine (see ManagerFile.isRoutineChange). */
export function isRoutineCiChange(path: string, base: string | null, head: string | null): boolean {
  const match = matchManagerFile(path);
  if (match === null || base === null || head === null || match.file.isRoutineChange === undefined) return false;
  return match.file.isRoutineChange(base, head);
}
