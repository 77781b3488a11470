/**
 * `protection-switched-off` (XML hardening removed): a removed line of Java, Kotlin, Scala or
 * Groovy program code that hardened an XML parser against external entities (XXE):
 * `setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)`,
 * `XMLConstants.FEATURE_SECURE_PROCESSING` set true, the external general or parameter entities
 * or `load-external-dtd` features set false, `setExpandEntityReferences(false)`, StAX's
 * `SUPPORT_DTD`/`IS_SUPPORTING_EXTERNAL_ENTITIES` false, `ACCESS_EXTERNAL_DTD`/`_SCHEMA`/
 * `_STYLESHEET` set to `""`. The parser falls back to its default, which in the JDK resolves
 * entities and loads DTDs: the mirror of switching entities on, shown by the diff as a deleted line.
 *
 * Quiet when the same hardening is still there: on an added line of any file of the PR (code moved
 * into a helper or another class), in the file's head content when it was read (the line moved
 * within the file), or rewritten on an added line of the file (a changed value is the line
 * rules' to judge); when the file's added lines build the parser through a helper named secure,
 * safe or hardened; when the parser itself goes (its factory created on a removed line, none on
 * an added one nor in the head content when read). Linear-time patterns over one line each.
 */
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedLine } from './changed-lines.js';
import type { CodeText } from './code-text.js';
import { codeText } from './code-text.js';

interface Hardening {
  readonly kind: string;
  readonly pattern: RegExp;
  /** The value that hardens: `true` for a feature that forbids, `false` for one that allows, `""` for an access list. */
  readonly value: 'true' | 'false' | 'empty';
}

