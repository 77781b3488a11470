/**
 * Which changed source files the code rules read whole (their head content), beyond what the diff
 * shows: a file that adds an unconditional return (`return true`, `return nil`) where the hunk
 * names no function (check-short-circuited reads the function's name from the content); a file
 * that adds SQL with a name spliced into its text (sql-built-from-input reads where the value was
 * read, hunks above); a Java file that removes an XML parser's hardening (kept elsewhere in the file, or not;
 * xml-hardening-removed.ts); a JavaScript file that removes a line of a route call (a limiter kept
 * in a variable defined outside the hunks; rate-limit-removed.ts), or adds an option that may switch a limiter off
 * (`skip: () => true`: in a limiter's options opened above the hunk?); a file that sets a name to a
 * resolved path (`directory = os.path.realpath(directory)`: the containment check comparing it may sit
 * below the hunk's context, path-check-removed). One pass over the patch, linear-time patterns.
 */
import { walkPatch } from './changed-lines.js';
import { codeText } from './code-text.js';
import type { CodeLanguage } from './language.js';
import { languageOf } from './language.js';
import { functionNameOf, functionNames } from './logic-holes.js';
import { returnsThatMaySkipCode } from './short-circuited-check.js';
import { addsSplicedSql, RESOLVES_PATH } from './weakened-checks.js';
import { addsLimiterSwitchOff, removesRouteArgument } from './rate-limit-removed.js';
import { removesXmlHardening } from './xml-hardening-removed.js';
import { LINE_RULES, lineRuleHit, patternFor, ruleMatch } from './security-rules.js';
import { benignClaim } from './pr-claims.js';

/** Folders of built, vendored or installed code: not the project's own (the code rules do not read them). */
const NOT_OWN_CODE = /(?:^|\/)(?:dist|build|out|vendor|vendored|third[_-]party|node_modules|site-packages|target)\//i;

export function codeRulesWantContent(path: string, patch: string, title?: string): boolean {
  if (NOT_OWN_CODE.test(path)) return false;
  const language = languageOf(path);
  if (language === null) return false;
  if (language === 'java' && removesXmlHardening(patch)) return true;
  // An unconditional return the hunk places in no named function: which function it cuts short (short-circuited-check.ts).
  if (returnsInUnnamedFunction(patch, language)) return true;
  // SQL written with a name spliced into it: where the name's value was read, hunks above (sql-built-from-input).
  if (language !== 'shell' && addsSplicedSql(patch, language)) return true;
  // A JavaScript route call that loses an argument: which of the file's names hold a limiter (rate-limit-removed.ts).
  if (language === 'js' && removesRouteArgument(patch)) return true;
  // An option that may switch a limiter off (`skip: () => true`): whether it stands in a limiter's options (rate-limit-removed.ts).
  if (language === 'js' && addsLimiterSwitchOff(patch)) return true;
  // An added line that sets a name to a resolved path (`directory = os.path.realpath(directory)`): the containment check comparing it may sit below the hunk's context (path-check-removed, weakened-checks.ts).
  if (language !== 'shell' && setsResolvedPath(patch)) return true;
  // A changed row of prose that a line rule matches: a documentation comment opened above the hunk (JSDoc without leading `*`)? (block-comments.ts, fileCommentLines).
  if ((language === 'js' || language === 'go') && proseRowMatchesLineRule(patch, language)) return true;
  // A title that claims text only (a typo, docs) over a changed row of prose: is the row inside a
  // documentation comment opened above the hunk (the claim check, scan-code-changes.ts)? A title read
  // alone: the commits, which may claim too, come later.
  if ((language === 'js' || language === 'go') && title !== undefined && benignClaim(title, []) !== null && someChangedLine(patch, (_sign, text) => proseRow(text))) return true;
  // An added line that sets a protective setting off (`sanitize=False`): does an unchanged line of the file set it off already (protection-switched-off, scan-code-changes.ts)?
  if (addsProtectionSwitchOff(patch, language)) return true;
  return false;
}

