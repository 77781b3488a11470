/**
 * GitHub Actions expressions (`${{ … }}`): a linear-time tokenizer and a small recursive-descent
 * parser, enough to decide which contexts can flow into an expression's value.
 *
 * Grammar (GitHub's "Expressions" reference): literals (null, true, false, numbers, 'strings' with
 * '' escapes), contexts with property access (`a.b`, `a['b']`, `a[0]`, `a.*`), function calls
 * (`format(…)`, `toJSON(…)`), `!`, comparisons, `&&` and `||`, parentheses. Input is untrusted: the
 * tokenizer makes one pass, the parser stops at a depth of 64 and at 2,000 tokens, and anything it
 * cannot read comes back as null (the caller then falls back to the context names it saw).
 */

export type Expr =
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null }
  | { readonly kind: 'context'; readonly path: readonly string[] }
  /** Property access on something that is not a plain context: `fromJSON(x).title`. */
  | { readonly kind: 'member'; readonly object: Expr; readonly path: readonly string[] }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly Expr[] }
  | { readonly kind: 'not'; readonly operand: Expr }
  | { readonly kind: 'binary'; readonly op: string; readonly left: Expr; readonly right: Expr };

type Token =
  | { readonly type: 'ident'; readonly text: string }
  | { readonly type: 'string'; readonly text: string }
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'punct'; readonly text: string };

const MAX_TOKENS = 2000;
const MAX_DEPTH = 64;

function isIdentStart(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
}

function isIdentPart(c: string): boolean {
  return isIdentStart(c) || (c >= '0' && c <= '9') || c === '-';
}

/** Tokens of an expression body (without `${{ }}`), or null when it holds something else. */
export function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (tokens.length > MAX_TOKENS) return null;
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i += 1;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < text.length && isIdentPart(text[j]!)) j += 1;
      tokens.push({ type: 'ident', text: text.slice(i, j) });
      i = j;
    } else if (c === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= text.length) return null;
        if (text[j] === "'") {
          if (text[j + 1] === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += text[j];
        j += 1;
      }
      tokens.push({ type: 'string', text: value });
      i = j + 1;
    } else if ((c >= '0' && c <= '9') || (c === '-' && i + 1 < text.length && text[i + 1]! >= '0' && text[i + 1]! <= '9')) {
      let j = i + 1;
      while (j < text.length && /[\d+\-.A-FXa-fx]/.test(text[j]!)) j += 1;
      tokens.push({ type: 'number', value: Number(text.slice(i, j)) });
      i = j;
    } else {
      const two = text.slice(i, i + 2);
      if (two === '&&' || two === '||' || two === '==' || two === '!=' || two === '<=' || two === '>=') {
        tokens.push({ type: 'punct', text: two });
        i += 2;
      } else if ('()[].,!<>*'.includes(c)) {
        tokens.push({ type: 'punct', text: c });
        i += 1;
      } else {
        return null;
      }
    }
  }
  return tokens;
}

