/**
 * Action repositories for the local GitHub server: a commit graph with branches and tags (a fork's
 * commits are in the graph but on no branch or tag, as GitHub serves them through the parent), and
 * GitHub's global advisories for the `actions` ecosystem. Serves, in GitHub's response shapes:
 * GET /repos/{o}/{r}/tags, /branches/{branch}, /compare/{base}...{head} (other repositories fall
 * through to the server's own compare route), GET /repos/{o}/{r} (through addRepo) and
 * GET /advisories?ecosystem=actions&affects=owner/repo@version.
 */
import { createHash } from 'node:crypto';
import { defaultRoutes, json, notFound, type GitHubServer, type ServerRequest } from './github-server.js';

export interface ActionAdvisorySpec {
  readonly ghsaId: string;
  readonly cveId?: string;
  readonly severity: 'low' | 'medium' | 'high' | 'critical';
  readonly summary: string;
  /** GitHub's range syntax: `< 46.0.1`, `>= 2.0.0, < 2.3.1`. */
  readonly vulnerableRange: string;
  readonly patched: string | null;
  readonly withdrawn?: boolean;
}

export interface ActionRepoSpec {
  readonly owner: string;
  readonly repo: string;
  readonly defaultBranch?: string;
  /** Every commit of the repository's network by SHA, with its parents. */
  readonly commits: Readonly<Record<string, readonly string[]>>;
  readonly branches: Readonly<Record<string, string>>;
  /** Listed in this order (GitHub lists the newest first). */
  readonly tags: Readonly<Record<string, string>>;
  readonly advisories?: readonly ActionAdvisorySpec[];
}

/** A 40-hex SHA made from a label, for readable fixtures. */
export function shaOf(label: string): string {
  return createHash('sha1').update(label).digest('hex');
}

/** A linear history of `count` commits named `${prefix}-1`…: their SHAs, oldest first, and the graph. */
export function linearHistory(prefix: string, count: number, parent?: string): { shas: string[]; commits: Record<string, string[]> } {
  const shas: string[] = [];
  const commits: Record<string, string[]> = {};
  let previous = parent;
  for (let i = 1; i <= count; i += 1) {
    const sha = shaOf(`${prefix}-${i}`);
    commits[sha] = previous === undefined ? [] : [previous];
    shas.push(sha);
    previous = sha;
  }
  return { shas, commits };
}

const registries = new WeakMap<GitHubServer, Map<string, ActionRepoSpec>>();

function key(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}

/** Serves these action repositories (and their advisories) from `server`; may be called again to add more. */
export function serveActionRepos(server: GitHubServer, specs: readonly ActionRepoSpec[]): void {
  let registry = registries.get(server);
  if (registry === undefined) {
    registry = new Map();
    registries.set(server, registry);
    addRoutes(server, registry);
  }
  for (const spec of specs) {
    registry.set(key(spec.owner, spec.repo), spec);
    server.addRepo({ owner: spec.owner, repo: spec.repo, defaultBranch: spec.defaultBranch ?? 'main' });
  }
}

