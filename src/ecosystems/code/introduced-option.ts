/**
 * A protective option that the PR itself introduces, off by default: a library adds
 * `"REFRESH_TOKEN_REUSE_PROTECTION": False` to its settings' defaults together with the code that
 * reads it (`if oauth2_settings.REFRESH_TOKEN_REUSE_PROTECTION:`), an opt-in feature. Nothing that
 * was on is switched off: no line of the PR, removed or unchanged context, names the option, and
 * another added line of a program file reads it. An option that existed before (a removed or
 * context line names it), or one nothing else of the PR reads, is a switch as written.
 */
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import { walkPatch } from './changed-lines.js';

/** The option a line sets off: a name of six or more characters, then `:`, `=>` or `=` and an off value. */
const OPTION_OFF = /([A-Za-z_]\w{5,80})['"]?\]?\s{0,3}(?::|=>|=)\s{0,3}(?:false|False|FALSE|0|None|nil|off|OFF)\b/;
/** Files whose added lines do not count as code that reads the option. */
const NOT_CODE = /\.(?:md|markdown|rst|txt|adoc|html?|ya?ml|json|toml|ini|cfg|po)$|(?:^|\/)(?:CHANGELOG|CHANGES|HISTORY|NEWS|AUTHORS)[^/]*$/i;
/** Lines of the whole PR read at most. */
const MAX_LINES = 20_000;

export function introducedOptionOff(snapshot: PrSnapshot, path: string, line: number): string | null {
  const file = snapshot.files.find((f) => f.path === path);
  if (file?.patch == null) return null;
  let text: string | null = null;
  walkPatch(file.patch, (first, lineText, at) => {
    if (first === 43 /* + */ && at === line) text = lineText;
    return text === null;
  });
  const name = text === null ? undefined : OPTION_OFF.exec(text)?.[1];
  // An option's name, not a word: an underscore or a capital inside it (`REUSE_PROTECTION`, `verifyTokens`).
  if (name === undefined || !/_|[a-z][A-Z]/.test(name)) return null;
  const word = new RegExp(`(?<![\\w])${name}(?![\\w])`);
  let read = false;
  let before = false;
  let seen = 0;
  for (const f of snapshot.files) {
    if (f.patch == null || !f.patch.includes(name)) continue;
    const code = !NOT_CODE.test(f.path);
    walkPatch(f.patch, (first, lineText, at) => {
      seen += 1;
      if (lineText.includes(name) && word.test(lineText)) {
        if (first !== 43 /* + */) before = true;
        else if (code && !(f.path === path && at === line) && !OPTION_OFF.test(lineText)) read = true;
      }
      return !before && seen < MAX_LINES;
    });
    if (before) return null;
  }
  return read ? name : null;
}