class Parser {
  #pos = 0;
  #depth = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Expr | null {
    const expr = this.or();
    return expr !== null && this.#pos === this.tokens.length ? expr : null;
  }

  #peek(): Token | undefined {
    return this.tokens[this.#pos];
  }

  #isPunct(text: string): boolean {
    const token = this.tokens[this.#pos];
    return token?.type === 'punct' && token.text === text;
  }

  #enter<T>(fn: () => T | null): T | null {
    if (this.#depth >= MAX_DEPTH) return null;
    this.#depth += 1;
    try {
      return fn();
    } finally {
      this.#depth -= 1;
    }
  }

  or(): Expr | null {
    return this.#enter(() => {
      let left = this.and();
      while (left !== null && this.#isPunct('||')) {
        this.#pos += 1;
        const right = this.and();
        if (right === null) return null;
        left = { kind: 'binary', op: '||', left, right };
      }
      return left;
    });
  }

  and(): Expr | null {
    let left = this.comparison();
    while (left !== null && this.#isPunct('&&')) {
      this.#pos += 1;
      const right = this.comparison();
      if (right === null) return null;
      left = { kind: 'binary', op: '&&', left, right };
    }
    return left;
  }

  comparison(): Expr | null {
    let left = this.unary();
    for (;;) {
      const token = this.#peek();
      if (left === null || token?.type !== 'punct' || !['==', '!=', '<', '<=', '>', '>='].includes(token.text)) return left;
      this.#pos += 1;
      const right = this.unary();
      if (right === null) return null;
      left = { kind: 'binary', op: token.text, left, right };
    }
  }

  unary(): Expr | null {
    if (this.#isPunct('!')) {
      this.#pos += 1;
      return this.#enter(() => {
        const operand = this.unary();
        return operand === null ? null : { kind: 'not', operand };
      });
    }
    return this.postfix();
  }

  postfix(): Expr | null {
    const primary = this.primary();
    if (primary === null) return null;
    const path: string[] = [];
    for (;;) {
      if (this.#isPunct('.')) {
        this.#pos += 1;
        const next = this.#peek();
        if (next?.type === 'ident') path.push(next.text.toLowerCase());
        else if (next?.type === 'punct' && next.text === '*') path.push('*');
        else return null;
        this.#pos += 1;
      } else if (this.#isPunct('[')) {
        this.#pos += 1;
        const index = this.#enter(() => this.or());
        if (index === null || !this.#isPunct(']')) return null;
        this.#pos += 1;
        path.push(index.kind === 'literal' && typeof index.value === 'string' ? index.value.toLowerCase() : '*');
      } else {
        break;
      }
    }
    if (path.length === 0) return primary;
    if (primary.kind === 'context') return { kind: 'context', path: [...primary.path, ...path] };
    return { kind: 'member', object: primary, path };
  }

  primary(): Expr | null {
    const token = this.#peek();
    if (token === undefined) return null;
    this.#pos += 1;
    if (token.type === 'string') return { kind: 'literal', value: token.text };
    if (token.type === 'number') return { kind: 'literal', value: token.value };
    if (token.type === 'punct') {
      if (token.text !== '(') return null;
      const inner = this.#enter(() => this.or());
      if (inner === null || !this.#isPunct(')')) return null;
      this.#pos += 1;
      return inner;
    }
    const lower = token.text.toLowerCase();
    if (lower === 'true' || lower === 'false') return { kind: 'literal', value: lower === 'true' };
    if (lower === 'null') return { kind: 'literal', value: null };
    if (this.#isPunct('(')) {
      this.#pos += 1;
      const args: Expr[] = [];
      if (this.#isPunct(')')) {
        this.#pos += 1;
        return { kind: 'call', name: lower, args };
      }
      for (;;) {
        const arg = this.#enter(() => this.or());
        if (arg === null) return null;
        args.push(arg);
        if (this.#isPunct(',')) {
          this.#pos += 1;
          continue;
        }
        if (!this.#isPunct(')')) return null;
        this.#pos += 1;
        return { kind: 'call', name: lower, args };
      }
    }
    return { kind: 'context', path: [lower] };
  }
}

/** The parsed expression, or null when it is not a valid expression (or too deep or long). */
export function parseExpression(text: string): Expr | null {
  const tokens = tokenize(text);
  if (tokens === null || tokens.length === 0) return null;
  return new Parser(tokens).parse();
}

export interface ExpressionSpan {
  /** The text between `${{` and `}}`, trimmed. */
  readonly body: string;
  /** Offset of `${{` in the scanned text. */
  readonly start: number;
}

/** Every `${{ … }}` in a text, in one pass; a `}}` inside a 'string literal' does not close it. */
export function findExpressions(text: string): ExpressionSpan[] {
  const spans: ExpressionSpan[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf('${{', from);
    if (start < 0) return spans;
    let i = start + 3;
    let inString = false;
    let end = -1;
    while (i < text.length) {
      const c = text[i];
      if (c === "'") inString = !inString;
      else if (!inString && c === '}' && text[i + 1] === '}') {
        end = i;
        break;
      }
      i += 1;
    }
    if (end < 0) return spans;
    spans.push({ body: text.slice(start + 3, end).trim(), start });
    from = end + 2;
  }
}

/** Every context path an expression names (for a fallback when it does not parse), lower-cased. */
export function contextNames(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/[A-Za-z_][\w-]*(?:\.(?:[A-Za-z_][\w-]*|\*)|\[[^\]\n]{0,100}\])*/g)) {
    names.push(m[0].toLowerCase().replace(/\[\s*'([^']*)'\s*\]/g, '.$1').replace(/\[[^[\]]*\]/g, '.*'));
  }
  return names;
}

/** A context path as written with dots (`github.event.commits.*.message`). */
export function pathText(path: readonly string[]): string {
  return path.join('.');
}

/**
 * The contexts whose text can become part of the expression's value (not only decide it):
 * `a || b` may be either, `a && b` is b when a holds, `format()`, `join()`, `toJSON()` and
 * `fromJSON()` carry their arguments' text; comparisons, `!`, `contains()`, `startsWith()`,
 * `endsWith()`, `hashFiles()`, `success()` and friends give booleans, numbers or hashes.
 * `member` (`fromJSON(x).y`) carries what its object carries.
 */
export function valueContexts(expr: Expr): { path: readonly string[]; serialized: boolean }[] {
  const out: { path: readonly string[]; serialized: boolean }[] = [];
  const visit = (e: Expr, serialized: boolean, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    switch (e.kind) {
      case 'literal':
        return;
      case 'context':
        out.push({ path: e.path, serialized });
        return;
      case 'member':
        visit(e.object, serialized, depth + 1);
        return;
      case 'not':
        return;
      case 'binary':
        if (e.op === '||') {
          visit(e.left, serialized, depth + 1);
          visit(e.right, serialized, depth + 1);
        } else if (e.op === '&&') {
          visit(e.right, serialized, depth + 1);
        }
        return;
      case 'call':
        if (e.name === 'tojson' || e.name === 'join') for (const arg of e.args) visit(arg, true, depth + 1);
        else if (e.name === 'format' || e.name === 'fromjson') for (const arg of e.args) visit(arg, serialized, depth + 1);
        return;
    }
  };
  visit(expr, false, 0);
  return out;
}

/** Every context the expression reads at all (for conditions: `if:`), values or not. */
export function allContexts(expr: Expr): (readonly string[])[] {
  const out: (readonly string[])[] = [];
  const visit = (e: Expr, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (e.kind === 'context') out.push(e.path);
    else if (e.kind === 'member') visit(e.object, depth + 1);
    else if (e.kind === 'not') visit(e.operand, depth + 1);
    else if (e.kind === 'binary') {
      visit(e.left, depth + 1);
      visit(e.right, depth + 1);
    } else if (e.kind === 'call') for (const arg of e.args) visit(arg, depth + 1);
  };
  visit(expr, 0);
  return out;
}

/**
 * The contexts an expression body can expand to, each with whether it is serialized (`toJSON`,
 * `join`): read from its parse, or, when it does not parse, from the context names it mentions.
 */
export function expressionContexts(body: string): { path: readonly string[]; serialized: boolean }[] {
  const parsed = parseExpression(body);
  return parsed !== null ? valueContexts(parsed) : contextNames(body).map((name) => ({ path: name.split('.'), serialized: /tojson|join\(/i.test(body) }));
}
