import type { DependencySourceKind, ExtractedDependency } from '../types.js';

/** A PEP 508 requirement: `name[extras] specifier ; marker` or `name[extras] @ url ; marker`. */
export interface Requirement {
  readonly name: string;
  readonly extras: readonly string[];
  /** The version specifier (`>=1.2,<2`), or the URL for direct references; '' when unconstrained. */
  readonly specifier: string;
  readonly source: DependencySourceKind;
  readonly marker: string | null;
}

export function urlSource(url: string): DependencySourceKind {
  if (/^git\+|^git:|\.git(?:@|#|$)/.test(url)) return 'git';
  if (/^(?:file:|\.{0,2}\/)/.test(url)) return 'path';
  if (/^(?:hg|svn|bzr)\+/.test(url)) return 'git';
  return 'url';
}

const NAME = /^[a-z0-9](?:[._-]*[a-z0-9])*/i;
const EXTRAS = /^\s*\[([^\]]*)\]/;

export function parseRequirement(text: string): Requirement | null {
  const trimmed = text.trim();
  const name = NAME.exec(trimmed)?.[0];
  if (name === undefined) return null;
  const extrasMatch = EXTRAS.exec(trimmed.slice(name.length));
  const rest = trimmed.slice(name.length + (extrasMatch?.[0].length ?? 0)).trim();
  const semicolon = rest.indexOf(';');
  const marker = semicolon >= 0 ? rest.slice(semicolon + 1).trim() : null;
  let body = (semicolon >= 0 ? rest.slice(0, semicolon) : rest).trim();
  const extras = (extrasMatch?.[1] ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (body.startsWith('@')) {
    body = body.slice(1).trim();
    return { name, extras, specifier: body, source: urlSource(body), marker };
  }
  body = body.replace(/^\((.*)\)$/, '$1').replace(/\s+/g, '');
  if (body !== '' && !/^[<>=!~]/.test(body)) return null;
  return { name, extras, specifier: body, source: 'registry', marker };
}

export function requirementDependency(text: string, dev: boolean, depType: string, line: number | null = null): ExtractedDependency | null {
  const requirement = parseRequirement(text);
  if (requirement === null) return null;
  return {
    name: requirement.name,
    version: requirement.specifier,
    dev,
    source: requirement.source,
    depType,
    line,
    target: requirement.source === 'registry' ? null : requirement.specifier,
  };
}

/** The version a `==1.2.3` specifier pins, or null. */
export function pinnedVersion(specifier: string): string | null {
  const match = /^===?([^,;\s*]+)$/.exec(specifier.trim());
  return match ? match[1]! : null;
}
