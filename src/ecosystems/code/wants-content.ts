/**
 * Which changed source files the code rules read whole (their head content), beyond what the diff
 * shows: a Java file that removes an XML parser's hardening (kept elsewhere in the file, or not;
 * xml-hardening-removed.ts). One pass over the patch, linear-time patterns.
 */
import { languageOf } from './language.js';
import { removesXmlHardening } from './xml-hardening-removed.js';

export function codeRulesWantContent(path: string, patch: string): boolean {
  const language = languageOf(path);
  if (language === 'java' && removesXmlHardening(patch)) return true;
  return false;
}
