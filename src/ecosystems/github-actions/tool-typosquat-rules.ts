import { makeFinding } from '../finding.js';
import { lookAlikeTools } from '../typosquat/tool-commands.js';
import { lineOf } from '../util.js';
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
        for (const { ecosystem, name, target, command } of lookAlikeTools(script)) {
          if (seen.has(`${ecosystem}:${name}`)) continue;
          seen.add(`${ecosystem}:${name}`);
          ctx.findings.push(
            makeFinding({
              id: 'typosquat',
              severity: 'high',
              title: `A workflow runs ${name}, a look-alike of ${target}`,
              detail: `Job ${job.id} installs or runs the ${ecosystem} package ${name} by name (${command.slice(0, 100)}), one or two edits from the popular ${target}: look-alike names are published to run code, and here it runs in CI with the job's token and secrets, outside any manifest or lockfile. Check the name; use the package you meant, pinned.`,
              path: ctx.path,
              line: lineOf(ctx.content, command) ?? lineOf(ctx.content, name),
              package: name,
              subject: `tool:${ecosystem}:${name}`,
            }),
          );
        }
      }
    }
  }
}
