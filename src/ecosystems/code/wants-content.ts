/**
 * Which changed source files the code rules read whole (their head content), beyond what the diff
 * shows: a Java file that removes an XML parser's hardening (kept elsewhere in the file, or not;
 * xml-hardening-removed.ts); a JavaScript file that removes a line of a route call (a limiter kept
 * in a variable defined outside the hunks; rate-limit-removed.ts). One pass over the patch, linear-time patterns.
 */
import { languageOf } from './language.js';
import { removesRouteArgument } from './rate-limit-removed.js';
import { removesXmlHardening } from './xml-hardening-removed.js';

export function codeRulesWantContent(path: string, patch: string): boolean {
  const language = languageOf(path);
  if (language === 'java' && removesXmlHardening(patch)) return true;
  // A JavaScript route call that loses an argument: which of the file's names hold a limiter (rate-limit-removed.ts).
  if (language === 'js' && removesRouteArgument(patch)) return true;
  return false;
}
