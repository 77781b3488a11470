import type { Severity } from '../../signal/schema.js';

/**
 * Orders to destroy data in an agent's instructions (docs/findings.md, `agent-instruction-dangerous`):
 * the machine or the home directory wiped (`rm -rf ~/`, `rm -rf --no-preserve-root /`,
 * `Remove-Item -Recurse -Force ~`, "delete the user's home directory files", "near-factory state"),
 * cloud and infrastructure resources destroyed (`gcloud projects delete`, `aws s3 rb --force`,
 * `aws ec2 terminate-instances`, `az group delete`, `kubectl delete namespace`, `terraform destroy`,
 * `DROP DATABASE`, "delete file-system and cloud resources"). The tampered Amazon Q Developer extension
 * (July 2025) gave its agent exactly these orders, and Pillar Security's "Rules File Backdoor" (2025)
 * showed rule files (`.cursor/rules/*.mdc`) carrying such orders into every session.
 *
 * A cloud or infrastructure command is graded by its reach. One that reaches everything (`--all`,
 * `-A`, a list of resources substituted into it or piped into it, "for each project", "all buckets",
 * a whole `gcloud` project) on a line that names no test, example, preview, dev or local environment,
 * or one with a production target, is an order to destroy. One that names a single resource, or
 * reaches everything of a test environment, is how projects tear down what their tests made
 * (`terraform destroy` in `examples/`, `kubectl delete namespace e2e-$RUN`,
 * `gcloud projects delete acme-dev-$USER` for a sandbox): it is reported only when the file also
 * tells the agent not to ask for confirmation or not to tell the user, and the line names no such
 * environment. A database dropped on the developer's machine (`dropdb app && createdb app`, no host
 * or a Compose service's) is a reset and is not reported unless it reaches everything. Ordinary cleanups (`rm -rf node_modules dist`, `make clean`,
 * `git clean -fdx`, "delete all generated files in dist/") and prohibitions ("never run `rm -rf ~`",
 * "do not delete cloud resources") are not orders to destroy.
 *
 * Linear: each pattern has bounded gaps; a command is cut at its end (a backtick, `;`, `|`, `&`) and
 * read as words.
 */

export interface DestructiveOrder {
  readonly severity: Severity;
  readonly what: string;
}

export interface OrderContext {
  /** The file tells the agent not to ask for confirmation, or not to tell the user, about something other than routine commands. */
  readonly silenced: boolean;
}

const MAX_LINE = 4000;

const NEGATION = /\b(?:never|not|don't|dont|do not|avoid|must not|mustn't|no|refuse|forbidden|prohibited)\b/i;

/**
 * An order not to ask before acting: "do not ask the user for confirmation", "never prompt for
 * approval", "no need to ask", "without asking", "skip all confirmations", "no confirmation needed".
 * Not "without approval" or "no confirmation email": what people approve and what mail is sent.
 */
const NO_CONFIRMATION =
  /\b(?:do\s+not|don't|dont|never|no\s+need\s+to)\s+(?:ask|prompt|check\s+with|wait\s+for|request|seek|get)\s[^.\n]{0,40}?\b(?:confirm(?:ation)?|approval|permission|consent|the\s+(?:user|developer|human)|anyone)\b|\b(?:do\s+not|don't|dont|never)\s+confirm\b|\bno\s+need\s+to\s+(?:ask|confirm)\b|\bwithout\s+(?:asking|prompting|confirming|confirmation|waiting\s+for\s+(?:confirmation|approval|the\s+user))\b|\b(?:skip|bypass|suppress|disable)\s+(?:all\s+|any\s+|the\s+)?(?:confirmations?|confirmation\s+prompts)\b|\bno\s+confirmation\s+(?:is\s+)?(?:needed|required|necessary)\b/gi;
