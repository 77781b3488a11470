import { describe, expect, it } from 'vitest';
import { extractNugetConfig } from '../../../src/ecosystems/nuget/nuget-config.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

const config = (sources: string, rest = ''): string => `<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
${sources}
  </packageSources>${rest}
</configuration>
`;

const NUGET_ORG = '    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />';

const found = (content: string) => (extractNugetConfig(content, 'NuGet.Config').findings ?? []).map((f) => [f.severity, f.title, f.line]);

describe('nuget.config', () => {
  it('reports a feed searched together with nuget.org (dependency confusion) as high', () => {
    expect(found(config(`${NUGET_ORG}\n    <add key="internal" value="https://pkgs.acme-corp.example/nuget/v3/index.json" />`))).toEqual([
      ['high', 'NuGet.Config adds the package source pkgs.acme-corp.example next to nuget.org', 5],
    ]);
    // Without <clear/>, nuget.org comes from the machine's configuration.
    expect(found(config('    <add key="internal" value="https://pkgs.acme-corp.example/nuget/v3/index.json" />'))[0]?.[0]).toBe('high');
  });

  it('reports a feed that replaces nuget.org, a mapped feed, and plain http or allowInsecureConnections as medium', () => {
    expect(found(config('    <clear />\n    <add key="feed" value="https://feed.example.net/v3/index.json" />'))).toEqual([['medium', 'NuGet.Config replaces nuget.org with feed.example.net', 5]]);
    expect(found(config(`${NUGET_ORG}\n    <add key="feed" value="https://feed.example.net/v3/index.json" />`, '\n  <disabledPackageSources><add key="nuget.org" value="true" /></disabledPackageSources>'))[0]?.[1]).toBe(
      'NuGet.Config replaces nuget.org with feed.example.net',
    );
    // nuget.org under another key, kept while the inherited `nuget.org` key is removed: still searched beside the feed.
    expect(found(config('    <remove key="nuget.org" />\n    <add key="NuGet official" value="https://api.nuget.org/v3/index.json" />\n    <add key="feed" value="https://feed.example.net/v3/index.json" />'))[0]?.[0]).toBe('high');
    expect(found(config('    <remove key="nuget.org" />\n    <add key="feed" value="https://feed.example.net/v3/index.json" />'))[0]?.[0]).toBe('medium');
    const mapping = `
  <packageSourceMapping>
    <packageSource key="nuget.org"><package pattern="*" /></packageSource>
    <packageSource key="acme"><package pattern="Acme.*" /></packageSource>
  </packageSourceMapping>`;
    expect(found(config(`${NUGET_ORG}\n    <add key="acme" value="https://nuget.pkg.github.com/acme/index.json" />`, mapping))).toEqual([
      ['medium', 'NuGet.Config restores mapped packages from nuget.pkg.github.com', 5],
    ]);
    // ILSpy's NuGet.config: three feeds on one host, two mapped, one named by no pattern (unused).
    const ilspy = config(
      `${NUGET_ORG}\n    <add key="tools" value="https://pkgs.dev.azure.com/org/public/_packaging/tools/nuget/v3/index.json" />\n    <add key="old" value="https://pkgs.dev.azure.com/org/public/_packaging/old/nuget/v3/index.json" />\n    <add key="transport" value="https://pkgs.dev.azure.com/org/public/_packaging/transport/nuget/v3/index.json" />`,
      '\n  <packageSourceMapping>\n    <packageSource key="nuget.org"><package pattern="*" /></packageSource>\n    <packageSource key="tools"><package pattern="Acme.Tools.*" /></packageSource>\n    <packageSource key="transport"><package pattern="Acme.Transport" /></packageSource>\n  </packageSourceMapping>',
    );
    expect(found(ilspy)).toEqual([['medium', 'NuGet.Config restores mapped packages from pkgs.dev.azure.com', 5]]);
    expect(found(config('    <clear />\n    <add key="feed" value="http://198.51.100.7/nuget" allowInsecureConnections="true" />')).map((f) => f[1])).toEqual([
      'NuGet.Config replaces nuget.org with 198.51.100.7',
      'NuGet.Config restores packages from 198.51.100.7 without TLS checks',
    ]);
  });

  it('is quiet on nuget.org, local folders, shares and feeds on the machine, and never throws on malformed XML', () => {
    const local = [
      '    <clear />',
      NUGET_ORG,
      '    <add key="local" value="./packages" />',
      '    <add key="artifacts" value="$(MSBuildThisFileDirectory)artifacts/packages" />',
      '    <add key="win" value="C:\\feeds\\local" />',
      '    <add key="share" value="\\\\build-server\\nuget" />',
      '    <add key="file" value="file:///opt/feed" />',
      '    <add key="e2e" value="http://localhost:5555/v3/index.json" />',
    ].join('\n');
    expect(found(local)).toEqual([]);
    expect(found('<configuration />')).toEqual([]);
    expect(extractNugetConfig('<configuration><packageSources><add key="x"', 'nuget.config').skipReason).toMatch(/^invalid XML/);
    expect(extractNugetConfig('not xml at all <<<', 'nuget.config').skipReason).toMatch(/^invalid XML|no <configuration>/);
  });
});

describe('nuget-source-override between base and head', () => {
  const feed = '    <add key="internal" value="https://pkgs.acme-corp.example/nuget/v3/index.json" />';

  it('reports a feed the PR adds, and not one the base already had', () => {
    const section = analyze(snapshotOf(change('NuGet.Config', config(NUGET_ORG), config(`${NUGET_ORG}\n${feed}`))));
    expect(section.findings.map((f) => [f.id, f.severity, f.path, f.line])).toEqual([['nuget-source-override', 'high', 'NuGet.Config', 5]]);
    const unchanged = analyze(snapshotOf(change('NuGet.Config', config(`${NUGET_ORG}\n${feed}`), config(`${NUGET_ORG}\n${feed}\n    <add key="local" value="./packages" />`))));
    expect(unchanged.findings).toEqual([]);
  });

  it('is quiet when the PR maps an existing feed (a safer use of the same host), and reports one that loses its mapping', () => {
    const mapping = '\n  <packageSourceMapping>\n    <packageSource key="internal"><package pattern="Acme.*" /></packageSource>\n  </packageSourceMapping>';
    const extra = config(`${NUGET_ORG}\n${feed}`);
    const mapped = config(`${NUGET_ORG}\n${feed}`, mapping);
    expect(analyze(snapshotOf(change('nuget.config', extra, mapped))).findings).toEqual([]);
    expect(analyze(snapshotOf(change('nuget.config', mapped, extra))).findings.map((f) => f.severity)).toEqual(['high']);
  });
});
