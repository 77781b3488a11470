import { describe, expect, it } from 'vitest';
import { goFileConstraint, goModMinimumMinor, goModulesWanted, neverBuiltFrom, parseGoBuildExpression, testOfUnsupportedGo } from '../../../src/ecosystems/gomod/build-constraints.js';

const removed = (rows: readonly string[]) => [`@@ -1,${rows.length} +0,0 @@`, ...rows.map((r) => `-${r}`)].join('\n');

describe('Go build constraints on the Go version', () => {
  it('parses //go:build expressions and // +build lines, and refuses malformed ones', () => {
    expect(parseGoBuildExpression('go1.20 && !go1.21')).toEqual({ and: [{ tag: 'go1.20' }, { not: { tag: 'go1.21' } }] });
    expect(parseGoBuildExpression('!(go1.22 || linux)')).toEqual({ not: { or: [{ tag: 'go1.22' }, { tag: 'linux' }] } });
    expect(parseGoBuildExpression('go1.20 &&')).toBeNull();
    expect(parseGoBuildExpression('(go1.20')).toBeNull();
    expect(parseGoBuildExpression('go1.20 ; rm')).toBeNull();
    // `//go:build` wins over `// +build`; several `// +build` lines are and'ed; the package clause ends the header.
    expect(goFileConstraint(['//go:build !go1.17', '// +build linux'])).toEqual({ not: { tag: 'go1.17' } });
    expect(goFileConstraint(['// +build go1.20,!go1.21 darwin', '// +build amd64'])).toEqual({ and: [{ or: [{ and: [{ tag: 'go1.20' }, { not: { tag: 'go1.21' } }] }, { tag: 'darwin' }] }, { tag: 'amd64' }] });
    expect(goFileConstraint(['package prom', '//go:build !go1.17'])).toBeNull();
    expect(goFileConstraint(['// Copyright 2022', ''])).toBeNull();
  });

  it('says a constraint is never built from a Go version only when no later version and no other tag can satisfy it', () => {
    const never = (expression: string, minor: number) => neverBuiltFrom(parseGoBuildExpression(expression)!, minor);
    expect(never('!go1.22', 22)).toBe(true);
    expect(never('!go1.22', 21)).toBe(false);
    expect(never('go1.20 && !go1.21', 23)).toBe(true);
    expect(never('!go1.22 && linux', 22)).toBe(true);
    expect(never('!go1.22 || linux', 22)).toBe(false);
    expect(never('go1.18', 23)).toBe(false);
    expect(never('linux', 23)).toBe(false);
    expect(never('ignore', 23)).toBe(false);
  });

  it("reads go.mod's minimum", () => {
    expect(goModMinimumMinor('module example.com/m\n\ngo 1.23.0\n\ntoolchain go1.24.1\n')).toBe(23);
    expect(goModMinimumMinor('module example.com/m\r\ngo 1.21\r\n')).toBe(21);
    expect(goModMinimumMinor('module example.com/m\ngo 1.22rc1 // pre-release\n')).toBe(22);
    expect(goModMinimumMinor('module example.com/m\n// go 1.22\n')).toBeNull();
  });

  it('wants the go.mod files above a deleted test bounded above by a Go version, nearest first, not those the PR changes', () => {
    const test = { path: 'prometheus/collectors/go_collector_go121_test.go', removed: true, patch: removed(['//go:build go1.21 && !go1.22', '', 'package collectors']) };
    expect(goModulesWanted([test])).toEqual(['prometheus/collectors/go.mod', 'prometheus/go.mod', 'go.mod']);
    expect(goModulesWanted([test, { path: 'prometheus/go.mod', removed: false, patch: '@@ -3 +3 @@\n-go 1.21\n+go 1.22' }])).toEqual(['prometheus/collectors/go.mod']);
    // A lower bound only, a platform constraint, a kept or non-test file: nothing to read.
    expect(goModulesWanted([{ ...test, patch: removed(['//go:build go1.18', '', 'package collectors']) }])).toEqual([]);
    expect(goModulesWanted([{ ...test, patch: removed(['//go:build linux', '', 'package collectors']) }])).toEqual([]);
    expect(goModulesWanted([{ ...test, removed: false }])).toEqual([]);
    expect(goModulesWanted([{ ...test, path: 'prometheus/collectors/go_collector_go121.go' }])).toEqual([]);
  });

  it('judges a deleted test by the nearest go.mod read', () => {
    const patch = removed(['//go:build !go1.22', '', 'package collectors', '', 'func TestOld(t *testing.T) {}']);
    const at = (files: Record<string, string | null>) => (path: string) => (path in files ? files[path] : undefined);
    expect(testOfUnsupportedGo('a/b/old_test.go', patch, at({ 'go.mod': 'go 1.22\n' }))).toBe(true);
    expect(testOfUnsupportedGo('a/b/old_test.go', patch, at({ 'go.mod': 'go 1.22\n', 'a/go.mod': 'go 1.20\n' }))).toBe(false);
    expect(testOfUnsupportedGo('a/b/old_test.go', patch, at({ 'a/go.mod': null, 'go.mod': 'go 1.22\n' }))).toBe(false);
    expect(testOfUnsupportedGo('a/b/old_test.go', patch, at({}))).toBe(false);
  });
});