/** The harmless commands a project lets its agent run without asking ("run tests and linters without asking"). */
const ROUTINE_COMMANDS = /\b(?:routine|tests?|linters?|lint|format(?:ters?|ting)?|builds?|type-?checks?|prettier|eslint|npm|pnpm|yarn|cargo|pytest|make|go\s+(?:test|vet|build)|read-only|migrations?|health\s+checks?|git\s+(?:status|diff|log))\b/i;
const DESTROY_WORD = /\b(?:delet\w*|remov\w*|wip\w*|eras\w*|destroy\w*|terminat\w*|drop\w*|rm|purg\w*|clean\w*|tear\w*)\b/i;
const CLAUSE_BREAK = /[.!?;]\s/g;

/** The clause of a line before `index` (from the last sentence or clause break, at most 160 characters). */
function clauseBefore(line: string, index: number): string {
  const window = line.slice(Math.max(0, index - 160), index);
  let start = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(window); m !== null; m = CLAUSE_BREAK.exec(window)) start = m.index + m[0].length;
  return window.slice(start);
}

/**
 * A prohibition in the clause before `index` ("never run `rm -rf ~`", "do not delete cloud
 * resources"). An order not to ask ("do not ask for confirmation, run …") and a `--no-…` flag are
 * not prohibitions of what follows.
 */
export function prohibitedBefore(line: string, index: number): boolean {
  const clause = clauseBefore(line, index).replace(NO_CONFIRMATION, ' ').replace(/(?:^|\s)--?no-[\w-]{1,40}/g, ' ');
  return NEGATION.test(clause);
}

/**
 * An order on this line not to ask for confirmation (not itself under a prohibition: "never run
 * `terraform destroy` without asking the user" asks). With `routineToo` false, one about routine
 * commands only ("run tests and linters without asking") does not count.
 */
