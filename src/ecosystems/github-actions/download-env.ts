/**
 * A `run:` script that writes a server's answer into `$GITHUB_ENV` or `$GITHUB_PATH` (the
 * download half of gha-github-env): `curl -fsSL https://cfg.example/ci.env >> "$GITHUB_ENV"`,
 * `echo "OPTS=$(curl -s https://…)" >> $GITHUB_ENV`, a `NAME<<EOF` block whose body is a download,
 * `{ …; curl …; } >> "$GITHUB_ENV"`, a variable or file filled from a download and written there.
 * Whoever answers (the host, its CDN, anyone on a plain-HTTP path) then chooses variables for
 * every later step: a line break in the answer adds `LD_PRELOAD`, `NODE_OPTIONS` or `BASH_ENV`,
 * or a PATH entry ahead of the tools.
 *
 * Not reported: an answer cut down to one field or one line before it is written (`jq -r
 * .tag_name`, `cut`, `grep -o`, `awk '{print $2}'`, `sed -n …p`, `head -n1`, `tr -d '\n'`, a
 * digest): the ordinary "latest version" lookup, whose text cannot start a line of its own; a
 * `NAME<<$DELIM` block with a generated delimiter (GitHub's documented form: the answer cannot end
 * the block); a download from localhost (a service the job started); a download saved to a file
 * that is not written there.
 *
 * Linear and bounded: at most MAX_LINES lines of MAX_LINE characters, continuations joined, each
 * line split into commands and pipelines by one quote- and parenthesis-aware pass.
 */

const MAX_LINES = 2000;
const MAX_LINE = 4000;
const MAX_NAMES = 50;