function addRoutes(server: GitHubServer, registry: Map<string, ActionRepoSpec>): void {
  const specOf = (request: ServerRequest): ActionRepoSpec | undefined => registry.get(key(request.params.owner ?? '', request.params.repo ?? ''));
  const fallbackCompare = defaultRoutes.find((r) => r.method === 'GET' && r.path === '/repos/:owner/:repo/compare/*basehead');

  server.addRoute({
    method: 'GET',
    path: '/repos/:owner/:repo/tags',
    handler(request) {
      const spec = specOf(request);
      if (!spec) return notFound();
      const api = `${server.apiUrl}/repos/${spec.owner}/${spec.repo}`;
      const items = Object.entries(spec.tags).map(([name, sha]) => ({
        name,
        zipball_url: `${api}/zipball/refs/tags/${name}`,
        tarball_url: `${api}/tarball/refs/tags/${name}`,
        commit: { sha, url: `${api}/commits/${sha}` },
        node_id: `REF_${Buffer.from(`${spec.repo}:${name}`).toString('base64url')}`,
      }));
      const page = server.paginate(request, items);
      return json(page.items, 200, page.headers);
    },
  });

  server.addRoute({
    method: 'GET',
    path: '/repos/:owner/:repo/branches/*branch',
    handler(request) {
      const spec = specOf(request);
      const name = request.params.branch ?? '';
      const sha = spec?.branches[name];
      if (!spec || sha === undefined) return { status: 404, body: { message: 'Branch not found', documentation_url: 'https://docs.github.com/rest/branches/branches#get-a-branch', status: '404' } };
      const api = `${server.apiUrl}/repos/${spec.owner}/${spec.repo}`;
      return json({
        name,
        commit: commitJson(server, spec, sha),
        _links: { self: `${api}/branches/${name}`, html: `${server.url}/${spec.owner}/${spec.repo}/tree/${name}` },
        protected: false,
        protection: { enabled: false, required_status_checks: { enforcement_level: 'off', contexts: [], checks: [] } },
        protection_url: `${api}/branches/${name}/protection`,
      });
    },
  });

  server.addRoute({
    method: 'GET',
    path: '/repos/:owner/:repo/compare/*basehead',
    handler(request, srv) {
      const spec = specOf(request);
      if (!spec) return fallbackCompare ? fallbackCompare.handler(request, srv) : notFound();
      const [baseRef = '', headRef = ''] = (request.params.basehead ?? '').split('...');
      const base = resolve(spec, baseRef);
      const head = resolve(spec, headRef);
      if (base === undefined || head === undefined) return notFound();
      const baseAncestors = ancestors(spec, base);
      const headAncestors = ancestors(spec, head);
      const aheadBy = [...headAncestors].filter((c) => !baseAncestors.has(c)).length;
      const behindBy = [...baseAncestors].filter((c) => !headAncestors.has(c)).length;
      const status = base === head ? 'identical' : aheadBy === 0 ? 'behind' : behindBy === 0 ? 'ahead' : 'diverged';
      const mergeBase = [...headAncestors].find((c) => baseAncestors.has(c)) ?? base;
      const web = `${server.url}/${spec.owner}/${spec.repo}`;
      return json({
        url: `${server.apiUrl}/repos/${spec.owner}/${spec.repo}/compare/${baseRef}...${headRef}`,
        html_url: `${web}/compare/${baseRef}...${headRef}`,
        permalink_url: `${web}/compare/${spec.owner}:${base.slice(0, 7)}...${spec.owner}:${head.slice(0, 7)}`,
        diff_url: `${web}/compare/${baseRef}...${headRef}.diff`,
        patch_url: `${web}/compare/${baseRef}...${headRef}.patch`,
        base_commit: commitJson(server, spec, base),
        merge_base_commit: commitJson(server, spec, mergeBase),
        status,
        ahead_by: aheadBy,
        behind_by: behindBy,
        total_commits: aheadBy,
        commits: [],
        files: [],
      });
    },
  });

  server.addRoute({
    method: 'GET',
    path: '/advisories',
    handler(request) {
      if ((request.query.get('ecosystem') ?? 'actions') !== 'actions') return json([]);
      const affects = (request.query.get('affects') ?? '').split(',').filter(Boolean);
      const answers: Record<string, unknown>[] = [];
      for (const spec of registry.values()) {
        const name = `${spec.owner}/${spec.repo}`;
        for (const advisory of spec.advisories ?? []) {
          const hit = affects.length === 0 || affects.some((a) => affected(a, name, advisory.vulnerableRange));
          if (hit) answers.push(advisoryJson(server, name, advisory));
        }
      }
      const page = server.paginate(request, answers);
      return json(page.items, 200, page.headers);
    },
  });
}

