import type { EcosystemManager } from '../types.js';
import { extractDotnetTools, extractMsbuildProject, extractPackagesConfig, extractPackagesLock } from './extract.js';
import { extractNugetConfig, reviseIntroducedSources } from './nuget-config.js';

/** MSBuild project files that declare NuGet packages (a `.vcxproj` is C++ and read as build code only). */
const PROJECT_EXTENSIONS = ['.csproj', '.fsproj', '.vbproj'];

function isProjectFile(name: string): boolean {
  const lower = name.toLowerCase();
  return PROJECT_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

export const nugetManager: EcosystemManager = {
  ecosystem: 'nuget',
  files: [
    { kind: 'manifest', match: (_path, name) => isProjectFile(name), extract: extractMsbuildProject },
    // Central package management: the versions of every project below it.
    { kind: 'manifest', match: (_path, name) => name.toLowerCase() === 'directory.packages.props', extract: extractMsbuildProject },
    { baseNames: ['packages.config'], kind: 'manifest', match: (_path, name) => name === 'packages.config', extract: extractPackagesConfig },
    {
      baseNames: ['packages.lock.json'],
      kind: 'lockfile',
      match: (_path, name) => name === 'packages.lock.json',
      manifests: ['*.csproj', '*.fsproj', '*.vbproj', 'packages.config'],
      governedBy: ['*.csproj', '*.fsproj', '*.vbproj', 'Directory.Packages.props', 'Directory.Build.props', 'Directory.Build.targets'],
      extract: extractPackagesLock,
    },
    // .NET local tools (`.config/dotnet-tools.json`, or `dotnet-tools.json` beside it, which the SDK
    // also reads): `dotnet tool restore` installs them from NuGet, `dotnet <command>` runs them.
    { baseNames: ['dotnet-tools.json'], kind: 'manifest', match: (_path, name) => name === 'dotnet-tools.json', extract: extractDotnetTools },
    { kind: 'config', match: (_path, name) => name.toLowerCase() === 'nuget.config', extract: extractNugetConfig, reviseIntroduced: reviseIntroducedSources },
  ],
};
