import { pushAll } from '../../push-all.js';
import { sendsData } from '../build-code/behaviors.js';
import { makeFinding, type KeyedFinding } from '../finding.js';
import { placeDressedAsSecretService, secretNamedForOtherPlace } from '../github-actions/secret-rules.js';
import type { ChangedLine } from './changed-lines.js';
import { type CodeText, continuedLines } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { requestSpans, type RequestSpan, spansByLine, stringConstants } from './request-spans.js';
import { CREDENTIAL_NAME, ENV_VARIABLE_READ, readsSecretFromEnvironment } from './sink-rules.js';

/**
 * `suspicious-network-endpoint` across lines: added program code reads a secret from the environment
 * by a name that says what it is for (`os.Getenv("AWS_SECRET_ACCESS_KEY")`), keeps it in a name
 * (`payload := id + ":" + key`, `v.Set("k", key)`, `body = {"t": token}`), and sends that name, on a
 * later line of its function or through one function of the same file whose body makes the request
 * (`go report(payload)` beside `func report(p string) { http.Post("https://…", …) }`), to literal URLs
 * none of which is the service's. What `secretSentElsewhere` reads within a few lines, followed
 * through names and one call: a Go `init()` that posts AWS keys to a host dressed as AWS's runs on
 * every import of the package.
 *
 * Token-level and linear: a name holds a secret from the line that assigns it (or fills it: `.Set(`,
 * `.append(`, `x["k"] =`) to the end of the function it stands in (a name assigned outside every
 * function holds it in the whole file); a function runs from its definition to the next one.
 */

/** Languages read: those whose environment reads and requests the rule knows. */
const FLOW_LANGUAGES: ReadonlySet<CodeLanguage> = new Set<CodeLanguage>(['python', 'js', 'go', 'ruby', 'php', 'java']);

/** A function's definition (group 1 or 2 its name; group 3 the text after its name). */
const FUNCTION_DEFINITION =
  /^\s*(?:(?:export\s+)?(?:default\s+)?(?:async\s+)?function(?:\s{0,4}\*\s{0,4}|\s{1,4})([A-Za-z_$][\w$]{0,60})|func\s+(?:\([^)]{0,80}\)\s*)?([A-Za-z_]\w{0,60})|(?:async\s+)?def\s+(?:self\.)?([A-Za-z_]\w{0,60}[?!]?)|(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]{0,60})\s*=\s*(?:async\s+)?(?:function\b|\([^()]{0,200}\)[^=\n;{]{0,80}=>|[A-Za-z_$][\w$]{0,60}\s{0,4}=>)|(?:(?:public|private|protected|static|async|final)\s+){0,4}(?:[\w<>[\]]{1,40}\s+)?([A-Za-z_$][\w$]{0,60})\s*\([^()]{0,200}\)\s*(?:throws\s+[\w.,\s]{1,80})?\{)(.{0,400})$/;
/** Whether a line of code defines a function (`func report(p string) {`, `def setup():`, `function ping(t) {`, `const send = async (p) => {`). */
export function definesFunction(code: string): boolean {
  if (code.length < 5) return false;
  const m = FUNCTION_DEFINITION.exec(code);
  const name = m === null ? undefined : (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
  return name !== undefined && !NOT_A_FUNCTION.has(name);
}

/** Words a method-shaped line may start with that define nothing (`if (x) {`, `for (…) {`). */
const NOT_A_FUNCTION = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'function', 'else', 'do', 'try', 'new', 'await', 'typeof', 'elif', 'unless', 'until']);

/** An assignment: `x = …`, `const x = …`, `x := …`, `var x = …`, `self.x =`, `@x =`, `$x =` (group 1 the name). */
const ASSIGNMENT = /^\s*(?:(?:const|let|var|final|val|auto)\s+)?(?:self\.|this\.|@|\$)?([A-Za-z_]\w{0,60})(?::[^=\n,]{1,40})?(?:,\s{0,4}[A-Za-z_]\w{0,60}){0,3}\s{0,4}(?::=|\+=|=)(?![=>~])/;
/**
 * A name filled in place: `v["k"] = …`, `body.token = …`, `this.cache.creds.k = …` (three fields or
 * keys deep at most), `v.Set("k", …)`, `data.append(…)`, `params.update(…)`, a URL's query
 * `url.searchParams.set("k", …)` (group 1 or 2 the name).
 */