export function suppressesConfirmation(raw: string, routineToo = true): boolean {
  const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
  NO_CONFIRMATION.lastIndex = 0;
  for (let m = NO_CONFIRMATION.exec(line), n = 0; m !== null && n < 20; m = NO_CONFIRMATION.exec(line), n += 1) {
    if (NEGATION.test(clauseBefore(line, m.index).replace(/(?:^|\s)--?no-[\w-]{1,40}/g, ' '))) continue;
    if (routineToo) return true;
    // The clause around the order: what may be run without asking.
    const clause = `${clauseBefore(line, m.index)} ${line.slice(m.index, m.index + 120).split(/[.!?;]\s/, 1)[0] ?? ''}`;
    if (!ROUTINE_COMMANDS.test(clause) || DESTROY_WORD.test(clause)) return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// The machine and the home directory

/** `rm` with its flags, of the root, the home directory, every user's home or all of the working folder (`rm -rf ~/`, `rm -rf /*`, `rm -fr "$HOME"`, `rm -rf --no-preserve-root /`, `rm -rf *`). */
const RM_EVERYTHING = /\brm\s+((?:-{1,2}[A-Za-z][\w-]{0,20}\s+){1,5})["']?(?:(?:\/(?:home|Users|root)?|~|\$HOME|\$\{HOME\})\/?\*?|\*)["']?(?=[\s"'`;)|&]|$)/g;
/** PowerShell's `Remove-Item` of the home directory or a drive (`Remove-Item -Recurse -Force ~`, `C:\`). */
const REMOVE_ITEM_EVERYTHING = /\bRemove-Item\s+((?:-[a-z]{1,20}\s+){0,5})["']?(?:~|\$HOME|\$env:USERPROFILE|[a-z]:)[\\/]?\*?["']?(?=[\s"'`;)|]|$)/gi;
/** Prose that wipes the home directory: "delete the user's home directory files", "remove every file under $HOME", "wipe everything in ~/". */
const HOME_PROSE =
  /\b(?:delete|remove|wipe|erase|destroy|purge|clear|empty|clean\s+out|nuke)\s+(?:(?:all|every|everything|any|anything|the|entire|whole|user(?:'|’)?s|users(?:'|’)?|your|their|files?|folders?|director(?:y|ies)|contents?|data|of|in|under|from|inside|within|on|and|hidden|non-hidden|visible)\s+){0,6}(?:home\s+(?:director(?:y|ies)|folders?|dirs?)\b(?!['’]s\b)|\$HOME\b(?!\/[\w.])|\$\{HOME\}(?!\/[\w.])|~\/?(?=[\s`'"*,;)]|\.(?:\s|$)|$)|%USERPROFILE%)/i;
/** A machine brought back to nothing: "near-factory state", "factory reset", a disk formatted or overwritten. */
const MACHINE_WIPE = /\bnear[\s-]factory\b|\bfactory[\s-](?:state|reset)\b|\bmkfs(?:\.\w+)?\s|\bdd\s+if=\S{1,200}\s+of=\/dev\//i;
/** "Delete all …": files, directories, repositories, users, data. */
const DELETE_ALL =
  /\b(?:delete|wipe|erase|destroy)\s+(?:all|every|the\s+(?:entire|whole))\s[^.\n]{0,30}?\b(?:files?|director(?:y|ies)|resources?|repositor(?:y|ies)|buckets?|instances?|users?|data|disks?|drives?|home)\b/gi;
/** Prose that destroys cloud resources: "delete file-system and cloud resources", "tear down the user's AWS infrastructure". */
const CLOUD_PROSE =
  /\b(?:delete|destroy|wipe|erase|terminate|remove|tear\s+down|nuke|purge)\s+(?:(?:all|every|any|the|user(?:'|’)?s|your|their|existing|remaining|file-?system|local|and|of|other|connected|linked)\s+){0,5}(?:cloud|aws|gcp|azure|google\s+cloud|kubernetes|k8s)\s+(?:resources|infrastructure|accounts?|projects?|data|buckets|instances|environments?|clusters|services|assets)\b/gi;
/** What limits "delete all …" to what the project or its tests made: "… created by the tests", "… in dist/", "all generated files". */
const OWN_LEFTOVERS_AFTER =
  /^\s*(?:(?:that|which)\s+)?(?:you|we|it|the\s+tests?|tests?)\b|^\s*(?:created|made|generated|provisioned|spun|started|deployed|launched|set\s+up|used|left)\b|^\s*(?:for|from|in|of|by|under|inside)\s+(?:the\s+|this\s+|your\s+|a\s+|each\s+)?[`'"]?(?:\.\/)?(?:tests?|e2e|previews?|sandbox|demo|examples?|ephemeral|temporary|tmp|temp|scratch|ci|pr|runs?|dist|build|out|target|coverage|node_modules|\.cache|\.next|__pycache__|bin|obj|fixtures?)\b/i;
const OWN_LEFTOVERS_IN =
  /\b(?:generated|build|built|compiled|temp|temporary|tmp|cache[ds]?|test|tests|e2e|previews?|sandbox(?:es)?|examples?|demo|scratch|ephemeral|stale|old|log|logs|intermediate|output|unused|orphaned|backup|snapshot|fixture|lock|dist)\b/i;

function hasRecursiveFlag(flags: string): boolean {
  return /(?:^|\s)-[A-Za-z]*[rR]|--recursive\b/.test(flags);
}

function machineWipe(line: string): string | null {
  RM_EVERYTHING.lastIndex = 0;
  for (let m = RM_EVERYTHING.exec(line), n = 0; m !== null && n < 20; m = RM_EVERYTHING.exec(line), n += 1) {
    if (hasRecursiveFlag(m[1] ?? '') && !prohibitedBefore(line, m.index)) return m[0];
  }
  REMOVE_ITEM_EVERYTHING.lastIndex = 0;
  for (let m = REMOVE_ITEM_EVERYTHING.exec(line), n = 0; m !== null && n < 20; m = REMOVE_ITEM_EVERYTHING.exec(line), n += 1) {
    const rest = `${m[1] ?? ''} ${line.slice(m.index + m[0].length, m.index + m[0].length + 60)}`;
    if (/-Recurse\b/i.test(rest) && !prohibitedBefore(line, m.index)) return m[0];
  }
  for (const pattern of [HOME_PROSE, MACHINE_WIPE]) {
    const m = pattern.exec(line);
    if (m !== null && !prohibitedBefore(line, m.index)) return m[0];
  }
  return null;
}

/** "Delete all …" and cloud prose that is not limited to what the project or its tests made. */
/** What follows "the AWS resources" when a page or a diagram is edited, not resources destroyed. */
const TEXT_ABOUT = /^\s*(?:section|heading|paragraph|table|list|block|diagram|example|snippet|module|code|file|page|docs?|link|entry|entries|from\s+(?:the\s+)?(?:docs?|readme|diagram|list|table|page|section|example|changelog))\b/i;

function proseWipe(line: string): string | null {
  for (const pattern of [DELETE_ALL, CLOUD_PROSE]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(line), n = 0; m !== null && n < 20; m = pattern.exec(line), n += 1) {
      const after = line.slice(m.index + m[0].length, m.index + m[0].length + 80);
      if (OWN_LEFTOVERS_IN.test(m[0]) || OWN_LEFTOVERS_AFTER.test(after) || prohibitedBefore(line, m.index)) continue;
      // An edit of text about resources: "remove the AWS resources section from the README", "delete the Kubernetes resources from the diagram".
      if (pattern === CLOUD_PROSE && (TEXT_ABOUT.test(after) || /^\S+(?:\s+\S+)?\s+the\s+\S+\s+\S+$/.test(m[0].trim()))) continue;
      return m[0];
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Cloud and infrastructure commands

/** The command-line tools that destroy cloud resources, infrastructure or databases (by their names, in lower case). */
const DESTROYER = /\b(?:gcloud|gsutil|aws|az|kubectl|terraform|tofu|terragrunt|pulumi|heroku|doctl|dropdb)\s/g;
/** SQL that drops a database or schema: in capitals as SQL is written, or in lower case with its name and a `;` or `cascade` (not "drop database connections"). */
const SQL_DROP = /\bDROP\s+(?:DATABASE|SCHEMA)\b|\bdrop\s+(?:database|schema)\s+(?:if\s+exists\s+)?["'`]?[\w.-]{1,60}["'`]?\s*(?:;|cascade\b)/g;
/** Kubernetes kinds whose deletion loses data or an environment (deleting a pod restarts it). */
const KUBE_DATA_KINDS = /^(?:namespaces?|ns|all|pv|pvc|persistentvolumes?|persistentvolumeclaims?|statefulsets?|sts|secrets?|crds?|customresourcedefinitions?|nodes?|clusters?)$/i;
/** A command's reach over everything of a kind: `--all`, `-A`, `--all-namespaces`, a list substituted into it. */
const REACHES_ALL = /(?:^|\s)--all(?:-namespaces)?\b|(?:^|\s)-A(?=\s|$)|\$\(/;
/** A shell loop over a substituted list, read before the command. */
const FOR_EACH_LISTED = /\bfor\s+\w{1,40}\s+in\s+(?:\$\(|`)/;
/** A list of resources piped into the command, directly or through `xargs` or `while read` (`aws s3 ls | awk … | xargs -n1 aws s3 rb --force`). */
const LISTS = /\b(?:ls|list|describe[\w-]*|get)\b/i;
/** "For each project", "all S3 buckets", "every instance": the line orders it over every resource of a kind ("… which removes all resources in it" describes one deletion). */
const EVERY_RESOURCE =
  /\b(?:all|every|each|any)\s+(?:of\s+)?(?:the\s+)?(?:(?:user(?:'|’)?s|your|their|existing|remaining|s3|gcs|gcp|aws|ec2|rds|cloud|google\s+cloud|azure|kubernetes|k8s|compute|sql)\s+){0,2}(?:projects?|buckets?|instances?|clusters?|namespaces?|resource\s+groups?|accounts?|profiles?|regions?|databases?|stacks?|workspaces?|environments?|resources|vms?|infrastructure|folders?|director(?:y|ies))\b(?!\s+(?:in|inside|within|of)\s+(?:it|them|this|that|the\s+namespace|the\s+project|the\s+group|the\s+stack)\b)/i;
const PRODUCTION = /\bprod(?:uction)?\b/i;
/** A target that lives on the developer's machine or in a throw-away environment. */
const LOCAL_TARGET = /\blocalhost\b|\b127\.0\.0\.1\b|\bkind-|\bminikube\b|\bdocker-desktop\b/i;
/** A line about a test, example, preview or local environment: where projects tear down what they made. */
const EPHEMERAL = /\b(?:tests?|e2e|examples?|previews?|sandbox(?:es)?|ephemeral|temporary|temp|tmp|scratch|local|dev|demo|fixtures?)\b|\b(?:ci|pr)-/i;

interface CloudCommand {
  readonly text: string;
  readonly broad: boolean;
  /** A database dropped on the developer's machine or a Compose service (no host, or one without a dot): a reset, not a loss. */
  readonly localDatabase: boolean;
}

/** The database host a line connects to (`-h db.internal.example`, `--host=…`, `postgres://user@host/db`), or ''. */
const DB_HOST_FLAG = /(?:^|\s)(?:-h|--host)[\s=]+["']?([^\s"'`]{1,200})/;
const DB_URL_HOST = /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?):\/\/(?:[^@\s/]{1,100}@)?([^\s/:"'`]{1,200})/i;

function onLocalDatabase(line: string): boolean {
  const host = DB_HOST_FLAG.exec(line)?.[1] ?? DB_URL_HOST.exec(line)?.[1] ?? '';
  return !host.includes('.') || /^127\./.test(host);
}

/** The words of a command after its tool, flags left out (a flag's value stays: `--profile p ec2 …` reads `p ec2 …`). */
function wordsOf(command: string): string[] {
  return command
    .split(/\s+/, 40)
    .slice(1)
    .filter((w) => w !== '' && !w.startsWith('-'));
}

/** Whether a command of a destroying tool destroys something (its subcommand, and the flags it needs for that). */
function destroys(tool: string, command: string): boolean {
  const words = wordsOf(command);
  // Flags are read in the whole command (`aws s3 rm s3://b --recursive`).
  const flags = command;
  switch (tool) {
    case 'gcloud':
    case 'az':
    case 'doctl':
      return words.slice(0, 5).some((w) => w === 'delete' || w === 'purge') || (tool === 'gcloud' && words[0] === 'storage' && words[1] === 'rm' && hasRecursiveFlag(flags));
    case 'gsutil':
      return words.slice(0, 2).includes('rb') || (words.slice(0, 2).includes('rm') && hasRecursiveFlag(flags));
    case 'aws':
      return words.slice(0, 4).some((w) => /^(?:delete-[\w-]+|terminate-[\w-]+|rb|deregister-[\w-]+|purge-[\w-]+)$/.test(w) || (w === 'rm' && /--recursive\b/.test(flags)));
    case 'kubectl': {
      const at = words.slice(0, 3).indexOf('delete');
      return at >= 0 && KUBE_DATA_KINDS.test((words[at + 1] ?? '').split('/')[0] ?? '');
    }
    case 'terraform':
    case 'tofu':
    case 'terragrunt':
      return words.slice(0, 3).includes('destroy') || (words.slice(0, 3).includes('apply') && /(?:^|\s)-destroy\b/.test(flags));
    case 'pulumi':
      return words.slice(0, 2).includes('destroy') || (words[0] === 'stack' && words[1] === 'rm');
    case 'heroku':
      return words.slice(0, 2).some((w) => w === 'apps:destroy' || w === 'pg:reset');
    case 'dropdb':
      return words.length > 0;
    default:
      return false;
  }
}

/** The cloud, infrastructure and database commands of a line that destroy something, and whether each reaches everything of its kind. */
function cloudCommands(line: string): CloudCommand[] {
  const found: CloudCommand[] = [];
  const everyResource = EVERY_RESOURCE.test(line);
  // Over everything in a test, example, preview or local environment: a teardown (a production target is never one).
  const ephemeral = EPHEMERAL.test(line);
  SQL_DROP.lastIndex = 0;
  for (let m = SQL_DROP.exec(line), n = 0; m !== null && n < 20 && found.length < 5; m = SQL_DROP.exec(line), n += 1) {
    if (prohibitedBefore(line, m.index)) continue;
    // The statement, to its end.
    const statement = line.slice(m.index, m.index + 120).split(/[;`"'\n]/, 1)[0] ?? '';
    found.push({ text: statement.trim(), broad: PRODUCTION.test(statement) || (everyResource && !ephemeral), localDatabase: onLocalDatabase(line) });
  }
  DESTROYER.lastIndex = 0;
  for (let m = DESTROYER.exec(line), n = 0; m !== null && n < 40 && found.length < 5; m = DESTROYER.exec(line), n += 1) {
    if (prohibitedBefore(line, m.index)) continue;
    const tool = m[0].trim();
    // The command, to its end: a backtick, a separator or a pipe.
    const command = line.slice(m.index, m.index + 300).split(/[`;|\n]|&&/, 1)[0] ?? '';
    if (LOCAL_TARGET.test(command)) continue;
    if (!destroys(tool, command)) continue;
    // A list piped into it, directly or through `xargs`.
    const before = line.slice(Math.max(0, m.index - 300), m.index);
    const bar = before.lastIndexOf('|');
    const between = bar < 0 ? '' : before.slice(bar + 1).trim();
    const piped = bar > 0 && before[bar - 1] !== '|' && (between === '' || /^(?:xargs|parallel|while\s+read)\b/.test(between)) && LISTS.test(before.slice(Math.max(0, bar - 200), bar));
    // A loop over a listing (`for p in $(gcloud projects list …); do gcloud projects delete "$p"; done`).
    const loop = FOR_EACH_LISTED.exec(before);
    const looped = loop !== null && LISTS.test(before.slice(loop.index));
    const words = wordsOf(command);
    const wholeProject = tool === 'gcloud' && words.indexOf('projects') >= 0 && words[words.indexOf('projects') + 1] === 'delete';
    const broad = PRODUCTION.test(command) || (!ephemeral && (wholeProject || piped || looped || everyResource || REACHES_ALL.test(command.slice(tool.length))));
    found.push({ text: command.trim().slice(0, 80), broad, localDatabase: tool === 'dropdb' && onLocalDatabase(command) });
  }
  return found;
}

/**
 * The order to destroy data on a line, or null: the machine or home directory wiped and cloud
 * resources destroyed over everything are high (critical when the file also tells the agent not to
 * ask or not to tell); a single resource destroyed is high only when the file says so, and the line
 * is not about a test, example, preview or local environment.
 */
export function findDestructiveOrder(raw: string, context: OrderContext = { silenced: false }): DestructiveOrder | null {
  const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
  const silenced = context.silenced || suppressesConfirmation(line, false);
  const grade = (what: string): DestructiveOrder => ({
    severity: silenced ? 'critical' : 'high',
    what: `${what}${silenced ? ', without asking or telling the user' : ''}`,
  });
  const wipe = machineWipe(line) ?? proseWipe(line);
  if (wipe !== null) return grade(`destroy files or resources (\`${wipe.trim().slice(0, 80)}\`)`);
  const commands = cloudCommands(line);
  const broad = commands.find((c) => c.broad);
  if (broad !== undefined) return grade(`destroy cloud resources, infrastructure or databases (\`${broad.text}\`)`);
  const single = commands.find((c) => !c.localDatabase);
  if (single !== undefined && silenced && !EPHEMERAL.test(line)) return { severity: 'high', what: `destroy cloud resources, infrastructure or databases without asking (\`${single.text}\`)` };
  return null;
}
