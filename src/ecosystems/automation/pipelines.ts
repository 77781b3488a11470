import { parseYamlLimited } from '../../limited-parse.js';
import { isRecord } from '../util.js';
import { otherScriptOfKnownFolder, ownToolchainCommand } from './own-commands.js';

/**
 * Pipelines of CI systems other than GitHub Actions (Azure Pipelines, GitLab CI, CircleCI, Cirrus,
 * Buildkite, AppVeyor, Bitbucket, Drone, Woodpecker, Cloud Build, Travis; Jenkins, whose Groovy
 * pipelines are read for the strings their `sh`, `bat`, `powershell` and `pwsh` steps run, their
 * credentials, shared libraries, images and loaded files): no reader walks their
 * jobs the way the workflow rules walk a workflow, so their edits are judged here by what the edit
 * brings that the base did not have (docs/signal.md, "CI configuration of other systems"):
 *
 * - `runsNothingNewInPipeline`: the head runs no command the base did not (every string under a
 *   command key, `script:`, `pwsh:`, `run:`, `*_script:`, is one the base had), and brings nothing
 *   else new: weighed as a clean workflow edit (0.4), whoever the author.
 * - `editsOnlyPipelineCommands`: commands changed too, for the verdict rule trusted-routine (an author
 *   with history, every check passed).
 *
 * Both require that the head brings no credential (a secret, an encrypted value, a service
 * connection, a variable named like a token or key) the base did not reference, no template, include,
 * task, orb or plugin it did not use, no image repository it did not run (imageFamily), no URL it did not fetch
 * (version numbers aside), no added line that downloads and runs a script, and that no changed line
 * sits in a step or job that signs, publishes, deploys or pushes: those a reviewer reads whatever the author.
 * Linear in the files' sizes; at most MAX_LINES lines are read, past that nothing is judged routine.
 */

const MAX_LINES = 5_000;
const MAX_TEXT = 300_000;
const MAX_NODES = 20_000;

/** Root-level pipeline files by name (case aside). */
const ROOT_PIPELINE = /^(?:azure-pipelines\.ya?ml|\.gitlab-ci\.ya?ml|\.cirrus\.ya?ml|\.?appveyor\.ya?ml|bitbucket-pipelines\.ya?ml|\.drone\.ya?ml|\.woodpecker\.ya?ml|cloudbuild\.ya?ml|\.travis\.ya?ml)$/i;
/** Pipeline files in a CI system's own folder, or an Azure pipeline named so anywhere (`ci/azure-pipelines-release.yml`). */
const FOLDER_PIPELINE = /^(?:\.azure-pipelines\/|\.circleci\/|\.buildkite\/|\.gitlab\/ci\/|\.woodpecker\/)(?:[\w.-]{1,100}\/){0,4}[\w.-]{1,100}\.ya?ml$|(?:^|\/)azure-pipelines[\w.-]{0,60}\.ya?ml$/i;

/**
 * Jenkins pipelines, Groovy: `Jenkinsfile` anywhere (`ci/Jenkinsfile`), `Jenkinsfile.<name>`
 * (`Jenkinsfile.release`; not a document or a copy, `Jenkinsfile.md`, `Jenkinsfile.orig`),
 * `<name>.jenkinsfile`, and the Groovy files of a `jenkins/` (or `.jenkins/`) folder, which a
 * Jenkinsfile `load`s or a job runs.
 */
const JENKINS_PIPELINE = /(?:^|\/)(?:jenkinsfile(?:\.(?!(?:md|txt|rst|orig|bak|old|sample|example)$)[\w-]{1,60})?|[\w.-]{1,100}\.jenkinsfile)$|(?:^|\/)\.?jenkins\/(?:[\w.-]{1,100}\/){0,4}[\w.-]{1,100}\.groovy$/i;

/** True for a Jenkins pipeline file (JENKINS_PIPELINE), read as Groovy. */
export function isJenkinsPath(path: string): boolean {
  return JENKINS_PIPELINE.test(path);
}

/** True for a pipeline file of a CI system other than GitHub Actions (see the module comment). */
export function isPipelinePath(path: string): boolean {
  return ((!path.includes('/') && ROOT_PIPELINE.test(path)) || FOLDER_PIPELINE.test(path) || JENKINS_PIPELINE.test(path)) && !path.startsWith('vendor/') && !path.includes('/vendor/');
}

