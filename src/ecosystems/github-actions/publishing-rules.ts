import { makeFinding } from '../finding.js';
import { lineOf } from '../util.js';
import type { RuleContext } from './facts.js';
import { envOf, scriptsOf, secretNamesIn, usesName } from './facts.js';

/**
 * gha-use-trusted-publishing: a job publishes to a registry that offers trusted publishing (OIDC,
 * no stored token) with a long-lived token from the repository's secrets. A stolen token keeps
 * working from anywhere until someone revokes it; a trusted-publishing credential is minted per run,
 * for this repository and workflow only, and expires within minutes.
 */

interface Registry {
  readonly name: string;
  /** A run: line that publishes there. */
  readonly command: RegExp;
  /** Environment variables (or command-line flags) that carry the token. */
  readonly tokenVars: readonly string[];
  readonly tokenFlag?: RegExp;
  readonly how: string;
}

const REGISTRIES: readonly Registry[] = [
  {
    name: 'PyPI',
    command: /\btwine\s+upload\b|\buv\s+publish\b|\bpoetry\s+publish\b|\bflit\s+publish\b|\bhatch\s+publish\b|\bpdm\s+publish\b/,
    tokenVars: ['TWINE_PASSWORD', 'UV_PUBLISH_TOKEN', 'UV_PUBLISH_PASSWORD', 'POETRY_PYPI_TOKEN_PYPI', 'FLIT_PASSWORD', 'HATCH_INDEX_AUTH', 'PDM_PUBLISH_PASSWORD', 'PYPI_TOKEN', 'PYPI_API_TOKEN'],
    tokenFlag: /(?:^|\s)(?:-p|--password|--token)\s/,
    how: 'pypa/gh-action-pypi-publish with id-token: write and a trusted publisher configured on PyPI (docs.pypi.org/trusted-publishers)',
  },
  {
    name: 'npm',
    command: /\b(?:npm|pnpm)\s+publish\b|\byarn\s+(?:npm\s+)?publish\b/,
    tokenVars: ['NODE_AUTH_TOKEN', 'NPM_TOKEN', 'NPM_AUTH_TOKEN', 'YARN_NPM_AUTH_TOKEN'],
    how: 'npm trusted publishing: id-token: write, npm 11.5 or later, and the workflow registered on npmjs.com (docs.npmjs.com/trusted-publishers)',
  },
  {
    name: 'crates.io',
    command: /\bcargo\s+publish\b/,
    tokenVars: ['CARGO_REGISTRY_TOKEN', 'CARGO_REGISTRIES_CRATES_IO_TOKEN', 'CRATES_IO_TOKEN'],
    tokenFlag: /--token\s/,
    how: 'rust-lang/crates-io-auth-action with id-token: write (crates.io/docs/trusted-publishing)',
  },
  {
    name: 'RubyGems',
    command: /\bgem\s+push\b|\brake\s+release\b|\bbundle\s+exec\s+rake\s+release\b/,
    tokenVars: ['GEM_HOST_API_KEY', 'RUBYGEMS_API_KEY', 'RUBYGEMS_AUTH_TOKEN'],
    how: 'rubygems/release-gem with id-token: write (guides.rubygems.org/trusted-publishing)',
  },
  {
    name: 'nuget.org',
    command: /\bdotnet\s+nuget\s+push\b|\bnuget\s+push\b/,
    tokenVars: ['NUGET_API_KEY', 'NUGET_AUTH_TOKEN'],
    tokenFlag: /(?:-k|--api-key|-ApiKey)\s/i,
    how: 'NuGet/login with id-token: write (learn.microsoft.com/nuget/nuget-org/trusted-publishing)',
  },
];

function fromSecret(value: string | undefined): boolean {
  return value !== undefined && secretNamesIn(value).length > 0;
}

export function trustedPublishingRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      const env = envOf(ctx.workflow, job, step);
      const found: { registry: Registry; evidence: string }[] = [];
      if (usesName(step) === 'pypa/gh-action-pypi-publish' && typeof step.with.password === 'string' && secretNamesIn(step.with.password).length > 0) {
        found.push({ registry: REGISTRIES[0]!, evidence: step.with.password });
      }
      for (const script of scriptsOf(step)) {
        for (const line of script.split('\n')) {
          for (const registry of REGISTRIES) {
            if (!registry.command.test(line)) continue;
            const inLine = secretNamesIn(line).length > 0 && (registry.tokenFlag === undefined || registry.tokenFlag.test(line) || registry.tokenVars.some((v) => line.includes(v)));
            const viaEnv = registry.tokenVars.find((v) => fromSecret(env.get(v)));
            if (inLine) found.push({ registry, evidence: line.trim() });
            else if (viaEnv !== undefined) found.push({ registry, evidence: viaEnv });
          }
        }
      }
      for (const { registry, evidence } of found) {
        ctx.findings.push(
          makeFinding({
            id: 'gha-use-trusted-publishing',
            severity: 'low',
            title: `Job ${job.id} publishes to ${registry.name} with a stored token`,
            detail:
              `Job ${job.id} publishes to ${registry.name} with a long-lived token from the repository's secrets (${evidence.slice(0, 80)}). Anyone who gets hold of it (a compromised step or action, a leaked log) can publish releases from anywhere until it is revoked. ` +
              `${registry.name} supports trusted publishing, whose credential is minted for this workflow on each run and expires within minutes. Fix: ${registry.how}, then delete the token.`,
            path: ctx.path,
            line: lineOf(ctx.content, evidence) ?? lineOf(ctx.content, evidence.split(' ')[0] ?? ''),
            subject: `${job.id}:${registry.name}`,
          }),
        );
      }
    }
  }
}
