import type { DependencySourceKind } from '../types.js';
import { hostOf } from '../util.js';
import { fromScopedRegistry } from './registry-hosts.js';

/** Where an npm dependency specifier points: registry range, git, tarball URL, local path or workspace. */
export function npmSpecSource(spec: string): DependencySourceKind {
  const value = spec.trim();
  if (value.startsWith('workspace:')) return 'workspace';
  if (/^(file:|link:|portal:|\.{1,2}\/|\/|~\/)/.test(value)) return 'path';
  if (/^(git\+|git:|git@|github:|gitlab:|bitbucket:|gist:)/.test(value)) return 'git';
  if (/^https?:\/\//.test(value)) return /\.git(#.*)?$/.test(value) ? 'git' : 'url';
  // GitHub shorthand: user/repo, user/repo#ref (not a scoped name, not an npm: alias)
  if (/^[\w.-]+\/[\w.-]+(#.*)?$/.test(value) && !value.startsWith('@')) return 'git';
  return 'registry';
}

/** Where a lockfile entry of package `name` was resolved from (a scoped public registry's tarball counts as the registry: registry-hosts.ts). */
export function npmResolvedSource(resolved: string | null, registryHosts: readonly string[], name = ''): DependencySourceKind {
  if (!resolved) return 'registry';
  if (name !== '' && fromScopedRegistry(name, resolved)) return 'registry';
  if (/^(git\+|git:|git@|github:)/.test(resolved)) return 'git';
  if (/^(file:|link:)/.test(resolved)) return 'path';
  if (/^https?:\/\//.test(resolved)) {
    const host = hostOf(resolved);
    return host !== null && registryHosts.includes(host) ? 'registry' : 'url';
  }
  return 'unknown';
}