/** Keys whose strings a shell runs: `script:`, `pwsh:`, `run:`, Cirrus' and AppVeyor's `*_script:`, Travis' and AppVeyor's phases. */
const COMMAND_KEY = /^(?:scripts?|commands?|run|pwsh|powershell|bash|sh|cmd|ps|inlineScript|inline|install|before_install|after_success|after_failure|before_deploy|after_deploy|before_build|after_build|before_test|after_test|on_success|on_failure|on_finish|init|before_cache|[\w-]{1,80}_script)$/;

interface Side {
  /** A Jenkins pipeline: Groovy, whose comments start with `//` or `*`. */
  readonly groovy: boolean;
  readonly lines: readonly string[];
  /** Each line's parent line (by indentation; a `- ` item counts half a column deeper), -1 at the top. */
  readonly parents: readonly number[];
  readonly commands: readonly string[];
  readonly credentials: ReadonlySet<string>;
  readonly references: ReadonlySet<string>;
  /** References (`task:cache`) of Azure Pipelines' built-in tasks whose every step here is given nothing but settings (plainBuiltinTasks). */
  readonly builtinTasks: ReadonlySet<string>;
  readonly urls: ReadonlySet<string>;
}

/** A line that only holds a comment, or nothing (in Groovy, `//` and the lines of a block comment). */
function blankOrComment(line: string, groovy = false): boolean {
  const trimmed = line.trim();
  return trimmed === '' || (groovy ? trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*') : trimmed.startsWith('#'));
}

/** The indentation of a line, a list item's dash counting half a column deeper than its key. */
function depthOf(line: string): number {
  const indent = line.length - line.trimStart().length;
  return line.trimStart().startsWith('- ') || line.trimStart() === '-' ? indent + 0.5 : indent;
}

function parents(lines: readonly string[], groovy: boolean): number[] {
  const out: number[] = [];
  const stack: { depth: number; index: number }[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (blankOrComment(line, groovy)) {
      out.push(stack.length > 0 ? stack[stack.length - 1]!.index : -1);
      continue;
    }
    const depth = depthOf(line);
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    out.push(stack.length > 0 ? stack[stack.length - 1]!.index : -1);
    stack.push({ depth, index: i });
  }
  return out;
}

/**
 * The strings under command keys, anywhere in the document, trimmed. A built-in Azure task's
 * `command:` input that only picks what Microsoft's task does (`DotNetCoreCLI@2`'s `command: test`,
 * PLAIN_COMMAND) is a setting, not a shell command; another (`custom`, `push`) is read as one.
 */
function commandsOf(doc: unknown): string[] | null {
  const out: string[] = [];
  let nodes = 0;
  const walk = (value: unknown, command: boolean, taskInputs = false): boolean => {
    nodes += 1;
    if (nodes > MAX_NODES) return false;
    if (typeof value === 'string') {
      if (command) out.push(value.trim());
      return true;
    }
    if (Array.isArray(value)) return value.every((item) => walk(item, command));
    if (isRecord(value)) {
      const builtin = typeof value.task === 'string' && BUILTIN_TASKS.has(withoutVersion(value.task.trim()));
      return Object.entries(value).every(([key, item]) => {
        if (taskInputs && key.toLowerCase() === 'command' && typeof item === 'string' && PLAIN_COMMAND.test(item.trim())) return true;
        return walk(item, COMMAND_KEY.test(key), builtin && key === 'inputs');
      });
    }
    return true;
  };
  return walk(doc, false) ? out : null;
}

/**
 * Words of a name that holds a credential: a token, secret, password, key, certificate, signing
 * material. The name is read by its words, split at `_`, `-`, `.` and camel case (`KeyData`,
 * `NPM_TOKEN`, `signKeyVaultUrl`, `keyPath`), so `monkey` and `keyboard` are no such name.
 */
const CREDENTIAL_WORDS: ReadonlySet<string> = new Set([
  'token', 'tokens', 'secret', 'secrets', 'password', 'passwd', 'pwd', 'passphrase', 'credential', 'credentials', 'creds', 'key', 'keys', 'apikey',
  'keydata', 'keystore', 'keyvault', 'keyring', 'cert', 'certs', 'certificate', 'pat', 'auth', 'sign', 'signing', 'gpg', 'pgp', 'ssh', 'private',
]);

function isCredentialName(name: string): boolean {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).some((word) => CREDENTIAL_WORDS.has(word));
}
/** Predefined variables of the CI systems: what the system tells every job, no secret. */
const PREDEFINED = /^(?:build|system|agent|pipeline|environment|resources|release|checks|common|ci|cirrus|circle|travis|appveyor|bitbucket|drone|buildkite|github|runner)[._]/i;

