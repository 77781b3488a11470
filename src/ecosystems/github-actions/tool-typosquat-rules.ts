import { lookAlikeToolFinding } from '../typosquat/look-alike-tool-finding.js';
import { lookAlikeTools } from '../typosquat/tool-commands.js';
import type { RuleContext } from './facts.js';
import { scriptsOf } from './facts.js';

/**
 * A package a `run:` script installs or runs by name whose name is a look-alike of a popular one
 * (typosquat/tool-commands.ts): it runs in the job with its token and secrets, and no manifest or
 * lockfile of the PR shows it.
 */
export function toolTyposquatRules(ctx: RuleContext): void {
  const seen = new Set<string>();
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        for (const tool of lookAlikeTools(script)) {
          if (seen.has(`${tool.ecosystem}:${tool.name}`)) continue;
          seen.add(`${tool.ecosystem}:${tool.name}`);
          ctx.findings.push(
            lookAlikeToolFinding(ctx.path, ctx.content, tool, {
              title: 'A workflow runs',
              who: `Job ${job.id}`,
              runs: "here it runs in CI with the job's token and secrets",
            }),
          );
        }
      }
    }
  }
}