const FILLED =
  /^\s*(?:self\.|this\.|@|\$)?([A-Za-z_]\w{0,60})(?:\[[^\]\n]{1,80}\]|\.[A-Za-z_]\w{0,40}){1,3}\s*=(?!=)|^\s*(?:self\.|this\.|@|\$)?([A-Za-z_]\w{0,60})(?:\.searchParams)?\.(?:Set|Add|set|add|append|update|put|push|merge!?|store|Write|WriteString|WriteField|setdefault|concat|extend)\s*\(/;

/** A request, GET included (what a URL's query carries is sent too), beside sendsData's POSTs and sockets. */
const REQUEST_CALL =
  /\b(?:fetch|requests\.(?:post|get|put|patch|request)|httpx\.(?:post|get|put|patch|request)|axios(?:\.(?:post|get|put|request))?|got(?:\.(?:post|get|put))?|https?\.(?:get|request)|http\.(?:Post|Get|PostForm|NewRequest(?:WithContext)?)|urlopen|Net::HTTP\.\w{1,20}|URI\.open|HTTParty\.\w{1,10}|RestClient\.\w{1,10}|Faraday\.\w{1,10}|file_get_contents|curl_exec|HttpRequest\.newBuilder)\s*\(/;
/** A line where a value is a credential for the host it goes to: a header, an auth option, a client built with it. */
const CREDENTIAL_CONTEXT = /\bheaders?\b|authorization|\bbearer\b|\bauth\s*[:=(]|\bx-[a-z-]{0,40}(?:key|token|auth)\b|setRequestHeader|Header\.(?:Set|Add)|\.basic_auth|\bSetBasicAuth\b|\bapi[_-]?key\s*=\s*|\bcredentials?\s*[:=(]|\bNewStaticCredentials\w{0,20}\s*\(/i;
/** A literal URL of the code, host and path. */
const CODE_URL = /["'`]https?:\/\/([a-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[^\s"'`?#]{0,300})?)/gi;
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|testserver|[\w.-]{0,200}\.(?:test|local|localhost|invalid|example|internal)|(?:[\w-]{1,63}\.)?example\.(?:com|org|net))$/i;
/** An identifier of a line whose strings are blanked. */
const WORD = /[A-Za-z_$][\w$]{0,60}/g;

/** A line's indentation. */
const INDENT = /^[ \t]{0,200}/;
/** A line that closes a function at its own indentation. */
const CLOSING = /^\s*(?:[})\]]|end\b)/;

/** A write into the environment: `process.env.X =`, `os.environ["X"] =`, `ENV["X"] =`, `$_ENV["X"] =`. */
const ENVIRONMENT_WRITE = /^\s*(?:process\.env\b|os\.environ\b|ENV\[|\$_ENV\[|\$_SERVER\[)/;
/** The first field of a name filled in place (`state.token = …`, `this.cache.creds.k = …`: group 1 `token`, `creds`); none for a key (`v["k"] = …`). */
const FIELD_FILLED = /^\s*(?:self\.|this\.|@|\$)?[A-Za-z_]\w{0,60}\.([A-Za-z_]\w{0,40})/;
/** A name used in code, with the field read of it if any (`state.count`: group 1 `state`, group 2 `count`; `this.cache`: `cache`), group 3 a call of it (`u.String()`). */
const DOTTED_USE = /(?<![\w$.])(?:(?:this|self)\s{0,4}\.\s{0,4})?([A-Za-z_$][\w$]{0,60})(?:\s{0,4}\.\s{0,4}([A-Za-z_$][\w$]{0,60})(\s{0,4}\()?)?/g;

/** Whether code uses a name whole, by one field or through a method (`state`, `state.token`, `u.String()`), not only by other fields (`state.count`); true when it does not show the name so (PHP's `$state->token`). */
function usesWholeOrField(code: string, name: string, field: string): boolean {
  let seen = false;
  for (const m of code.matchAll(DOTTED_USE)) {
    if (m[1] !== name) continue;
    if (m[2] === undefined || m[2] === field || m[3] !== undefined) return true;
    seen = true;
  }
  return !seen;
}

/** An assignment to an attribute of the instance: `self.token =`, `this.key =`, `@key =`. */
const ATTRIBUTE = /^\s*(?:self\.|this\.|@(?!@))/;
/** A name put into a string: `${key}`, `#{key}`, an f-string's `{self.token}` (group 1 the dotted name). */
const INTERPOLATION = /[$#]?\{\s{0,2}([A-Za-z_$][\w$.]{0,80})\s{0,2}\}/g;

/** The names a line uses: its code's identifiers (strings blanked) and those it puts into strings. */
function usedWords(masked: string, code: string): string[] {
  // PHP's variables are read with their `$` (`$key`), which the assignment's name is held without.
  const words: string[] = (masked.match(WORD) ?? []).map((w) => (w.startsWith('$') && w.length > 1 ? w.slice(1) : w));
  if (code.includes('{')) for (const m of code.matchAll(INTERPOLATION)) for (const w of (m[1] ?? '').split('.')) if (w !== '') words.push(w);
  return words;
}

/** The most names followed. */
const MAX_HOLDERS = 40;

interface Block {
  readonly name: string | null;
  readonly params: ReadonlySet<string>;
  readonly start: number;
  readonly end: number;
}

interface Sender {
  readonly places: readonly string[];
  readonly line: number;
}

/** The secret-named environment variables a line reads (`os.Getenv("AWS_SECRET_ACCESS_KEY")`, `process.env.NPM_TOKEN`). */
function secretReads(code: string): string[] {
  if (!code.includes('env') && !code.includes('ENV')) return [];
  return [...code.matchAll(ENV_VARIABLE_READ)].map((m) => m[1] ?? '').filter((n) => n !== '' && (CREDENTIAL_NAME.test(n) || readsSecretFromEnvironment(n)));
}

function placesOf(code: string): string[] {
  if (!code.includes('://')) return [];
  return [...code.matchAll(CODE_URL)].map((m) => (m[1] ?? '').toLowerCase());
}

/** Whether every place is out on the network (none local or an example), and there is one. */
function remotePlaces(places: readonly string[]): boolean {
  return places.length > 0 && places.every((p) => !LOCAL_HOST.test(p.split(/[/:]/, 1)[0] ?? '')) && !places.some((u) => /\/(?:oauth2?|token|login|auth|sessions?)\b/.test(u));
}

/**
 * `patch`: the file's patch, whose context lines may hold the URL a request's name stands for
 * (`const SINK = 'https://…'` above the hunk). Requests written over several lines, to a URL a name
 * of the file holds, image beacons and sockets are read whole (request-spans.ts): the secret or
 * the name holding it on any line of the request but one inside its `headers`.
 */
export function secretFlowSent(path: string, added: readonly { readonly l: ChangedLine; readonly t: CodeText }[], language: CodeLanguage, patch?: string): KeyedFinding | null {
  if (!FLOW_LANGUAGES.has(language)) return null;
  // Nothing to follow without a secret read from the environment.
  if (!added.some(({ t }) => secretReads(t.code).length > 0)) return null;
  const sends = (code: string): boolean => sendsData(code, language) || REQUEST_CALL.test(code);
  const spans = requestSpans(added, stringConstants(added.map(({ l }) => l), added.map(({ t }) => t), patch));
  const spanAt = spansByLine(spans);
  const spanStarts = new Map<number, RequestSpan>();
  for (const span of spans) if (!spanStarts.has(span.start)) spanStarts.set(span.start, span);
  // The functions, each from its definition to the next (or a new hunk).
  // The functions, each from its definition over the lines indented deeper (and the line that closes
  // it at its own indentation: `}`, `end`), in one hunk.
  const blockOf: number[] = new Array<number>(added.length).fill(-1);
  const blocks: Block[] = [];
  let open: { index: number; indent: number } | null = null;
  for (let i = 0; i < added.length; i += 1) {
    const { l, t } = added[i]!;
    const indent = INDENT.exec(l.text)?.[0].length ?? 0;
    const m = FUNCTION_DEFINITION.exec(t.code);
    const name = m === null ? undefined : (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
    if (name !== undefined && !NOT_A_FUNCTION.has(name)) {
      const params = new Set(usedWords(((m?.[6] ?? '').split(')', 1)[0] ?? ''), ''));
      blocks.push({ name, params, start: i, end: i });
      open = { index: blocks.length - 1, indent };
      blockOf[i] = open.index;
      continue;
    }
    const current: Block | undefined = open === null ? undefined : blocks[open.index];
    if (open === null || current === undefined || added[current.end]?.l.hunk !== l.hunk || current.end !== i - 1) {
      open = null;
      continue;
    }
    const closes = indent === open.indent && CLOSING.test(t.code);
    if (indent > open.indent || closes) {
      blocks[open.index] = { ...current, end: i };
      blockOf[i] = open.index;
      if (closes) open = null;
    } else open = null;
  }
  // Functions of the file whose body makes a request to literal, remote URLs.
  const senders = new Map<string, Sender>();
  for (const block of blocks) {
    if (block.name === null || senders.size >= 50) continue;
    const places: string[] = [];
    let line = -1;
    let paramsOnlyAsCredential = block.params.size > 0;
    for (let i = block.start + 1; i <= block.end; i += 1) {
      const { l, t } = added[i]!;
      pushAll(places, placesOf(t.code));
      const span = spanStarts.get(i);
      if (span !== undefined) pushAll(places, span.places);
      if (line < 0 && (sends(t.code) || span !== undefined)) line = l.line;
      const words = usedWords(t.masked, t.code);
      if (words.some((w) => block.params.has(w)) && !CREDENTIAL_CONTEXT.test(t.code) && !FUNCTION_DEFINITION.test(t.code)) paramsOnlyAsCredential = false;
    }
    if (line >= 0 && remotePlaces(places) && !paramsOnlyAsCredential) senders.set(block.name, { places, line });
  }
  // The names that hold a secret: by block (-1: outside every function, seen everywhere), name → the variable read.
  const holders = new Map<string, string>();
  const key = (block: number, name: string): string => `${block}\u0001${name}`;
  // The field an object was filled on (`state.token = …`: `token`), by holder: the object is sent
  // when a line uses it whole or that field, not another of its fields (`state.count`).
  const filledField = new Map<string, string>();
  const heldBy = (i: number, w: string, code: string): string | undefined => {
    const inBlock = key(blockOf[i] ?? -1, w);
    const k = holders.has(inBlock) ? inBlock : key(-1, w);
    const held = holders.get(k);
    const field = filledField.get(k);
    return held === undefined || field === undefined || usesWholeOrField(code, w, field) ? held : undefined;
  };
  const heldOn = (i: number, words: readonly string[], code: string): string | undefined => {
    for (const w of words) {
      const held = heldBy(i, w, code);
      if (held !== undefined) return held;
    }
    return undefined;
  };
  /** Every secret a line carries, held in its names or read on it (`{ command, npm, gh }`: NPM_TOKEN and GITHUB_TOKEN). */
  const carriedOn = (i: number, words: readonly string[], code: string): string[] => {
    const out = new Set<string>(secretReads(code));
    for (const w of words) {
      if (out.size >= 8) break;
      const held = heldBy(i, w, code);
      if (held !== undefined) out.add(held);
    }
    return [...out];
  };
  // The names each function assigns itself (or takes as a parameter): a name it only fills
  // (`state.token = …`, `url.searchParams.set(…)`) is an object of the file, read by its other functions too.
  const local = new Set<string>();
  blocks.forEach((block, b) => {
    for (const p of block.params) local.add(key(b, p));
  });
  for (let i = 0; i < added.length; i += 1) {
    const b = blockOf[i] ?? -1;
    const name = b < 0 ? undefined : ASSIGNMENT.exec(added[i]!.t.code)?.[1];
    if (name !== undefined && local.size < 1000) local.add(key(b, name));
  }
  for (let pass = 0; pass < 2; pass += 1) {
    for (let i = 0; i < added.length && holders.size < MAX_HOLDERS; i += 1) {
      const { t } = added[i]!;
      if (FUNCTION_DEFINITION.test(t.code) && blocks[blockOf[i] ?? -1]?.start === i) continue;
      const assigned = ASSIGNMENT.exec(t.code)?.[1];
      const filled = assigned === undefined ? FILLED.exec(t.code) : null;
      const target = assigned ?? filled?.[1] ?? filled?.[2];
      // A variable of the environment set for a child process (`process.env.NODE_AUTH_TOKEN = …`, `os.environ["TWINE_PASSWORD"] = …`) stores nothing the file sends.
      if (target === undefined || CREDENTIAL_CONTEXT.test(t.code) || (filled !== null && ENVIRONMENT_WRITE.test(t.code))) continue;
      let value = assigned === undefined ? t.code : t.code.slice(t.code.search(/[:+]?=|\(/) + 1);
      let masked = assigned === undefined ? t.masked : t.masked.slice(t.masked.search(/[:+]?=|\(/) + 1);
      // A value written over several lines (`payload = {` … `}`): the lines up to its closing bracket.
      if (assigned !== undefined) {
        const rest = continuedLines(t.masked, i, (j) => {
          const next = added[j];
          return next === undefined || next.l.hunk !== added[i]!.l.hunk || next.l.line !== added[j - 1]!.l.line + 1 ? null : next.t;
        });
        for (const r of rest) {
          value += ` ${r.code}`;
          masked += ` ${r.masked}`;
        }
      }
      const secret = secretReads(value)[0] ?? heldOn(i, usedWords(masked, value), value);
      // An attribute of the instance (`self.token = …`, `this.key = …`, `@key = …`), or an object of
      // the file a function fills, is read by the other functions too.
      const block = blockOf[i] ?? -1;
      const fileWide = ATTRIBUTE.test(t.code) || (assigned === undefined && !local.has(key(block, target)));
      if (secret === undefined) continue;
      const holder = key(fileWide ? -1 : block, target);
      const field = assigned === undefined && filled?.[1] !== undefined ? FIELD_FILLED.exec(t.code)?.[1] : undefined;
      // Filled again on another field: the object is sent whole or not at all.
      if (holders.has(holder) && filledField.get(holder) !== field) filledField.delete(holder);
      else if (!holders.has(holder) && field !== undefined) filledField.set(holder, field);
      holders.set(holder, secret);
    }
  }
  if (holders.size === 0 && senders.size === 0 && spans.length === 0) return null;
  for (let i = 0; i < added.length; i += 1) {
    const { l, t } = added[i]!;
    if (CREDENTIAL_CONTEXT.test(t.code)) continue;
    const block = blocks[blockOf[i] ?? -1];
    if (block !== undefined && block.start === i) continue;
    const words = usedWords(t.masked, t.code);
    // A call of a function of the file that sends, given a secret or a name holding one.
    for (const [name, sender] of senders) {
      const at = words.indexOf(name);
      if (at < 0 || name === block?.name) continue;
      const call = t.masked.indexOf(`${name}(`);
      if (call < 0) continue;
      const args = t.code.slice(call + name.length);
      const secret = secretReads(args)[0] ?? heldOn(i, usedWords(t.masked.slice(call + name.length), args), args);
      if (secret === undefined) continue;
      const finding = judged(path, secret, sender.places, l.line, `passes it to ${name}(), whose request (line ${sender.line}) sends it`, block?.name ?? null);
      if (finding !== null) return finding;
    }
    // A line of a request written over several lines (not one of its headers) that carries the
    // secret or a name holding it: the request's own destination, a URL a name of the file holds too.
    const within = (spanAt.get(i) ?? []).filter((span) => !span.headerLines.has(i));
    for (const secret of within.length === 0 ? [] : carriedOn(i, words, t.code)) {
      for (const span of within) {
        const opener = added[span.start]?.l.line ?? l.line;
        const finding = judged(path, secret, span.places, l.line, opener === l.line ? 'sends it in a request' : `sends it in the request line ${opener} opens`, block?.name ?? null);
        if (finding !== null) return finding;
      }
    }
    // A request on a later line that carries a name holding a secret.
    if (!sends(t.code)) continue;
    const secret = heldOn(i, words, t.code);
    if (secret === undefined || secretReads(t.code).includes(secret)) continue;
    const places = placesOf(t.code);
    if (places.length === 0 && block !== undefined) for (let j = block.start; j <= block.end; j += 1) pushAll(places, placesOf(added[j]!.t.code));
    const finding = judged(path, secret, places, l.line, 'sends it in a request', block?.name ?? null);
    if (finding !== null) return finding;
  }
  return null;
}

function judged(path: string, secret: string, places: readonly string[], line: number, how: string, inFunction: string | null): KeyedFinding | null {
  if (!remotePlaces(places) || !secretNamedForOtherPlace(secret, places)) return null;
  const hosts = [...new Set(places.map((u) => u.split(/[/:]/, 1)[0] ?? ''))];
  const dressed = hosts.filter((h) => placeDressedAsSecretService(secret, h));
  const onImport = inFunction === 'init' || inFunction === '__init__' ? ', in init(), which runs whenever the package is imported,' : '';
  return makeFinding({
    id: 'suspicious-network-endpoint',
    severity: dressed.length > 0 ? 'critical' : 'high',
    title: dressed.length > 0 ? `A secret is sent to ${dressed.join(', ')}, a host dressed as its service's` : `A secret named for another service is sent to ${hosts.join(', ')}`,
    detail:
      `Line ${line}${onImport} takes ${secret} from the environment (through a name that holds it) and ${how} to ${hosts.join(', ')}` +
      (dressed.length > 0
        ? `, whose name is dressed as the service ${secret} is for without being one of its hosts: a look-alike collector, the disguise being the point.`
        : `, which is not the service or product its name is for.`) +
      ' A credential goes to its own service, as a header or a client\u2019s login; code that posts one elsewhere is taking it. Send it only to its service, or explain this one; if it ran, rotate it.',
    path,
    line,
    subject: `secret-sent:${secret}`,
  });
}
