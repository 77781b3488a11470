/**
 * `github-persistence`: added code that gives whoever wrote it a lasting foothold in GitHub from the
 * machine it runs on. The Shai-Hulud 2.0 worm (November 2025) did both: it registered each infected
 * machine as a self-hosted runner of a repository it created (the runner's `config.sh --url …
 * --token …`, with a registration token asked of the API with the victim's token), and it wrote a
 * workflow into the victim's repositories (`.github/workflows/discussion.yaml`, run on that runner
 * by a discussion's body) through the API, so that later commands reached the machine through
 * GitHub itself. Program code and scripts do neither in ordinary work, except for the tools that
 * provision runners, which the severities leave room for.
 */
import type { Severity } from '../../signal/schema.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import type { CodeLanguage } from './language.js';

/** The runner's own configuration script given the repository or the token: `./config.sh --url https://github.com/o/r --token …`, `config.cmd --unattended --token`, `["./config.sh", "--url", …]`. */
export const RUNNER_CONFIG = /\bconfig\.(?:sh|cmd)\b[^\n]{0,300}?[\s"'`,[]--(?:url|token|pat)\b/;
/** A runner started with a just-in-time configuration the API handed out: `./run.sh --jitconfig …`, `spawn('./run.sh', ['--jitconfig', …])`. */
export const RUNNER_JIT = /\brun\.(?:sh|cmd)\b[^\n]{0,60}?[\s"'`,[]--jitconfig\b/;
/** The API that hands out a runner registration (REST paths and Octokit's methods). */
const REGISTRATION_API = /\bactions\/runners\/(?:registration-token|generate-jitconfig)\b|\b(?:createRegistrationTokenFor(?:Repo|Org)|generateRunnerJitconfigFor(?:Repo|Org))\b/;

/** A workflow file's path, as a string or a URL path. */
const WORKFLOW_PATH = /\.github\/workflows\/[\w.${}-]{0,100}/;
/**
 * A write of a file, a tree or a commit through the API: Octokit's `createOrUpdateFileContents`,
 * the git data API (`createTree`, `createBlob`, `git/trees`, `git/blobs`), GraphQL's
 * `createCommitOnBranch`, or a REST `PUT` on `…/contents/…`.
 */
const API_WRITE = /\b(?:createOrUpdateFileContents|createCommitOnBranch|createTree|createBlob)\b|\/git\/(?:trees|blobs)\b|\bcontents\/\.github\/workflows\//;
/** What the Shai-Hulud workflow carried: a self-hosted runner, outside text run, or every secret dumped. */
const WORKFLOW_PAYLOAD = /self-hosted|toJSON\(\s{0,3}secrets\s{0,3}\)|github\.event\.(?:discussion|comment|issue)\.(?:body|title)/i;


/** The added lines a rule reads: code, not comments nor lines carried over unchanged. */
export interface AddedLine {
  readonly l: ChangedLine;
  readonly t: CodeText;
}

/**
 * The finding for a file's added lines, or null. Runner registration: high when program code both
 * asks the API for a registration and runs the runner's configuration (or starts it with a
 * just-in-time configuration): it turns a token it holds into a runner on the machine it runs on;
 * medium otherwise (a provisioning script, a cloud-init template). A workflow written through the
 * API: high when the file's added lines also carry a self-hosted runner, an event's text or
 * `toJSON(secrets)`; medium otherwise (a tool that syncs workflows across an organization).
 */
export function githubPersistenceFinding(path: string, added: Iterable<AddedLine>, language: CodeLanguage): KeyedFinding | null {
  let config: ChangedLine | null = null;
  let registration: ChangedLine | null = null;
  let workflowPath: ChangedLine | null = null;
  let write: ChangedLine | null = null;
  let payload = false;
  for (const { l, t } of added) {
    const code = t.code;
    if (code.length < 8) continue;
    if (config === null && (code.includes('config.') || code.includes('run.')) && (RUNNER_CONFIG.test(code) || RUNNER_JIT.test(code))) config = l;
    if (registration === null && REGISTRATION_API.test(code)) registration = l;
    if (workflowPath === null && code.includes('.github/workflows/') && WORKFLOW_PATH.test(code)) workflowPath = l;
    if (write === null && API_WRITE.test(code)) write = l;
    if (!payload && WORKFLOW_PAYLOAD.test(code)) payload = true;
  }
  if (config !== null || registration !== null) {
    // High only in a program, not a shell script (where provisioning a runner is a tool's ordinary work).
    const severity: Severity = config !== null && registration !== null && language !== 'shell' ? 'high' : 'medium';
    const at = config ?? registration;
    if (at === null) return null;
    const what =
      config !== null && registration !== null
        ? `asks the API for a runner registration (line ${registration.line}) and configures a self-hosted runner with it (line ${config.line})`
        : config !== null
          ? `configures a GitHub Actions self-hosted runner on the machine it runs on (line ${config.line})`
          : `asks the API for a self-hosted runner registration (line ${at.line})`;
    return makeFinding({
      id: 'github-persistence',
      severity,
      title: 'Code registers a GitHub Actions self-hosted runner',
      detail: `This file ${what}. A runner registered this way takes jobs from whoever controls the repository it is registered with, on this machine, with its files and credentials: the Shai-Hulud 2.0 worm (November 2025) registered every infected machine so and sent it commands through a workflow. Unless the project provisions runners, remove it; if it does, keep the script where only the infrastructure owners change it.`,
      path,
      line: at.line,
      subject: 'runner',
    });
  }
  if (workflowPath !== null && write !== null) {
    return makeFinding({
      id: 'github-persistence',
      severity: payload ? 'high' : 'medium',
      title: 'Code writes a GitHub Actions workflow through the API',
      detail: `This file writes ${workflowPath === write ? 'a workflow file' : `a workflow file (line ${workflowPath.line})`} into a repository through the GitHub API (line ${write.line})${payload ? ', and the workflow it carries runs on a self-hosted runner, runs an event\'s text or dumps every secret' : ''}: a workflow written with a stolen token runs whatever it says with the repository's secrets, as the Shai-Hulud 2.0 worm's discussion workflow did (November 2025). Unless the project is a tool that manages workflows, remove it.`,
      path,
      line: write.line,
      subject: 'workflow',
    });
  }
  return null;
}
