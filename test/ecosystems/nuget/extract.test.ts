import { describe, expect, it } from 'vitest';
import { extractDotnetTools, extractMsbuildProject, extractPackagesConfig, extractPackagesLock } from '../../../src/ecosystems/nuget/extract.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

const csproj = (items: string, properties = ''): string => `<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>${properties}
  </PropertyGroup>
  <ItemGroup>
${items}
  </ItemGroup>
</Project>
`;

const lock = (deps: Record<string, { type: string; resolved: string; contentHash?: string }>): string =>
  JSON.stringify({ version: 1, dependencies: { 'net8.0': deps, 'net6.0': deps } }, null, 2);

describe('MSBuild project files', () => {
  it('reads PackageReference items: attribute or element versions, properties, Update, PrivateAssets', () => {
    const content = csproj(
      [
        '    <PackageReference Include="Newtonsoft.Json" Version="13.0.3" />',
        '    <PackageReference Include="Serilog"><Version>$(SerilogVersion)</Version></PackageReference>',
        '    <PackageReference Include="Microsoft.SourceLink.GitHub" Version="8.0.0" PrivateAssets="All" />',
        '    <PackageReference Update="xunit" Version="2.9.0" />',
        '    <PackageReference Include="Polly" />',
        '    <PackageReference Include="NUnit3TestAdapter" Version="$(NUnit3TestAdapterVersion)" />',
        '    <ProjectReference Include="..\\Lib\\Lib.csproj" />',
      ].join('\n'),
      '\n    <SerilogVersion>4.0.1</SerilogVersion>',
    );
    expect(extractMsbuildProject(content).deps.map((d) => [d.name, d.version, d.dev, d.depType])).toEqual([
      ['Newtonsoft.Json', '13.0.3', false, 'PackageReference'],
      ['Serilog', '4.0.1', false, 'PackageReference'],
      ['Microsoft.SourceLink.GitHub', '8.0.0', true, 'PackageReference'],
      ['xunit', '2.9.0', true, 'PackageReference'],
      ['Polly', null, false, 'PackageReference'],
      ['NUnit3TestAdapter', null, true, 'PackageReference'],
    ]);
  });

  it('reads central package management (Directory.Packages.props)', () => {
    const content = `<Project>
  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>
  <ItemGroup>
    <PackageVersion Include="Polly" Version="8.4.1" />
    <PackageVersion Include="Serilog" Version="4.0.1" />
    <GlobalPackageReference Include="Nerdbank.GitVersioning" Version="3.6.143" />
  </ItemGroup>
</Project>`;
    expect(extractMsbuildProject(content).deps.map((d) => [d.name, d.version, d.dev, d.depType])).toEqual([
      ['Polly', '8.4.1', false, 'PackageVersion'],
      ['Serilog', '4.0.1', false, 'PackageVersion'],
      ['Nerdbank.GitVersioning', '3.6.143', true, 'GlobalPackageReference'],
    ]);
  });

  it('reads test frameworks, mocking libraries, analyzers and build-time tools of central package management as development packages, libraries as runtime', () => {
    const names = ['xunit.v3', 'xunit.runner.visualstudio', 'NSubstitute', 'Moq', 'Shouldly', 'Microsoft.NET.Test.Sdk', 'coverlet.collector', 'Microsoft.CodeAnalysis.PublicApiAnalyzers', 'StyleCop.Analyzers', 'Meziantou.Analyzer', 'MinVer', 'Microsoft.SourceLink.GitHub'];
    const libraries = ['Polly.Core', 'Refit.HttpClientFactory', 'Microsoft.CodeAnalysis.CSharp', 'xunitx', 'MoqExtensions.Http', 'Newtonsoft.Json', 'Testcontainers'];
    const content = `<Project>
  <ItemGroup>
${[...names, ...libraries].map((n) => `    <PackageVersion Include="${n}" Version="1.0.0" />`).join('\n')}
  </ItemGroup>
</Project>`;
    const dev = extractMsbuildProject(content).deps.filter((d) => d.dev).map((d) => d.name);
    expect(dev).toEqual(names);
    expect(extractPackagesConfig('<packages><package id="NUnit" version="3.14.0" /><package id="Dapper" version="2.1.35" /></packages>').deps.map((d) => [d.name, d.dev])).toEqual([
      ['NUnit', true],
      ['Dapper', false],
    ]);
  });

  it('reads an old-style project, an empty one, and never throws on malformed XML', () => {
    const old = `<?xml version="1.0" encoding="utf-8"?>
<Project ToolsVersion="15.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <ItemGroup><Reference Include="System" /></ItemGroup>
</Project>`;
    expect(extractMsbuildProject(old)).toEqual({ deps: [] });
    expect(extractMsbuildProject('<Project Sdk="Microsoft.NET.Sdk" />')).toEqual({ deps: [] });
    expect(extractMsbuildProject('<Project><ItemGroup><PackageReference Include="A" Version="1"</ItemGroup>').skipReason).toMatch(/^invalid XML/);
    expect(extractMsbuildProject('<settings/>').skipReason).toBe('no <Project> element');
    // A Visual Studio .NET 2003 project (NLog's history) declares no packages.
    expect(extractMsbuildProject('<VisualStudioProject>\n  <CSHARP ProjectType="Local" ProductVersion="7.10.3077" />\n</VisualStudioProject>')).toEqual({ deps: [] });
    expect(extractMsbuildProject(`${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`).skipReason).toMatch(/nested 5,000 levels deep/);
  });
});

