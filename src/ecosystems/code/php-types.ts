/**
 * PHP's type declarations left out of a line, so that a line and the same line given types read
 * alike: a property's type (`private $format;` and `private ?string $format;`), a parameter's
 * (`function setName($name)` and `function setName(string $name)`, a promoted constructor
 * parameter, one parameter a line of a signature written over several), and a return type
 * (`public function getName()` and `public function getName(): string`, `): static {` closing a
 * signature written over several lines, an arrow function's `fn ($cell): bool =>`). Rector's and
 * the PHP frameworks' "add return types" and "add types to properties" changes: the same methods
 * and properties, declared with their types. Token-level, one line at a time; the patterns are
 * linear (a type is names joined by `|` or `&`, at most nine).
 */

/** A type: `int`, `?string`, `\Closure`, `array|InputDefinition`, `Countable&Traversable`, `static`. */
const TYPE = String.raw`\??[\\\w]{1,100}(?:\s{0,3}[|&]\s{0,3}[\\\w]{1,100}){0,8}`;

/** A property's or parameter's type, not one of the modifiers before it (`private static $x` has none). */
const DECLARED_TYPE = String.raw`(?!(?:public|protected|private|readonly|static|var)\s)${TYPE}`;

/** A property declared with its modifiers, then its type: group 1 is the modifiers. */
const PROPERTY_TYPE = new RegExp(String.raw`^(\s*(?:(?:public|protected|private|var|static|readonly)(?:\(set\))?\s{1,10}){1,4})${DECLARED_TYPE}\s{1,10}(?=\$)`);

/** A parameter's type after `(` or `,` (with a promoted parameter's modifiers): group 1 keeps what came before it. */
const PARAMETER_TYPE = new RegExp(String.raw`([(,]\s{0,10}(?:(?:public|protected|private|readonly)\s{1,10}){0,2})${DECLARED_TYPE}\s{1,10}(?=&?(?:\.\.\.)?\$)`, 'g');

/** One parameter alone on its line of a signature written over several lines: group 1 is its modifiers. */
const PARAMETER_LINE = new RegExp(String.raw`^(\s*(?:(?:public|protected|private|readonly)\s{1,10}){0,2})(${DECLARED_TYPE})\s{1,10}(?=&?(?:\.\.\.)?\$\w{1,100}\s{0,3}(?:=[^;]{0,400})?,?\s*$)`);

/** Words that may stand before a variable and are no type (`return $x,` cannot start a parameter line, but `yield $key,` could look like one). */
const NOT_A_TYPE = /^(?:return|echo|print|yield|global|static|clone|new|throw|case|include|include_once|require|require_once|else|use|as|and|or|xor|instanceof|insteadof|goto|const|fn|function)$/i;

/** A return type after the parameters' closing parenthesis, before the body, the end of a declaration or an arrow function's `=>`. */
const RETURN_TYPE = new RegExp(String.raw`\)\s{0,10}:\s{0,10}${TYPE}(?=\s*(?:\{|;|=>|$))`, 'g');

/** A signature's closing line (`): static {`, `) : ?string`), with no `;`: a ternary's `) : null;` is no signature. */
const CLOSING_RETURN_LINE = new RegExp(String.raw`^(\s*)\)\s{0,10}:\s{0,10}${TYPE}(\s{0,10}(?:\{\s{0,10})?)$`);

/**
 * A type no expression spells, so that a closing line ending in `;` is an abstract or interface
 * method's signature, not a ternary's last operand: PHP's type keywords but the values `null`,
 * `false` and `true` (`void`, `bool`, `static`, `self`), or a class name with a lower-case letter
 * (`RequestInterface`, `\Foo\Bar`; `BAR` is a constant), one or more joined by `|` or `&`.
 */