const PROTECTION_OFF_RULES = LINE_RULES.filter((rule) => rule.id === 'protection-switched-off' && rule.sign === '+');

/** Whether an added line of code matches a protection-switched-off rule (its confirm included). */
function addsProtectionSwitchOff(patch: string, language: CodeLanguage): boolean {
  return someChangedLine(patch, (sign, text) => {
    if (sign !== '+') return false;
    const t = codeText(text, language);
    return !t.isComment && PROTECTION_OFF_RULES.some((rule) => {
      const pattern = patternFor(rule.patterns, language);
      return pattern !== undefined && lineRuleHit(rule, pattern, t) !== null;
    });
  });
}

/** Whether `test` holds for an added or removed line of the patch: one pass, at most MAX_PATCH_LINES lines. */
function someChangedLine(patch: string, test: (sign: '+' | '-', text: string) => boolean): boolean {
  let found = false;
  let lines = 0;
  walkPatch(patch, (first, text) => {
    lines += 1;
    if (first === 43 /* + */ || first === 45 /* - */) found = test(first === 43 ? '+' : '-', text);
    return !found && lines < MAX_PATCH_LINES;
  });
  return found;
}

/** A plain word of a sentence, as prose rows are counted. */
const PROSE_WORD = /^[A-Za-z][a-z]{1,30}[,.:;!?]?$/;

/**
 * Whether a changed row reads as a sentence (it starts with a letter or a backtick, holds none of
 * `;`, `{`, `}`, `=`, and has four plain words or more) and a line rule of its sign matches it: the
 * row may be documentation inside a block comment whose `/*` the hunk does not show, which only the
 * whole file tells.
 */
function proseRowMatchesLineRule(patch: string, language: CodeLanguage): boolean {
  return someChangedLine(patch, (sign, text) => {
    if (!proseRow(text)) return false;
    const code = codeText(text, language).code;
    return LINE_RULES.some((rule) => {
      const pattern = rule.sign === sign ? patternFor(rule.patterns, language) : undefined;
      return pattern !== undefined && ruleMatch(rule, pattern, code) !== null;
    });
  });
}

/** A changed row that reads as prose: it starts with a letter or a code span, has no `;`, `{`, `}` or `=`, and four words of prose or more. */
function proseRow(text: string): boolean {
  const trimmed = text.trim();
  return /^[A-Za-z`]/.test(trimmed) && !/[;{}=]/.test(trimmed) && trimmed.split(/\s+/).filter((w) => PROSE_WORD.test(w)).length >= 4;
}

/** Lines of a patch read at most. */
const MAX_PATCH_LINES = 20_000;

/** Whether an added line returns unconditionally above code (or instead of a computed answer) where the hunk names no function (git's hunk header names a class, the header is above the hunk). */
function returnsInUnnamedFunction(patch: string, language: CodeLanguage): boolean {
  const returns = returnsThatMaySkipCode(patch, language);
  if (returns.length === 0) return false;
  const names = functionNames(patch, MAX_PATCH_LINES * 2);
  return returns.some((line) => functionNameOf(names.get(line) ?? '') === '');
}

/** `name = …` (`directory = os.path.realpath(directory)`, `root := filepath.Abs(…)`, `const full = path.resolve(…)`). */
const SETS_NAME = /^\s{0,40}(?:(?:let|const|var|mut)\s{1,4}){0,2}[A-Za-z_$][\w$.]{0,80}\s{0,3}(?::=|=)(?!=)/;

/** Whether an added line of the patch sets a name to a resolved path (RESOLVES_PATH): one pass, at most MAX_PATCH_LINES lines. */
function setsResolvedPath(patch: string): boolean {
  return someChangedLine(patch, (sign, text) => sign === '+' && SETS_NAME.test(text) && RESOLVES_PATH.test(text));
}
