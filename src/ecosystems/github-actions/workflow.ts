import { parseYamlLimited } from '../../limited-parse.js';
import { asString, isRecord } from '../util.js';

/** A normalized GitHub workflow or composite action: only what the rules read. */
export interface WorkflowStep {
  readonly id: string | null;
  readonly name: string | null;
  /** The step's `if:` condition, as written. */
  readonly if: string | null;
  readonly env: Readonly<Record<string, unknown>>;
  readonly uses: string | null;
  readonly run: string | null;
  readonly with: Readonly<Record<string, unknown>>;
  readonly raw: Readonly<Record<string, unknown>>;
}

export interface WorkflowJob {
  readonly id: string;
  readonly if: string | null;
  readonly env: Readonly<Record<string, unknown>>;
  readonly runsOn: unknown;
  readonly permissions: unknown;
  readonly uses: string | null;
  readonly secrets: unknown;
  readonly images: readonly string[];
  readonly steps: readonly WorkflowStep[];
  readonly raw: Readonly<Record<string, unknown>>;
}

export interface Workflow {
  readonly kind: 'workflow' | 'action';
  readonly triggers: ReadonlySet<string>;
  /** The `on:` value as written (a string, a list or a mapping of trigger settings). */
  readonly on: unknown;
  readonly env: Readonly<Record<string, unknown>>;
  readonly permissions: unknown;
  readonly jobs: readonly WorkflowJob[];
  /** Composite and Docker actions: `runs.image` when it is `docker://…`. */
  readonly actionImage: string | null;
  /** Workflows: `defaults:` as written (`defaults.run.shell`). */
  readonly defaults?: unknown;
}

export type ParsedWorkflow = { workflow: Workflow } | { skipReason: string };

export function isActionPath(baseName: string): boolean {
  return baseName === 'action.yml' || baseName === 'action.yaml';
}

function triggersOf(on: unknown): Set<string> {
  if (typeof on === 'string') return new Set([on]);
  if (Array.isArray(on)) return new Set(on.filter((t): t is string => typeof t === 'string'));
  if (isRecord(on)) return new Set(Object.keys(on));
  return new Set();
}

function stepsOf(value: unknown): WorkflowStep[] {
  if (!Array.isArray(value)) return [];
  const steps: WorkflowStep[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    steps.push({
      id: asString(raw.id),
      name: asString(raw.name),
      if: conditionOf(raw.if),
      env: isRecord(raw.env) ? raw.env : {},
      uses: asString(raw.uses)?.trim() ?? null,
      run: asString(raw.run),
      with: isRecord(raw.with) ? raw.with : {},
      raw,
    });
  }
  return steps;
}

function conditionOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return null;
}

function imageOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value)) return asString(value.image);
  return null;
}

function imagesOf(job: Record<string, unknown>): string[] {
  const images: string[] = [];
  const container = imageOf(job.container);
  if (container) images.push(container);
  if (isRecord(job.services)) {
    for (const service of Object.values(job.services)) {
      const image = imageOf(service);
      if (image) images.push(image);
    }
  }
  return images;
}

export function parseWorkflow(content: string, kind: 'workflow' | 'action'): ParsedWorkflow {
  const parsed = parseYamlLimited(content, { maxAliasCount: 1000 });
  if (!parsed.ok) return { skipReason: parsed.reason };
  const doc = parsed.value;
  if (doc === null || doc === undefined) return { workflow: { kind, triggers: new Set(), on: undefined, env: {}, permissions: undefined, jobs: [], actionImage: null } };
  if (!isRecord(doc)) return { skipReason: 'not a YAML mapping' };
  if (kind === 'action') {
    const runs = isRecord(doc.runs) ? doc.runs : {};
    const image = asString(runs.image);
    const steps = stepsOf(runs.steps);
    const job: WorkflowJob = { id: 'composite', if: null, env: {}, runsOn: null, permissions: undefined, uses: null, secrets: undefined, images: [], steps, raw: runs };
    return {
      workflow: { kind, triggers: new Set(), on: undefined, env: {}, permissions: undefined, jobs: [job], actionImage: image?.startsWith('docker://') ? image : null },
    };
  }
  const jobs: WorkflowJob[] = [];
  if (isRecord(doc.jobs)) {
    for (const [id, raw] of Object.entries(doc.jobs)) {
      if (!isRecord(raw)) continue;
      jobs.push({
        id,
        if: conditionOf(raw.if),
        env: isRecord(raw.env) ? raw.env : {},
        runsOn: raw['runs-on'],
        permissions: raw.permissions,
        uses: asString(raw.uses)?.trim() ?? null,
        secrets: raw.secrets,
        images: imagesOf(raw),
        steps: stepsOf(raw.steps),
        raw,
      });
    }
  }
  const on = doc.on ?? doc.true;
  return { workflow: { kind, triggers: triggersOf(on), on, env: isRecord(doc.env) ? doc.env : {}, permissions: doc.permissions, jobs, actionImage: null, defaults: doc.defaults } };
}

/**
 * A `uses:` of the repository's own code: the workspace-relative `./path` (and `.\\path`), and the
 * self-repository `$/path`, which GitHub resolves to the workflow's own repository at the commit
 * that is running (no checkout, no ref: it moves with the calling workflow, as `./` does).
 */
export function isLocalUses(uses: string): boolean {
  return uses.startsWith('./') || uses.startsWith('.\\') || uses.startsWith('$/');
}

/** Splits `owner/repo/path@ref` into its name and ref; null for local (`./`, `$/`) and `docker://` uses. */
export function parseUses(uses: string): { name: string; ref: string | null } | null {
  if (isLocalUses(uses) || uses.startsWith('docker://')) return null;
  const at = uses.lastIndexOf('@');
  if (at < 0) return { name: uses, ref: null };
  return { name: uses.slice(0, at), ref: uses.slice(at + 1) };
}

/** The repository path a local `uses:` names (`./.github/actions/x` → `.github/actions/x`, `$/x` → `x`), or null. */
export function localTarget(uses: string): string | null {
  if (!isLocalUses(uses)) return null;
  const parts = uses.slice(2).replace(/\\/g, '/').split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return null;
  return parts.join('/');
}
