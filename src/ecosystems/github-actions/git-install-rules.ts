import { makeFinding } from '../finding.js';
import { joinContinuations } from '../shell/continuation.js';
import { findGitInstalls } from '../shell/git-installs.js';
import { type PackageIndex, indexFindings } from '../pypi/indexes.js';
import { registryOverrideFinding } from '../npm/npmrc.js';
import { type CommandRegistry, findCommandIndexes, findHeredocConfigSources, findCommandRegistries, findRemoteInstalls, indexFromVariable, REMOTE_HINT, registryFromVariable, uvMixesIndexes } from '../shell/remote-installs.js';
import { lineOf } from '../util.js';
import { pushAll } from '../../push-all.js';
import type { RuleContext } from './facts.js';
import { scriptsOf, secretNamesIn } from './facts.js';

/**
 * `gha-unpinned-tool` for a `run:` step: a tool installed or run straight from a git repository at a
 * ref that moves (`pip install git+https://github.com/o/r`, `@main`, `npm install github:o/r`,
 * `npx -p someone/tool`, `cargo install --git …` without `--rev`, `go install module@latest`, `go
 * get module` without a version), or from a URL without a hash (a package, or pip's `-r
 * https://…/requirements.txt`): whatever was last pushed or served there runs in the job. Medium when the job has something to steal: a privileged trigger
 * (`pull_request_target`, `workflow_run`, `issue_comment`, …) or a secret in the step's, the job's or
 * the workflow's env or script (the GITHUB_TOKEN alone aside); low otherwise. A command split over
 * continuation lines is read as one (joinContinuations). The repository's own
 * organization is left alone (lowerOwnOrganization drops it); a commit or a version tag is fixed.
 * And `pip-extra-index` for a package index a step's command gives pip or uv (`--extra-index-url`,
 * `--index-url`, `--find-links`, `--trusted-host`) or an `env:` sets (`PIP_EXTRA_INDEX_URL`, …), and
 * `npm-registry-override` for a registry one gives npm, pnpm, Yarn or Bun (`--registry`, `npm config
 * set registry`, `NPM_CONFIG_REGISTRY`).
 */
export function gitInstallRules(ctx: RuleContext): void {
  const indexes: PackageIndex[] = variableIndexes(ctx);
  const workflowSecrets = secretNamesIn(ctx.workflow.env).length > 0;
  for (const job of ctx.workflow.jobs) {
    const jobSecrets = workflowSecrets || secretNamesIn(job.env).length > 0;
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        if (!script.includes('git') && !script.includes('go ') && !REMOTE_HINT.test(script) && !script.includes('-host')) continue;
        const secrets = jobSecrets || secretNamesIn(step.env).length > 0 || secretNamesIn(script).length > 0;
        const exposed = ctx.privileged.length > 0 || secrets;
        const lines = script.split('\n');
        // A command over several lines (`pip install \` then `git+https://…`) is read as one.
        for (const { text: line, first } of joinContinuations(lines)) {
          const gitInstalls = findGitInstalls(line);
          for (const install of gitInstalls) {
            const why = ctx.privileged.length > 0 ? `on ${ctx.privileged.join(', ')}, with the base repository's token and secrets` : secrets ? "with the job's secrets" : "with the job's token";
            ctx.findings.push(
              makeFinding({
                id: 'gha-unpinned-tool',
                severity: exposed ? 'medium' : 'low',
                title: `Workflow installs ${install.repo} from a git ref that moves`,
                detail:
                  `Job ${job.id} installs \`${install.text}\` ${install.ref === null ? "at the repository's default branch" : `at ${install.ref}`}: each run takes whatever was last pushed there, code no one here reviewed, and runs it ${why}. ` +
                  'Fix: pin a commit (`@<40-hex sha>`) or a released version from the package registry, with hashes where the installer checks them.',
                path: ctx.path,
                line: lineOf(ctx.content, install.text) ?? lineOf(ctx.content, line.trim()) ?? lineOf(ctx.content, (lines[first] ?? '').trim()),
                package: install.repo,
                subject: `run:${job.id}:${install.text}`,
              }),
            );
          }
          // A package from a URL without a hash (`pip install https://host/pkg.tar.gz`, `npm i -g https://…/tool.tgz`),
          // and a git source the line-level reading above does not see (`npx -p someone/tool`, `npm i -g someone/tool`).
          for (const install of findRemoteInstalls(line)) {
            if (install.kind === 'git') {
              // A tag or a short commit is fixed here, as for the line-level reading.
              if ((install.pin !== 'moving' && install.worse === null) || gitInstalls.some((g) => install.spec.toLowerCase().includes(g.repo.toLowerCase()))) continue;
              const why = ctx.privileged.length > 0 ? `on ${ctx.privileged.join(', ')}, with the base repository's token and secrets` : secrets ? "with the job's secrets" : "with the job's token";
              ctx.findings.push(
                makeFinding({
                  id: 'gha-unpinned-tool',
                  severity: install.worse !== null ? 'high' : exposed ? 'medium' : 'low',
                  title: `Workflow installs ${install.spec.slice(0, 100)} from a git ref that moves${install.worse === null ? '' : ` ${install.worse}`}`,
                  detail:
                    `Job ${job.id} runs ${install.tool} on \`${install.spec}\` ${install.ref === null ? "at the repository's default branch" : `at ${install.ref}`}: each run takes whatever that ref points at then, code no one here reviewed, and runs it ${why}. ` +
                    'Fix: pin a commit (`#<40-hex sha>`) or a released version from the package registry.',
                  path: ctx.path,
                  line: lineOf(ctx.content, install.spec.replace(/^github:/, '')) ?? lineOf(ctx.content, (lines[first] ?? '').trim()),
                  package: repositoryOf(install.spec),
                  subject: `run:${job.id}:${install.spec}`,
                }),
              );
              continue;
            }
            const why = ctx.privileged.length > 0 ? `on ${ctx.privileged.join(', ')}, with the base repository's token and secrets` : secrets ? "with the job's secrets" : "with the job's token";
            ctx.findings.push(
              makeFinding({
                id: 'gha-unpinned-tool',
                severity: install.worse !== null ? 'high' : install.pin === 'moving' && exposed ? 'medium' : 'low',
                title: `Workflow installs a package from a URL without a hash${install.worse === null ? '' : ` ${install.worse}`}`,
                detail:
                  `Job ${job.id} runs ${install.tool} on \`${install.spec}\`${install.worse === null ? '' : ` (${install.worse})`}: ${install.pin === 'moving' ? 'a file with no version and no hash checked, whatever that server returns at that moment' : 'a file with no hash checked, which whoever controls that server can replace under the same name'}, run ${why}. ` +
                  'Fix: install a released version from the package registry, or pin the file by its hash (`#sha256=` with pip, `--require-hashes`).',
                path: ctx.path,
                line: lineOf(ctx.content, install.spec) ?? lineOf(ctx.content, (lines[first] ?? '').trim()),
                package: install.spec.slice(0, 200),
                subject: `run:${job.id}:${install.spec}`,
              }),
            );
          }
          // `pip install --extra-index-url https://host/simple …`: judged as in a requirements file.
          for (const index of findCommandIndexes(line)) indexes.push({ ...index, line: lineOf(ctx.content, index.value) ?? lineOf(ctx.content, (lines[first] ?? '').trim()) });
          // `npm install --registry https://host/`, `npm config set registry …`: judged as in an .npmrc.
          for (const registry of findCommandRegistries(line)) pushRegistry(ctx, registry, lineOf(ctx.content, registry.url) ?? lineOf(ctx.content, (lines[first] ?? '').trim()));
        }
        // `cat > ~/.config/pip/pip.conf <<EOF` … `extra-index-url = https://…`: the here-document's keys.
        const heredoc = findHeredocConfigSources(script);
        for (const index of heredoc.indexes) indexes.push({ ...index, line: lineOf(ctx.content, index.value) });
        for (const registry of heredoc.registries) pushRegistry(ctx, registry, lineOf(ctx.content, registry.url));
      }
    }
  }
  pushAll(ctx.findings, indexFindings(ctx.path, uvMixesIndexes(indexes, ctx.content)));
}