function resolve(spec: ActionRepoSpec, ref: string): string | undefined {
  const named = spec.branches[ref] ?? spec.tags[ref];
  if (named !== undefined) return named;
  return spec.commits[ref.toLowerCase()] !== undefined ? ref.toLowerCase() : undefined;
}

function ancestors(spec: ActionRepoSpec, sha: string): Set<string> {
  const seen = new Set<string>();
  const queue = [sha];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(spec.commits[next] ?? []));
  }
  return seen;
}

function commitJson(server: GitHubServer, spec: ActionRepoSpec, sha: string): Record<string, unknown> {
  const api = `${server.apiUrl}/repos/${spec.owner}/${spec.repo}`;
  const person = { name: 'Maintainer', email: 'maintainer@example.com', date: '2026-01-05T10:00:00Z' };
  return {
    sha,
    node_id: `C_${sha.slice(0, 16)}`,
    commit: { author: person, committer: person, message: `commit ${sha.slice(0, 7)}`, tree: { sha: shaOf(`tree-${sha}`), url: `${api}/git/trees/${shaOf(`tree-${sha}`)}` }, url: `${api}/git/commits/${sha}`, comment_count: 0 },
    url: `${api}/commits/${sha}`,
    html_url: `${server.url}/${spec.owner}/${spec.repo}/commit/${sha}`,
    comments_url: `${api}/commits/${sha}/comments`,
    author: null,
    committer: null,
    parents: (spec.commits[sha] ?? []).map((p) => ({ sha: p, url: `${api}/commits/${p}`, html_url: `${server.url}/${spec.owner}/${spec.repo}/commit/${p}` })),
  };
}

function advisoryJson(server: GitHubServer, name: string, advisory: ActionAdvisorySpec): Record<string, unknown> {
  const identifiers = [{ type: 'GHSA', value: advisory.ghsaId }, ...(advisory.cveId ? [{ type: 'CVE', value: advisory.cveId }] : [])];
  return {
    ghsa_id: advisory.ghsaId,
    cve_id: advisory.cveId ?? null,
    url: `${server.apiUrl}/advisories/${advisory.ghsaId}`,
    html_url: `https://github.com/advisories/${advisory.ghsaId}`,
    repository_advisory_url: null,
    summary: advisory.summary,
    description: advisory.summary,
    type: 'reviewed',
    severity: advisory.severity,
    source_code_location: `https://github.com/${name}`,
    identifiers,
    references: [`https://github.com/advisories/${advisory.ghsaId}`],
    published_at: '2025-03-15T12:00:00Z',
    updated_at: '2025-03-20T12:00:00Z',
    github_reviewed_at: '2025-03-15T12:00:00Z',
    nvd_published_at: null,
    withdrawn_at: advisory.withdrawn ? '2025-04-01T00:00:00Z' : null,
    vulnerabilities: [{ package: { ecosystem: 'actions', name }, vulnerable_version_range: advisory.vulnerableRange, first_patched_version: advisory.patched, vulnerable_functions: [] }],
    cvss: { vector_string: null, score: null },
    cwes: [],
    credits: [],
  };
}

function parts(version: string): number[] {
  return version
    .replace(/^v/i, '')
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);
}

function compare(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** `affects` is `owner/repo` or `owner/repo@version`; the range is GitHub's comma-separated comparisons. */
function affected(affects: string, name: string, range: string): boolean {
  const at = affects.lastIndexOf('@');
  const pkg = at < 0 ? affects : affects.slice(0, at);
  if (pkg.toLowerCase() !== name.toLowerCase()) return false;
  if (at < 0) return true;
  const version = affects.slice(at + 1);
  return range.split(',').every((clause) => {
    const m = /^\s*(<=|>=|<|>|=)\s*(\S+)\s*$/.exec(clause);
    if (!m) return false;
    const c = compare(version, m[2] ?? '');
    switch (m[1]) {
      case '<':
        return c < 0;
      case '<=':
        return c <= 0;
      case '>':
        return c > 0;
      case '>=':
        return c >= 0;
      default:
        return c === 0;
    }
  });
}