const ENV_FILE = /\$(?:\{|env:)?(GITHUB_ENV|GITHUB_PATH)\b/;
/** A download command in command position: a stage's first word, the first word of a `$( )`, `( )` or backtick substitution, or after `sudo`, `exec`, `command`, `then`, `do`. */
const DOWNLOAD = /(?:^\s*|[(`]\s*|\b(?:sudo|exec|command|then|do)\s+)(curl|wget|aria2c|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)(?=\s)/i;
/** A cheap test of a whole script. */
const MENTIONS_DOWNLOAD = /\b(?:curl|wget|aria2c|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|\bgh\s+(?:api|pr|issue|search)\b/i;
/**
 * A GitHub CLI command in command position that reads what outsiders write: `gh api` of an issue,
 * pull request, comment, review, discussion or commit endpoint (or GraphQL), `gh pr view|list`,
 * `gh issue view|list`, `gh search issues|prs|commits`. Releases, contents and the rest are the
 * maintainers' text and are not this.
 */
const GH_READ = /(?:^\s*|[(`]\s*|\b(?:sudo|exec|command|then|do)\s+)gh\s+(api|pr\s+(?:view|list)|issue\s+(?:view|list)|search\s+(?:issues|prs|commits))(?=\s)/;
const GH_OUTSIDER_ENDPOINT = /\b(?:issues|pulls|comments|discussions|commits|reviews|graphql)\b/;
/** gh's own selector (`--jq`, `-q`, `--template`, `-t`), whose text is group 1 (quoted or one word). */
const GH_SELECTOR = /\s(?:--jq|-q|--template|-t)(?:=|\s+)('[^']{0,500}'|"[^"]{0,500}"|\S{1,500})/;
/**
 * A selector naming a field that outsiders write and that can hold a line break: an issue's, pull
 * request's, comment's or review's body, a commit message (`.body`, `.[].body`, `map(.body)`,
 * `.commit.message`, `{{.body}}`). Titles and branch names hold no line break and are not this.
 */
const OUTSIDER_FIELD = /\.(?:body|body_text|bodyText|message|messageBody)\b/;
const LOCAL = /(?:^|[\s"'@]|:\/\/)(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)(?:[:/\s"']|$)/i;
/** curl's `-o file`/`--output file`, wget's `-O file`/`--output-document=file` (`-` is standard output). */
const OUTPUT = /\s(?:-o|-O|--output|--output-document|-OutFile)(?:=|\s+)["']?([^\s"';&|=][^\s"';&|]{0,299})/;
/** curl `-O`/`--remote-name` and wget without `-O`/`-q -O -` save the answer under the URL's name. */
const REMOTE_NAME = /\s(?:-[a-zA-NP-Z]{0,8}O[a-zA-Z]{0,8}|--remote-name)(?=\s)/;
const URL_NAME = /\bhttps?:\/\/[^\s/"']{1,253}\/(?:[^\s"'?#]{0,500}\/)?([^\s/"'?#]{1,200})/;

/** Filters that cut an answer down to one field or one line (a pipeline stage's text, trimmed). */
const EXTRACTION = [
  /^(?:jq|gojq|yq)\b(?![^|]{0,500}(?:to_entries|with_entries|"[^"]{0,200}\\\())/,
  /^cut\b/,
  /^[ef]?grep\s+(?:-[a-zA-Z]{0,6}[om]|--only-matching|--max-count)/,
  /^awk\s.{0,300}print\s+\$/,
  /^sed\s+(?:.{0,300}\s)?(?:-n\b|-[a-zA-Z]{0,4}n[a-zA-Z]{0,4}\s)/,
  /^sed\b.{0,300}\\1/,
  /^(?:head|tail)\s+(?:-n\s*1|-1|-c\s*\d{1,4})\b/,
  /^tr\s+-[a-z]{0,3}d[a-z]{0,3}\s+["']?[^"']{0,20}\\n/,
  /^(?:sha\d{1,3}sum|md5sum|b2sum|shasum|wc)\b/,
  /^xmllint\b.{0,300}--xpath/,
  /^(?:Select-Object|select)\s+-(?:First|Last|ExpandProperty)\b/i,
  /^ConvertFrom-Json\b/i,
];

export interface DownloadEnvWrite {
  /** The text written is outsider-written (an issue's or PR's body, a commit message, read with gh), not a server's answer. */
  readonly outsider?: boolean;
  /** The (joined) line that writes the answer, trimmed. */
  readonly line: string;
  readonly file: 'GITHUB_ENV' | 'GITHUB_PATH';
  /** How the answer gets there, in words. */
  readonly how: string;
  /** The script's physical line that starts the write (for its line number). */
  readonly anchor: string;
  /** One variable set to the answer of an HTTPS request (ONE_VALUE_FROM_HTTPS): a version file's line, most often. */
  readonly oneValue?: boolean;
  /** A downloaded script is run and what it prints is written (not the answer itself). */
  readonly ran?: boolean;
  /** The download is a file of the pull request's head (HEAD_URL): its author chooses the text. */
  readonly fromHead?: boolean;
}

/**
 * `echo "K8S_VERSION=$(curl -sL https://dl.k8s.io/release/stable.txt)" >> "$GITHUB_ENV"`: one
 * variable, named by the script, set to the answer of an HTTPS request (a version file, as the
 * vendors publish them). A line break in the answer still adds variables, so it is reported, one
 * step lower (low; medium on a privileged trigger); a whole answer appended, or plain HTTP, is not this.
 */
const ONE_VALUE_FROM_HTTPS = /^(?:echo|printf)\s+(?:-[a-z]{1,3}\s+)?["']?[A-Za-z_]\w{0,60}=\$\(\s*(?:curl|wget)\s[^()]{0,500}?https:\/\/[^()]{0,500}\)["']?\s*(?:>>|\|\s*tee\s)/;

/** Lines of a script with `\`-continuations joined, each bounded; `first` is the physical line that starts each. */
function joinedLines(script: string): { text: string; first: string }[] {
  const out: { text: string; first: string }[] = [];
  let pending = '';
  let first = '';
  for (const raw of script.split('\n').slice(0, MAX_LINES)) {
    const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
    if (line.trimEnd().endsWith('\\')) {
      if (pending === '') first = line.trim();
      pending += `${line.trimEnd().slice(0, -1)} `;
      continue;
    }
    out.push({ text: pending + line, first: pending === '' ? line.trim() : first });
    pending = '';
  }
  if (pending !== '') out.push({ text: pending, first });
  return out;
}

interface Split {
  /** The parts between separators. */
  readonly parts: string[];
}

/**
 * Splits `text` at `;`, `&&`, `||` (commands) or at a single `|` (pipeline stages), outside quotes,
 * `$( )`, `( )` and backticks. One pass.
 */
function split(text: string, pipes: boolean): Split {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (quote !== '') {
      if (c === '\\' && quote !== "'") i += 1;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '\\') {
      i += 1;
      continue;
    }
    if (c === "'" || c === '"' || (c === '`' && depth === 0)) {
      quote = c;
      continue;
    }
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === '#' && (i === 0 || /\s/.test(text.charAt(i - 1)))) break;
    if (depth > 0) continue;
    const two = text.slice(i, i + 2);
    if (!pipes && (two === '&&' || two === '||')) {
      parts.push(text.slice(start, i));
      i += 1;
      start = i + 1;
    } else if (!pipes && c === ';') {
      parts.push(text.slice(start, i));
      start = i + 1;
    } else if (pipes && c === '|' && two !== '||' && text.charAt(i - 1) !== '|') {
      parts.push(text.slice(start, i));
      start = i + 1;
    } else if (pipes && two === '||') {
      // A fallback (`curl … || echo none`) ends the pipeline as far as stages go.
      parts.push(text.slice(start, i));
      return { parts };
    }
  }
  parts.push(text.slice(start));
  return { parts: parts.map((p) => p.trim()).filter((p) => p !== '') };
}

/** Whether a pipeline stage cuts its input down to a field or a line. */
function extracts(stage: string): boolean {
  return EXTRACTION.some((re) => re.test(stage));
}

/** The text of the innermost `$( … )` or backtick substitution that starts before `at` and holds it ('' when a property is read from it), or null. */
function substitutionAround(text: string, at: number): string | null {
  let open = -1;
  let depth = 0;
  for (let i = at - 1; i >= 0 && at - i < MAX_LINE; i -= 1) {
    const c = text.charAt(i);
    if (c === ')') depth += 1;
    else if (c === '(') {
      if (depth === 0) {
        open = i;
        break;
      }
      depth -= 1;
    }
  }
  if (open >= 0) {
    let d = 0;
    for (let i = open + 1; i < text.length; i += 1) {
      const c = text.charAt(i);
      if (c === '(') d += 1;
      else if (c === ')') {
        // PowerShell's `(irm …).tag_name`: one property of the answer, not the answer.
        if (d === 0) return /^\.[A-Za-z_]/.test(text.slice(i + 1, i + 3)) ? '' : text.slice(open + 1, i);
        d -= 1;
      }
    }
    return text.slice(open + 1);
  }
  const tick = text.lastIndexOf('`', at);
  if (tick >= 0) {
    const end = text.indexOf('`', at);
    return text.slice(tick + 1, end < 0 ? undefined : end);
  }
  return null;
}

/**
 * What the first stage of a command's pipeline that hands its text on whole is (`judge`'s name),
 * where no later stage cuts that text down (`extracts`: `head -n1`, `tr -d '\n'`). `locate` finds a
 * stage's program and where its name starts; a stage whose program sits inside a substitution is
 * judged by the substitution's own pipeline. `judge` gives the name and how many stages after this
 * one are part of the read (a following `jq -r .body`), or null when the stage hands nothing on.
 */
function firstWholeStage(
  command: string,
  locate: (stage: string) => { readonly match: RegExpExecArray; readonly at: number } | null,
  judge: (stage: string, match: RegExpExecArray, following: string) => { readonly name: string; readonly more: number } | null,
): string | null {
  const stages = split(command, true).parts;
  for (let s = 0; s < stages.length; s += 1) {
    const stage = stages[s] ?? '';
    const located = locate(stage);
    if (located === null) continue;
    const inner = substitutionAround(stage, located.at);
    if (inner !== null && inner.length < stage.length) {
      const found = firstWholeStage(inner, locate, judge);
      if (found !== null && !stages.slice(s + 1).some(extracts)) return found;
      continue;
    }
    const verdict = judge(stage, located.match, stages[s + 1] ?? '');
    if (verdict === null || stages.slice(s + 1 + verdict.more).some(extracts)) continue;
    return verdict.name;
  }
  return null;
}

/** The downloads in a command (or substitution) whose whole answer flows on: not to a file, not from localhost, not cut down by a later stage. */
function wholeAnswerDownload(command: string): string | null {
  return firstWholeStage(
    command,
    (stage) => {
      const match = DOWNLOAD.exec(stage);
      return match === null ? null : { match, at: match.index + match[0].length - (match[1] ?? '').length };
    },
    (stage, m) => {
      const args = stage.slice(m.index + m[0].length);
      if (LOCAL.test(args)) return null;
      const output = OUTPUT.exec(` ${args}`)?.[1];
      if (output !== undefined && output !== '-' && output !== '/dev/stdout') return null;
      if (output === undefined && (REMOTE_NAME.test(` ${args}`) || /^wget$/i.test(m[1] ?? '') && !/\s-[a-zA-Z]{0,6}O\s*-/.test(` ${args}`) && !/\s-qO-/.test(` ${args}`))) return null;
      return { name: (m[1] ?? 'curl').toLowerCase(), more: 0 };
    },
  );
}

/**
 * A gh command (GH_READ) in a command or one of its substitutions that selects an outsider-written
 * multi-line field (OUTSIDER_FIELD) with gh's own `--jq`/`-q`/`--template` or a following `jq -r`,
 * and whose text is not cut down by a later stage (`head -n1`, `tr -d '\n'`): `gh api …/issues/N
 * --jq .body`, `gh pr view "$PR" --json body -q .body`. Its name (`gh api`), or null. The whole JSON
 * answer is not this (JSON escapes line breaks).
 */
function ghOutsiderText(command: string): string | null {
  return firstWholeStage(
    command,
    (stage) => {
      const match = GH_READ.exec(stage);
      return match === null ? null : { match, at: match.index + match[0].search(/gh\s/) };
    },
    (stage, m, following) => {
      const args = stage.slice(m.index + m[0].length);
      if (m[1] === 'api' && !GH_OUTSIDER_ENDPOINT.test(args)) return null;
      const name = `gh ${(m[1] ?? 'api').replace(/\s+/g, ' ')}`;
      if (OUTSIDER_FIELD.test(GH_SELECTOR.exec(` ${args}`)?.[1] ?? '')) return { name, more: 0 };
      const jqSelects = /^jq\s/.test(following) && /\s(?:-[a-zA-Z]{0,4}[rj][a-zA-Z]{0,4}|--raw-output|--join-output)(?=\s)/.test(following) && OUTSIDER_FIELD.test(following);
      return jqSelects ? { name, more: 1 } : null;
    },
  );
}

/** What a command hands on whole: a download (its tool's name) or outsider-written text read with gh (`gh …`). */
function answerOf(command: string): string | null {
  return wholeAnswerDownload(command) ?? ghOutsiderText(command);
}

/** Files a command saves a download to (`curl -o ci.env URL`, `wget URL` under its name). */
function downloadedFiles(command: string): string[] {
  const m = DOWNLOAD.exec(command);
  if (m === null) return [];
  const args = command.slice(m.index + m[0].length);
  const output = OUTPUT.exec(` ${args}`)?.[1];
  if (output !== undefined && output !== '-' && output !== '/dev/stdout') return [output];
  if (REMOTE_NAME.test(` ${args}`) || (/^wget$/i.test(m[1] ?? '') && output === undefined)) {
    const name = URL_NAME.exec(args)?.[1];
    return name === undefined ? [] : [name];
  }
  return [];
}

/** A shell assignment: name in group 1, value in group 2. */
const ASSIGNMENT = /^\s*(?:export\s+|local\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w{0,60})=(.{1,4000})$/;
/** `$NAME = Invoke-RestMethod …` in PowerShell. */
const PS_ASSIGNMENT = /^\s*\$([A-Za-z_]\w{0,60})\s*=\s*(.{1,4000})$/;
/** A write into an environment file: `>> $GITHUB_ENV`, `> "$GITHUB_PATH"`, `tee -a $GITHUB_ENV`, `Out-File … $env:GITHUB_ENV`, `Add-Content $env:GITHUB_PATH`. */
const WRITES_ENV = /(?:>>?|\btee\b[^|]{0,100}?|\bOut-File\b[^|]{0,100}?|\bAdd-Content\b[^|]{0,100}?)\s*["']?\$(?:\{|env:)?(GITHUB_ENV|GITHUB_PATH)\b/i;
/** `NAME<<$DELIM` / `NAME<<${DELIM}`: a generated delimiter. */
const GENERATED_DELIMITER = /\b[A-Za-z_]\w{0,60}<<\$\{?([A-Za-z_]\w{0,60})/;

/** A shell heredoc's opening: `<<EOF`, `<<-EOF`, `<< 'EOF'` (the quote in group 1, the delimiter in group 2); not `NAME<<EOF` in an echoed text. */
const HEREDOC = /(?:^|\s)<<-?\s*(["']?)\\?([A-Za-z_]\w{0,60})\1/;
const MAX_HEREDOC = 500;
/** The first stage running a script file: `sh ./setup.sh`, `bash -e env.sh`, `source env.sh`, `python3 gen.py`, `./setup.sh`. */
const RUN_SAVED = /^(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|source|\.|python3?|node|ruby|perl|pwsh)\s+(?:-[\w-]{1,20}\s+){0,3}["']?([^\s"'|;&>]{1,300})|^["']?(\.{0,2}\/[^\s"'|;&>]{1,300})/;

/** Group openers `{` and `(` alone at the start of a line, and their closers writing to a file. */
const GROUP_OPEN = /^\s*[{(]\s*(?:#.{0,500})?$/;
const GROUP_CLOSE = /^\s*[})]\s*(.{0,500})$/;

/** The writes of a server's answer into GITHUB_ENV or GITHUB_PATH in one run: script. */
export function downloadEnvWrites(script: string): DownloadEnvWrite[] {
  if (!ENV_FILE.test(script) || !MENTIONS_DOWNLOAD.test(script)) return [];
  const joined = joinedLines(script);
  const lines = joined.map((l) => l.text);
  const variables = new Map<string, string>();
  const files = new Map<string, string>();
  const writes: DownloadEnvWrite[] = [];
  let delimiter: string | null = null;
  let groupStart = -1;
  /** Judges one command that writes `file`: a download's answer, a variable or a file filled from one, a downloaded script run. */
  const writeOf = (command: string, file: DownloadEnvWrite['file'], shown: string, anchor: string): boolean => {
    const before = writes.length;
    judge(command, file, shown, anchor);
    return writes.length > before;
  };
  const judge = (command: string, file: DownloadEnvWrite['file'], shown: string, anchor: string): void => {
    const direct = answerOf(command);
    if (direct !== null) {
      if (direct.startsWith('gh ')) writes.push({ line: shown, file, how: `${direct} reads outsider-written text (a body or a commit message) and it is written there`, anchor, outsider: true });
      else writes.push({ line: shown, file, how: `${direct}'s answer${headMark(command)} is written there whole`, anchor, ...(ONE_VALUE_FROM_HTTPS.test(command.trim()) && !/\bhttp:\/\//.test(command) ? { oneValue: true } : {}) });
      return;
    }
    const cut = split(command, true).parts.slice(1).some(extracts);
    const named = [...variablesIn(command)].find((name) => variables.has(name));
    if (named !== undefined && !cut) {
      writes.push({ line: shown, file, how: `$${named}, filled from ${variables.get(named) ?? 'a download'}, is written there`, anchor, ...outsiderOf(variables.get(named)) });
      return;
    }
    // A downloaded script run, its output written there: `sh ./setup.sh | tee -a "$GITHUB_PATH"`, `bash env.sh >> "$GITHUB_ENV"`.
    const ran = RUN_SAVED.exec(split(command, true).parts[0] ?? '');
    const script = ran?.[1] ?? ran?.[2];
    if (script !== undefined) {
      const base = script.slice(script.lastIndexOf('/') + 1);
      const saved = [...files.keys()].find((f) => f === script || f.slice(f.lastIndexOf('/') + 1) === base);
      if (saved !== undefined) {
        writes.push({ line: shown, file, how: `${saved}, saved by ${files.get(saved) ?? 'a download'}, is run and what it prints is written there`, anchor, ran: true, ...outsiderOf(files.get(saved)) });
        return;
      }
    }
    const read = /\b(?:cat|Get-Content|gc|type)\s+["']?([^\s"'|;&>]{1,300})|<\s*["']?([^\s"'|;&>]{1,300})/i.exec(command);
    const readFile = read?.[1] ?? read?.[2];
    if (readFile !== undefined && !cut) {
      const base = readFile.slice(readFile.lastIndexOf('/') + 1);
      const saved = [...files.keys()].find((f) => f === readFile || f.slice(f.lastIndexOf('/') + 1) === base);
      if (saved !== undefined) writes.push({ line: shown, file, how: `${saved}, saved by ${files.get(saved) ?? 'a download'}, is written there`, anchor, ...outsiderOf(files.get(saved)) });
    }
  };
  let skipTo = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const anchor = joined[index]?.first ?? line.trim();
    if (GROUP_OPEN.test(line)) {
      groupStart = index;
      continue;
    }
    const close = GROUP_CLOSE.exec(line);
    if (close !== null && groupStart >= 0) {
      const target = WRITES_ENV.exec(close[1] ?? '');
      const body = lines.slice(groupStart + 1, index);
      groupStart = -1;
      if (target !== null && !/<<\$/.test(body.join('\n'))) {
        const source = body.map((l) => split(l, false).parts.map(answerOf).find((d) => d !== null)).find((d) => d !== null && d !== undefined);
        if (source !== undefined && source !== null) writes.push({ line: line.trim(), file: target[1]!.toUpperCase() as DownloadEnvWrite['file'], how: `a \`{ … }\` block runs ${source} and writes its answer there`, anchor, ...outsiderOf(source) });
      }
      continue;
    }
    if (groupStart >= 0) continue;
    for (const command of split(line, false).parts) {
      const target = WRITES_ENV.exec(command);
      if (target === null) {
        // Remember variables and files filled from a whole download.
        const assignment = ASSIGNMENT.exec(command) ?? PS_ASSIGNMENT.exec(command);
        if (assignment !== null && variables.size < MAX_NAMES) {
          const value = assignment[2] ?? '';
          // A download, or a variable filled from one copied whole (`CFG="$BODY"`: not cut by a stage).
          const copied = [...variablesIn(value)].find((name) => variables.has(name));
          const source = answerOf(value) ?? (copied !== undefined && !split(value.replace(/^\$\(|\)$/g, ''), true).parts.slice(1).some(extracts) ? (variables.get(copied) ?? null) : null);
          if (source !== null) variables.set(assignment[1]!, source.includes(HEAD_MARK) ? source : source + headMark(value));
          else variables.delete(assignment[1]!);
        }
        // `gh api …/issues/N --jq .body > notes.txt`: outsider-written text saved to a file.
        const redirected = /(?:^|[^>&\d])>{1,2}\s*["']?([^\s"';&|>$]{1,300})["']?\s*$/.exec(command)?.[1];
        const gh = redirected === undefined ? null : ghOutsiderText(command.slice(0, command.lastIndexOf('>')).replace(/>\s*$/, ''));
        if (redirected !== undefined && gh !== null && files.size < MAX_NAMES) files.set(redirected, gh);
        for (const file of downloadedFiles(command)) {
          const into = ENV_FILE.exec(file);
          // `curl -o "$GITHUB_ENV" …`: the answer saved as the environment file itself.
          if (into !== null) writes.push({ line: line.trim(), file: into[1] as DownloadEnvWrite['file'], how: `${DOWNLOAD.exec(command)?.[1]?.toLowerCase() ?? 'curl'} saves its answer as the file`, anchor });
          else if (files.size < MAX_NAMES) files.set(file, (DOWNLOAD.exec(command)?.[1]?.toLowerCase() ?? 'curl') + headMark(command));
        }
        continue;
      }
      const file = target[1]!.toUpperCase() as DownloadEnvWrite['file'];
      const opened = GENERATED_DELIMITER.exec(command);
      if (opened !== null) {
        delimiter = opened[1]!;
        continue;
      }
      if (delimiter !== null) {
        if (new RegExp(String.raw`\$\{?${delimiter}\b`).test(command)) delimiter = null;
        continue;
      }
      // A shell heredoc written there (`cat <<EOF >> "$GITHUB_ENV"`): each body line is written as if echoed; a quoted delimiter expands nothing.
      const heredoc = /^\s*(?:cat|tee)\b/.test(command) ? HEREDOC.exec(command) : null;
      if (heredoc !== null) {
        const quoted = heredoc[1] !== '' || command.includes('\\' + heredoc[2]);
        let end = index + 1;
        let found = false;
        for (; end < lines.length && end <= index + MAX_HEREDOC; end += 1) {
          const bodyLine = lines[end] ?? '';
          if (bodyLine.replace(/^\t+/, '').trim() === heredoc[2]) break;
          // One finding for the block: the first body line that brings a download's answer.
          if (!quoted && !found && bodyLine.trim() !== '') found = writeOf(`echo ${bodyLine.trim()} >> "$${file}"`, file, line.trim(), anchor);
        }
        skipTo = end;
        continue;
      }
      writeOf(command, file, line.trim(), anchor);
    }
    if (skipTo > index) index = skipTo;
  }
  return writes.map((w) => (w.how.includes(HEAD_MARK) ? { ...w, fromHead: true } : w));
}

/**
 * A download from the pull request's head: its URL expands the head's repository, SHA or branch
 * (`https://raw.githubusercontent.com/${{ github.event.pull_request.head.repo.full_name }}/${{
 * github.event.pull_request.head.sha }}/ci/env.sh`): the PR's author writes that file.
 */
const HEAD_URL = /\$\{\{[^}]{0,200}?\b(?:pull_request\.head\.(?:repo\.full_name|sha|ref)|head_ref|workflow_run\.head_(?:sha|branch|repository\.full_name))\b/;
const HEAD_MARK = " (a file of the pull request's head)";
const headMark = (text: string): string => (HEAD_URL.test(text) ? HEAD_MARK : '');

/** `{ outsider: true }` for a source that is gh's outsider-written text (ghOutsiderText's name). */
function outsiderOf(source: string | undefined): { outsider?: true } {
  return source?.startsWith('gh ') === true ? { outsider: true } : {};
}

/** The variables a command reads whole: `$X`, `${X}`; PowerShell's `$x.tag_name` reads one property, not the answer. */
function variablesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/\$(?:\{([A-Za-z_]\w{0,60})|([A-Za-z_]\w{0,60})(?!\w|\.[A-Za-z_]))/g)) names.add(m[1] ?? m[2] ?? '');
  names.delete('');
  return names;
}