/** `owner/name` of a git source (`github:o/r#main`, `git+https://host/o/r.git`, `git@host:o/r`), as lowerOwnOrganization reads it; else the spec. */
function repositoryOf(spec: string): string {
  const m = /^(?:github|gitlab|bitbucket):([\w.-]{1,100}\/[\w.-]{1,100})/i.exec(spec) ?? /^[a-z+]{1,20}:\/\/(?:[^@/\s]{1,100}@)?[^/\s]{1,253}\/([\w.-]{1,100}\/[\w.-]{1,100})/i.exec(spec) ?? /^git@[^:\s]{1,253}:([\w.-]{1,100}\/[\w.-]{1,100})/.exec(spec);
  return m === null ? spec.slice(0, 200) : m[1]!.replace(/\.git$/i, '');
}

/** `npm-registry-override` for a registry a step's command or an `env:` sets. */
function pushRegistry(ctx: RuleContext, registry: CommandRegistry, line: number | null): void {
  const finding = registryOverrideFinding(ctx.path, registry.url, registry.scope, { setting: `${registry.setting} ${registry.url}`, tool: '', line, subjectKey: registry.scope === null ? 'registry' : `${registry.scope}:registry` });
  if (finding !== null) ctx.findings.push(finding);
}

/**
 * `PIP_EXTRA_INDEX_URL: https://…` and the like in the workflow's, a job's or a step's `env:` (as
 * indexes, for pip-extra-index); `NPM_CONFIG_REGISTRY: https://…` and the like reported here.
 */
function variableIndexes(ctx: RuleContext): PackageIndex[] {
  const envs = [ctx.workflow.env, ...ctx.workflow.jobs.flatMap((job) => [job.env, ...job.steps.map((step) => step.env)])];
  const found: PackageIndex[] = [];
  for (const env of envs) {
    for (const [name, value] of Object.entries(env)) {
      const index = indexFromVariable(name, value);
      if (index !== null) found.push({ ...index, line: lineOf(ctx.content, index.value) });
      const registry = registryFromVariable(name, value);
      if (registry !== null) pushRegistry(ctx, registry, lineOf(ctx.content, registry.url));
    }
  }
  return found;
}