describe('packages.config and packages.lock.json', () => {
  it('reads packages.config with development dependencies', () => {
    const content = `<?xml version="1.0" encoding="utf-8"?>
<packages>
  <package id="Newtonsoft.Json" version="12.0.3" targetFramework="net472" />
  <package id="StyleCop.Analyzers" version="1.1.118" targetFramework="net472" developmentDependency="true" />
</packages>`;
    expect(extractPackagesConfig(content).deps.map((d) => [d.name, d.version, d.dev])).toEqual([
      ['Newtonsoft.Json', '12.0.3', false],
      ['StyleCop.Analyzers', '1.1.118', true],
    ]);
    expect(extractPackagesConfig('<packages>').skipReason).toMatch(/^invalid XML/);
    // Visual Studio writes a byte order mark; an empty list is empty, not unreadable.
    expect(extractPackagesConfig('\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<packages>\n</packages>')).toEqual({ deps: [] });
    expect(extractMsbuildProject('\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<Project><ItemGroup><PackageReference Include="A" Version="1.0.0" /></ItemGroup></Project>').deps.map((d) => d.name)).toEqual(['A']);
  });

  it('reads packages.lock.json once per package across frameworks, with its content hash', () => {
    const result = extractPackagesLock(
      lock({
        Polly: { type: 'Direct', resolved: '8.4.1', contentHash: 'abc==' },
        'Polly.Core': { type: 'Transitive', resolved: '8.4.1', contentHash: 'def==' },
        lib: { type: 'Project', resolved: '1.0.0' },
      }),
    );
    expect(result.deps.map((d) => [d.name, d.version, d.source, d.integrity])).toEqual([
      ['Polly', '8.4.1', 'registry', 'sha512-abc=='],
      ['Polly.Core', '8.4.1', 'registry', 'sha512-def=='],
      ['lib', '1.0.0', 'path', null],
    ]);
    expect(extractPackagesLock('{').skipReason).toMatch(/^invalid JSON/);
  });
});

