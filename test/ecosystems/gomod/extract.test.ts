import { describe, expect, it } from 'vitest';
import { extractGoMod, extractGoSum } from '../../../src/ecosystems/gomod/extract.js';

describe('go.mod', () => {
  it('reads require blocks, indirect markers, replace and exclude', () => {
    const content = `module example.com/app

go 1.22

require github.com/spf13/cobra v1.8.0

require (
\tgithub.com/sirupsen/logrus v1.9.3
\tgolang.org/x/sys v0.20.0 // indirect
\tgithub.com/acme/internal v0.0.0-20240101000000-abcdef123456
)

exclude golang.org/x/net v0.1.0

replace (
\tgithub.com/sirupsen/logrus v1.9.3 => github.com/fork/logrus v1.9.4
\tgithub.com/acme/internal => ../internal
)
`;
    const result = extractGoMod(content);
    expect(result.deps.map((d) => [d.name, d.version, d.depType, d.source, d.line])).toEqual([
      ['github.com/spf13/cobra', 'v1.8.0', 'require', 'registry', 5],
      ['github.com/sirupsen/logrus', 'v1.9.3', 'require', 'registry', 8],
      ['golang.org/x/sys', 'v0.20.0', 'indirect', 'registry', 9],
      ['github.com/acme/internal', 'v0.0.0-20240101000000-abcdef123456', 'require', 'path', 10],
    ]);
    expect(result.replaces).toEqual({ 'github.com/sirupsen/logrus': 'github.com/fork/logrus v1.9.4', 'github.com/acme/internal': '../internal' });
  });

  it('reads go.sum module hashes, skipping go.mod lines', () => {
    const content = 'github.com/a/b v1.0.0 h1:aaa=\ngithub.com/a/b v1.0.0/go.mod h1:bbb=\n\n';
    expect(extractGoSum(content).deps.map((d) => [d.name, d.version, d.integrity])).toEqual([['github.com/a/b', 'v1.0.0', 'h1:aaa=']]);
  });
});