const HARDENINGS: readonly Hardening[] = [
  { kind: 'disallow-doctype-decl', pattern: /disallow-doctype-decl|DISALLOW_DOCTYPE|disallowDoctype/i, value: 'true' },
  { kind: 'secure processing', pattern: /secure-processing|FEATURE_SECURE_PROCESSING/, value: 'true' },
  { kind: 'external-general-entities', pattern: /external-general-entities|EXTERNAL_GENERAL_ENTITIES|externalGeneralEntities/i, value: 'false' },
  { kind: 'external-parameter-entities', pattern: /external-parameter-entities|EXTERNAL_PARAMETER_ENTITIES|externalParameterEntities/i, value: 'false' },
  { kind: 'load-external-dtd', pattern: /load-external-dtd|LOAD_EXTERNAL_DTD|loadExternalDtd/i, value: 'false' },
  { kind: 'SUPPORT_DTD', pattern: /\bSUPPORT_DTD\b|javax\.xml\.stream\.supportDTD/, value: 'false' },
  { kind: 'IS_SUPPORTING_EXTERNAL_ENTITIES', pattern: /\bIS_SUPPORTING_EXTERNAL_ENTITIES\b|isSupportingExternalEntities/, value: 'false' },
  { kind: 'setExpandEntityReferences', pattern: /\b(?:setExpandEntityReferences\s{0,3}\(|isExpandEntityReferences\s{0,3}=)/, value: 'false' },
  { kind: 'ACCESS_EXTERNAL_DTD', pattern: /\bACCESS_EXTERNAL_DTD\b|accessExternalDTD/, value: 'empty' },
  { kind: 'ACCESS_EXTERNAL_SCHEMA', pattern: /\bACCESS_EXTERNAL_SCHEMA\b|accessExternalSchema/, value: 'empty' },
  { kind: 'ACCESS_EXTERNAL_STYLESHEET', pattern: /\bACCESS_EXTERNAL_STYLESHEET\b|accessExternalStylesheet/, value: 'empty' },
];

/** A cheap test a line must pass before the patterns run. */
const PREFILTER = /doctype|DOCTYPE|Doctype|secure-processing|SECURE_PROCESSING|ntities|NTITIES|external-dtd|EXTERNAL_DTD|ExternalDtd|SUPPORT_DTD|supportDTD|ExpandEntityReferences|ACCESS_EXTERNAL|accessExternal/;
const TRUE_VALUE = /\b(?:true|Boolean\.TRUE)\b/;
const FALSE_VALUE = /\b(?:false|Boolean\.FALSE)\b/;

/** The hardening a line of code sets (its kind), or null: the kind's name and its hardening value on the line. */
function hardeningOf(code: string): string | null {
  if (!PREFILTER.test(code)) return null;
  for (const h of HARDENINGS) {
    if (!h.pattern.test(code)) continue;
    const ok = h.value === 'true' ? TRUE_VALUE.test(code) && !FALSE_VALUE.test(code) : h.value === 'false' ? FALSE_VALUE.test(code) && !TRUE_VALUE.test(code) : /""/.test(code);
    return ok ? h.kind : null;
  }
  return null;
}

/** The kind a line names, whatever value it sets (a line that rewrites the setting in place). */
function kindNamed(code: string): string | null {
  if (!PREFILTER.test(code)) return null;
  return HARDENINGS.find((h) => h.pattern.test(code))?.kind ?? null;
}

/** An XML parser's factory or reader created (OpenSAML's `new BasicParserPool()` included): what the hardening was applied to. */
const PARSER_CREATED = /\b(?:DocumentBuilderFactory|SAXParserFactory|XMLInputFactory|TransformerFactory|SchemaFactory|XMLReaderFactory|SAXReader|SAXBuilder|XmlMapper|DocumentHelper)\b[^;]{0,200}?(?:\.\s{0,3}(?:newInstance|newFactory|newDefaultInstance|newDefaultFactory|createXMLReader)\s{0,3}\(|\bnew\s)|\bnew\s{1,3}(?:SAXReader|SAXBuilder|XmlMapper|[A-Za-z]{0,40}ParserPool)\s{0,3}\(/;
/** A parser built through the project's own hardened helper (`XmlUtils.newSecureDocumentBuilderFactory()`, `SafeXml.parser()`). */
const HARDENED_HELPER = /\b\w{0,60}(?:[Ss]ecure|SECURE|[Ss]afe|SAFE|[Hh]ardened)\w{0,60}\s{0,3}\(/;

/**
 * A constant of the file that holds a hardening's feature or property name (`private static final
 * String FEATURE_NO_DTD = "http://apache.org/xml/features/disallow-doctype-decl";`, Kotlin's `const
 * val`): group 1 the name, group 2 the string.
 */
const CONSTANT_DEF = /\b([A-Z_][A-Za-z0-9_]{0,60})\s{0,3}=\s{0,3}"([^"\n]{1,200})"/g;
/** A feature, attribute or property set through a constant (`setFeature(FEATURE_NO_DTD, true)`, `Features.NO_DTD`): group 1 the constant. */
const CONSTANT_USE = /\b(?:setFeature|setAttribute|setProperty)\s{0,3}\(\s{0,3}(?:[\w$]{1,60}\.)?([A-Z_][A-Za-z0-9_]{0,60})\s{0,3},/;

/** The constants among `texts` (lines of code) whose string names a hardening, by name, at most 100. */
export function xmlFeatureConstants(texts: Iterable<string>, into: Map<string, string> = new Map()): Map<string, string> {
  for (const text of texts) {
    if (!text.includes('"') || !PREFILTER.test(text)) continue;
    for (const m of text.matchAll(CONSTANT_DEF)) {
      const value = m[2] ?? '';
      if (kindNamed(`"${value}"`) !== null) into.set(m[1] ?? '', value);
    }
    if (into.size > 100) break;
  }
  return into;
}

/** A line with the constant it sets a feature through replaced by the constant's string (the line as it is when the constant is unknown). */
function resolved(code: string, constants: ReadonlyMap<string, string>): string {
  if (constants.size === 0) return code;
  const m = CONSTANT_USE.exec(code);
  const value = m === null ? undefined : constants.get(m[1] ?? '');
  if (m === null || value === undefined) return code;
  const at = m.index + m[0].length - 1;
  const name = m[1] ?? '';
  const start = code.lastIndexOf(name, at);
  return `${code.slice(0, start)}"${value}"${code.slice(start + name.length)}`;
}

/** The constant name an added line sets a feature, attribute or property through (`setFeature(NO_DTD, true)`), or null. */
export function featureConstantSet(code: string): string | null {
  return CONSTANT_USE.exec(code)?.[1] ?? null;
}

/** Whether a patch removes a line that names an XML parser's hardening (the head content is then worth reading), or sets a feature through a constant (which the content may define). */
export function removesXmlHardening(patch: string): boolean {
  if (!PREFILTER.test(patch) && !/setFeature|setAttribute|setProperty/.test(patch)) return false;
  let start = 0;
  let lines = 0;
  while (start < patch.length && lines < 20_000) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    lines += 1;
    if (patch.charCodeAt(start) === 45 /* - */) {
      const text = patch.slice(start + 1, Math.min(end, start + 2001));
      if (hardeningOf(text) !== null || (CONSTANT_USE.test(text) && (TRUE_VALUE.test(text) || FALSE_VALUE.test(text) || /""/.test(text)))) return true;
    }
    start = end + 1;
  }
  return false;
}

/** Whether an added line of code (of any file of the PR) sets an XML hardening of this kind. */
export function addsXmlHardening(code: string): string | null {
  return hardeningOf(code);
}

/**
 * The finding for one Java-family file of program code: its changed lines and code texts, the
 * hardening kinds the PR's added lines set (every file), and the file's head content when read.
 */
export function xmlHardeningRemoved(
  path: string,
  lines: readonly ChangedLine[],
  texts: readonly CodeText[],
  addedAnywhere: ReadonlySet<string>,
  headContent: string | null,
): KeyedFinding | null {
  // Constants of the file that name a hardening (defined in its content or on its changed lines), and those an added line of the PR sets (`name:X` in addedAnywhere).
  const constants = xmlFeatureConstants(lines.map((l) => l.text));
  if (headContent !== null) xmlFeatureConstants(linesOf(headContent), constants);
  const keptByName = new Set<string>();
  let first: { line: ChangedLine; kind: string; code: string } | null = null;
  const removedKinds = new Set<string>();
  const rewritten = new Set<string>();
  let parserRemoved = false;
  let parserAdded = false;
  let helper = false;
  for (let i = 0; i < lines.length; i += 1) {
    const l = lines[i];
    const t = texts[i];
    if (l === undefined || t === undefined || t.isComment) continue;
    if (l.sign === '-') {
      if (PARSER_CREATED.test(t.code)) parserRemoved = true;
      const kind = hardeningOf(resolved(t.code, constants));
      if (kind === null) continue;
      const name = featureConstantSet(t.code);
      if (name !== null && addedAnywhere.has(`name:${name}`)) keptByName.add(kind);
      removedKinds.add(kind);
      first ??= { line: l, kind, code: t.code.trim() };
    } else {
      if (PARSER_CREATED.test(t.code)) parserAdded = true;
      if (HARDENED_HELPER.test(t.masked)) helper = true;
      const kind = kindNamed(resolved(t.code, constants));
      if (kind !== null) rewritten.add(kind);
    }
  }
  if (first === null || helper) return null;
  // Still hardened in the head content (moved within the file), and whether a parser is left at all.
  const kept = new Set<string>();
  let parserKept = false;
  if (headContent !== null) {
    let start = 0;
    let rows = 0;
    while (start < headContent.length && rows < 50_000) {
      let end = headContent.indexOf('\n', start);
      if (end < 0) end = headContent.length;
      rows += 1;
      const c = codeText(headContent.slice(start, Math.min(end, start + 2000)), 'java');
      start = end + 1;
      if (c.isComment) continue;
      if (!parserKept && PARSER_CREATED.test(c.code)) parserKept = true;
      const kind = hardeningOf(resolved(c.code, constants));
      if (kind !== null) kept.add(kind);
    }
  }
  // The parser goes with its hardening: nothing is left to harden.
  if (parserRemoved && !parserAdded && !parserKept) return null;
  const lost = [...removedKinds].filter((k) => !addedAnywhere.has(k) && !kept.has(k) && !rewritten.has(k) && !keptByName.has(k));
  if (lost.length === 0) return null;
  const at = lost.includes(first.kind) ? first : { ...first, kind: lost[0] ?? first.kind };
  return makeFinding({
    id: 'protection-switched-off',
    severity: 'medium',
    title: `An XML parser's protection against external entities is removed (${at.kind})`,
    detail: `The removed line (${at.code.slice(0, 120)}) hardened an XML parser${lost.length > 1 ? `, as did ${lost.length - 1} more removed line${lost.length > 2 ? 's' : ''} (${lost.filter((k) => k !== at.kind).slice(0, 3).join(', ')})` : ''}, and the PR sets it nowhere else: the parser falls back to the JDK's default, which expands entities and loads DTDs. A document that declares an entity pointing at file:///etc/passwd or an internal URL then makes the parser read it (XXE: file disclosure, requests to internal services, a billion-laughs expansion). Keep the hardening for any XML that is not your own; if it moved, into a helper or a shared factory, say where.`,
    path,
    line: at.line.line,
    subject: 'xml-hardening-removed',
  });
}

/** The lines of a text, at most 50,000, each at most 2,000 characters. */
function* linesOf(text: string): Generator<string> {
  let start = 0;
  let rows = 0;
  while (start < text.length && rows < 50_000) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    rows += 1;
    yield text.slice(start, Math.min(end, start + 2000));
    start = end + 1;
  }
}
