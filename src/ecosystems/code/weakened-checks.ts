/**
 * Checks a PR weakens without removing a token the other rules count: a SQL query whose bound
 * parameters are spliced into its text instead (`execute("… = %s", (name,))` to
 * `execute(f"… = '{name}'")`), and a host, origin or URL check that lets more through (a suffix's
 * leading dot dropped, a regular expression's anchor dropped, a prefix check turned into a
 * containment check). Each is a one- or two-character edit that reads as a cleanup or a typo fix.
 * Read per hunk, from the removed and added lines of program code; every pattern is linear-time.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import { walkPatch } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { LINE_RULES, patternFor } from './security-rules.js';
import { ENVIRONMENT_INPUT, REQUEST_INPUT } from './sink-rules.js';
import { securityLimitLoosened, sizeCheckRemoved } from './security-limits.js';
import { insecureRandomness } from './insecure-randomness.js';
import { filePermissionsWidened } from './file-permissions.js';
import { escapeRegExp } from '../util.js';

/** Lines of one hunk compared with each other at most (pairs are read within a hunk). */
const MAX_HUNK_LINES = 200;

/** SQL in a string: a statement's words (read on string contents only). */
const SQL_WORDS = /\b(?:select\b[^;]{1,200}?\bfrom|insert\s+into|update\s+[\w"`.]{1,80}\s+set|delete\s+from|where\s+[\w"`.]{1,80}\s*(?:[=<>]|!=|\bin\b|\blike\b))/i;
/**
 * A query builder's condition written as SQL text (`where('name = ?', name)` in ActiveRecord,
 * knex's `whereRaw`, Laravel's `havingRaw`, Django's `extra(where=[…])`): a fragment with no
 * statement words, SQL all the same. The call opens with a string (Python's `f"…"` too); the
 * string holds a column and an operator (CONDITION_TEXT).
 */
const CONDITION_CALL = /\b(?:where|orWhere|andWhere|whereRaw|orWhereRaw|whereNot|having|havingRaw|find_by_sql|extra)\s{0,3}\(\s{0,3}(?:where\s{0,3}=\s{0,3})?\[?\s{0,3}[fFrRbBuU]{0,2}["'`]/;
const CONDITION_TEXT = /[\w"`.]{1,80}\s{0,3}(?:[=<>]|!=|\bin\b|\blike\b)/i;

/** Whether a line passes SQL: a statement in a string, or a query builder's condition written as SQL text. */
function writesSql(t: CodeText, text: string): boolean {
  return SQL_WORDS.test(text) || (CONDITION_CALL.test(t.masked) && CONDITION_TEXT.test(text));
}

/** A bound-parameter placeholder after an operator or a list opener: `= %s`, `= ?`, `= $1`, `= :name`, `= @name`, `%(name)s`. */
const PLACEHOLDER = /(?:[=<>(,]|\bin|\blike|\bvalues)\s*(?:%s|%\(\w+\)s|\?|\$\d+|:[a-z_]\w*|@[a-z_]\w*)/i;

/**
 * C#'s EF Core calls that bind an interpolated string's holes as parameters (`FromSqlInterpolated($"…{id}")`,
 * `FromSql($"…")`, `ExecuteSqlInterpolated`, `SqlQuery<T>($"…")`): their `{name}` is bound, not spliced;
 * the `…Raw` calls splice it.
 */
const BINDS_INTERPOLATION = /\b(?:FromSqlInterpolated|ExecuteSqlInterpolated(?:Async)?|FromSql|ExecuteSql(?:Async)?|SqlQuery(?:<[\w.]{1,60}>)?)\s{0,3}\(\s{0,3}\$@?"/;

/** A line that writes a message, not a query: a log call, a print, an error raised. */
const MESSAGE_CALL = /\b(?:log|logger|logging|console|print|println|printf|Printf|Println|puts|warn|warning|debug|info|raise|throw|panic|Errorf|errors\.New)\s*[.(!]|\b\w*(?:Error|Exception)\s*\(|\.Log(?:Information|Warning|Error|Debug|Trace|Critical)?\s*\(|\b_?\w{0,20}[Ll]ogger\s*\./;

/** Names that are the query's machinery, not a value bound or spliced. */
const NOT_A_VALUE = new Set([
  'execute', 'executemany', 'query', 'exec', 'cursor', 'cur', 'conn', 'connection', 'db', 'self', 'this', 'ps', 'stmt', 'statement', 'fmt', 'sprintf', 'format', 'string', 'str', 'f',
  'queryrow', 'queryrowcontext', 'querycontext', 'execcontext', 'preparestatement', 'createstatement', 'executequery', 'executeupdate', 'setstring', 'setint', 'setlong', 'setobject', 'raw', 'sql', 'text', 'new', 'return', 'await', 'const', 'let', 'var', 'def', 'rs', 'row', 'rows', 'err', 'ctx', 'true', 'false', 'none', 'null', 'nil',
]);

/** The characters of a line inside string literals (masked blanks them, position for position). */
function stringContents(t: CodeText): string {
  let out = '';
  for (let i = 0; i < t.code.length; i += 1) if (t.masked.charAt(i) === ' ') out += t.code.charAt(i);
  return out;
}

/** The last part of a dotted name (`user.email` is `email`), lower-cased. */
function leaf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot >= 0 ? name.slice(dot + 1) : name).toLowerCase();
}

/** Names spliced into a string on this line: `{name}`/`${name}`/`#{name}` inside one, `" + name`, `name + "`, a format call's arguments. */
function splicedNames(t: CodeText, language: CodeLanguage): string[] {
  const names: string[] = [];
  // Inside strings: the code has `{`, the masked text a blank there.
  for (let i = 0; i < t.code.length; i += 1) {
    if (t.code.charAt(i) !== '{' || t.masked.charAt(i) !== ' ') continue;
    const m = /^\{\s*([A-Za-z_][\w.]{0,80})/.exec(t.code.slice(i, i + 90));
    if (m?.[1] !== undefined) names.push(m[1]);
  }
  // PHP and Kotlin/shell-like `$name` inside a double-quoted string.
  if (language === 'php' || language === 'java') {
    for (let i = 0; i < t.code.length; i += 1) {
      if (t.code.charAt(i) !== '$' || t.masked.charAt(i) !== ' ') continue;
      const m = /^\$([A-Za-z_]\w{0,80})/.exec(t.code.slice(i, i + 90));
      if (m?.[1] !== undefined) names.push(m[1]);
    }
  }
  for (const m of t.masked.matchAll(/["'`]\s*(?:\+|\.)\s*\$?([A-Za-z_][\w.]{0,80})/g)) if (m[1] !== undefined) names.push(m[1]);
  for (const m of t.masked.matchAll(/\$?([A-Za-z_][\w.]{0,80})\s*(?:\+|\.)\s*["'`]/g)) if (m[1] !== undefined) names.push(m[1]);
  // A format call or operator: every name after its format string.
  const format = /\b(?:Sprintf|format|format!|sprintf|String\.format)\s*\(|["']\s*%\s*[(\w]|["']\s*\.\s*format\s*\(/.exec(t.masked);
  if (format !== null) {
    for (const m of t.masked.slice(format.index + format[0].length - 1).matchAll(/\b([A-Za-z_][\w.]{0,80})/g)) if (m[1] !== undefined) names.push(m[1]);
  }
  return names.filter((n) => !NOT_A_VALUE.has(leaf(n)));
}

/**
 * `sql-parameters-dropped`: in one hunk, a removed line passes SQL with bound-parameter
 * placeholders, and an added line builds SQL by splicing into its text a name that the removed
 * lines bound as a parameter (and did not splice). The query is open to injection through that
 * value. High.
 */
function sqlParametersDropped(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage): KeyedFinding | null {
  let parameterized = false;
  const bound = new Set<string>();
  const splicedBefore = new Set<string>();
  for (const { l, t } of rows) {
    if (l.sign !== '-') continue;
    const text = stringContents(t);
    if (writesSql(t, text) && PLACEHOLDER.test(text)) parameterized = true;
    if (language === 'csharp' && BINDS_INTERPOLATION.test(t.code) && writesSql(t, text)) {
      parameterized = true;
      for (const n of splicedNames(t, language)) bound.add(leaf(n));
      continue;
    }
    for (const n of splicedNames(t, language)) splicedBefore.add(leaf(n));
    for (const m of t.masked.matchAll(/\b([A-Za-z_]\w{0,80})\b/g)) if (m[1] !== undefined) bound.add(m[1].toLowerCase());
  }
  if (!parameterized) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    const text = stringContents(t);
    // A message that quotes the value (a log line, an error) runs no query.
    if (!writesSql(t, text) || MESSAGE_CALL.test(t.masked) || (language === 'csharp' && BINDS_INTERPOLATION.test(t.code))) continue;
    const spliced = splicedNames(t, language).find((n) => bound.has(leaf(n)) && !splicedBefore.has(leaf(n)) && !NOT_A_VALUE.has(leaf(n)));
    if (spliced === undefined) continue;
    return makeFinding({
      id: 'sql-parameters-dropped',
      severity: 'high',
      title: `A SQL query now splices ${spliced} into its text instead of binding it`,
      detail: `The removed code passed ${spliced} to the query as a bound parameter (a placeholder such as %s, ?, $1 or :name); the added code writes it into the SQL text itself (an f-string, a template, a format call or +). A value that reaches the text of a query is SQL injection: a quote in it ends the string and the rest runs as SQL. Keep the placeholder and pass the value as a parameter.`,
      path,
      line: l.line,
      subject: 'sql-parameters-dropped',
    });
  }
  return null;
}

/** An assignment's target on a line (`q = …`, `const name = …`, `name := …`, `$id = …`, `var status = …`): group 1. */
const ASSIGNED_NAME = /^\s{0,40}(?:(?:const|let|var|final|val|my|auto|string|String|dynamic)\s{1,4})?(\$?[A-Za-z_]\w{0,60})\s{0,4}(?::\s{0,4}[\w.<>[\]|]{1,40}\s{0,4})?(?::=|=(?![=~>]))\s{0,4}(.{1,300})$/;
/** A value made a number or a boolean on the way (`int(request.GET["id"])`, `parseInt(req.query.n)`, `strconv.Atoi(…)`, `params[:id].to_i`): nothing to inject. */
const NUMERIC_VALUE = /^(?:int|float|bool|parseInt|parseFloat|Number|Boolean|intval|floatval|boolval|\(int\)|\(float\)|strconv\.(?:Atoi|ParseInt|ParseUint|ParseFloat|ParseBool)|Integer\.(?:parseInt|valueOf)|Long\.(?:parseLong|valueOf)|int\.Parse|long\.Parse|Guid\.Parse|Convert\.ToInt(?:32|64))\s{0,3}\(|\.to_[if]\b|\bUUID\(/;
/** Request values a framework binds to a handler's parameters: C#'s `[FromQuery] string name`, Spring's `@RequestParam String name` (group 1 the name). */
const BOUND_PARAMETER = /(?:\[\s{0,3}From(?:Query|Body|Form|Header|Route)\b[^\]]{0,80}\]|@(?:RequestParam|PathVariable|RequestHeader|RequestBody|CookieValue)\b(?:\([^)]{0,80}\))?)\s{0,3}(?:final\s{1,3})?[\w.<>?[\]]{1,40}\s{1,3}([A-Za-z_]\w{0,60})/g;
/** An ASP.NET controller action's header: its string parameters come from the request by model binding. */
const CONTROLLER_ACTION = /^\s{0,40}public\s{1,3}(?:async\s{1,3})?(?:virtual\s{1,3})?[\w.<>[\]?]{1,80}\s{1,3}\w{1,80}\s{0,3}\(([^()]{0,400})\)/;

/**
 * Names of one hunk's new side that hold a request value: assigned from request input on their
 * line (`q = request.GET["q"]`, `name := r.URL.Query().Get("name")`, `$id = $_GET['id'];`), a
 * handler's parameter bound from the request (`[FromQuery] string status`, `@RequestParam String
 * name`), a string parameter of a public action of an ASP.NET controller (`…Controller.cs`). Names
 * are compared by their last part, lower-cased; a value made a number on the way is left out.
 */
function requestNames(path: string, side: readonly string[], language: CodeLanguage): Set<string> {
  const names = new Set<string>();
  const input = patternFor(REQUEST_INPUT, language);
  const controller = language === 'csharp' && /Controller\.cs$/.test(path);
  for (const text of side) {
    const t = codeText(text, language);
    if (t.isComment) continue;
    if (input?.test(t.masked) === true) {
      const m = ASSIGNED_NAME.exec(t.code);
      if (m?.[1] !== undefined && !NUMERIC_VALUE.test((m[2] ?? '').trim())) names.add(leaf(m[1].replace(/^\$/, '')));
    }
    if (language === 'csharp' || language === 'java') for (const m of t.code.matchAll(BOUND_PARAMETER)) if (m[1] !== undefined) names.add(m[1].toLowerCase());
    if (controller) {
      const action = CONTROLLER_ACTION.exec(t.code);
      if (action?.[1] !== undefined) for (const p of action[1].matchAll(/\bstring\??\s{1,3}([A-Za-z_]\w{0,60})/g)) if (p[1] !== undefined) names.add(p[1].toLowerCase());
    }
  }
  return names;
}

/** A value that holds no request text: a literal, a number, a constant (`"id"`, `42`, `DEFAULT_SORT`), a lookup in a constant table (`COLUMNS[sort]`, `ALLOWED.get(dir)`). */
const FIXED_VALUE = /^(?:["'`][^"'`]{0,200}["'`]|-?\d[\d_.]{0,30}|true|false|True|False|null|None|nil|[A-Z][A-Z0-9_]{1,60}(?:\.[A-Z][A-Z0-9_]{1,60})?(?:\s{0,2}(?:\[[^\]]{1,80}\]|\.get\s{0,2}\([^)]{1,80}\)))?)\s{0,3}[;,]?\s{0,3}$/;

/**
 * As requestNames, read in order over lines of the file above the query (another hunk's request
 * read): a name later given a fixed value (FIXED_VALUE) or a number (`sort = "id"`, `id =
 * int(id)`) no longer holds the request's text.
 */
function requestNamesInOrder(path: string, side: readonly string[], language: CodeLanguage): Set<string> {
  const names = new Set<string>();
  for (const text of side) {
    const found = requestNames(path, [text], language);
    for (const n of found) names.add(n);
    if (found.size > 0 || names.size === 0) continue;
    const t = codeText(text, language);
    const m = t.isComment ? null : ASSIGNED_NAME.exec(t.code);
    const name = m?.[1] === undefined ? '' : leaf(m[1].replace(/^\$/, ''));
    const value = (m?.[2] ?? '').trim();
    if (name !== '' && names.has(name) && (FIXED_VALUE.test(value) || NUMERIC_VALUE.test(value))) names.delete(name);
  }
  return names;
}

/**
 * Whether the hunk's new side tests a name against a fixed set before it is used (`if sort not in
 * ALLOWED_COLUMNS:`, `ALLOWED.includes(sort)`, `in_array($dir, ['asc', 'desc'], true)`,
 * `allowed.Contains(column)`): an ORDER BY column or direction chosen from a list, not free text.
 */
function allowListed(name: string, side: readonly string[], language: CodeLanguage): boolean {
  if (!/^[a-z_]\w{0,60}$/.test(name)) return false;
  const test = new RegExp(`\\b${name}\\s{1,3}(?:not\\s{1,3})?in\\b|(?:includes|contains|has|include\\?|in_array|indexOf|has_key|key\\?)\\s{0,3}\\(\\s{0,3}\\$?${name}\\b|\\b(?:case|switch)\\b[^\\n]{0,40}\\b${name}\\b`, 'i');
  return side.some((text) => test.test(codeText(text, language).masked));
}

/**
 * `sql-built-from-input`: an added line of program code writes SQL (the statements and query
 * builder conditions `sql-parameters-dropped` reads) whose text splices in a request value: a name
 * the hunk assigns from request input or binds from the request (requestNames), or request input
 * read on the line itself (`f"… WHERE id = {request.args['id']}"`, `` `… ${req.query.q}` ``). New
 * code as well as changed code: the injection need not replace a parameterized query. High. Not
 * reported: C#'s interpolating calls that bind (`FromSqlInterpolated`, `FromSql($"…")`), a log or
 * error message, a value made a number on the way.
 */
function sqlBuiltFromInput(
  path: string,
  rows: readonly { l: ChangedLine; t: CodeText }[],
  language: CodeLanguage,
  newSide: () => readonly string[],
  contentAbove: (line: number) => readonly string[] | null = () => null,
): KeyedFinding | null {
  let names: Set<string> | null = null;
  const input = patternFor(REQUEST_INPUT, language);
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    const text = stringContents(t);
    if (text === '' || !writesSql(t, text) || MESSAGE_CALL.test(t.masked) || (language === 'csharp' && BINDS_INTERPOLATION.test(t.code))) continue;
    const spliced = splicedNames(t, language);
    if (spliced.length === 0) continue;
    names ??= requestNames(path, newSide(), language);
    const known = names;
    let hit = spliced.find((n) => known.has(leaf(n.replace(/^\$/, ''))) && !allowListed(leaf(n.replace(/^\$/, '')), newSide(), language)) ?? (input?.test(t.code) === true ? spliced.find((n) => input.test(n) || input.test(`${n}.`) || input.test(`${n}[`) || input.test(`$${n}`)) : undefined);
    // The request read hunks above, in the same function: the file's head content from the
    // function's header down to the query (contentAbove), read in order.
    let from: string | null = null;
    if (hit === undefined) {
      const above = contentAbove(l.line);
      if (above !== null && above.length > 0) {
        const read = requestNamesInOrder(path, above, language);
        hit = spliced.find((n) => {
          const name = leaf(n.replace(/^\$/, ''));
          return read.has(name) && !allowListed(name, above, language) && !allowListed(name, newSide(), language);
        });
        if (hit !== undefined) from = 'read from the request above it in the same function (outside this hunk)';
      }
    }
    if (hit === undefined) continue;
    return makeFinding({
      id: 'sql-built-from-input',
      severity: 'high',
      title: `A SQL query splices a request value (${hit.slice(0, 60)}) into its text`,
      detail: `This line writes SQL (${t.code.trim().slice(0, 100)}) with ${hit.slice(0, 60)} written into the text itself (an f-string, an interpolated string, a template, a format call or +), and the value comes from the request (${from ?? 'a query parameter, a form field, a header, a cookie, or a parameter the framework binds from one'}). A quote in it ends the SQL string and the rest runs as SQL: injection. Pass the value as a bound parameter (%s, ?, $1, :name, @name; in EF Core, FromSqlInterpolated or FromSql with an interpolated string).`,
      path,
      line: l.line,
      subject: 'sql-built-from-input',
    });
  }
  return null;
}

/** Whether a patch adds a line that writes SQL with a name spliced into its text (the head content then tells where the name's value comes from). */
export function addsSplicedSql(patch: string, language: CodeLanguage): boolean {
  if (!/select|insert|update|delete|where|having/i.test(patch)) return false;
  let found = false;
  walkPatch(patch, (first, text) => {
    if (first !== 43 /* + */ || !/select|insert|update|delete|where|having/i.test(text)) return true;
    const t = codeText(text, language);
    const strings = stringContents(t);
    found = strings !== '' && writesSql(t, strings) && !MESSAGE_CALL.test(t.masked) && splicedNames(t, language).length > 0;
    return !found;
  });
  return found;
}

/** Words of a line that say it decides which hosts, origins, URLs or paths are let through. */
const GUARD_CONTEXT = /origin|host|domain|url|uri\b|redirect|referr?er|allow|trust|whitelist|safe|cors|callback|email|prefix|scope|tenant|:\/\/|\\\.[a-z]{2,}\b/i;
/** A quoted host suffix with its leading dot (or `*.`): `".acme.com"`, `'*.acme.com'`. */
const DOTTED_SUFFIX = /(["'`])\*?\.([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})\1/g;
/** A suffix test: what a leading dot in its argument matters to. */
const SUFFIX_TEST = /\b(?:endsWith|EndsWith|HasSuffix|endswith|end_with\?|ends_with|str_ends_with|fnmatch\w*|Glob|matches?)\s*\(/;
/** Regular-expression anchors: `^`, `$` (not `${` or a PHP variable), `\A`, `\z`, `\Z`. */
const ANCHOR = /\^|\$(?![{\w])|\\[AzZ]/g;
/** Anchored prefix or suffix tests, and the containment tests that let more through (read with the rest of the line the same). */
const ANCHORED_CALL = /\.\s*(?:startsWith|endsWith|startswith|endswith|start_with\?|end_with\?|starts_with|ends_with|StartsWith|EndsWith)\s*\(|\bstrings\.Has(?:Prefix|Suffix)\(|\bstr_(?:starts|ends)_with\(/g;
const CONTAINS_CALL = /\.\s*(?:includes|contains|Contains|include\?)\s*\(|\bstrings\.Contains\(|\bstr_contains\(/g;
/** Python's and Go's anchored matchers, and their unanchored siblings. */
const ANCHORED_MATCH = /\b(?:re\.(?:match|fullmatch)|\.(?:match|fullmatch)\s*\(|MatchString\b)/;
const UNANCHORED_MATCH = /\b(?:re\.search|\.search\s*\(|\.findall\s*\()/;


/**
 * A regular expression built or applied on the line (`re.compile(`, `regexp.MustCompile(`,
 * `Pattern.compile(`, `preg_match(`, `new RegExp(`, a JS or Ruby literal before `.test(`/`=~`,
 * `.match(`/`.search(`/`fullmatch(`, Rails' `format: { with: … }`), beside a name that says it
 * validates an input: a user name, login, e-mail, slug, handle, path or file name, a domain, an
 * identifier, or the words valid, allowed, safe. Such a pattern that loses an anchor accepts any
 * text that holds a valid part (`alice/../../etc`, `a@b.c\n<script>`), not a look-alike host only.
 */
const REGEX_USE = /\bre\.(?:compile|match|fullmatch|search)\s{0,3}\(|\bregexp\.(?:MustCompile|Compile|MatchString)\b|\bPattern\.(?:compile|matches)\b|\bpreg_match\s{0,3}\(|\bRegExp\s{0,3}\(|\/\.test\s{0,3}\(|=~|\bRegexp\.new\b|\bwith:\s{0,3}[/%]|\.(?:match|fullmatch|search|MatchString)\s{0,3}\(/;
const VALIDATION_CONTEXT = /user_?name|login|e_?mail|slug|handle|path|file_?name|domain|ident|valid|allowed|safe|sanitiz|account|nick/i;
/** Where a loosened pattern lets an attacker choose where a request goes or what it names: then high inside a validating function. */
const HIGH_VALUE = /host|url|uri\b|redirect|return_?to|next_?url|path|file_?name|user_?name|login|e_?mail|domain|origin/i;
/** A function that validates, by its name (`def validate_username(`, `function isSafeRedirect(`, `func checkHost(`). */
const VALIDATING_FUNCTION = /\b(?:def|function|func|fn)\s{1,3}(?:\([^()]{0,80}\)\s{0,3})?[\w$]{0,40}?(?:valid|check|verify|safe|allowed|sanitiz|clean)\w{0,60}\s{0,3}\(|\b(?:valid|check|verify|is_?safe|is_?allowed|sanitiz|clean)\w{0,60}\s{0,3}(?:=|:)\s{0,3}(?:async\s{1,3})?(?:function\b|\([^()]{0,80}\)\s{0,3}=>)|\b(?:public|private|protected|static)\s[\w<>\s]{0,60}?\b(?:is|has)?(?:valid|check|safe|allowed)\w{0,60}\s{0,3}\(|\bvalidates?\b/i;
/** Ruby's string anchors read as line anchors: `\A` to `^`, `\z`/`\Z` to `$` (a second line after a newline passes). */
const rubyLineAnchors = (code: string): string => code.replace(/\\A/g, '^').replace(/\\[zZ]/g, '$');

/**
 * A pattern's line without its anchors and whitespace, escaped dots read as dots and escaped slashes
 * dropped: the key a loosened pattern shares with the one it replaces (`/^https:\/\/acme\.com\//`
 * and `/https:\/\/acme.com/`).
 */
const strip = (code: string): string => code.replace(ANCHOR, '').replace(/\s+/g, '').replace(HOST_SLASH, '$1').replace(/\\\./g, '.').replace(/\\\//g, '');
/**
 * A slash after a host's last label (`.com/`, `\.com/`) that needs no escape and ends a pattern's
 * string (Python's `r'^https://acme\.com/'`, Go's and Java's strings): the path's boundary after the
 * host, as `\/` is in a JavaScript literal (whose closing `/` is no part of the pattern). Not a deeper
 * path's slash (`/api/'`).
 */
const HOST_SLASH = /(\.[A-Za-z0-9-]{1,63})\/(?=["'`])/g;
/** Escaped dots (`\.`, one character: a literal dot) and slashes after a host (`\/`, or a `/` that ends a string: a path's boundary) of a line. */
const escapedDots = (code: string): number => code.split('\\.').length - 1;
const escapedSlashes = (code: string): number => code.split('\\/').length - 1 + (code.match(HOST_SLASH)?.length ?? 0);
/** Python's `re.match`/`re.search` and a compiled pattern's `.match(`/`.search(` read as one word, to compare lines across them. */
const matchWord = (code: string): string => code.replace(/\bre\.(?:match|fullmatch|search)\b/g, 're.M').replace(/\.(?:match|fullmatch|search)\s*\(/g, '.M(');

/** A removed line as the loosening tests read it. */
interface Before {
  readonly l: ChangedLine;
  readonly anchors: number;
  readonly anchoredMatch: boolean;
  /** Escaped dots and slashes (escapedDots, escapedSlashes). */
  readonly dots: number;
  readonly slashes: number;
}

/**
 * `allowlist-check-loosened`: a removed line's host, origin or URL check comes back letting more
 * through: a host suffix's leading dot dropped (`.acme.com` to `acme.com`, which `evilacme.com`
 * ends with), an anchor dropped from a pattern or an anchored match turned into a search, a prefix
 * or suffix test turned into a containment test on the same value. Medium. Each removed line is read
 * once and each added line is looked up against them (no pairwise scan).
 */
function allowlistLoosened(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage, newSide: () => readonly string[] = () => []): KeyedFinding | null {
  const suffixes = new Map<string, ChangedLine>();
  const byKey = new Map<string, Before>();
  const anchoredOn = new Map<string, ChangedLine>();
  /** Ruby: removed lines with `\A`/`\z`, by their code with those read as `^`/`$` (without whitespace). */
  const stringAnchored = new Map<string, ChangedLine>();
  /** A line with its prefix, suffix and containment tests read as one word. */
  const testKey = (code: string): string => code.replace(ANCHORED_CALL, '\u0001').replace(CONTAINS_CALL, '\u0001').replace(/\s+/g, '');
  for (const { l, t } of rows) {
    if (l.sign !== '-') continue;
    // A validation pattern (a user name's, an e-mail's, a path's) that loses an anchor lets more through as well.
    const validates = REGEX_USE.test(t.code) && VALIDATION_CONTEXT.test(t.code);
    if (language === 'ruby' && (validates || GUARD_CONTEXT.test(t.code)) && /\\[AzZ]/.test(t.code)) stringAnchored.set(rubyLineAnchors(t.code).replace(/\s+/g, ''), l);
    if (validates && !GUARD_CONTEXT.test(t.code)) {
      const anchors = t.code.match(ANCHOR)?.length ?? 0;
      const anchoredMatch = ANCHORED_MATCH.test(t.code);
      if (anchors > 0 || anchoredMatch) byKey.set(strip(matchWord(t.code)), { l, anchors, anchoredMatch, dots: escapedDots(t.code), slashes: escapedSlashes(t.code) });
      continue;
    }
    // Only a line that says it checks a host, an origin, a URL or an address (a file name's `.tar.gz` is not a host).
    if (!GUARD_CONTEXT.test(t.code)) continue;
    if (SUFFIX_TEST.test(t.code)) for (const m of t.code.matchAll(DOTTED_SUFFIX)) if (!suffixes.has(m[2] ?? '')) suffixes.set(m[2] ?? '', l);
    const anchors = t.code.match(ANCHOR)?.length ?? 0;
    const anchoredMatch = ANCHORED_MATCH.test(t.code);
    if (anchors > 0 || anchoredMatch) byKey.set(strip(matchWord(t.code)), { l, anchors, anchoredMatch, dots: escapedDots(t.code), slashes: escapedSlashes(t.code) });
    if (t.code.match(ANCHORED_CALL) !== null) anchoredOn.set(testKey(t.code), l);
  }
  // High: a pattern of a host, URL, path, user name or e-mail loosened inside a function that validates (the hunk's new side above the line names one).
  const inValidatingFunction = (l: ChangedLine, code: string): boolean => {
    if (!HIGH_VALUE.test(code)) return false;
    const side = newSide();
    const at = side.indexOf(l.text);
    return side.slice(Math.max(0, (at >= 0 ? at : side.length) - 15), at >= 0 ? at + 1 : side.length).some((text) => VALIDATING_FUNCTION.test(text));
  };
  const found = (l: ChangedLine, before: ChangedLine, why: string, high = false): KeyedFinding =>
    makeFinding({
      id: 'allowlist-check-loosened',
      severity: high ? 'high' : 'medium',
      // A host's, origin's or URL's check, or another input's validation pattern (a user name's, a path's).
      title: GUARD_CONTEXT.test(before.text) ? 'A host, origin or URL check lets more through' : 'An input validation check lets more through',
      detail: `This line replaces a check (line ${before.line} before) and ${why}. A one-character change to an allow-list reads as a typo fix and opens a redirect, an origin or a host to look-alikes. Keep the check as strict as it was, or say why it may be looser, with a test of a look-alike that must fail.`,
      path,
      line: l.line,
      subject: 'allowlist-check-loosened',
    });
  // A URL prefix that loses the slash after its host (`startsWith('https://acme.com/')` to `'https://acme.com'`).
  const cut = prefixSeparatorDropped(rows);
  if (cut?.kind === 'url') return found(cut.l, cut.before, `the prefix it tests (${cut.literal}) lost the slash after its host, the rest the same: https://${cut.literal.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '')}.evil.net starts with it, so a look-alike host passes`, inValidatingFunction(cut.l, cut.l.text));
  const widened = equalityWidened(rows);
  if (widened !== null) return found(widened.l, widened.before, `an equality test became a prefix, suffix or containment test of the same two values (${widened.text.trim().slice(0, 80)}), which a look-alike passes: https://acme.com.evil.net starts with https://acme.com, evilacme.com ends with acme.com, and a token that is a prefix of the expected one matches`);
  if (suffixes.size === 0 && byKey.size === 0 && anchoredOn.size === 0 && stringAnchored.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    if (stringAnchored.size > 0 && !/\\[AzZ]/.test(t.code)) {
      const before = stringAnchored.get(t.code.replace(/\s+/g, ''));
      if (before !== undefined) return found(l, before, "Ruby's string anchors (\\A, \\z) became line anchors (^, $), which match at any line of the text: a value with a newline passes when one of its lines is valid (\"ok\\n<script>\", \"alice\\n../../etc\")", inValidatingFunction(l, t.code));
    }
    if (suffixes.size > 0 && SUFFIX_TEST.test(t.code)) {
      const dottedNow = new Set([...t.code.matchAll(DOTTED_SUFFIX)].map((m) => m[2] ?? ''));
      for (const m of t.code.matchAll(/(["'`])\*?([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})\1/g)) {
        const host = m[2] ?? '';
        const before = suffixes.get(host);
        if (before !== undefined && !dottedNow.has(host)) return found(l, before, `the host suffix .${host} lost its leading dot, so any name ending in ${host} (evil${host}) passes`);
      }
    }
    if (byKey.size > 0) {
      const before = byKey.get(strip(matchWord(t.code)));
      if (before !== undefined) {
        const anchors = t.code.match(ANCHOR)?.length ?? 0;
        if (anchors < before.anchors) return found(l, before.l, 'an anchor (^, $, \\A, \\z) was dropped from the pattern, so it matches anywhere inside the text, not the whole of it', inValidatingFunction(l, t.code));
        // The same pattern with a dot unescaped (any character: acmeXcom) or a path's slash dropped (acme.com.evil.net).
        if (escapedDots(t.code) < before.dots) return found(l, before.l, 'a dot of the pattern lost its backslash, so it matches any character (acme.com also matches acmeXcom, a host anyone can register)', inValidatingFunction(l, t.code));
        if (escapedSlashes(t.code) < before.slashes) return found(l, before.l, "a slash after the host was dropped from the pattern, so a look-alike host that starts the same passes (https://acme.com.evil.net)", inValidatingFunction(l, t.code));
        if (before.anchoredMatch && UNANCHORED_MATCH.test(t.code) && !ANCHORED_MATCH.test(t.code)) return found(l, before.l, 'an anchored match (match, fullmatch) became a search, which finds the pattern anywhere inside the text', inValidatingFunction(l, t.code));
      }
    }
    if (anchoredOn.size > 0 && t.code.match(CONTAINS_CALL) !== null) {
      const before = anchoredOn.get(testKey(t.code));
      if (before !== undefined && (t.code.match(ANCHORED_CALL)?.length ?? 0) < (rows.find((r) => r.l === before)?.t.code.match(ANCHORED_CALL)?.length ?? 0)) {
        return found(l, before, 'a prefix or suffix test became a containment test on the same value, which any value holding the allowed text anywhere passes');
      }
    }
  }
  return null;
}

/** Words of a line that say it compares a credential or an identity (an equality widened there accepts look-alikes too). */
const CREDENTIAL_CONTEXT = /token|secret|signature|api_?key|passw|issuer|audience|\biss\b|\baud\b|\brole\b|tenant/i;
/**
 * The words of GUARD_CONTEXT that name what an allow-list admits (not `prefix`, `scope`, `safe` or
 * `email`, which a name lookup or a parser compares for equality and widens on purpose).
 */
const EQUALITY_CONTEXT = /origin|host|domain|url|uri\b|redirect|referr?er|allow|trust|whitelist|cors|callback|:\/\/|\\\.[a-z]{2,}\b/i;
/** One side of a comparison: a dotted name (maybe ending in `()` or `['key']`) or a quoted string; bounded, linear-time. */
const OPERAND = String.raw`[a-z_$][\w$.]{0,100}(?:\(\)|\[["'][\w-]{1,40}["']\])?|"[^"\n]{0,100}"|'[^'\n]{0,100}'`;
/** An equality test (or its negation) between two operands. */
const EQUALITY = new RegExp(String.raw`(?<![\w$.'"])(${OPERAND})\s{0,4}(?:===?|!==?)\s{0,4}(${OPERAND})(?![\w$(.])`, 'gi');
/** A prefix, suffix or containment test as a method: `haystack.startsWith(needle)`, `.endswith(`, `.includes(`, `.indexOf(`, `.contains(`, `.include?(`. */
const WIDENED_METHOD = new RegExp(String.raw`(?<![\w$.])(${OPERAND})\s{0,4}\.\s{0,4}(?:startswith|endswith|starts_with|ends_with|start_with\?|end_with\?|includes|include\?|contains|indexof)\s{0,4}\(\s{0,4}(${OPERAND})\s{0,4}[,)]`, 'gi');
/** The same as a function of (haystack, needle): Go's `strings.HasPrefix`/`HasSuffix`/`Contains`, PHP's `str_starts_with`, `str_contains`, `strpos`. */
const WIDENED_FUNCTION = new RegExp(String.raw`\b(?:strings\.(?:HasPrefix|HasSuffix|Contains)|str_(?:starts|ends)_with|str_contains|stri?pos)\s{0,4}\(\s{0,4}(${OPERAND})\s{0,4},\s{0,4}(${OPERAND})\s{0,4}\)`, 'gi');
/** Python's substring test: `needle in haystack`. */
const WIDENED_IN = /(?<![\w$.'"])("[^"\n]{0,100}"|'[^'\n]{0,100}'|[A-Za-z_][\w.]{0,80})[ \t]{1,4}(?:not[ \t]{1,4})?in[ \t]{1,4}([A-Za-z_][\w.]{0,80}(?:\(\))?)(?![\w$(.[])/g;
/** A haystack that is a collection of allowed values: `allowedOrigins.includes(origin)` is a membership test, not a widening. */
const COLLECTION_NAME = /allow|trust|whitelist|permit|valid|known|accept|(?:list|set|array|map|hosts|origins|domains|urls|names|ids|roles|tokens|keys|items|values|entries)$/i;
/** An operand as compared: no whitespace, one quote style. */
const operandKey = (operand: string): string => operand.replace(/\s+/g, '').replace(/'/g, '"').toLowerCase();
const pairKey = (a: string, b: string): string => [operandKey(a), operandKey(b)].sort().join('\u0000');

/**
 * The equality tests of a line (an unordered pair of operands each), read only on a line that checks
 * a host, origin, URL or credential. A route path (`path == "/healthz"`) is not an allow-list.
 */
function equalityPairs(code: string): Set<string> {
  const pairs = new Set<string>();
  if (!EQUALITY_CONTEXT.test(code) && !CREDENTIAL_CONTEXT.test(code)) return pairs;
  for (const m of code.matchAll(EQUALITY)) {
    const a = m[1] ?? '';
    const b = m[2] ?? '';
    if (/^["']\//.test(a) || /^["']\//.test(b) || /^["']["']$/.test(a) || /^["']["']$/.test(b)) continue;
    if (/^(?:null|undefined|None|nil|true|false|True|False)$/.test(a) || /^(?:null|undefined|None|nil|true|false|True|False)$/.test(b)) continue;
    pairs.add(pairKey(a, b));
  }
  return pairs;
}

/** The prefix, suffix and containment tests of a line, as (pair, haystack) with the needle not a collection's member test. */
function widenedPairs(code: string): { pair: string; text: string }[] {
  const out: { pair: string; text: string }[] = [];
  const add = (haystack: string, needle: string, text: string): void => {
    // `allowedOrigins.includes(origin)`, `origin in ALLOWED_ORIGINS`: a list of allowed values, searched for the whole value.
    if (COLLECTION_NAME.test(haystack.replace(/\(\)$/, '').split('.').pop() ?? '')) return;
    out.push({ pair: pairKey(haystack, needle), text });
  };
  for (const m of code.matchAll(WIDENED_METHOD)) add(m[1] ?? '', m[2] ?? '', m[0]);
  for (const m of code.matchAll(WIDENED_FUNCTION)) add(m[1] ?? '', m[2] ?? '', m[0]);
  for (const m of code.matchAll(WIDENED_IN)) add(m[2] ?? '', m[1] ?? '', m[0]);
  return out;
}

/**
 * `allowlist-check-loosened`, its equality form: a removed line compares a host, origin, URL or
 * credential for equality (`origin === allowed`, `host == trusted`, `token == expected`), and an
 * added line of the hunk tests the same two values with a prefix, suffix or containment test instead
 * (`origin.startsWith(allowed)`, `trusted in host`, `strings.HasSuffix(host, trusted)`), the
 * equality gone: `https://acme.com.evil.net` starts with `https://acme.com`, `evilacme.com` ends with
 * `acme.com`.
 */
function equalityWidened(rows: readonly { l: ChangedLine; t: CodeText }[]): { l: ChangedLine; before: ChangedLine; text: string } | null {
  const equal = new Map<string, ChangedLine>();
  for (const { l, t } of rows) if (l.sign === '-') for (const pair of equalityPairs(t.code)) if (!equal.has(pair)) equal.set(pair, l);
  if (equal.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    const still = equalityPairs(t.code);
    for (const w of widenedPairs(t.code)) {
      const before = equal.get(w.pair);
      if (before !== undefined && !still.has(w.pair)) return { l, before, text: w.text };
    }
  }
  return null;
}

/**
 * A setting whose "on" is the unsafe side: Django's and Flask's `DEBUG`, `ALLOWED_HOSTS = ['*']`, a
 * server started with `debug=True`, and names that say they let everything through or skip a check
 * (`ALLOW_ALL`, `allowAllOrigins`, `insecure`, `skip_auth`, `SKIP_VERIFY`, `disable_csrf`,
 * `trust_all`, `permit_all`, `bypass_auth`, `dangerouslyAllowBrowser`). Group 1 is the name.
 */
const UNSAFE_ON =
  /^\s*(DEBUG)\s*=\s*(?:True|1)\b|\bapp\.(debug)\s*=\s*True\b|\bconfig\[\s*["'](DEBUG)["']\s*\]\s*=\s*True\b|^\s*(ALLOWED_HOSTS)\s*=\s*[[(]\s*["']\*["']\s*[\])]|\.run\([^)]{0,200}\b(debug)\s*=\s*True\b|\b((?:allow_?all|ALLOW_ALL|[aA]llowAll|insecure|INSECURE|Insecure|skip_?(?:auth|verif|tls|ssl|csrf|signature)|SKIP_(?:AUTH|VERIF|TLS|SSL|CSRF|SIGNATURE)|[sS]kip(?:Auth|Verif|Tls|TLS|Ssl|SSL|Csrf|CSRF|Signature)|disable_?(?:auth|csrf|tls|ssl|verif|security)|DISABLE_(?:AUTH|CSRF|TLS|SSL|VERIF|SECURITY)|[dD]isable(?:Auth|Csrf|CSRF|Tls|TLS|Ssl|SSL|Verif|Security)|trust_?all|TRUST_ALL|[tT]rustAll|permit_?all|PERMIT_ALL|[pP]ermitAll|bypass_?auth|BYPASS_AUTH|[bB]ypassAuth|dangerously(?:Allow|Disable|Skip))\w{0,40})["'\]]*\s*(?::\s*bool\s*)?(?:=|:|=>)\s*(?:True|true|TRUE|1|yes|on)\b(?!\s*[?(.])/;
/** The machine itself, as a quoted listen address: `'127.0.0.1'`, `"localhost"`, `"::1"` (a port may follow). */
const LOOPBACK_HOST = /(?<=["'`])(?:127\.0\.0\.1|localhost|::1|\[::1\])(?=[:"'`])/;
/** Every interface, as a quoted listen address: `'0.0.0.0'`, `"::"`, `"[::]"`. */
const ANY_HOST = /(?<=["'`])(?:0\.0\.0\.0|::|\[::\])(?=[:"'`])/;
/** A line that starts a server or names where it listens. */
const LISTENS = /\b(?:listen\w*|bind\w*|host|addr\w*|serve\w*|run|HTTPServer|TCPServer|createServer)\b/i;
/** A configuration file meant for development or an example, where debug on is what it is for. */
const DEVELOPMENT_FILE = /(?:^|[/._-])(?:dev|devel|development|local|debug|example|examples|sample|demo|playground)(?:[/._-]|$)/i;

/**
 * `insecure-setting-enabled`: in one hunk of program code, a setting whose "on" is the unsafe side
 * is switched on where a removed line set it otherwise (`DEBUG = env("DEBUG") == "1"` to `DEBUG =
 * True`, `ALLOWED_HOSTS = ["shop.acme.com"]` to `["*"]`, `app.run(host=…)` given `debug=True`,
 * `insecure: false` to `true`): a default changed in a "tidy settings" PR. Medium. Not in files
 * for development or examples (`settings/dev.py`, `config.local.js`).
 */
function insecureSettingEnabled(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage): KeyedFinding | null {
  if (DEVELOPMENT_FILE.test(path)) return null;
  // A line the TLS rule reads (`InsecureSkipVerify: true`) is left to it.
  const tls = LINE_RULES.find((r) => r.id === 'tls-verification-disabled');
  const tlsPattern = tls === undefined ? undefined : patternFor(tls.patterns, language);
  const removed = rows.filter((r) => r.l.sign === '-');
  for (const { l, t } of rows) {
    if (l.sign !== '+') continue;
    const m = UNSAFE_ON.exec(t.code);
    if (m === null || tlsPattern?.test(t.code) === true) continue;
    const name = m.slice(1).find((g) => g !== undefined) ?? '';
    const word = new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`);
    // The server call given debug=True: the removed line is the same call without it.
    const call = m[0].includes('.run(');
    const before = removed.find((r) => (call ? /\.run\(/.test(r.t.code) && !word.test(r.t.code) : word.test(r.t.code)) && UNSAFE_ON.exec(r.t.code)?.[0] !== m[0]);
    if (before === undefined) continue;
    return makeFinding({
      id: 'insecure-setting-enabled',
      severity: 'medium',
      title: `An unsafe setting is switched on (${name})`,
      detail: `This line turns on ${name} where the removed line (${before.t.code.trim().slice(0, 80)}) set it otherwise: ${/debug/i.test(name) ? 'debug mode shows stack traces, settings and, in Flask and Werkzeug, an interactive console that runs code for anyone who reaches an error page' : name === 'ALLOWED_HOSTS' ? 'any Host header is accepted, which opens host-header poisoning of password-reset links and caches' : 'its name says it lets everything through or skips a check'}. A default changed in a tidy-up reads as nothing. Keep it off by default (set it from the environment for development), or say why production needs it.`,
      path,
      line: l.line,
      subject: `insecure-setting:${name}`,
    });
  }
  // A server that listened on the machine itself now listens on every interface, the rest of the line the same.
  const bindKey = (code: string): string => code.replace(new RegExp(LOOPBACK_HOST.source, 'g'), '\u0001').replace(new RegExp(ANY_HOST.source, 'g'), '\u0001').replace(/\s+/g, '');
  const loopback = new Map<string, { l: ChangedLine; t: CodeText }>();
  for (const r of removed) if (LOOPBACK_HOST.test(r.t.code) && LISTENS.test(r.t.code)) loopback.set(bindKey(r.t.code), r);
  if (loopback.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+' || !ANY_HOST.test(t.code) || LOOPBACK_HOST.test(t.code)) continue;
    const before = loopback.get(bindKey(t.code));
    if (before === undefined) continue;
    return makeFinding({
      id: 'insecure-setting-enabled',
      severity: 'medium',
      title: 'A server now listens on every interface',
      detail: `This line binds to every network interface where the removed line (${before.t.code.trim().slice(0, 80)}) listened on the machine itself: whatever this server offers (an admin page, a debugger, metrics, an unauthenticated API) is now reachable from the network. Keep it on loopback, or say why it must be reachable and what protects it.`,
      path,
      line: l.line,
      subject: 'insecure-setting:bind',
    });
  }
  return null;
}

/**
 * A cookie's protective flag set on: `secure: true`, `httpOnly: true`, `HttpOnly = true`, `http_only: true`,
 * `'secure' => true`, a setter or builder call (Java's `cookie.setHttpOnly(true)`, Rust's `.secure(true)`,
 * `.same_site(SameSite::Strict)`), and Django's and Flask's settings (`SESSION_COOKIE_SECURE = True`,
 * `CSRF_COOKIE_HTTPONLY = True`). Group 1 is the flag.
 */
const COOKIE_FLAG_ON = /(?:^|[\s{(,.'"])(?:set)?(secure|httpOnly|httponly|HttpOnly|Secure|http_only|sameSite|SameSite|same_site|(?:SESSION|CSRF|REMEMBER)_COOKIE_(?:SECURE|HTTPONLY|SAMESITE))['"]?\s{0,3}(?:=>|[(:=])\s{0,3}(?:true|True|TRUE|1|['"]?(?:strict|Strict|lax|Lax)['"]?|SameSiteMode\.(?:Strict|Lax)|SameSite(?:::|\.)(?:Strict|Lax)|http\.SameSite(?:Strict|Lax)Mode|:strict|:lax)\b/g;
/** COOKIE_FLAG_ON for a yes or no (a global pattern's test() would move its lastIndex). */
const COOKIE_FLAG_SET = new RegExp(COOKIE_FLAG_ON.source);
/** Words that say the hunk sets a cookie or a session. */
const COOKIE_CONTEXT = /cookie|session/i;
/** A flag that only a cookie has (`HttpOnly`, `SameSite`, a setting named for a cookie): no other context needed; `secure` is also a TLS option's name. */
const COOKIE_ONLY_FLAG = /http_?only|same_?site|cookie/i;

/**
 * `insecure-setting-enabled`, a cookie's flag dropped: in one hunk that sets a cookie or a session
 * (its lines name one), a removed line sets `secure`, `httpOnly` or `sameSite` on, and no added line
 * of the hunk names that flag any more (`cookie: { secure: true, httpOnly: true, sameSite: 'strict' }`
 * to `cookie: { sameSite: 'lax' }`): the cookie now travels over plain HTTP, is readable by
 * scripts (a stolen session after any XSS), or is sent cross-site. Medium. A flag set to false is
 * `protection-switched-off`'s.
 */
function cookieFlagDropped(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], newSide: () => readonly string[]): KeyedFinding | null {
  if (!rows.some((r) => r.l.sign === '-' && COOKIE_FLAG_SET.test(r.t.code))) return null;
  // The hunk's lines (changed, and the new side's context) name a cookie or a session.
  const context = rows.some((r) => COOKIE_CONTEXT.test(r.t.code)) || newSide().some((text) => COOKIE_CONTEXT.test(text));
  // The hunk's new side, context lines and lines that only carry a removed one included.
  const addedText = newSide().map((text) => text.toLowerCase().replace(/_/g, ''));
  for (const r of rows) {
    if (r.l.sign !== '-') continue;
    for (const m of r.t.code.matchAll(COOKIE_FLAG_ON)) {
      const flag = m[1] ?? '';
      if (!context && !COOKIE_ONLY_FLAG.test(flag)) continue;
      const key = flag.toLowerCase().replace(/_/g, '');
      if (addedText.some((a) => a.includes(key))) continue;
      const after = rows.find((x) => x.l.sign === '+');
      return makeFinding({
        id: 'insecure-setting-enabled',
        severity: 'medium',
        title: `A cookie's ${flag} flag is dropped`,
        detail: `The removed line (${r.t.code.trim().slice(0, 100)}) set the cookie's ${flag} flag; no added line of the hunk sets it any more, so the framework's default applies (usually off): ${/secure/i.test(flag) ? 'the cookie is then sent over plain HTTP, where anyone on the path reads the session' : /http/i.test(flag) ? 'scripts on the page can then read the cookie, so any cross-site scripting steals the session' : 'the browser then sends the cookie on cross-site requests (cross-site request forgery)'}. Keep the flag, or say why this cookie does not need it.`,
        path,
        line: after?.l.line ?? r.l.line,
        subject: 'insecure-setting:cookie-flag',
      });
    }
  }
  return null;
}

/** A comparison that takes the same time whatever the inputs: what a signature, token or password check needs. */
const CONSTANT_TIME = /\b(?:compare_digest|timingSafeEqual|ConstantTimeCompare|ConstantTimeEq|constant_time_eq|constant_time_compare|ct_eq|MessageDigest\.isEqual|secure_compare|fixed_length_secure_compare|hash_equals|safe_str_cmp|constantTimeEquals?|timing_safe_equal|CryptographicOperations\.FixedTimeEquals|FixedTimeEquals|hmac\.Equal|verify_slices_are_equal|CRYPTO_memcmp|sodium_memcmp)\s*\(/;
/** An ordinary comparison, which returns at the first byte that differs. */
const PLAIN_COMPARE = /[=!]==?|\.[Ee]quals\s*\(|\.SequenceEqual\s*\(|\bbytes\.Equal\s*\(|\bArrays\.equals\s*\(|\bstrcmp\s*\(|\bmemcmp\s*\(|\.startswith\s*\(|\.startsWith\s*\(|\bin\s+\w|\.endswith\s*\(|\.endsWith\s*\(|\.includes\s*\(|\b(?:strings|bytes)\.(?:HasPrefix|HasSuffix|Contains)\s*\(|\.start_with\?\s*\(|\.include\?\s*\(/;
/** A prefix, suffix or containment test: it accepts part of the secret, an empty one included (`expected.startswith(sig)` with `sig = ""`). */
const PARTIAL_COMPARE = /\.startswith\s*\(|\.startsWith\s*\(|\.endswith\s*\(|\.endsWith\s*\(|\.includes\s*\(|\b(?:strings|bytes)\.(?:HasPrefix|HasSuffix|Contains)\s*\(|\.start_with\?\s*\(|\.include\?\s*\(/;

/** A comparison with a missing value (`x != null`, `null === x`, `x is not None`, `x == nil`): a presence test, no comparison of the secret. */
const NULL_COMPARE = /[=!]==?\s{0,3}(?:null|nil|None|undefined|NULL|nullptr)\b|\b(?:null|nil|None|undefined|NULL|nullptr)\s{0,3}[=!]==?/g;

/**
 * `constant-time-compare-removed`: in one hunk of program code, a removed line compares in constant
 * time (`hmac.compare_digest`, `crypto.timingSafeEqual`, `subtle.ConstantTimeCompare`,
 * `MessageDigest.isEqual`, `hash_equals`, `secure_compare`, `constant_time_eq`) and the added lines
 * compare with an ordinary operator instead (`==`, `.equals(`, `bytes.Equal`, `startswith`), with no
 * constant-time call left: a signature or token check that leaks, byte by byte, how much of a
 * guess is right. Medium; high when the new comparison tests a prefix, suffix or containment
 * (`expected.startswith(sig)`, `strings.HasPrefix`, `.includes(`): that accepts part of the value,
 * an empty signature included, which is a bypass rather than a leak. A test for a missing value
 * beside the call (`token != null && Utf8.isEqual(…)`, a helper's constant-time compare replaced by a
 * library's) compares no secret and does not count as the ordinary comparison.
 */
function constantTimeRemoved(path: string, rows: readonly { l: ChangedLine; t: CodeText }[]): KeyedFinding | null {
  const before = rows.find((r) => r.l.sign === '-' && CONSTANT_TIME.test(r.t.masked));
  if (before === undefined) return null;
  const added = rows.filter((r) => r.l.sign === '+');
  if (added.some((r) => CONSTANT_TIME.test(r.t.masked))) return null;
  // A test for a missing value (`token != null && Utf8.isEqual(…)`, `if sig is None`) compares no secret.
  const compared = (r: { t: CodeText }): string => r.t.masked.replace(NULL_COMPARE, ' ');
  const after = added.find((r) => PARTIAL_COMPARE.test(compared(r))) ?? added.find((r) => PLAIN_COMPARE.test(compared(r)));
  if (after === undefined) return null;
  if (PARTIAL_COMPARE.test(compared(after))) {
    return makeFinding({
      id: 'constant-time-compare-removed',
      severity: 'high',
      title: 'A constant-time comparison became a prefix or containment test',
      detail: `The removed line (${before.t.code.trim().slice(0, 80)}) compared in constant time; this line tests a prefix, suffix or containment instead, which accepts part of the value: a truncated signature or token passes, and an empty one passes a prefix test outright. Keep the constant-time comparison of the whole value.`,
      path,
      line: after.l.line,
      subject: 'constant-time-compare-removed',
    });
  }
  return makeFinding({
    id: 'constant-time-compare-removed',
    severity: 'medium',
    title: 'A constant-time comparison became an ordinary one',
    detail: `The removed line (${before.t.code.trim().slice(0, 80)}) compared in constant time; this line compares with an ordinary operator, which returns at the first byte that differs. For a signature, token or password that leaks how much of a guess is right, and a prefix or containment test accepts a partial one. Keep the constant-time comparison.`,
    path,
    line: after.l.line,
    subject: 'constant-time-compare-removed',
  });
}

/** A process started with its arguments as a list: no shell reads them. */
const ARGUMENT_LIST_CALL = /\bsubprocess\.\w+\(\s*\[|\bexecFile(?:Sync)?\s*\(|\bspawn(?:Sync)?\s*\([^,)]{1,200},\s*\[|\bexec\.Command(?:Context)?\s*\(|\bCommand::new\s*\(|\bProcessBuilder\s*\(|\bproc_open\s*\(\s*\[|\bOpen3\.\w+\(\s*["'][^"']{1,200}["']\s*,/;
/** A command given to a shell as one string: `shell=True`, `os.system`, `exec`/`execSync`, `sh -c`, backticks. */
const SHELL_STRING_CALL = /\bshell\s*=\s*True|\bos\.(?:system|popen)\s*\(|\bexec(?:Sync)?\s*\(|\bshell\s*:\s*true|["'](?:ba)?sh["']\s*,\s*["']-c["']|\bRuntime\.getRuntime\(\)\.exec\s*\(|\bshell_exec\s*\(|\bpassthru\s*\(|\bsystem\s*\(\s*["`]/;

/** A process call whose shell is switched by an option: Python's `subprocess.*(…, shell=True)`, Node's `spawn`/`execFile`'s `{ shell: true }`. */
const SHELL_OPTION_CALL = /\bsubprocess\.\w{1,20}\s{0,3}\(|(?<![\w$.])(?:spawn|spawnSync|execFile|execFileSync)\s{0,3}\(|\b(?:cp|childProcess|child_process)\.(?:spawn|spawnSync|execFile|execFileSync)\s{0,3}\(/;
/** The shell option switched on, and either value of it (cut from a line to compare it with the line before). */
const SHELL_ON = /\bshell\s{0,3}(?:=\s{0,3}True|:\s{0,3}true)\b/;
const SHELL_OPTION = /\bshell\s{0,3}[=:]\s{0,3}(?:True|False|true|false)\b/g;
/** Words of a command's text that are no value of its own. */
const COMMAND_KEYWORDS = new Set(['f', 'r', 'b', 'u', 'fr', 'rf', 'true', 'false', 'none', 'null', 'undefined', 'nil', 'check', 'text', 'capture_output', 'cwd', 'env', 'stdio', 'stdout', 'stderr', 'encoding', 'timeout', 'join', 'format', 'shell']);

/** A line without whitespace and without its shell option (and the separators left around it): the call it makes otherwise. */
function withoutShellOption(code: string): string {
  return code
    .replace(/\s+/g, '')
    .replace(SHELL_OPTION, '')
    .replace(/,{2,}/g, ',')
    .replace(/\{,/g, '{')
    .replace(/,\}/g, '}')
    .replace(/,\{\}\)/g, ')')
    .replace(/,\)/g, ')');
}

/**
 * What a shell reads of a call switched to one: Python's first argument (with `shell=True` a list's
 * first element is the command string), every argument of Node's call but its options object
 * (Node joins them into one command line). Null when the call cannot be read.
 */
function commandPart(t: CodeText): { code: string; masked: string } | null {
  const m = SHELL_OPTION_CALL.exec(t.masked);
  if (m === null) return null;
  const open = m.index + m[0].length - 1;
  const call = callArgument(t.masked, open);
  if (call === null) return null;
  const masked = call.argument;
  const code = t.code.slice(open + 1, open + 1 + masked.length);
  const python = m[0].startsWith('subprocess');
  // With shell=True a list's first element is the command string: cut at the list's first comma.
  const commaDepth = python && masked.trimStart().startsWith('[') ? 1 : 0;
  // Top-level commas of the arguments (masked: no string holds one).
  let depth = 0;
  let cut = masked.length;
  for (let i = 0; i < masked.length; i += 1) {
    const c = masked.charAt(i);
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if (python && c === ',' && depth === commaDepth) {
      cut = i;
      break;
    }
    // Node: the options object is the last argument, opened at the top level.
    if (!python && c === '{' && depth === 1 && /,\s*$/.test(masked.slice(0, i))) {
      cut = masked.slice(0, i).lastIndexOf(',');
      break;
    }
  }
  return { code: code.slice(0, cut), masked: masked.slice(0, cut) };
}

/** The names (values, not literals) of a command's text: names outside its strings and those interpolated into them. */
function commandNames(part: { code: string; masked: string }): string[] {
  const names: string[] = [];
  for (const m of part.masked.matchAll(/(?<![\w$.])([A-Za-z_$][\w$.]{0,80})/g)) if (m[1] !== undefined && !COMMAND_KEYWORDS.has(m[1].toLowerCase()) && !/^\.|["'`]$/.test(m[1])) names.push(m[1]);
  // `${name}`, `{name}`, `#{name}` inside a string (the code has the brace, the masked text a blank).
  for (let i = 0; i < part.code.length; i += 1) {
    if (part.code.charAt(i) !== '{' || part.masked.charAt(i) !== ' ') continue;
    const m = /^\{\s{0,3}([A-Za-z_$][\w$.]{0,80})/.exec(part.code.slice(i, i + 90));
    if (m?.[1] !== undefined) names.push(m[1]);
  }
  // A name directly before a call's parenthesis is the function, not a value (`str(ref)` keeps `ref`).
  return names.filter((n, i) => !COMMAND_KEYWORDS.has(leaf(n)) && names.indexOf(n) === i);
}

/**
 * Where a command's names come from in the hunk (its new side: context and added lines): request
 * input when a line that reads a request names one of them (`ref = request.args["ref"]`), or the
 * command reads it itself; the environment or command line likewise; null otherwise.
 */
function commandInput(names: readonly string[], command: string, hunkText: readonly string[], language: CodeLanguage): 'request' | 'environment' | null {
  const request = REQUEST_INPUT[language];
  const environment = ENVIRONMENT_INPUT[language];
  if (request?.test(command) === true) return 'request';
  let found: 'request' | 'environment' | null = environment?.test(command) === true ? 'environment' : null;
  const words = new Set(names.map((n) => n.split('.')[0] ?? n).filter((n) => n.length > 0));
  if (words.size === 0) return found;
  // One step back: the names a line of the hunk assigns to one of them from (`cmd = f"convert {name}"` gives `name`).
  for (const text of hunkText) {
    if (words.size >= 24) break;
    const m = /^\s{0,40}(?:(?:const|let|var)\s{1,4})?\$?([A-Za-z_][\w$]{0,60})\s{0,4}(?::=|=(?!=))/.exec(text);
    if (m === null || !words.has(m[1] ?? '')) continue;
    const t = codeText(text.slice(m[0].length, m[0].length + 300), language);
    const from = [...commandNames({ code: t.code, masked: t.masked })];
    for (const n of from) if (words.size < 24) words.add(n.split('.')[0] ?? n);
  }
  const named = new RegExp(`(?<![\\w$.])(?:${[...words].map(escapeRegExp).join('|')})(?![\\w$])`);
  for (const text of hunkText) {
    if (!named.test(text)) continue;
    if (request?.test(text) === true) return 'request';
    if (environment?.test(text) === true) found = 'environment';
  }
  return found;
}

/** Severity and wording of a shell handed a value: high when the value comes from a request or the environment in the hunk. */
function shellFinding(path: string, l: ChangedLine, title: string, detail: string, input: 'request' | 'environment' | null): KeyedFinding {
  return makeFinding({
    id: 'shell-arguments-spliced',
    severity: input === null ? 'medium' : 'high',
    title,
    detail: `${detail}${input === 'request' ? ' The value comes from the request in this hunk: anyone who can send one runs commands on the server.' : input === 'environment' ? ' The value comes from the environment or the command line in this hunk.' : ''}`,
    path,
    line: l.line,
    subject: 'shell-arguments-spliced',
  });
}

/**
 * `shell-arguments-spliced`: in one hunk of program code, a removed line starts a process with its
 * arguments as a list (`subprocess.run(["git", "checkout", ref])`, `execFile('git', [ref])`,
 * `exec.Command("git", "checkout", ref)`), and an added line gives a shell one string that splices in
 * a name the removed line passed as an argument (`subprocess.run(f"git checkout {ref}", shell=True)`,
 * ``execSync(`git checkout ${ref}`)``, `exec.Command("sh", "-c", name+" "+args)`): a value that a
 * shell now reads, so `; rm -rf ~` in it runs. Or an added line is a removed one with its shell
 * switched on (Python's `shell=False` to `shell=True`, or `shell=True` added; Node's `{ shell: true }`
 * added to `spawn`/`execFile`), its command holding a name. Medium; high when the value comes from a
 * request, the environment or the command line in the hunk (`hunkText`: its context and added lines).
 * A command of literals switched to a shell is quiet.
 */
function shellArgumentsSpliced(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage, hunkText: () => readonly string[]): KeyedFinding | null {
  const passed = new Set<string>();
  const unshelled = new Set<string>();
  for (const { l, t } of rows) {
    if (l.sign !== '-') continue;
    if (ARGUMENT_LIST_CALL.test(t.masked)) for (const m of t.masked.matchAll(/\b([A-Za-z_]\w{0,80})\b/g)) if (m[1] !== undefined) passed.add(m[1].toLowerCase());
    if ((language === 'python' || language === 'js') && SHELL_OPTION_CALL.test(t.masked) && !SHELL_ON.test(t.code)) unshelled.add(withoutShellOption(t.code));
  }
  if (passed.size === 0 && unshelled.size === 0) return null;
  // A command line put together on an added line of its own (`cmd = f"git checkout {ref}"`, `line := name + " " + arg`): its name, and the argument it splices.
  const composed = new Map<string, string>();
  if (passed.size > 0) {
    for (const { l, t } of rows) {
      if (l.sign !== '+' || composed.size >= MAX_SANITIZED_NAMES) continue;
      const target = /^\s{0,40}(?:(?:const|let|var)\s{1,4})?([A-Za-z_$][\w$]{0,60})\s{0,4}(?::=|=(?!=))/.exec(t.masked)?.[1];
      const spliced = target === undefined ? undefined : splicedNames(t, language).find((n) => passed.has(leaf(n)));
      if (target !== undefined && spliced !== undefined) composed.set(target.toLowerCase(), spliced);
    }
  }
  for (const { l, t } of rows) {
    if (l.sign !== '+' || !SHELL_STRING_CALL.test(t.code)) continue;
    if (unshelled.size > 0 && SHELL_ON.test(t.code) && unshelled.has(withoutShellOption(t.code))) {
      const part = commandPart(t);
      const names = part === null ? [] : commandNames(part);
      // A command of literals (`subprocess.run("make docs", shell=True)`, `["git", ref]`'s literal program) runs no value.
      if (part !== null && names.length > 0) {
        const input = commandInput(names, part.code, hunkText(), language);
        return shellFinding(
          path,
          l,
          `A command is now run through a shell (${names[0]?.slice(0, 60) ?? ''})`,
          `The removed line ran this command with no shell; this line is the same with the shell switched on (${t.code.match(SHELL_ON)?.[0] ?? 'shell'}), so a shell reads ${names.slice(0, 3).join(', ')}: a value with a ; or $( ) in it now runs commands of its own. Keep the shell off and pass the arguments as a list.`,
          input,
        );
      }
    }
    // `exec.Command("sh", "-c", …)` is a list call that hands a shell one string.
    if (passed.size === 0 || (ARGUMENT_LIST_CALL.test(t.masked) && !/["'](?:ba)?sh["']\s*,\s*["']-c["']/.test(t.code))) continue;
    let spliced = splicedNames(t, language).find((n) => passed.has(leaf(n)));
    if (spliced === undefined && composed.size > 0) {
      for (const m of t.masked.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]{0,60})(?![\w$(])/g)) {
        const from = composed.get((m[1] ?? '').toLowerCase());
        if (from !== undefined) {
          spliced = from;
          break;
        }
      }
    }
    if (spliced === undefined) continue;
    return shellFinding(
      path,
      l,
      `A command's argument (${spliced}) is now spliced into a shell string`,
      `The removed code passed ${spliced} to the process as an argument of a list, which no shell reads; the added code writes it into one command string a shell runs (shell=True, os.system, exec, sh -c). A value with a ; or $( ) in it now runs commands of its own. Keep the argument list.`,
      commandInput([spliced], t.code, hunkText(), language),
    );
  }
  return null;
}

/**
 * A check that a path stays inside its folder: a `..` test, a helper made for it
 * (`secure_filename`, `safe_join`, `filepath.IsLocal`, `is_relative_to`, `SecureJoin`), or a
 * negated prefix (or containment) test against a root (`!resolved.startsWith(baseDir)`, C#'s
 * `!fullPath.StartsWith(_root …)`, `not p.startswith(BASE_DIR)`, `` !p.startsWith(`${root}/`) ``,
 * `!resolved.includes(root)`, PHP's `strpos($path, $base) !== 0`
 * and `!str_starts_with(…)`), the root named as one (root, base, dir, folder, jail, sandbox). An
 * absolute-path test is not one: code resolves paths with it as often as it refuses them (Express's
 * `if (!isAbsolute(path)) path = join(this.root, path)`).
 */
const PATH_GUARD = /(?:includes|indexOf|contains|Contains|include\?|find|startsWith|startswith|HasPrefix)\s*\([^()]{0,100}["']\.\.[/\\]?["']|["']\.\.[/\\]?["']\s+(?:not\s+)?in\b|\b(?:IsLocal|secure_filename|safe_join|is_relative_to|commonpath|SecureJoin|sanitize_?(?:path|filename)|sanitizeFilename|safePath|safe_path)\s*\(|(?:!|\bnot\s{1,3})\s{0,3}[\w$.]{1,100}(?:\(\))?\.(?:startsWith|StartsWith|startswith|starts_with|start_with\?|includes|contains|Contains|include\?)\s{0,3}\(\s{0,3}(?:[fF]?[`"'](?:\$\{|#\{|\{)\s{0,3})?[\w$.]{0,60}(?:[Rr]oot|ROOT|[Bb]ase|BASE|[Dd]ir|DIR|[Ff]older|FOLDER|[Jj]ail|JAIL|[Ss]andbox)(?!\w{0,20}(?:[Uu]rl|URL|[Uu]ri|URI|[Hh]ost|HOST))\w{0,30}\b|\bstri?pos\s{0,3}\([^,()]{1,100},\s{0,3}[\w$.>-]{0,60}(?:[Rr]oot|ROOT|[Bb]ase|BASE|[Dd]ir|DIR|[Ff]older|FOLDER|[Jj]ail|JAIL|[Ss]andbox)(?!\w{0,20}(?:[Uu]rl|URL|[Uu]ri|URI|[Hh]ost|HOST))[^()]{0,60}\)\s{0,3}!==?\s{0,3}0\b|!\s{0,3}str_starts_with\s{0,3}\([^,()]{1,100},\s{0,3}[\w$.>-]{0,60}(?:[Rr]oot|ROOT|[Bb]ase|BASE|[Dd]ir|DIR|[Ff]older|FOLDER|[Jj]ail|JAIL|[Ss]andbox)(?!\w{0,20}(?:[Uu]rl|URL|[Uu]ri|URI|[Hh]ost|HOST))/;
/** A refusal: an error raised or returned, a 4xx answered, a false or nil returned (on the guard's line or the next). */
const REJECTS = /\b(?:raise|throw|abort|panic)\b|\bstatus\s*\(\s*4\d\d|\bhttp\.Status(?:BadRequest|Forbidden|NotFound)\b|\b40[034]\b|\breturn\s+(?:false|False|None|nil|null|err\w*|fmt\.Errorf|new\s+\w*Error|\w*Error\s*\(|res\.status|next\s*\(\s*\w*[Ee]rr)/;
/** A call to a helper the check may have moved into: its name says it checks, cleans or resolves. */
const GUARD_HELPER = /safe|saniti[sz]|valid|check|secure|clean|normali[sz]|contain|inside|within/i;
/** The names a line calls. */
const CALLED = /\b(\w{1,80})\s*\(/g;

/**
 * Whether one of the next two lines of the same side and hunk refuses (the second only after a
 * line that is a lone brace: C#'s `if (…)` / `{` / `return Forbid();`).
 */
function refusesBelow(lines: readonly ChangedLine[], texts: readonly CodeText[], i: number): boolean {
  const l = lines[i];
  for (let k = 1; k <= 2 && l !== undefined; k += 1) {
    const next = lines[i + k];
    if (next === undefined || next.sign !== l.sign || next.hunk !== l.hunk) return false;
    const code = texts[i + k]?.code ?? '';
    if (REJECTS.test(code) || /\bForbid\s*\(|\b(?:BadRequest|NotFound|Unauthorized)\s*\(|\bhttp_response_code\s*\(\s*4\d\d|\bStatusCode::(?:FORBIDDEN|BAD_REQUEST|NOT_FOUND)\b|\breturn\s{1,3}Err\s{0,3}\(/.test(code)) return true;
    if (!/^\s*\{\s*$/.test(code)) return false;
  }
  return false;
}

/**
 * The first removed guard of a file whose changed lines lose more guards than they gain, counted on
 * removed lines that refuse (REJECTS on the line, or refusesBelow) and on any added guard line (not
 * comments, not lines carried elsewhere); null when none is lost, or when an added line calls a helper
 * whose name (`helper`) says the guard may have moved into it.
 */
function guardLost(lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[], isGuard: (code: string) => boolean, helper: RegExp): { l: ChangedLine; t: CodeText } | null {
  let removed = 0;
  let added = 0;
  let first: { l: ChangedLine; t: CodeText } | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment || carried[i] === true) continue;
    const guard = isGuard(t.code);
    if (l.sign === '-' && guard && (REJECTS.test(t.code) || refusesBelow(lines, texts, i))) {
      removed += 1;
      first ??= { l, t };
    } else if (l.sign === '+') {
      if (guard) added += 1;
      for (const m of t.masked.matchAll(CALLED)) if (helper.test(m[1] ?? '')) return null;
    }
  }
  return removed > added ? first : null;
}

/**
 * `path-check-removed`: a file of program code loses more path-containment checks than it gains
 * (`if (name.includes('..')) return res.status(400)`, `if not is_relative_to(...)`, `secure_filename`),
 * and its added lines call no helper they may have moved into: a file name a client sends can now
 * climb out of the folder (path traversal). Medium.
 */
export function pathCheckRemoved(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[]): KeyedFinding | null {
  const first = guardLost(lines, texts, carried, (code) => PATH_GUARD.test(code), GUARD_HELPER);
  if (first === null) return null;
  return makeFinding({
    id: 'path-check-removed',
    severity: 'medium',
    title: 'A path-containment check is removed',
    detail: `The removed line (${first.t.code.trim().slice(0, 100)}) refused a path that leaves its folder (a .. component, an absolute path), and the added code checks no path in its place: a file name a client sends can now reach files outside the folder (path traversal). Keep the check, or say where it moved.`,
    path,
    line: first.l.line,
    subject: 'path-check-removed',
  });
}

/**
 * A check that an address is not internal, before a request to it: Python's `ipaddress` properties
 * (`.is_private`, `.is_loopback`, `.is_link_local`, `.is_reserved`, `.is_global`), Go's `net.IP`
 * methods (`IsPrivate()`, `IsLoopback()`, `IsLinkLocalUnicast()`, `IsUnspecified()`), Java's
 * `InetAddress` (`isSiteLocalAddress`, `isLoopbackAddress`, `isLinkLocalAddress`, `isAnyLocalAddress`),
 * Ruby's `IPAddr` (`private?`, `loopback?`, `link_local?`), PHP's `FILTER_FLAG_NO_PRIV_RANGE` /
 * `FILTER_FLAG_NO_RES_RANGE`, Rust's `is_loopback()`/`is_private()`, C#'s `IPAddress.IsLoopback(…)`,
 * ipaddr.js's `.range()`, and helpers named for it (`isPrivateIp(…)`, `is_internal_address(…)`,
 * `blockedAddress(…)`).
 */
const SSRF_GUARD =
  /\.(?:is_private|is_loopback|is_link_local|is_reserved|is_global|is_unspecified|is_multicast|is_site_local)\b|\.(?:IsPrivate|IsLoopback|IsLinkLocalUnicast|IsLinkLocalMulticast|IsUnspecified|IsInterfaceLocalMulticast)\s{0,3}\(\s{0,3}\)|\.(?:isSiteLocalAddress|isLoopbackAddress|isLinkLocalAddress|isAnyLocalAddress)\s{0,3}\(|\.(?:private|loopback|link_local)\?|\bFILTER_FLAG_NO_(?:PRIV|RES)_RANGE\b|\bIPAddress\.IsLoopback\s{0,3}\(|\.range\s{0,3}\(\s{0,3}\)\s{0,3}[!=]==?\s{0,3}['"](?:unicast|private|loopback|linkLocal)['"]|\b(?:is_?|Is)?(?:[Pp]rivate|[Ii]nternal|[Bb]locked|[Rr]eserved|[Uu]nsafe|[Dd]isallowed|[Ff]orbidden)_?(?:Ip|IP|ip|Address|address|Addr|addr|Host|host|Network|network|Range|range)s?\s{0,3}\(/;
/**
 * A loopback or local test turned around (`if not addr.is_loopback: raise`, `if (!isLocalRequest(req))
 * return 403`): an admin endpoint kept to the machine itself, the opposite of a request guard.
 */
const LOCAL_ONLY = /(?:!|\bnot\s{1,3})\s{0,3}[\w$.]{0,80}(?:[Ll]oopback|[Ii]s_?[Ll]ocal)/;
/** Words of a guard that refuses internal networks, not only the machine itself. */
const INTERNAL_RANGE = /private|link_?local|SiteLocal|reserved|PRIV_RANGE|RES_RANGE|\.range\s{0,3}\(|internal|blocked|is_global/i;
/** A request that follows the guard: the fetch it protected. */
const OUTGOING_REQUEST = /\bfetch\s{0,3}\(|\baxios\b|\bgot\s{0,3}\(|\brequests\.(?:get|post|put|request|head|Session)\b|\burlopen\s{0,3}\(|\bhttpx\.|\bhttp\.(?:Get|Post|Head|NewRequest)\b|\.Do\s{0,3}\(|\bopenStream\s{0,3}\(|\bopenConnection\s{0,3}\(|\bHttpClient\b|\bNet::HTTP\b|\bURI\.open\b|\bfile_get_contents\s{0,3}\(|\bcurl_exec\s{0,3}\(|\breqwest::|\.GetStringAsync\s{0,3}\(|\.GetAsync\s{0,3}\(|\.SendAsync\s{0,3}\(|\bFaraday\b|\bHTTParty\b/;

/**
 * `ssrf-check-removed`: a file of program code loses more checks that an address is internal
 * (private, loopback, link-local, reserved) than it gains, counted on lines that refuse (an `if`
 * whose branch raises, throws or returns an error or a 4xx, on its line or the next two), and its
 * added lines call no helper the check may have moved into (a name with safe, valid, check, block,
 * allow, guard, private, internal): a URL a client sends can now reach the cloud metadata service
 * (`169.254.169.254`), an admin port on localhost or the internal network (server-side request
 * forgery). Medium; high when a line of the file's hunks still makes the request the check guarded.
 */
export function ssrfCheckRemoved(path: string, lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[], hunkText: (hunk: number) => readonly string[]): KeyedFinding | null {
  const first = guardLost(lines, texts, carried, addsSsrfGuard, SSRF_HELPER);
  if (first === null) return null;
  const fetches = hunkText(first.l.hunk).some((text) => OUTGOING_REQUEST.test(text));
  return makeFinding({
    id: 'ssrf-check-removed',
    severity: fetches ? 'high' : 'medium',
    title: 'A check that refused internal addresses is removed',
    detail: `The removed line (${first.t.code.trim().slice(0, 100)}) refused an address on the machine itself or the internal network (private, loopback, link-local), and the added code checks none in its place${fetches ? ', while the request it guarded stays' : ''}: a URL a client chooses can now reach the cloud metadata service (169.254.169.254), a port on localhost or an internal host (server-side request forgery). Keep the check, or say where it moved.`,
    path,
    line: first.l.line,
    subject: 'ssrf-check-removed',
  });
}
/** Whether a line checks that an address is internal (SSRF_GUARD, not a loopback-only test): another file adding one may hold the check a file lost. */
export function addsSsrfGuard(code: string): boolean {
  return SSRF_GUARD.test(code) && (!LOCAL_ONLY.test(code) || INTERNAL_RANGE.test(code));
}
/** A call to a helper an address check may have moved into. */
const SSRF_HELPER = /safe|valid|check|block|allow|guard|private|internal|public|ssrf/i;

/**
 * A CORS origin header given the request's own `Origin` (`res.setHeader('Access-Control-Allow-Origin',
 * req.headers.origin)`, Go's `r.Header.Get("Origin")`, PHP's `$_SERVER['HTTP_ORIGIN']`, Java's
 * `request.getHeader("Origin")`, Python's `request.headers.get("Origin")`, Ruby's
 * `request.headers['Origin']`, C#'s `Request.Headers["Origin"]`): every site is allowed, one at a time.
 */
const ORIGIN_REFLECTED = /Access-Control-Allow-Origin['"]?\s{0,3}(?:\]\s{0,3})?(?:[+,.:=]|=>)?.{0,80}?(?:HTTP_ORIGIN\b|\b(?:headers?|getHeader|get)\s{0,3}(?:\.\s{0,3}|\[\s{0,3}|\(\s{0,3})['"]?origin\b)/i;
/**
 * A condition that holds only in development (`if (process.env.NODE_ENV === 'development')`,
 * `if settings.DEBUG:`, `if app.debug`, `if Rails.env.development?`, `if (env.IsDevelopment())`,
 * `if os.Getenv("APP_ENV") == "dev"`): what it guards is a local set-up, judged as a reviewer would.
 */
export const DEVELOPMENT_GATE = /\b(?:if|elif|elsif)\b[^\n]{0,120}(?:\b(?:NODE_ENV|APP_ENV|RAILS_ENV|FLASK_ENV|ASPNETCORE_ENVIRONMENT|GO_ENV)\b[^\n]{0,40}(?:===?\s{0,3}['"](?:development|dev|local)['"]|!==?\s{0,3}['"](?:production|prod)['"])|\bDEBUG\b|\.debug\b|\.development\?|\bIsDevelopment\s{0,3}\(|\bisDev(?:elopment)?\b|\bis_dev(?:elopment)?\b)/;
/** Credentials allowed beside it: the browser then sends cookies, and the page reads the answer. */
const CREDENTIALS_ALLOWED = /Access-Control-Allow-Credentials['"]?\s{0,3}(?:\]\s{0,3})?(?:[,:=]|=>)\s{0,3}['"]?\s{0,3}true|\bcredentials\s{0,3}:\s{0,3}true\b|\ballow_credentials\s{0,3}=\s{0,3}True\b|\bsupports_credentials\s{0,3}=\s{0,3}True\b|\bAllowCredentials\s{0,3}(?::\s{0,3}true|\(\s{0,3}\))|\.allow_credentials\s{0,3}\(\s{0,3}true|\bsetAllowCredentials\s{0,3}\(\s{0,3}true|\bcredentials:\s{0,3}true/i;
/** A test of the origin on the lines above (an allow-list): the reflection is then of an origin that passed. */
const ORIGIN_TESTED = /\b(?:if|elif|elsif|unless|when|case|switch)\b[^\n]{1,200}origin|origin[^\n]{1,80}\b(?:in|includes|include\?|contains|has|indexOf|match|test|allowed|whitelist|allowlist)\b|\b(?:includes|include\?|contains|has|in_array|indexOf|match|test)\s{0,3}\([^\n]{0,80}origin/i;

/**
 * `cors-permissive`, the origin reflected: an added line of program code sets
 * `Access-Control-Allow-Origin` to the request's `Origin` header, and none of the five lines above it
 * on the hunk's new side (nor the line itself) tests the origin against a list: every web site is
 * then allowed. High when the hunk's new side also allows credentials (any site reads the signed-in
 * user's answers with their cookies); medium otherwise.
 */
function corsOriginReflected(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], newSide: () => readonly string[]): KeyedFinding | null {
  for (const r of rows) {
    if (r.l.sign !== '+' || r.t.isComment || !ORIGIN_REFLECTED.test(r.t.code)) continue;
    const side = newSide();
    const at = side.findIndex((text) => text.trim() === r.l.text.trim());
    const above = side.slice(Math.max(0, at - 5), at < 0 ? 0 : at);
    if (/\bif\b/.test(r.t.masked) || [...above, r.t.code].some((text) => ORIGIN_TESTED.test(text) || DEVELOPMENT_GATE.test(text))) continue;
    const credentials = side.some((text) => CREDENTIALS_ALLOWED.test(text));
    return makeFinding({
      id: 'cors-permissive',
      severity: credentials ? 'high' : 'medium',
      title: credentials ? "CORS reflects any origin, with credentials" : 'CORS reflects any origin',
      detail: `This line answers every request with its own Origin as the allowed origin (${r.t.code.trim().slice(0, 100)}), and no line above it checks that origin against a list: any web site is allowed${credentials ? ', and with credentials allowed the browser sends the user\'s cookies and lets that site read the answer (their data, a CSRF token)' : ''}. Compare the origin with the origins that need access before echoing it.`,
      path,
      line: r.l.line,
      subject: 'cors-permissive',
    });
  }
  return null;
}

/** A path separator appended to a root: `path.sep`, `sep`, `'/'`, `os.sep`, `string(os.PathSeparator)`, `string(filepath.Separator)`, `File.separator`, PHP's `DIRECTORY_SEPARATOR`. */
const SEPARATOR = String.raw`path\.sep|sep|["'](?:/|\\\\)["']|os\.sep|os\.path\.sep|string\(\s{0,4}(?:os\.PathSeparator|filepath\.Separator)\s{0,4}\)|File\.separator|DIRECTORY_SEPARATOR`;
/** A prefix test, whose argument may hold a root with a separator after it (PHP's `strpos(…) === 0` too). */
const PREFIX_CALL = /\b(?:startsWith|startswith|HasPrefix|starts_with|start_with\?|str_starts_with|strpos|stripos)\s{0,4}\(/g;
/**
 * In a prefix test's argument: a root (maybe wrapped in one call: `str(root)`, `filepath.Clean(root)`,
 * PHP's `realpath($root)`; a PHP property, `$this->root`) and a separator added to it (`+`, or PHP's
 * `.`); group 1 is the root.
 */
const ROOT_PLUS_SEPARATOR = new RegExp(String.raw`((?:[\w$.]|->){1,100})\s{0,4}\)?\s{0,4}[+.]\s{0,4}(?:${SEPARATOR})`);
/**
 * The same in an interpolated string: a JavaScript template (`` `${root}/` ``, `` `${root}${path.sep}` ``),
 * Ruby's `"#{root}/"`, a Python f-string (`f"{root}/"`, `f"{root}{os.sep}"`), PHP's `"{$this->root}/"`;
 * the root maybe wrapped in one call (`"#{File.expand_path(public_dir)}/"`, RuboCop's
 * Style/StringConcatenation rewrite of `File.expand_path(public_dir) + '/'`), as the first argument or
 * after a plain one (PHP's `str_starts_with($real, "{$root}/")`). Group 1 is the root.
 */
const TEMPLATE_ROOT =
  /^(?:[^,()"'`]{1,100},)?\s{0,4}(?:[fF][rR]?|[rR][fF])?[`"'](?:\$\{|#\{|\{)\s{0,4}(?:[\w.:]{1,60}\(\s{0,4})?((?:[\w$.]|->){1,100})\s{0,4}\)?\s{0,4}\}(?:\/|(?:\$\{|#\{|\{)\s{0,4}(?:path\.|os\.path\.|os\.|File::|File\.)?(?:sep|SEPARATOR|separator)\s{0,4}\})/;

/**
 * The root of a prefix test with a separator after it: `p.startsWith(root + path.sep)`,
 * `strings.HasPrefix(p, root+string(os.PathSeparator))`, `p.startswith(str(root) + os.sep)`,
 * `` p.startsWith(`${root}/`) ``. Read in the 160 characters after each prefix call.
 */
function separatedRoot(code: string): string | undefined {
  for (const call of code.matchAll(PREFIX_CALL)) {
    const argument = code.slice((call.index ?? 0) + call[0].length, (call.index ?? 0) + call[0].length + 160);
    const root = ROOT_PLUS_SEPARATOR.exec(argument)?.[1] ?? TEMPLATE_ROOT.exec(argument)?.[1];
    if (root !== undefined) return root;
  }
  return undefined;
}
/** A containment helper that compares whole path components: Python's `commonpath` and `is_relative_to`. Group 1 is what it is given. */
const COMPONENT_CHECK = /\b(?:commonpath|is_relative_to)\s{0,4}\(([^()]{0,160})/;
/** A test of a string against a root that compares characters, not path components: `includes(root)`, `startsWith(root)`, `indexOf(root)`, `strings.Contains(p, root)`, `root in p`. Group 1 (2, 3) is its argument. */
const CHARACTER_PREFIX = /(?:\.\s{0,4}(?:includes|startsWith|startswith|indexOf|contains|Contains|starts_with|include\?|start_with\?)|\bstrings\.(?:HasPrefix|Contains)|\bstr_(?:starts_with|contains)|\bstrpos)\s{0,4}\(([^;]{0,160})|\b((?:str\()?[\w.]{1,80}\)?)\s{1,4}in\s{1,4}(?:str\()?[\w.]{1,80}/;

/** A name a line sets (`directory = …`, `let full = …`, `root := …`, `self.root = …`); group 1 is the name. */
const SET_NAME = /^\s{0,40}(?:(?:let|const|var|mut)\s{1,4}){0,2}([A-Za-z_$][\w$.]{0,80})\s{0,3}(?::\s{0,3}[\w[\]., |]{1,60})?(?::=|=)(?!=)/;

/** A call that resolves a path to its absolute or real form: what a containment check compares. */
export const RESOLVES_PATH = /\b(?:realpath|abspath|normpath|GetFullPath|toRealPath|getCanonicalPath|canonicalize)\s{0,3}\(|\bpath\.resolve\s{0,3}\(|\bfilepath\.(?:Abs|EvalSymlinks)\s{0,3}\(|\.resolve\s{0,3}\(\s{0,3}(?:strict\s{0,3}=\s{0,3}\w{1,5}\s{0,3})?\)/;

/**
 * `path-check-removed`, low: a changed line sets a name that a path-containment check the hunk
 * leaves unchanged compares (`directory = os.path.realpath(directory)` moved into one branch above
 * Starlette's `if os.path.commonpath([full_path, directory]) != directory:`, as a first contribution
 * did in 2024, and `directory = os.path.abspath(directory)` added beside it a few months later; the
 * static files guard of CVE-2023-29159). The check still stands, but what it compares changed (a
 * root no longer resolved, symbolic links followed), which is where a traversal opens: a pointer for
 * review, low, so a maintainer's edit stays low and a newcomer's is read. A guard the hunk adds (new
 * code), and a guard edited itself (the rules above weigh that), are not this.
 */
function pathCheckInputChanged(path: string, hunks: ReadonlyMap<number, readonly { l: ChangedLine; t: CodeText }[]>, hunkText: (hunk: number) => readonly string[], functionAround: (line: number) => readonly string[] | null = () => null): KeyedFinding | null {
  for (const [hunk, rows] of hunks) {
    if (rows.some((r) => PATH_GUARD.test(r.t.code))) continue;
    // The guards the hunk shows as context (none of its rows is one); else, when the analysis read
    // the head file (wants-content.ts: a changed line resolves a path), the guards of the function
    // around the hunk's first added line that sets a resolved path, beyond the three context lines.
    let guards = hunkText(hunk).filter((text) => PATH_GUARD.test(text));
    if (guards.length === 0) {
      const setter = rows.find((r) => r.l.sign === '+' && SET_NAME.test(r.t.code) && RESOLVES_PATH.test(r.t.code));
      guards = setter === undefined ? [] : (functionAround(setter.l.line) ?? []).filter((text) => PATH_GUARD.test(text));
    }
    if (guards.length === 0) continue;
    const read = new Set(guards.flatMap((g) => g.split(/[^\w$]+/)));
    const at = rows.find((r) => {
      const name = SET_NAME.exec(r.t.code)?.[1];
      return name !== undefined && read.has(name.slice(name.lastIndexOf('.') + 1));
    });
    if (at === undefined) continue;
    return makeFinding({
      id: 'path-check-removed',
      severity: 'low',
      title: 'What a path-containment check compares is changed',
      detail: `This line (${at.t.code.trim().slice(0, 100)}) sets a value that a check of this hunk (or of the function around it) compares to keep a path inside its folder: the check stands, but what it compares changes (a root no longer resolved, symbolic links followed), which is where path traversal opens. Check that both sides are resolved the same way on every branch, and ask for a test with a ../ path and a symbolic link.`,
      path,
      line: at.l.line,
      subject: 'path-check-input',
    });
  }
  return null;
}

/** A prefix test called on a value or given it (any language's spelling: C#'s `StartsWith`, Swift's `hasPrefix`, PHP's `strpos`). */
const PREFIX_TEST = /\b(?:startsWith|startswith|StartsWith|HasPrefix|hasPrefix|starts_with|start_with\?|str_starts_with|strpos|stripos)\s{0,4}\(/g;
/** A quoted literal without interpolation or quotes inside: group 1 the quote, group 2 the text. */
const PLAIN_LITERAL = /(["'`])([^"'`\n]{1,300})\1/g;
/** A literal's trailing path separator: `/`, or a backslash escaped in the source (`\\`). */
const TRAILING_SEPARATOR = /(?:\/|\\\\)$/;
/** A URL up to its host and the slash after it: `https://acme.com/`. */
const HOST_WITH_SLASH = /^[a-z][a-z0-9+.-]{1,20}:\/\/[^/\s]{1,253}\/$/i;
/** A filesystem root by its shape: a drive (`C:\\`), the home folder (`~/`), a share (`\\\\`), or two segments or more (`/srv/data/`). */
const FILESYSTEM_LITERAL = /^(?:[A-Za-z]:(?:\/|\\\\)|~\/|\\\\|\/[^/]{1,200}\/[^/])/;
/** Words of a line that say it handles a file's path, and words that say it handles a request's URL path instead. */
const FILE_WORD = /real_?path|abs_?path|resolve|filepath|os\.path|\bfile|dir\b|dir_|[a-z]Dir|\bdirs?\b|folder|full_?path|canonical|\bjoin\b|\bClean\b/i;
const URL_WORD = /\b(?:url|uri|href|route|request|req|ctx|location|pathname|path_info)\b|(?<!\bos)\.(?:url|path|pathname)\b/i;

/** A prefix test's literal that lost its trailing separator, the rest of the line the same: the line, the removed one, the literal as it was, and what it is. */
interface SeparatorDropped {
  readonly l: ChangedLine;
  readonly before: ChangedLine;
  readonly literal: string;
  readonly kind: 'path' | 'url';
}

/**
 * A literal in a prefix test that loses its trailing separator, the rest of the line the same
 * (whitespace aside): `path.startswith('/srv/data/')` to `startswith('/srv/data')`, which
 * `/srv/data-private/…` passes; `strings.HasPrefix(p, "/var/www/")` to `"/var/www"`;
 * `url.startsWith('https://acme.com/')` to `'https://acme.com'`, which `https://acme.com.evil.net`
 * passes. A URL counts when the slash ended its host; a path when it looks like a filesystem root
 * (a drive, `~/`, a share, two segments or more) or the line handles a file's path and no request's
 * URL (a route prefix such as `/admin/` may be a deny-list the cut widens). Each removed line is
 * read once; each added line is looked up by its key.
 */
function prefixSeparatorDropped(rows: readonly { l: ChangedLine; t: CodeText }[]): SeparatorDropped | null {
  const keys = new Map<string, { before: ChangedLine; literal: string; kind: 'path' | 'url' }>();
  for (const { l, t } of rows) {
    if (l.sign !== '-' || t.isComment || t.code.length > 2000) continue;
    for (const call of t.code.matchAll(PREFIX_TEST)) {
      const from = (call.index ?? 0) + call[0].length;
      const argument = t.code.slice(from, from + 300);
      for (const m of argument.matchAll(PLAIN_LITERAL)) {
        const literal = m[2] ?? '';
        if (!TRAILING_SEPARATOR.test(literal)) continue;
        const cut = literal.replace(TRAILING_SEPARATOR, '');
        if (cut === '' || cut.endsWith('/') || cut.endsWith('\\') || cut.endsWith(':')) continue;
        const kind = HOST_WITH_SLASH.test(literal) ? 'url' : /^(?:[/\\~]|[A-Za-z]:)/.test(literal) && !literal.includes('://') && (FILESYSTEM_LITERAL.test(literal) || (FILE_WORD.test(t.code) && !URL_WORD.test(t.code))) ? 'path' : null;
        if (kind === null) continue;
        const at = from + (m.index ?? 0);
        const quote = m[1] ?? '"';
        const key = `${t.code.slice(0, at)}${quote}${cut}${quote}${t.code.slice(at + m[0].length)}`.replace(/\s+/g, '');
        if (!keys.has(key)) keys.set(key, { before: l, literal, kind });
        if (keys.size > 200) break;
      }
    }
  }
  if (keys.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+' || t.isComment) continue;
    const was = keys.get(t.code.replace(/\s+/g, ''));
    if (was !== undefined) return { l, ...was };
  }
  return null;
}

/**
 * `path-check-removed`, its weakened form: a removed line tests that a path lies under a root by
 * whole components (`resolved.startsWith(root + path.sep)`, `strings.HasPrefix(p,
 * root+string(os.PathSeparator))`, `os.path.commonpath([root, p]) == root`, `p.is_relative_to(root)`),
 * and an added line of the hunk tests the same root by characters instead (`resolved.includes(root)`,
 * `startsWith(root)` with no separator, `indexOf(root) !== -1`, `strings.Contains`, `root in p`), the
 * separated test gone: `/srv/app-secrets` starts with `/srv/app`, and a containment test passes any
 * path that mentions the root. Not when the PR's added lines put the separator into the root itself
 * (`const root = path.resolve(dir) + path.sep`).
 */
function pathContainmentWeakened(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], addedCode: string): KeyedFinding | null {
  // A literal root that loses its trailing separator (`startswith('/srv/data/')` to `startswith('/srv/data')`).
  const cut = prefixSeparatorDropped(rows);
  if (cut?.kind === 'path') {
    return makeFinding({
      id: 'path-check-removed',
      severity: 'medium',
      title: 'A path-containment check is weakened',
      detail: `The removed line (${cut.before.text.trim().slice(0, 100)}) tested that a path starts with ${cut.literal}, its trailing separator included; this line drops the separator, the rest the same: a sibling whose name starts with the same characters (${cut.literal.replace(TRAILING_SEPARATOR, '')}-private, ${cut.literal.replace(TRAILING_SEPARATOR, '')}2) passes the prefix test (path traversal by prefix confusion). Keep the separator, or use a helper that compares whole path components.`,
      path,
      line: cut.l.line,
      subject: 'path-check-removed',
    });
  }
  const roots = new Map<string, ChangedLine>();
  for (const { l, t } of rows) {
    if (l.sign !== '-') continue;
    const root = separatedRoot(t.code);
    if (root !== undefined) roots.set(leaf(root), l);
    const component = COMPONENT_CHECK.exec(t.code);
    if (component !== null) for (const m of (component[1] ?? '').matchAll(/[\w$.]{1,80}/g)) roots.set(leaf(m[0]), l);
  }
  if (roots.size === 0) return null;
  for (const { l, t } of rows) {
    if (l.sign !== '+' || separatedRoot(t.code) !== undefined || COMPONENT_CHECK.test(t.code)) continue;
    const m = CHARACTER_PREFIX.exec(t.code);
    if (m === null) continue;
    const argument = m[1] ?? m[2] ?? '';
    for (const [root, before] of roots) {
      if (!new RegExp(`(?<![\\w$])${escapeRegExp(root)}(?![\\w$])`, 'i').test(argument)) continue;
      // The separator moved into the root's own definition: `root = path.resolve(dir) + path.sep`.
      if (new RegExp(`(?<![\\w$])${escapeRegExp(root)}\\s{0,4}(?::\\s{0,4}\\w{1,40}\\s{0,4})?(?:=|:=)[^=\\n]{0,200}\\+\\s{0,4}(?:${SEPARATOR})`, 'i').test(addedCode)) continue;
      return makeFinding({
        id: 'path-check-removed',
        severity: 'medium',
        title: 'A path-containment check is weakened',
        detail: `The removed line (${before.text.trim().slice(0, 100)}) checked that a path lies under ${root} by whole path components (a separator after the root, commonpath, is_relative_to); this line compares characters instead (${m[0].trim().slice(0, 60)}): a sibling folder whose name starts with the root's (/srv/app-secrets beside /srv/app) passes, and a containment test passes any path that mentions the root (path traversal). Keep the separator, or use a helper that compares components.`,
        path,
        line: l.line,
        subject: 'path-check-removed',
      });
    }
  }
  return null;
}

/**
 * A token verified, with the token as first argument (group 1 or 2): jsonwebtoken's `jwt.verify(token,
 * key)` (a destructured `verify(token, key)` too), NestJS's `jwtService.verify(token)`/`verifyAsync`,
 * a project's `verifyToken(token)`/`verifyAccessToken(token)`, jose's `jwtVerify(token, keys)`, PyJWT's
 * `jwt.decode(token, key, …)`, golang-jwt's `jwt.Parse(raw, keyFunc)`, `ParseWithClaims`, java-jwt's
 * `verifier.verify(token)`, jjwt's `parseClaimsJws(token)`/`parseSignedClaims(token)`.
 */
const TOKEN_VERIFIED: Partial<Record<CodeLanguage, RegExp>> = {
  js: /(?:\b(?:jwt|jsonwebtoken|jws|JWT|Jwt|[jJ]wtService)\.verify(?:Async)?|\bjwtVerify|(?<![\w$.])verify(?:Access|Id|Auth|Refresh|Session|Bearer)?(?:Jwt|JWT|Token))\s{0,4}\(\s{0,4}([\w$.]{1,100})\s{0,4}[,)]/,
  python: /\bjwt\.decode\s{0,4}\(\s{0,4}([\w.]{1,100})\s{0,4},\s{0,4}(?!options\b|verify\b|algorithms\b|None\b)[\w.[\]'"]|\bjwt\.decode\s{0,4}\(\s{0,4}([\w.]{1,100})\s{0,4},[^)]{0,300}\bkey\s{0,4}=/,
  go: /\b(?:jwt\.Parse|ParseWithClaims|jwt\.ParseString|jws\.Verify|jwt\.Verify|[pP]arser(?:\(\))?\.Parse)\s{0,4}\(\s{0,4}([\w.&]{1,100})\s{0,4},/,
  java: /(?:\.verify|\bparseClaimsJws|\bparseSignedClaims)\s{0,4}\(\s{0,4}([\w.]{1,100})\s{0,4}\)/,
};
/**
 * A token decoded without its signature checked, the token as first argument: jsonwebtoken's
 * `jwt.decode(token)` (or a destructured `decode(token)`), NestJS's `jwtService.decode(token)`, jose's `decodeJwt(token)`, jwt-decode's
 * `jwtDecode(token)`, python-jose's `jwt.get_unverified_claims(token)`, golang-jwt's
 * `ParseUnverified(raw, claims)`, jwx's `jwt.ParseInsecure(raw)`, java-jwt's `JWT.decode(token)`,
 * jjwt's `parseClaimsJwt(token)`/`parseUnsecuredClaims(token)`. (PyJWT's `verify_signature: False`
 * and ruby-jwt's `JWT.decode(t, k, false)` are line rules of their own.)
 */
const TOKEN_UNVERIFIED: Partial<Record<CodeLanguage, RegExp>> = {
  js: /(?:\b(?:jwt|jsonwebtoken|JWT|Jwt|[jJ]wtService)\.decode|\bdecodeJwt|\bjwtDecode|\bjwt_decode|(?<![\w$.])decode)\s{0,4}\(\s{0,4}([\w$.]{1,100})\s{0,4}[,)]/,
  python: /\bjwt\.(?:get_unverified_claims|decode)\s{0,4}\(\s{0,4}([\w.]{1,100})\s{0,4}\)/,
  go: /\b(?:ParseUnverified|jwt\.ParseInsecure)\s{0,4}\(\s{0,4}([\w.&]{1,100})\s{0,4}[,)]/,
  java: /\b(?:JWT\.decode|parseClaimsJwt|parseUnsecuredClaims)\s{0,4}\(\s{0,4}([\w.]{1,100})\s{0,4}\)/,
};

/** jsonwebtoken's `verify` imported by name (`verify(token, key)`): a token's verification only beside a decode of the same token. */
const BARE_VERIFY = /(?<![\w$.])verify\s{0,4}\(\s{0,4}([\w$.]{1,100})\s{0,4},/;

const TOKEN_VERIFY_DROPPED = 'token-verify-dropped';

/** The token a line verifies (TOKEN_VERIFIED's first argument; `bare`: a JavaScript `verify(token, key)` too), or null. */
export function tokenVerifiedOn(code: string, language: CodeLanguage, bare = false): string | null {
  const m = TOKEN_VERIFIED[language]?.exec(code) ?? (bare && language === 'js' ? BARE_VERIFY.exec(code) : null);
  return m === null || m === undefined ? null : (m[1] ?? m[2] ?? null);
}

/** Whether a finding is tokenVerifyDropped's. */
export function isTokenVerifyDropped(finding: KeyedFinding): boolean {
  return finding.id === 'protection-switched-off' && finding.key.endsWith(`\u0000${TOKEN_VERIFY_DROPPED}`);
}

/**
 * `protection-switched-off`: a removed line of the file verifies a token (TOKEN_VERIFIED) and an
 * added line decodes the same token, by the same name, without its signature (TOKEN_UNVERIFIED),
 * with no added line verifying it still: a request's claims are then whatever its sender wrote.
 * High. A decode beside the verification (the header read to choose the key), a decode of another
 * value, and a decode with nothing verified before (a client reading its own token's expiry) are
 * not this.
 */
function tokenVerifyDropped(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage): KeyedFinding | null {
  if (TOKEN_VERIFIED[language] === undefined) return null;
  const verifiedBefore = new Set<string>();
  const verifiedAfter = new Set<string>();
  for (const r of rows) {
    const token = tokenVerifiedOn(r.t.code, language, true);
    if (token !== null) (r.l.sign === '-' ? verifiedBefore : verifiedAfter).add(token);
  }
  if (verifiedBefore.size === 0) return null;
  for (const r of rows) {
    if (r.l.sign !== '+') continue;
    const token = TOKEN_UNVERIFIED[language]?.exec(r.t.code)?.[1];
    if (token === undefined || !verifiedBefore.has(token) || verifiedAfter.has(token)) continue;
    return makeFinding({
      id: 'protection-switched-off',
      severity: 'high',
      title: "A token's signature check is switched off",
      detail: `A removed line verified \`${token}\`; this line only decodes it (${r.t.code.trim().slice(0, 100)}), and no added line verifies it: the claims are then whatever the sender wrote, any user, role or expiry. Verify the token's signature with the expected algorithm and key; to read its header before choosing the key, decode it and verify afterwards.`,
      path,
      line: r.l.line,
      subject: TOKEN_VERIFY_DROPPED,
    });
  }
  return null;
}

/**
 * Calls that make a value safe for where it goes: HTML escaping and sanitizing (DOMPurify,
 * sanitize-html, `html.escape`, `bleach.clean`, `htmlspecialchars`, `CGI.escapeHTML`, Go's
 * `html.EscapeString`), a path cut to a name or cleaned of `..` (`filepath.Clean`,
 * `secure_filename`, `path.basename`), a shell argument quoted (`shlex.quote`, `escapeshellarg`,
 * `Shellwords.escape`). Bare `escape(`, `h(` and `quote(` are left out: too many meanings.
 */
const SANITIZER_CALL =
  /(?<![\w.$])(?:DOMPurify\.sanitize|purify\.sanitize|sanitizeHtml|sanitizeHTML|sanitize_html|xss|escapeHtml|escapeHTML|escape_html|html_escape|(?:html|cgi|markupsafe|_|lodash|he)\.escape|(?:he|entities)\.encode|htmlspecialchars|htmlentities|strip_tags|CGI\.escapeHTML|ERB::Util\.html_escape|Rack::Utils\.escape_html|bleach\.clean|template\.HTMLEscapeString|html\.EscapeString|filepath\.Clean|filepath\.Base|path\.Clean|path\.basename|os\.path\.basename|secure_filename|shlex\.quote|pipes\.quote|escapeshellarg|escapeshellcmd|Shellwords\.escape|shellescape)\s{0,3}\(/g;
/** SANITIZER_CALL for a yes or no (a global pattern's test() would move its lastIndex). */
const SANITIZES = new RegExp(SANITIZER_CALL.source);
/** Where a value the line no longer sanitizes lands: markup, a shell. */
const HTML_SINK = /\.(?:innerHTML|outerHTML)\s{0,3}\+?=|\binsertAdjacentHTML\s{0,3}\(|\bdocument\.write(?:ln)?\s{0,3}\(|dangerouslySetInnerHTML|\bv-html\b|\.html_safe\b|\braw\s{0,3}\(|\bmark_safe\s{0,3}\(|\|\s{0,3}safe\b|\bMarkup\s{0,3}\(|\.html\s{0,3}\(|\btemplate\.HTML\s{0,3}\(|\becho\b/;
const SHELL_SINK = /\b(?:exec|execSync|system|popen|shell_exec|passthru|spawn|check_output|check_call|subprocess\.(?:run|call|Popen)|os\.system|Command)\s{0,3}\(/;
/**
 * Command substitution by backticks (Ruby's `%x(…)` too): a shell command only in the languages
 * where backticks run one (shell, Ruby, PHP; Perl is no language the rules know). In JavaScript and
 * TypeScript a backtick opens a template literal, which runs nothing.
 */
const BACKTICK_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['shell', 'ruby', 'php']);
const BACKTICK_COMMAND = /`|%x[({[]/;

/** Whether a line hands a shell a command: a process call, or backticks where they run one. */
function runsShell(t: CodeText, language: CodeLanguage): boolean {
  return SHELL_SINK.test(t.masked) || (BACKTICK_LANGUAGES.has(language) && BACKTICK_COMMAND.test(t.masked));
}

/** Where an added line that lost a sanitizer sends its value: markup, a shell, or null for elsewhere. */
function sinkOf(t: CodeText, language: CodeLanguage): 'markup' | 'a shell command' | null {
  return HTML_SINK.test(t.code) ? 'markup' : runsShell(t, language) ? 'a shell command' : null;
}

/** The argument of the call whose `(` is at `open` in `code`, up to its matching `)` (200 characters at most), or null. */
function callArgument(code: string, open: number): { argument: string; end: number } | null {
  let depth = 0;
  for (let i = open; i < code.length && i < open + 200; i += 1) {
    const c = code.charAt(i);
    if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth === 0) return { argument: code.slice(open + 1, i), end: i + 1 };
    }
  }
  return null;
}

/**
 * `sanitizer-removed`: in one hunk, an added line is a removed one with a sanitizing call taken
 * off its argument (`el.innerHTML = DOMPurify.sanitize(html)` to `el.innerHTML = html`,
 * `filepath.Join(root, filepath.Clean("/"+name))` to `filepath.Join(root, name)`) and no
 * sanitizing call left on it: the value reaches its place raw. High when the line writes markup or
 * runs a shell, medium otherwise.
 */
function sanitizerRemoved(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], language: CodeLanguage, newSide: () => readonly string[]): KeyedFinding | null {
  const added = new Map<string, { l: ChangedLine; t: CodeText }>();
  for (const r of rows) if (r.l.sign === '+' && !SANITIZES.test(r.t.code)) added.set(r.t.code.replace(/\s+/g, ''), r);
  if (added.size === 0) return null;
  for (const r of rows) {
    if (r.l.sign !== '-') continue;
    const code = r.t.code;
    for (const m of code.matchAll(SANITIZER_CALL)) {
      const call = callArgument(code, m.index + m[0].length - 1);
      // A sanitizer given options (`bleach.clean(html, tags=[…])`) loses them with it: its first argument is compared too.
      if (call === null || call.argument.trim() === '') continue;
      const first = call.argument.split(',')[0] ?? call.argument;
      // Or a name inside it: `filepath.Clean("/"+name)` to `name`.
      const names = [...call.argument.matchAll(/[A-Za-z_$][\w$.]{0,60}/g)].slice(0, 4).map((n) => n[0]);
      // Or the argument without a short literal prefix: `filepath.Clean("/" + r.URL.Query().Get("f"))` to the bare read.
      const unprefixed = call.argument.replace(/^\s{0,3}(["'`])[^"'`]{0,10}\1\s{0,3}\+\s{0,3}/, '');
      for (const argument of new Set([call.argument, first, unprefixed, ...names])) {
        const unwrapped = `${code.slice(0, m.index)}${argument}${code.slice(call.end)}`.replace(/\s+/g, '');
        const hit = added.get(unwrapped);
        if (hit === undefined) continue;
        return sanitizerFinding(path, hit, m[0], call.argument, `The removed line passed ${argument.trim().slice(0, 80)} through NAME; this line is the same with the call taken off`, language);
      }
    }
  }
  return sanitizerRemovedAcrossLines(path, rows, added, language, newSide);
}

/** The `sanitizer-removed` finding on `hit`, the added line that now takes the value raw. */
function sanitizerFinding(path: string, hit: { l: ChangedLine; t: CodeText }, call: string, argument: string, what: string, language: CodeLanguage): KeyedFinding {
  const sink = sinkOf(hit.t, language);
  const name = call.replace(/\s{0,3}\($/, '');
  return makeFinding({
    id: 'sanitizer-removed',
    severity: sink === null ? 'medium' : 'high',
    title: `A sanitizing call is removed: ${name}(${argument.trim().slice(0, 60)})`,
    detail: `${what.replace('NAME', name)}, so the value reaches ${sink ?? 'its destination'} as it came${sink === 'markup' ? ': cross-site scripting when it holds user input' : sink === 'a shell command' ? ': command injection when it holds user input' : ''}. Keep the call, or say where the value is made safe now.`,
    path,
    line: hit.l.line,
    subject: 'sanitizer-removed',
  });
}

/**
 * A name assigned a sanitizing call's result on one line: `const safe = DOMPurify.sanitize(html);`,
 * `clean = bleach.clean(body)`, `p := filepath.Clean(req.URL.Path)`, `$safe = htmlspecialchars($name);`.
 * Group 1 is the name; group 2 what it is assigned (from the call on).
 */
const SANITIZED_ASSIGNMENT = /^\s{0,40}(?:(?:const|let|var|final|val|my|auto)\s{1,4})?(\$?[A-Za-z_]\w{0,60})\s{0,4}(?::\s{0,4}[\w.<>[\]]{1,40}\s{0,4})?(?::=|=(?!=))\s{0,4}(.{1,300})$/;
/** Names tracked per hunk, and the forms of each one's raw value compared (bounds the work to rows × names × forms). */
const MAX_SANITIZED_NAMES = 8;
const MAX_RAW_FORMS = 6;

/**
 * `sanitizer-removed` over two lines of one hunk: a removed line assigns a name the sanitized value
 * (`const safe = DOMPurify.sanitize(html);`), and a later removed line that used the name comes back
 * with the raw value in its place (`el.innerHTML = safe` to `el.innerHTML = html`), the sanitizing
 * line gone and no line of the hunk's new side (`newSide`: added and context lines) sanitizing the
 * raw value instead. `added` holds the hunk's added lines without a sanitizer, by their code without whitespace.
 */
function sanitizerRemovedAcrossLines(path: string, rows: readonly { l: ChangedLine; t: CodeText }[], added: ReadonlyMap<string, { l: ChangedLine; t: CodeText }>, language: CodeLanguage, newSide: () => readonly string[]): KeyedFinding | null {
  const tracked: { index: number; label: string; name: RegExp; call: string; argument: string; forms: string[] }[] = [];
  for (let i = 0; i < rows.length && tracked.length < MAX_SANITIZED_NAMES; i += 1) {
    const r = rows[i];
    if (r === undefined || r.l.sign !== '-') continue;
    const m = SANITIZED_ASSIGNMENT.exec(r.t.code);
    if (m === null) continue;
    const value = m[2] ?? '';
    // The value is a sanitizing call from its start.
    const call = SANITIZES.exec(value);
    if (call?.index !== 0) continue;
    const argument = callArgument(value, call[0].length - 1);
    // The whole value is the call (a `;` after it at most).
    const after = value.slice(argument?.end ?? 0).trim();
    if (argument === null || argument.argument.trim() === '' || (after !== '' && after !== ';')) continue;
    const first = argument.argument.split(',')[0] ?? argument.argument;
    const names = [...argument.argument.matchAll(/[A-Za-z_$][\w$.]{0,60}/g)].slice(0, 4).map((n) => n[0]);
    const forms = [...new Set([argument.argument, first, ...names].map((f) => f.trim()).filter((f) => f !== ''))].slice(0, MAX_RAW_FORMS);
    const name = m[1] ?? '';
    tracked.push({ index: i, label: name, name: new RegExp(`(?<![\\w$.])${escapeRegExp(name)}(?![\\w$])`, 'g'), call: call[0], argument: argument.argument, forms });
  }
  if (tracked.length === 0) return null;
  // The hunk's new side, context lines included: a value cleaned on an unchanged line above needs no second cleaning.
  const sanitizingAdded = [...rows.filter((r) => r.l.sign === '+').map((r) => r.t.code), ...newSide()].filter((code) => SANITIZES.test(code));
  for (const v of tracked) {
    // The raw value made safe on a line of the PR's own (`html = DOMPurify.sanitize(html)`): moved, not removed.
    const forms = v.forms.filter((f) => !sanitizingAdded.some((code) => code.includes(f)));
    if (forms.length === 0) continue;
    for (let i = v.index + 1; i < rows.length; i += 1) {
      const r = rows[i];
      if (r === undefined || r.l.sign !== '-' || SANITIZES.test(r.t.code)) continue;
      v.name.lastIndex = 0;
      if (!v.name.test(r.t.code)) continue;
      for (const form of forms) {
        const hit = added.get(r.t.code.replace(v.name, () => form).replace(/\s+/g, ''));
        if (hit === undefined) continue;
        return sanitizerFinding(path, hit, v.call, v.argument, `A removed line assigned ${v.label} the value of NAME(${form.slice(0, 80)}); this line used that name and now takes ${form.slice(0, 80)} itself`, language);
      }
    }
  }
  return null;
}

/**
 * The changed code lines of each hunk with their code texts (comments, and added lines that only
 * carry a removed one, left out), MAX_HUNK_LINES a hunk at most: what the weakened-check and
 * logic-hole rules read.
 */
export function rowsByHunk(lines: readonly ChangedLine[], texts: readonly CodeText[], carried: readonly boolean[]): Map<number, { l: ChangedLine; t: CodeText }[]> {
  const hunks = new Map<number, { l: ChangedLine; t: CodeText }[]>();
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment || carried[i] === true) continue;
    const rows = hunks.get(l.hunk) ?? [];
    if (rows.length < MAX_HUNK_LINES) rows.push({ l, t });
    hunks.set(l.hunk, rows);
  }
  return hunks;
}

/**
 * The weakened-check findings of one file of program code outside tests: its changed lines and
 * their code texts, and which added lines only carry a removed one (those weaken nothing).
 */
export function weakenedChecks(
  path: string,
  lines: readonly ChangedLine[],
  texts: readonly CodeText[],
  language: CodeLanguage,
  carried: readonly boolean[],
  hunkText: (hunk: number) => readonly string[] = () => [],
  contentAbove: (line: number) => readonly string[] | null = () => null,
  functionAround: (line: number) => readonly string[] | null = () => null,
): KeyedFinding[] {
  const hunks = rowsByHunk(lines, texts, carried);
  const findings: KeyedFinding[] = [];
  let sql: KeyedFinding | null = null;
  let allow: KeyedFinding | null = null;
  let setting: KeyedFinding | null = null;
  let constantTime: KeyedFinding | null = null;
  let shell: KeyedFinding | null = null;
  let sanitizer: KeyedFinding | null = null;
  // A development or example configuration raises limits on purpose.
  let limit: KeyedFinding | null = null;
  const limits = !DEVELOPMENT_FILE.test(path);
  for (const [hunk, rows] of hunks) {
    if (!rows.some((r) => r.l.sign === '-') || !rows.some((r) => r.l.sign === '+')) continue;
    sql ??= sqlParametersDropped(path, rows, language);
    allow ??= allowlistLoosened(path, rows, language, () => hunkText(hunk));
    setting ??= insecureSettingEnabled(path, rows, language);
    constantTime ??= constantTimeRemoved(path, rows);
    shell ??= shellArgumentsSpliced(path, rows, language, () => hunkText(hunk));
    sanitizer ??= sanitizerRemoved(path, rows, language, () => hunkText(hunk));
    if (limits) limit ??= securityLimitLoosened(path, rows, () => hunkText(hunk));
    if (sql !== null && allow !== null && setting !== null && constantTime !== null && shell !== null && sanitizer !== null && (limit !== null || !limits)) break;
  }
  // A new query built from a request value, with no parameterized line removed beside it.
  if (sql === null) {
    for (const [hunk, rows] of hunks) if ((sql = sqlBuiltFromInput(path, rows, language, () => hunkText(hunk), contentAbove)) !== null) break;
  }
  // A cookie's flag dropped, in a hunk that may only remove lines.
  if (setting === null && limits) {
    for (const [hunk, rows] of hunks) if ((setting = cookieFlagDropped(path, rows, () => hunkText(hunk))) !== null) break;
  }
  if (sql !== null) findings.push(sql);
  if (allow !== null) findings.push(allow);
  if (setting !== null) findings.push(setting);
  if (constantTime !== null) findings.push(constantTime);
  if (shell !== null) findings.push(shell);
  if (sanitizer !== null) findings.push(sanitizer);
  // A size guard on client input removed with nothing naming its limit added (security-limits.ts).
  if (limits) limit ??= sizeCheckRemoved(path, [...hunks.values()].flat());
  if (limit !== null) findings.push(limit);
  // A secret made with a plain random generator (insecure-randomness.ts); example and demo code aside.
  const randomness = limits ? insecureRandomness(path, [...hunks.values()].flat(), language, hunkText) : null;
  if (randomness !== null) findings.push(randomness);
  // A file made writable by every user, or a private file's mode widened (file-permissions.ts).
  const permissions = limits ? filePermissionsWidened(path, [...hunks.values()].flat(), language) : null;
  if (permissions !== null) findings.push(permissions);
  const token = tokenVerifyDropped(path, [...hunks.values()].flat(), language);
  if (token !== null) findings.push(token);
  let pathCheck = pathCheckRemoved(path, lines, texts, carried);
  if (pathCheck === null) {
    const addedCode = lines.flatMap((l, i) => (l.sign === '+' && carried[i] !== true ? [texts[i]?.code ?? ''] : [])).join('\n');
    for (const rows of hunks.values()) if ((pathCheck ??= pathContainmentWeakened(path, rows, addedCode)) !== null) break;
  }
  pathCheck ??= pathCheckInputChanged(path, hunks, hunkText, functionAround);
  if (pathCheck !== null) findings.push(pathCheck);
  for (const [hunk, rows] of hunks) {
    const reflected = corsOriginReflected(path, rows, () => hunkText(hunk));
    if (reflected !== null) {
      findings.push(reflected);
      break;
    }
  }
  const ssrf = ssrfCheckRemoved(path, lines, texts, carried, hunkText);
  if (ssrf !== null) findings.push(ssrf);
  return findings;
}