const DECLARATION_TYPE = String.raw`\??(?:void|never|bool|int|float|string|array|iterable|callable|object|mixed|self|static|parent|\\?(?:[A-Za-z_]\w{0,100}\\){0,10}[A-Z][A-Z0-9_]{0,100}[a-z]\w{0,100})`;
/** An abstract or interface method's closing line (`    ): void;`, `) : ?RequestInterface;`): group 1 its indentation. */
const CLOSING_ABSTRACT_LINE = new RegExp(String.raw`^(\s*)\)\s{0,10}:\s{0,10}${DECLARATION_TYPE}(?:\s{0,3}[|&]\s{0,3}${DECLARATION_TYPE}){0,8}\s{0,10};\s*$`);

/** Longest line read for its types. */
const MAX_LINE = 2000;

const DECLARES_FUNCTION = /\b(?:function|fn)\b[\s&\w]{0,100}\(/;

/** `code` (a PHP line's code, comment cut) without the type declarations of its properties, parameters and return type. */
export function withoutPhpTypes(code: string): string {
  // A declaration is a line of a few hundred characters; a longer one (minified, generated) is read as written.
  if (code.length > MAX_LINE || (!code.includes('$') && !code.includes(')'))) return code;
  const property = PROPERTY_TYPE.exec(code);
  if (property !== null) return code.slice(0, property.index) + (property[1] ?? '') + code.slice(property.index + property[0].length);
  if (DECLARES_FUNCTION.test(code)) return code.replace(PARAMETER_TYPE, '$1').replace(RETURN_TYPE, ')');
  const closing = CLOSING_RETURN_LINE.exec(code);
  if (closing !== null) return `${closing[1] ?? ''})${closing[2] ?? ''}`;
  const abstract = CLOSING_ABSTRACT_LINE.exec(code);
  if (abstract !== null) return `${abstract[1] ?? ''});`;
  const parameter = PARAMETER_LINE.exec(code);
  if (parameter !== null && !NOT_A_TYPE.test((parameter[2] ?? '').replace(/^\?/, ''))) return code.slice(0, parameter.index) + (parameter[1] ?? '') + code.slice(parameter.index + parameter[0].length);
  return code;
}

/** Longest text shortArraySyntax rewrites; longer text is compared as written. */
const MAX_ARRAY_TEXT = 200_000;

/**
 * PHP's long array syntax written short: `array(1, 2)` to `[1, 2]`, `array('a' => array())` to
 * `['a' => []]` (PHP-CS-Fixer's `array_syntax` rule, PHP 5.4's short arrays: the same value), so that
 * code compared before and after such a rewrite is compared as one. `array(` counts where it is the
 * language construct, not a name's end (`my_array(`), a variable (`$array(`), a method or a static
 * call (`->array(`, `::array(`); its closing parenthesis is found by counting, quoted strings skipped
 * (`array(')')`). Linear in the text.
 */
export function shortArraySyntax(code: string): string {
  if (code.length > MAX_ARRAY_TEXT || !/\barray\s*\(/i.test(code)) return code;
  let out = '';
  const open: boolean[] = [];
  for (let i = 0; i < code.length; i += 1) {
    const c = code.charAt(i);
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < code.length && code.charAt(j) !== c) j += code.charAt(j) === '\\' ? 2 : 1;
      out += code.slice(i, j + 1);
      i = j;
      continue;
    }
    if ((c === 'a' || c === 'A') && code.slice(i, i + 5).toLowerCase() === 'array' && !/[\w$>:\\]/.test(code.charAt(i - 1))) {
      let j = i + 5;
      while (j < code.length && /\s/.test(code.charAt(j))) j += 1;
      if (code.charAt(j) === '(' && !/\w/.test(code.charAt(i + 5))) {
        out += '[';
        open.push(true);
        i = j;
        continue;
      }
    }
    if (c === '(') open.push(false);
    else if (c === ')' && open.pop() === true) {
      out += ']';
      continue;
    }
    out += c;
  }
  return out;
}