describe('NuGet in the supply-chain section', () => {
  it('lists added, updated and removed packages, a downgrade and a floating version', () => {
    const base = csproj('    <PackageReference Include="Newtonsoft.Json" Version="13.0.3" />\n    <PackageReference Include="Serilog" Version="4.0.1" />\n    <PackageReference Include="Dapper" Version="2.1.35" />');
    const head = csproj('    <PackageReference Include="Newtonsoft.Json" Version="13.0.1" />\n    <PackageReference Include="Serilog" Version="4.*" />\n    <PackageReference Include="Polly" Version="*" />');
    const section = analyze(snapshotOf(change('src/App/App.csproj', base, head)));
    expect(section.new_dependencies.map((d) => [d.ecosystem, d.name, d.version])).toEqual([['nuget', 'Polly', '*']]);
    expect(section.removed_dependencies.map((d) => [d.ecosystem, d.name])).toEqual([['nuget', 'Dapper']]);
    expect(section.updated_dependencies.map((d) => [d.name, d.from_version, d.to_version, d.direction])).toEqual([
      ['Newtonsoft.Json', '13.0.3', '13.0.1', 'downgrade'],
      ['Serilog', '4.0.1', '4.*', 'constraint'],
    ]);
    expect(section.findings.map((f) => [f.id, f.severity, f.package, f.line]).sort()).toEqual([
      ['dependency-downgrade', 'medium', 'Newtonsoft.Json', 6],
      ['unbounded-version', 'low', 'Serilog', 7],
      ['unbounded-version', 'medium', 'Polly', 8],
    ]);
  });

  it('is quiet on an ordinary bump of a project and its lockfile, and on a central bump with lockfiles below it', () => {
    const project = (v: string) => csproj(`    <PackageReference Include="Serilog" Version="${v}" />`);
    const locked = (v: string, hash: string) => lock({ Serilog: { type: 'Direct', resolved: v, contentHash: hash } });
    const section = analyze(snapshotOf(change('src/App/App.csproj', project('4.0.1'), project('4.0.2')), change('src/App/packages.lock.json', locked('4.0.1', 'a=='), locked('4.0.2', 'b=='))));
    expect(section.findings).toEqual([]);
    expect(section.updated_dependencies.map((d) => [d.name, d.from_version, d.to_version])).toEqual([['Serilog', '4.0.1', '4.0.2']]);

    // The version moved into a property of an imported file (Newtonsoft.Json's history): unknown here, not a downgrade.
    const moved = analyze(snapshotOf(change('Tests/Tests.csproj', project('3.13.0'), project('$(NUnitVersion)'))));
    expect(moved.findings).toEqual([]);

    const central = (v: string) => `<Project>\n  <ItemGroup>\n    <PackageVersion Include="Serilog" Version="${v}" />\n  </ItemGroup>\n</Project>\n`;
    const cpm = analyze(snapshotOf(change('Directory.Packages.props', central('4.0.1'), central('4.0.2')), change('src/App/packages.lock.json', locked('4.0.1', 'a=='), locked('4.0.2', 'b=='))));
    expect(cpm.findings).toEqual([]);
  });

  it('is quiet on a lockfile that changes because a referenced project changed (ILSpy), or Directory.Build.props turned lockfiles on', () => {
    const project = (extra: string) => csproj(`    <PackageReference Include="Serilog" Version="4.0.1" />${extra}`);
    const locked = (deps: Record<string, { type: string; resolved: string; contentHash?: string }>) => lock(deps);
    const section = analyze(
      snapshotOf(
        change('src/Core/Core.csproj', project(''), project('\n    <PackageReference Include="Polly" Version="8.4.1" />')),
        change('tests/Core.Tests/packages.lock.json', locked({ Serilog: { type: 'Transitive', resolved: '4.0.1', contentHash: 'a==' } }), locked({ Serilog: { type: 'Transitive', resolved: '4.0.1', contentHash: 'a==' }, Polly: { type: 'Transitive', resolved: '8.4.1', contentHash: 'p==' } })),
      ),
    );
    expect(section.findings).toEqual([]);
    const props = '<Project>\n  <PropertyGroup><RestorePackagesWithLockFile>true</RestorePackagesWithLockFile></PropertyGroup>\n</Project>\n';
    const turnedOn = analyze(snapshotOf(change('Directory.Build.props', '<Project />\n', props), change('src/App/packages.lock.json', null, locked({ Serilog: { type: 'Direct', resolved: '4.0.1', contentHash: 'a==' } }))));
    expect(turnedOn.findings).toEqual([]);
  });

  it('reports a lockfile edited alone, and a package whose content hash changes at the same version', () => {
    const locked = (hash: string) => lock({ Serilog: { type: 'Direct', resolved: '4.0.1', contentHash: hash } });
    const section = analyze(snapshotOf(change('src/App/packages.lock.json', locked('a=='), locked('b=='))));
    expect(section.findings.map((f) => [f.id, f.severity]).sort()).toEqual([
      ['lockfile-integrity-changed', 'high'],
      ['lockfile-without-manifest', 'low'],
    ]);
  });

  it('lists a malformed project file as skipped instead of failing', () => {
    const section = analyze(snapshotOf(change('App.csproj', csproj(''), '<Project><ItemGroup>')));
    expect(section.skipped.map((s) => s.path)).toEqual(['App.csproj']);
  });
});

describe('.NET local tools (.config/dotnet-tools.json)', () => {
  const tools = (entries: Record<string, { version: string; commands: string[] }>) => `${JSON.stringify({ version: 1, isRoot: true, tools: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, { ...v, rollForward: false }])) }, null, 2)}\n`;
  it('reads each tool as a development dependency at its line', () => {
    const read = extractDotnetTools(tools({ csharpier: { version: '0.30.6', commands: ['dotnet-csharpier'] }, 'dotnet-ef': { version: '9.0.1', commands: ['dotnet-ef'] } }));
    expect(read.deps.map((d) => [d.name, d.version, d.dev, d.depType, d.line])).toEqual([
      ['csharpier', '0.30.6', true, 'dotnet-tool', 5],
      ['dotnet-ef', '9.0.1', true, 'dotnet-tool', 12],
    ]);
    expect(extractDotnetTools('{"version": 1}').skipReason).toBe('no "tools" object');
  });
  it('reports a tool named like a popular one (typosquat, high); the popular tools themselves are quiet', () => {
    const base = tools({ csharpier: { version: '0.30.6', commands: ['dotnet-csharpier'] } });
    const squat = analyze(snapshotOf(change('.config/dotnet-tools.json', base, tools({ csharpier: { version: '0.30.6', commands: ['dotnet-csharpier'] }, 'dotnet-eff': { version: '9.0.1', commands: ['dotnet-ef'] } }))));
    expect(squat.findings.map((f) => [f.id, f.severity, f.package])).toEqual([['typosquat', 'high', 'dotnet-eff']]);
    expect(squat.new_dependencies.map((d) => [d.ecosystem, d.name, d.manifest])).toEqual([['nuget', 'dotnet-eff', '.config/dotnet-tools.json']]);
    const ordinary = analyze(snapshotOf(change('.config/dotnet-tools.json', base, tools({ csharpier: { version: '0.30.6', commands: ['dotnet-csharpier'] }, 'dotnet-ef': { version: '9.0.1', commands: ['dotnet-ef'] }, 'dotnet-reportgenerator-globaltool': { version: '5.4.1', commands: ['reportgenerator'] } }))));
    expect(ordinary.findings).toEqual([]);
  });
});