/** Variable references: Azure's `$(name)`, shell `$NAME`/`${NAME}`, PowerShell `$env:NAME`, cmd `%NAME%`, `${{ secrets.NAME }}`, `secrets.NAME`. */
const VARIABLE_REF = /\$\(([\w.-]{1,100})\)|\$[Ee][Nn][Vv]:(\w{1,100})|\$\{?([A-Za-z_]\w{0,100})\}?|%([A-Za-z_]\w{0,100})%|\bsecrets\.([\w-]{1,100})/g;
/** Values that are credentials whatever their name: Cirrus' `ENCRYPTED[…]`, Travis' and AppVeyor's `secure:`, CircleCI's `context:`, service connections, vaults. */
const CREDENTIAL_VALUE = /ENCRYPTED\[[^\]]{1,200}\]|^[ \t]*(?:-[ \t]+)?(?:secure|context|azureSubscription|serviceConnection|connectedServiceName\w*|externalFeedCredentials|publishFeedCredentials|vault|secrets|id_tokens|gcs_credentials|aws_credentials)[ \t]*:(.{0,300})$/gi;

/** Things the pipeline takes from elsewhere: a task, a template, an include, an orb, a plugin, a reused repository, an image; versions and tags cut. */
const REFERENCE_LINE = /^[ \t]*(?:-[ \t]+)?(task|template|extends|include|remote|project|file|local|uses|orb|image(?:_family)?|container|docker|repository)[ \t]*:[ \t]*['"]?([^'"\s#]{1,300})/i;
/** An orb in CircleCI's `orbs:` (`node: circleci/node@5.1`) or a Buildkite plugin (`- docker#v5.9.0:`). */
const ORB_OR_PLUGIN = /^\s*(?:[\w-]+:\s*['"]?([\w.-]+\/[\w.-]+)@|-\s*['"]?([\w./:-]+)#[\w.-]+['"]?\s*:)/;
const URL = /https?:\/\/[^\s'"<>)\]]{1,500}/gi;

/**
 * Azure Pipelines' built-in tasks (microsoft/azure-pipelines-tasks, shipped with every agent, names
 * as a pipeline writes them, version cut) that install a tool, cache, build or test the repository
 * with Microsoft's tooling, publish test results or artifacts to the pipeline itself, or move files
 * about: Microsoft's code, as `actions/*` is GitHub's. Left out: tasks that sign in or hand out a
 * credential (`NuGetAuthenticate`, `DownloadSecureFile`, `AzureKeyVault`, `InstallSSHKey`, `Docker`),
 * deploy or release (`AzureWebApp`, `GitHubRelease`, `PublishSymbols`), and marketplace tasks
 * (`SonarCloudPrepare`, `publisher.extension.Task`): another publisher's code.
 */
const BUILTIN_TASKS: ReadonlySet<string> = new Set([
  // Tool installers.
  'nodetool', 'usenode', 'usepythonversion', 'usedotnet', 'dotnetcoreinstaller', 'userubyversion', 'gotool', 'javatoolinstaller', 'nugettoolinstaller', 'helminstaller',
  'kubectlinstaller', 'dockerinstaller', 'visualstudiotestplatforminstaller',
  // Caching, building and testing.
  'cache', 'cachebeta', 'dotnetcorecli', 'npm', 'nugetcommand', 'go', 'gradle', 'maven', 'ant', 'msbuild', 'vsbuild', 'vstest', 'xcode', 'cmake',
  // Results and artifacts kept by the pipeline itself; files moved about.
  'publishtestresults', 'publishcodecoverageresults', 'publishbuildartifacts', 'publishpipelineartifact', 'downloadbuildartifacts', 'downloadpipelineartifact',
  'copyfiles', 'archivefiles', 'extractfiles', 'deletefiles',
  // Scripts: their inline `script:` is read as the command it is (a file they run is not plain, UNPLAIN_INPUT).
  'bash', 'powershell', 'cmdline',
]);
/** Inputs that name a script or command line to run, a feed, registry, endpoint or credential: not a plain step. */
const UNPLAIN_INPUT = /^(?:filePath|scriptPath|scriptName|customCommand|custom)$|feed|registry|endpoint|connection|credential|secure|token|key(?:vault|store)/i;
/** The `command:` a built-in task may be given and stay plain: restoring, building, testing, installing from the lockfile. */
const PLAIN_COMMAND = /^(?:restore|build|test|install|ci|get)$/i;

/**
 * The built-in tasks (BUILTIN_TASKS) of an Azure pipeline whose every step is plain: its inputs name
 * no script file, custom command, feed, registry, endpoint or credential (UNPLAIN_INPUT), and a
 * `command:` input, if any, restores, builds, tests or installs (`DotNetCoreCLI@2` with `command:
 * test`; not `push`, `pack`, `publish` or `custom`). The references are written `task:<name>`, as
 * `read` writes them. Fully qualified names (with a dot) are marketplace tasks and never built in.
 */
function plainBuiltinTasks(doc: unknown): Set<string> {
  const plain = new Set<string>();
  const refused = new Set<string>();
  let nodes = 0;
  const walk = (value: unknown): void => {
    nodes += 1;
    if (nodes > MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isRecord(value)) return;
    const task = value.task;
    if (typeof task === 'string') {
      const name = withoutVersion(task.trim());
      if (BUILTIN_TASKS.has(name)) {
        const inputs = isRecord(value.inputs) ? value.inputs : {};
        const ok = Object.entries(inputs).every(([input, setting]) => !UNPLAIN_INPUT.test(input) && (input.toLowerCase() !== 'command' || (typeof setting === 'string' && PLAIN_COMMAND.test(setting.trim()))));
        (ok ? plain : refused).add(`task:${name}`);
      }
    }
    for (const item of Object.values(value)) walk(item);
  };
  walk(doc);
  for (const name of refused) plain.delete(name);
  return nodes > MAX_NODES ? new Set() : plain;
}

/** Jenkins steps that hand a string to a shell: `sh`, `bat`, `powershell`, `pwsh`. */
const JENKINS_STEP = /\b(?:sh|bat|powershell|pwsh)\b/g;
/** Characters of one command string at most. */
const MAX_COMMAND = 20_000;

/**
 * The strings a Jenkins pipeline's steps hand to a shell: `sh 'make test'`, `sh "npm run ${task}"`,
 * `sh '''…'''` and `sh """…"""` over lines, `sh(script: '…', returnStdout: true)`, `sh label:
 * 'x', script: '…'`, and the same for `bat`, `powershell` and `pwsh`. Read left to right, each
 * string once (a step word inside a string read is not a step); null when a string does not close.
 */
function jenkinsCommands(text: string): string[] | null {
  const out: string[] = [];
  JENKINS_STEP.lastIndex = 0;
  for (let m = JENKINS_STEP.exec(text); m !== null; m = JENKINS_STEP.exec(text)) {
    let i = m.index + m[0].length;
    while (text[i] === ' ' || text[i] === '\t') i += 1;
    const paren = text[i] === '(';
    if (paren) i += 1;
    // Named arguments: the string is `script:`'s (`sh(returnStdout: true, script: '…')`), on the step's line unless in parentheses.
    if (text[i] !== "'" && text[i] !== '"') {
      const lineEnd = text.indexOf('\n', i);
      const window = text.slice(i, paren ? i + 300 : Math.min(i + 300, lineEnd < 0 ? text.length : lineEnd));
      const named = /\bscript\s*:\s*/.exec(window);
      if (named === null) continue;
      i += named.index + named[0].length;
    }
    while (text[i] === ' ' || text[i] === '\t' || (paren && (text[i] === '\n' || text[i] === '\r'))) i += 1;
    const quote = text[i];
    if (quote !== "'" && quote !== '"') continue;
    const triple = text.startsWith(quote.repeat(3), i);
    const start = i + (triple ? 3 : 1);
    let end = -1;
    if (triple) end = text.indexOf(quote.repeat(3), start);
    else {
      for (let k = start; k < text.length && k < start + MAX_COMMAND; k += 1) {
        const c = text[k];
        if (c === '\\') k += 1;
        else if (c === quote) {
          end = k;
          break;
        } else if (c === '\n') break;
      }
    }
    if (end < 0 || end - start > MAX_COMMAND) return null;
    out.push(text.slice(start, end).trim());
    JENKINS_STEP.lastIndex = end + (triple ? 3 : 1);
  }
  return out;
}

/** Jenkins credentials: `credentials('npm-token')` (in `environment { … }`), `credentialsId: 'deploy-key'` (withCredentials, git, docker.withRegistry). */
const JENKINS_CREDENTIAL = /\bcredentials\s*\(\s*['"]([^'"\n]{1,200})['"]|\bcredentialsId\s*:\s*['"]([^'"\n]{1,200})['"]/g;
/**
 * What a Jenkins pipeline takes from elsewhere: a shared library (`@Library('corp-lib@main') _`,
 * `library 'corp-lib@v2'`, its ref kept: another branch of a library is other code), an agent's or
 * `docker.image(…)`'s image, a Groovy file it `load`s.
 */
const JENKINS_LIBRARY = /@Library\s*\((?:\s*\[)?\s*['"]([^'"\n]{1,200})['"]|\blibrary(?:\s*\(|\s)\s*(?:identifier\s*:\s*)?['"]([^'"\n]{1,200})['"]/g;
const JENKINS_REFERENCE = /\b(?:image|docker\.image|load)(?:\s*\(|\s)\s*['"]([^'"\n]{1,300})['"]/g;

/**
 * The name a reference is compared by: its version or tag cut (withoutVersion), and for an image
 * named with no registry or owner (`freebsd-14-4-release-amd64-ufs`, Cirrus's `image_family:
 * freebsd-14-3`, `macos-14-xcode-15`, `macos-runner:sonoma`), its first word: such a name is the CI
 * system's own hosted machine image or a Docker official image, which nobody else can publish under,
 * and its release is written into the name (a replay of an async runtime rated `ci: update FreeBSD
 * image to 14.4` medium). An image with an owner or a registry keeps its whole name, the version
 * numbers in its own last part aside (imageFamily: `ci/builder2` and `ci/builder3`).
 */
function referenceName(key: string, value: string): string {
  if (!IMAGE_KEYS.has(key.toLowerCase().replace('_family', ''))) return withoutVersion(value);
  const name = withoutVersion(value);
  if (name.includes('/')) return imageFamily(value);
  return /^[a-z]+/.exec(name)?.[0] ?? name;
}

/** A reference without its version, tag or digest (`UseDotNet@2` → `usedotnet`, `cimg/node:18.0` → `cimg/node`). */
function withoutVersion(reference: string): string {
  return reference.replace(/@sha256:[0-9a-f]{64}$/i, '').replace(/[@#][\w.+-]{0,80}$/, '').replace(/:[\w.+-]{1,80}$/, '').toLowerCase();
}

/** Reference keys that name an image (a container's or a runner's). */
const IMAGE_KEYS: ReadonlySet<string> = new Set(['image', 'container', 'docker']);

/**
 * An image with an owner or registry, without its version, and with the version numbers in its own
 * name (the part after the last `/`) written `#`: `ci/builder2` and `ci/builder3` are one family, as
 * `cimg/node:20.1` and `cimg/node:22.3` are one repository. The registry and namespace stay as
 * written, so another publisher's image is still new.
 */
function imageFamily(reference: string): string {
  const bare = withoutVersion(reference);
  const slash = bare.lastIndexOf('/');
  return bare.slice(0, slash + 1) + bare.slice(slash + 1).replace(/\d+/g, '#');
}

/**
 * Groovy's comment lines blanked, the indexes kept: `//` lines, and block comments that start a line
 * (`/*` … up to the line holding `*\/`: a license header, a doc comment), whose words are no step.
 * A `/*` inside a line (`sh 'rm -rf build/*'`) starts nothing.
 */
function withoutGroovyComments(lines: readonly string[]): string[] {
  const out: string[] = [];
  let inBlock = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!inBlock && trimmed.startsWith('/*')) inBlock = true;
    if (inBlock) {
      out.push('');
      if (trimmed.includes('*/')) inBlock = false;
      continue;
    }
    out.push(trimmed.startsWith('//') ? '' : line);
  }
  return out;
}

/**
 * Cirrus CI's file as YAML can read it: Cirrus takes a top-level key more than once (`task:` after
 * `task:`, each a task of its own, as its documentation writes them), which YAML refuses; each
 * repeat is numbered (`task__2:`) on its own line, so every task's commands are read and the lines
 * stay where they were. A replay of an async runtime's three FreeBSD tasks read none of them.
 */
function cirrusKeysNumbered(lines: readonly string[]): string {
  const seen = new Map<string, number>();
  return lines
    .map((line) => {
      const key = /^([A-Za-z_][\w-]{0,100}):(?=\s|$)/.exec(line)?.[1];
      if (key === undefined) return line;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return n === 1 ? line : `${key}__${n}${line.slice(key.length)}`;
    })
    .join('\n');
}

const CIRRUS_PATH = /^\.cirrus\.ya?ml$/i;
/** Azure Pipelines' files: the root `azure-pipelines.yml`, `.azure-pipelines/`, an `azure-pipelines*.yml` anywhere. */
const AZURE_PATH = /^\.azure-pipelines\/|(?:^|\/)azure-pipelines[\w.-]{0,60}\.ya?ml$/i;

function read(text: string, groovy: boolean, path = ''): Side | null {
  if (text.length > MAX_TEXT) return null;
  const split = text.split(/\r?\n/);
  if (split.length > MAX_LINES) return null;
  const lines = groovy ? withoutGroovyComments(split) : split;
  let commands: string[] | null;
  let builtinTasks = new Set<string>();
  if (groovy) commands = jenkinsCommands(lines.join('\n'));
  else {
    const parsed = parseYamlLimited(CIRRUS_PATH.test(path) ? cirrusKeysNumbered(split) : text, { maxAliasCount: 100 });
    if (!parsed.ok || !isRecord(parsed.value)) return null;
    commands = commandsOf(parsed.value);
    if (AZURE_PATH.test(path)) builtinTasks = plainBuiltinTasks(parsed.value);
  }
  if (commands === null) return null;
  const credentials = new Set<string>();
  const references = new Set<string>();
  const urls = new Set<string>();
  for (const line of lines) {
    if (blankOrComment(line, groovy)) continue;
    if (groovy) {
      for (const match of line.matchAll(JENKINS_CREDENTIAL)) credentials.add(`credentials:${(match[1] ?? match[2] ?? '').toLowerCase()}`);
      for (const match of line.matchAll(JENKINS_LIBRARY)) references.add(`library:${(match[1] ?? match[2] ?? '').toLowerCase()}`);
      for (const match of line.matchAll(JENKINS_REFERENCE)) references.add(`jenkins:${withoutVersion(match[1]!)}`);
    }
    for (const match of line.matchAll(VARIABLE_REF)) {
      const name = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (match[5] !== undefined) credentials.add(`secrets.${match[5].toLowerCase()}`);
      else if (name !== undefined && !PREDEFINED.test(name) && isCredentialName(name)) credentials.add(name.toLowerCase());
    }
    for (const match of line.matchAll(CREDENTIAL_VALUE)) credentials.add((match[1] ?? match[0]).trim().toLowerCase());
    // An environment variable whose name holds a credential, set from anything (`NUGET_API_KEY: $(nugetKey)`).
    const envName = /^[ \t]*(?:-[ \t]+)?([A-Za-z_]\w{0,100})[ \t]*[:=]/.exec(line)?.[1];
    if (envName !== undefined && /^[A-Z0-9_]+$/.test(envName) && isCredentialName(envName)) credentials.add(envName.toLowerCase());
    const reference = REFERENCE_LINE.exec(line);
    if (reference !== null) references.add(`${reference[1]!.toLowerCase().replace('_family', '')}:${referenceName(reference[1]!, reference[2]!)}`);
    const orb = ORB_OR_PLUGIN.exec(line);
    if (orb !== null) references.add(`plugin:${withoutVersion(orb[1] ?? orb[2]!)}`);
    for (const url of line.matchAll(URL)) urls.add(url[0].replace(/\d+/g, '#').toLowerCase());
  }
  return { groovy, lines, parents: parents(lines, groovy), commands, credentials, references, builtinTasks, urls };
}

/**
 * Words of release work: signing, publishing, deploying, pushing. Publishing or uploading test results,
 * coverage, reports, code-scanning results or build artifacts to the CI system itself
 * (`PublishTestResults@2`, `Publish NUnit results`, `store_artifacts`,
 * `github/codeql-action/upload-sarif`) is not.
 */
const RELEASE_WORK =
  /(?<![A-Za-z])(?:[Ss]ign(?:ing|tool|ed|ature|er)?(?![a-z])|codesign|cosign|signtool|gpg|notari[sz]|keystore|\.snk\b|\.pfx\b|\.p12\b|(?:[Pp]ublish|PUBLISH|[Uu]pload|UPLOAD)(?![\w -]{0,40}(?:[Rr]esult|[Aa]rtifact|[Cc]overage|[Rr]eport|[Tt]est|TEST|COVERAGE|[Ss]arif|SARIF))|[Dd]eploy|DEPLOY|twine|goreleaser|semantic-release|gh release|(?:git|docker|podman|buildah|nuget|helm|oras|gem|cargo|npm|skopeo)\s+(?:[\w-]{1,40}\s+){0,2}push\b)/;
/** Whether a text (a command, a step's or job's name) speaks of release work (RELEASE_WORK): the GitHub workflow rules ask it too. */
export function speaksOfReleaseWork(text: string): boolean {
  return RELEASE_WORK.test(text);
}

/** The words of a line (split at spaces, `;` and `,`) that speak of release work. */
function releaseParts(line: string): string[] {
  return line.split(/[\s;,]+/).filter((part) => RELEASE_WORK.test(part));
}

/** The lines of a step that name it: which task or job it is, what it is called. */
const IDENTITY_KEY = /^[ \t]*(?:-[ \t]+)?(?:displayName|name|task|label|key|stage|job|deployment|environment|title|description)[ \t]*:/;
/** Downloading and running a script (`curl … | sh`, `iex (iwr …)`, `bash <(curl …)`). */
const REMOTE_RUN = /(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b[^\n]{0,300}\|\s*(?:sudo\s+)?(?:ba|z|k)?sh\b|\|\s*(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\b[^\n]{1,40}(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)|<\(\s*(?:curl|wget)\b|\$\(\s*(?:curl|wget)\b/i;

/**
 * Groovy that runs or fetches code outside the `sh` steps: a string run as a process (`"…".execute()`,
 * ProcessBuilder, Runtime.exec), Groovy evaluated (`evaluate(…)`, GroovyShell, `@Grab`), a URL read
 * or requested (`new URL(…)`, `httpRequest`), a class loaded by name, a library loaded in a step: a
 * Jenkins pipeline line is code, not data, so an added one of these is never a routine edit.
 */
const GROOVY_RUNS = /\.execute\s*\(|\bevaluate\s*\(|\bGroovyShell\b|\bRuntime\.getRuntime\b|\bProcessBuilder\b|\bClass\.forName\b|@Grab\b|\bnew\s+URL\s*\(|\.toURL\s*\(|\bhttpRequest\b|\blibrary\s*\(/;

/** The line itself and the lines above it that hold it (its step, job, stage), up to the top. */
function* chain(side: Side, index: number): Generator<number> {
  for (let i = index, n = 0; i >= 0 && n < 50; i = side.parents[i]!, n += 1) yield i;
}

/**
 * Whether a changed line sits in release work: the line itself, each line above that holds it (its
 * job's and stage's keys), and the nearest list item above it (its step) by the lines that name it
 * (`task:`, `displayName:`, `name:`): an edit of the signing step's condition is one; an edit of the
 * build command of a step that passes signing settings along is read by its own line.
 */
function inReleaseWork(side: Side, index: number, steps: Map<number, boolean>, parts: ReadonlyMap<string, number>, otherParts: ReadonlyMap<string, number>): boolean {
  let step = -1;
  for (const i of chain(side, index)) {
    const line = side.lines[i]!;
    // The changed line itself: release words the other side's changed lines carry the same (`"signKeyPath"=$keyPath`
    // in a build command whose version argument changed) are no edit of release work.
    if (i === index ? releaseParts(line).some((part) => (parts.get(part) ?? 0) > (otherParts.get(part) ?? 0)) : RELEASE_WORK.test(line)) return true;
    if (step < 0 && line.trimStart().startsWith('- ')) step = i;
  }
  if (step < 0) return false;
  let known = steps.get(step);
  if (known === undefined) {
    known = false;
    const depth = depthOf(side.lines[step]!);
    for (let i = step + 1; i < side.lines.length && (blankOrComment(side.lines[i]!, side.groovy) || depthOf(side.lines[i]!) > depth); i += 1) {
      if (side.parents[i] === step && IDENTITY_KEY.test(side.lines[i]!) && RELEASE_WORK.test(side.lines[i]!)) {
        known = true;
        break;
      }
    }
    steps.set(step, known);
  }
  return known;
}

const HUNK_HEADER = /^@@ -(\d{1,9})(?:,\d{1,9})? \+(\d{1,9})(?:,\d{1,9})? @@/;

/** The changed lines of a unified diff: removed lines by their base index, added lines by their head index (0-based). Null past MAX_LINES changed lines or without a hunk. */
function changedIndexes(patch: string): { added: number[]; removed: number[] } | null {
  const added: number[] = [];
  const removed: number[] = [];
  let before = -1;
  let after = -1;
  for (const line of patch.split('\n')) {
    const header = HUNK_HEADER.exec(line);
    if (header !== null) {
      before = Number(header[1]) - 1;
      after = Number(header[2]) - 1;
      continue;
    }
    if (before < 0 || line.startsWith('\\')) continue;
    if (line.startsWith('+')) added.push(after++);
    else if (line.startsWith('-')) removed.push(before++);
    else {
      before += 1;
      after += 1;
    }
    if (added.length + removed.length > MAX_LINES) return null;
  }
  return before < 0 ? null : { added, removed };
}

function subset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/**
 * The shared judgement: nothing new but commands, no changed line in release work. Null when either
 * side cannot be read. With `builtins`, a new reference to a plain step of an Azure built-in task
 * (plainBuiltinTasks) counts as nothing new, as another action of `actions/` does in a workflow.
 */
function judge(base: string, head: string, patch: string, path: string, builtins = false): { before: Side; after: Side } | null {
  if (patch.length > MAX_TEXT) return null;
  const changed = changedIndexes(patch);
  if (changed === null) return null;
  const groovy = isJenkinsPath(path);
  const before = read(base, groovy, path);
  const after = read(head, groovy, path);
  if (before === null || after === null) return null;
  const references = builtins ? new Set([...after.references].filter((reference) => !after.builtinTasks.has(reference))) : after.references;
  if (!subset(after.credentials, before.credentials) || !subset(references, before.references) || !subset(after.urls, before.urls)) return null;
  const added = changed.added.filter((i) => i < after.lines.length && !blankOrComment(after.lines[i]!, groovy));
  const removed = changed.removed.filter((i) => i < before.lines.length && !blankOrComment(before.lines[i]!, groovy));
  if (added.some((i) => REMOTE_RUN.test(after.lines[i]!) || (groovy && GROOVY_RUNS.test(after.lines[i]!)))) return null;
  const headSteps = new Map<number, boolean>();
  const baseSteps = new Map<number, boolean>();
  const count = (side: Side, indexes: readonly number[]): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const i of indexes) for (const part of releaseParts(side.lines[i]!)) counts.set(part, (counts.get(part) ?? 0) + 1);
    return counts;
  };
  const addedParts = count(after, added);
  const removedParts = count(before, removed);
  if (added.some((i) => inReleaseWork(after, i, headSteps, addedParts, removedParts)) || removed.some((i) => inReleaseWork(before, i, baseSteps, removedParts, addedParts))) return null;
  return { before, after };
}

/** The edit runs no command the base did not and brings nothing new (see the module comment): weighed as a clean workflow edit. */
export function runsNothingNewInPipeline(base: string, head: string, patch: string, path = ''): boolean {
  const sides = judge(base, head, patch, path);
  if (sides === null) return false;
  const old = new Set(sides.before.commands);
  return sides.after.commands.every((command) => old.has(command));
}

/** Separators of the commands of a shell script: a line break, `;`, `&&`, `||`, a pipe. */
const COMMAND_SEPARATOR = /\r?\n|&&|\|\||[;|]/;
/** A version or number argument, quoted or not: `20`, `'24.x'`, `v8`. */
const VERSION_ARGUMENT = /^['"]?v?\d[\w.+-]{0,40}['"]?$/;

/** The commands of a script, each its words with version arguments written `#`; none past 20,000 characters. */
function shellCommands(script: string): string[] {
  if (script.length > 20_000) return [];
  const out: string[] = [];
  for (const command of script.split(COMMAND_SEPARATOR)) {
    const words = command.trim().split(/\s+/);
    if (words[0] === undefined || words[0] === '' || words[0].startsWith('#')) continue;
    out.push(words.map((word, i) => (i > 0 && VERSION_ARGUMENT.test(word) ? '#' : word)).join(' '));
  }
  return out;
}

/**
 * The edit changes at most commands (see the module comment): for the verdict rule trusted-routine,
 * a job's own commands edited by an author with history here, every check passed. As in a workflow,
 * a command of an existing step may change (each new command string is paired with one the head no
 * longer has), and a new step is one built from commands the pipeline already runs (versions
 * aside); a new program (`npx c8 report` beside `npm test`) is not.
 */
export function editsOnlyPipelineCommands(base: string, head: string, patch: string, path = ''): boolean {
  const sides = judge(base, head, patch, path, true);
  if (sides === null) return false;
  const left = new Map<string, number>();
  for (const command of sides.before.commands) left.set(command, (left.get(command) ?? 0) + 1);
  const added: string[] = [];
  for (const command of sides.after.commands) {
    const n = left.get(command) ?? 0;
    if (n > 0) left.set(command, n - 1);
    else added.push(command);
  }
  let gone = 0;
  for (const n of left.values()) gone += n;
  const known = new Set(sides.before.commands.flatMap(shellCommands));
  const unknown = added.filter((script) => {
    const commands = shellCommands(script);
    return commands.length === 0 || !commands.every((command) => known.has(command) || ownToolchainCommand(command, known) || otherScriptOfKnownFolder(command, known));
  });
  return unknown.length <= gone;
}
