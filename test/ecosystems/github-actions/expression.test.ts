import { describe, expect, it } from 'vitest';
import { controlOf } from '../../../src/ecosystems/github-actions/contexts.js';
import { findExpressions, parseExpression, pathText, valueContexts } from '../../../src/ecosystems/github-actions/expression.js';
import { taintOf } from '../../../src/ecosystems/github-actions/injection-rules.js';

function values(body: string): string[] {
  const parsed = parseExpression(body);
  if (parsed === null) throw new Error(`does not parse: ${body}`);
  return valueContexts(parsed).map((v) => `${pathText(v.path)}${v.serialized ? ' (json)' : ''}`);
}

describe('expression parser', () => {
  it('parses contexts, index access, filters, calls and operators', () => {
    expect(parseExpression("github.event['pull_request'].title")).toEqual({ kind: 'context', path: ['github', 'event', 'pull_request', 'title'] });
    expect(parseExpression('github.event.commits[0].message')).toEqual({ kind: 'context', path: ['github', 'event', 'commits', '*', 'message'] });
    expect(parseExpression('github.event.commits.*.message')).toEqual({ kind: 'context', path: ['github', 'event', 'commits', '*', 'message'] });
    expect(parseExpression("format('{0} ''x''', github.head_ref) || 'none'")).toEqual({
      kind: 'binary',
      op: '||',
      left: { kind: 'call', name: 'format', args: [{ kind: 'literal', value: "{0} 'x'" }, { kind: 'context', path: ['github', 'head_ref'] }] },
      right: { kind: 'literal', value: 'none' },
    });
    expect(parseExpression('!(a == 1) && b >= 0x10')).toMatchObject({ kind: 'binary', op: '&&' });
  });

  it('rejects what is not an expression, and stays bounded on deep or long input', () => {
    expect(parseExpression('a +')).toBeNull();
    expect(parseExpression("'open")).toBeNull();
    expect(parseExpression('a..b')).toBeNull();
    expect(parseExpression(`${'('.repeat(500)}a${')'.repeat(500)}`)).toBeNull();
    expect(parseExpression(Array.from({ length: 3000 }, () => 'a').join(' || '))).toBeNull();
  });

  it('says which contexts can become the value', () => {
    expect(values("github.event.issue.title || ''")).toEqual(['github.event.issue.title']);
    expect(values("github.event_name == 'push' && github.event.head_commit.message || github.event.pull_request.title")).toEqual([
      'github.event.head_commit.message',
      'github.event.pull_request.title',
    ]);
    expect(values("contains(github.event.pull_request.title, 'WIP')")).toEqual([]);
    expect(values('github.event.pull_request.title == null')).toEqual([]);
    expect(values('toJSON(github.event)')).toEqual(['github.event (json)']);
    expect(values("join(github.event.commits.*.message, ' ')")).toEqual(['github.event.commits.*.message (json)', ]);
    expect(values('fromJSON(steps.meta.outputs.json).title')).toEqual(['steps.meta.outputs.json']);
  });

  it('finds ${{ }} spans in one pass, a }} inside a string literal included', () => {
    expect(findExpressions("echo ${{ format('}}{0}', github.head_ref) }} and ${{ matrix.os }}").map((s) => s.body)).toEqual([
      "format('}}{0}', github.head_ref)",
      'matrix.os',
    ]);
    expect(findExpressions('echo ${{ unterminated')).toEqual([]);
  });
});

describe('who controls a context', () => {
  it('knows outsider-written fields, whole objects that contain them, and maintainer inputs', () => {
    expect(controlOf(['github', 'event', 'pull_request', 'head', 'ref'], false)).toBe('outsider');
    expect(controlOf(['github', 'event', 'workflow_run', 'head_branch'], false)).toBe('outsider');
    expect(controlOf(['github', 'event', 'pull_request'], false)).toBe('outsider');
    expect(controlOf(['github'], true)).toBe('outsider');
    expect(controlOf(['inputs', 'tag'], false)).toBe('maintainer');
    expect(controlOf(['github', 'event', 'pull_request', 'head', 'sha'], false)).toBeNull();
    expect(controlOf(['github', 'event', 'pull_request', 'number'], false)).toBeNull();
    expect(controlOf(['github', 'ref_name'], false)).toBeNull();
    expect(controlOf(['secrets', 'npm_token'], false)).toBeNull();
  });

  it('taints format(), ||, toJSON() of an event, and falls back to names when the text does not parse', () => {
    expect(taintOf("format('Title: {0}', github.event.issue.title)")?.contexts).toEqual(['github.event.issue.title']);
    expect(taintOf('toJSON(github.event)')?.contexts).toEqual(['github.event']);
    expect(taintOf("github.event.comment.body || ''")?.control).toBe('outsider');
    expect(taintOf('github.event.issue.title +++')?.contexts).toEqual(['github.event.issue.title']);
    expect(taintOf('github.event.pull_request.number')).toBeNull();
    expect(taintOf("startsWith(github.head_ref, 'release/')")).toBeNull();
  });
});
