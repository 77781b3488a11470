import { describe, expect, it } from 'vitest';
import { editsOnlyPipelineCommands, isJenkinsPath, isPipelinePath, runsNothingNewInPipeline } from '../../../src/ecosystems/automation/pipelines.js';

/** A unified diff of two texts as one hunk (every line of base removed, every line of head added, common prefix and suffix as context). */
function patchOf(base: string, head: string): string {
  const a = base.split('\n');
  const b = head.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const removed = a.slice(start, a.length - end);
  const added = b.slice(start, b.length - end);
  return [`@@ -${start + 1},${removed.length} +${start + 1},${added.length} @@`, ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}
const clean = (base: string, head: string, path = '') => runsNothingNewInPipeline(base, head, patchOf(base, head), path);
const commandsOnly = (base: string, head: string, path = '') => editsOnlyPipelineCommands(base, head, patchOf(base, head), path);
const AZ = 'azure-pipelines.yml';

/** A declarative Jenkinsfile; `build` lines go in the Build stage, `stages` after Test. */
const jenkinsfile = (o: { agent?: string; build?: string[]; test?: string; stages?: string[]; top?: string[] } = {}) =>
  [
    ...(o.top ?? []),
    'pipeline {',
    `    agent ${o.agent ?? 'any'}`,
    '    stages {',
    "        stage('Build') {",
    '            steps {',
    "                sh 'npm ci'",
    ...(o.build ?? ["                sh 'npm run build'"]),
    '            }',
    '        }',
    "        stage('Test') {",
    '            steps {',
    `                ${o.test ?? "sh 'npm test'"}`,
    '            }',
    '        }',
    ...(o.stages ?? []),
    '    }',
    '}',
    '',
  ].join('\n');

const azure = (o: { sdk?: string; extraStep?: string[]; build?: string; signCondition?: string; signEnv?: string } = {}) =>
  [
    'trigger:',
    '- main',
    'pool:',
    "  vmImage: 'windows-2022'",
    'steps:',
    '- task: UseDotNet@2',
    '  inputs:',
    `    version: '${o.sdk ?? '8.0.x'}'`,
    ...(o.extraStep ?? []),
    '- pwsh: |',
    `    ./build.ps1 -Configuration Release ${o.build ?? '-Version 1.0'} -SignAssemblies $sign -SignKeyPath $keyPath`,
    '  env:',
    '    BuildId: $(Build.BuildId)',
    "  displayName: 'Run build'",
    '- task: AzureCLI@2',
    '  inputs:',
    "    azureSubscription: 'CodeSigning'",
    '    scriptPath: ./build/sign-package.ps1',
    '  env:',
    `    SignKeyVaultUrl: ${o.signEnv ?? '$(acme.signKeyVaultUrl)'}`,
    "  displayName: 'Authenticode sign packages'",
    `  condition: ${o.signCondition ?? 'and(succeeded(), ne(variables.reason, pr))'}`,
    '- task: PublishTestResults@2',
    '  inputs:',
    "    testResultsFiles: '**/*.trx'",
    "  displayName: 'Publish test results'",
    '',
  ].join('\n');

describe('pipelines of other CI systems', () => {
  it('knows their files, not vendored copies nor GitHub workflows', () => {
    for (const path of ['azure-pipelines.yml', '.azure-pipelines/ci.yml', 'eng/azure-pipelines-release.yml', '.gitlab-ci.yml', '.gitlab/ci/test.yml', '.circleci/config.yml', '.cirrus.yml', '.buildkite/pipeline.yml', 'appveyor.yml', '.appveyor.yml', '.travis.yml', 'bitbucket-pipelines.yml', '.drone.yml']) {
      expect(isPipelinePath(path), path).toBe(true);
    }
    for (const path of ['vendor/github.com/pkg/errors/.travis.yml', 'lib/.cirrus.yml', '.github/workflows/ci.yml', 'docs/azure.md', 'config.yml']) expect(isPipelinePath(path), path).toBe(false);
  });

  it('knows Jenkins pipelines: Jenkinsfile anywhere, Jenkinsfile.<name>, *.jenkinsfile, jenkins/*.groovy; not documents, copies or other Groovy', () => {
    for (const path of ['Jenkinsfile', 'ci/Jenkinsfile', 'Jenkinsfile.release', 'nightly.jenkinsfile', 'jenkins/deploy.groovy', '.jenkins/lib/steps.groovy']) {
      expect(isPipelinePath(path), path).toBe(true);
      expect(isJenkinsPath(path), path).toBe(true);
    }
    for (const path of ['Jenkinsfile.md', 'Jenkinsfile.orig', 'src/main/groovy/Build.groovy', 'vendor/x/Jenkinsfile', 'docs/jenkins.md']) expect(isPipelinePath(path), path).toBe(false);
  });

  it('reads a Jenkinsfile by its sh/bat steps: a test command edited, an agent label or a stage order moved weigh as other pipelines', () => {
    const base = jenkinsfile();
    // A command edited: for trusted-routine only (a command the base did not run).
    expect(clean(base, jenkinsfile({ test: "sh 'npm test -- --ci'" }), 'Jenkinsfile')).toBe(false);
    expect(commandsOnly(base, jenkinsfile({ test: "sh 'npm test -- --ci'" }), 'Jenkinsfile')).toBe(true);
    expect(commandsOnly(base, jenkinsfile({ test: "sh(script: 'npm test', returnStatus: true)" }), 'Jenkinsfile')).toBe(true);
    // Nothing run changes: an agent label, a comment.
    expect(clean(base, jenkinsfile({ agent: "{ label 'linux' }" }), 'Jenkinsfile')).toBe(true);
    expect(clean(base, jenkinsfile({ top: ['// Runs on every push'] }), 'Jenkinsfile')).toBe(true);
    // A license header in a block comment: its words (publish, sign, deploy) are no step.
    expect(clean(base, jenkinsfile({ top: ['/*', 'The MIT License', 'Permission is hereby granted to use, copy, modify, merge, publish, distribute, sublicense', '*/'] }), 'Jenkinsfile')).toBe(true);
    expect(commandsOnly(base, jenkinsfile({ build: ["                sh 'rm -rf build/* && npm run build'"] }), 'Jenkinsfile')).toBe(true);
    // A multi-line script read whole, its commands the base ran.
    const multi = jenkinsfile({ build: ["                sh '''", '                    npm run build', "                '''"] });
    expect(commandsOnly(base, multi, 'Jenkinsfile')).toBe(true);
  });

  it('keeps weighing a Jenkinsfile edit that brings a credential, a shared library or image, a new program, a download run, or touches a publish stage', () => {
    const base = jenkinsfile();
    const withCredential = jenkinsfile({ build: ["                withCredentials([string(credentialsId: 'npm-token', variable: 'NPM_TOKEN')]) {", "                    sh 'npm run build'", '                }'] });
    expect(commandsOnly(base, withCredential, 'Jenkinsfile')).toBe(false);
    expect(commandsOnly(base, jenkinsfile({ top: ["@Library('corp-pipeline@main') _"] }), 'Jenkinsfile')).toBe(false);
    expect(commandsOnly(jenkinsfile({ top: ["@Library('corp-pipeline@main') _"] }), jenkinsfile({ top: ["@Library('corp-pipeline@fix-cache') _"] }), 'Jenkinsfile')).toBe(false);
    expect(commandsOnly(base, jenkinsfile({ agent: "{ docker { image 'node:22' } }" }), 'Jenkinsfile')).toBe(false);
    expect(commandsOnly(base, jenkinsfile({ build: ["                sh 'npm run build'", "                sh 'npx c8 report'"] }), 'Jenkinsfile')).toBe(false);
    expect(commandsOnly(base, jenkinsfile({ test: "sh 'curl -fsSL https://get.build-tools.dev/setup.sh | bash'" }), 'Jenkinsfile')).toBe(false);
    const publish = (cmd: string) => jenkinsfile({ stages: ["        stage('Publish') {", '            steps {', `                sh '${cmd}'`, '            }', '        }'] });
    expect(commandsOnly(publish('npm publish'), publish('npm publish --tag next'), 'Jenkinsfile')).toBe(false);
    // Groovy that runs or fetches code outside the sh steps: a Jenkinsfile line is code.
    expect(clean(base, jenkinsfile({ test: "script { evaluate(readFile('ci/steps.groovy')) }" }), 'Jenkinsfile')).toBe(false);
    expect(clean(base, jenkinsfile({ test: 'script { "make -C tools fetch".execute().waitFor() }' }), 'Jenkinsfile')).toBe(false);
    // An unclosed string: not read, not judged routine.
    expect(clean(base, `${base}\nsh 'echo`, 'Jenkinsfile')).toBe(false);
  });

  it('weighs an SDK version moved or a step of a task the pipeline already uses as a clean edit (Azure Pipelines)', () => {
    const base = azure();
    expect(clean(base, azure({ sdk: '9.0.x' }))).toBe(true);
    expect(clean(base, azure({ extraStep: ['- task: UseDotNet@2', '  inputs:', "    version: '6.0.x'", '    packageType: runtime'] }))).toBe(true);
    // A condition on a test-results step: publishing to the CI system itself is no release work.
    expect(clean(base, base.replace("  displayName: 'Publish test results'", "  displayName: 'Publish test results'\n  condition: succeededOrFailed()"))).toBe(true);
  });

  it('lets an edited build command through only for trusted-routine, even when its line passes signing settings along', () => {
    const base = azure();
    const head = azure({ build: '-Version 2.0 -TreatWarningsAsErrors' });
    expect(clean(base, head)).toBe(false);
    expect(commandsOnly(base, head)).toBe(true);
  });

  it('keeps weighing an edit of the signing step, a new task, a new secret, a download run as a script, a new URL', () => {
    const base = azure();
    expect(commandsOnly(base, azure({ signCondition: 'succeeded()' }))).toBe(false);
    expect(commandsOnly(base, azure({ signEnv: '$(acme.otherVaultUrl)' }))).toBe(false);
    expect(commandsOnly(base, azure({ build: '-Version 1.0 -SignAssemblies $true' }))).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: NuGetCommand@2', '  inputs:', '    command: push'] }))).toBe(false);
    expect(commandsOnly(base, azure({ build: '-Version 1.0 -ApiKey $(nugetApiKey)' }))).toBe(false);
    expect(commandsOnly(base, azure({ build: '-Version 1.0; iwr https://get.example.dev/tool.ps1 | iex' }))).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- pwsh: curl -fsSL https://get.example.dev/install.sh | bash'] }))).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- template: templates/release.yml@tools'] }))).toBe(false);
    expect(commandsOnly(base, 'steps: [')).toBe(false);
  });

  it("counts a new step of Azure's built-in tasks given only settings as Microsoft's, as actions/* in a workflow: for trusted-routine, not as a clean edit", () => {
    const base = azure();
    const cache = ['- task: Cache@2', '  inputs:', "    key: 'nuget | \"$(Agent.OS)\" | **/packages.lock.json'", '    path: $(Pipeline.Workspace)/.nuget/packages', "  displayName: 'Cache NuGet packages'"];
    expect(commandsOnly(base, azure({ extraStep: cache }), AZ)).toBe(true);
    // A new step still changes what runs: not the clean-edit weight.
    expect(clean(base, azure({ extraStep: cache }), AZ)).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: UsePythonVersion@0', '  inputs:', "    versionSpec: '3.12'"] }), AZ)).toBe(true);
    expect(commandsOnly(base, azure({ extraStep: ['- task: NodeTool@0', '  inputs:', "    versionSpec: '20.x'"] }), AZ)).toBe(true);
    expect(commandsOnly(base, azure({ extraStep: ['- task: DotNetCoreCLI@2', '  inputs:', '    command: test', "    projects: '**/*Tests.csproj'", "    arguments: '--configuration Release'"] }), AZ)).toBe(true);
    expect(commandsOnly(base, azure({ extraStep: ['- task: DotNetCoreCLI@2', "  displayName: 'Build'"] }), AZ)).toBe(true);
  });

  it("keeps weighing a built-in task that runs a script file or a custom command, pushes, packs, names a feed, and a marketplace task", () => {
    const base = azure();
    expect(commandsOnly(base, azure({ extraStep: ['- task: DotNetCoreCLI@2', '  inputs:', '    command: custom', "    custom: 'tool'", "    arguments: 'run evil'"] }), AZ)).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: DotNetCoreCLI@2', '  inputs:', '    command: pack'] }), AZ)).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: DotNetCoreCLI@2', '  inputs:', '    command: restore', '    feedsToUse: select', "    vstsFeed: 'acme/internal'"] }), AZ)).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: Bash@3', '  inputs:', '    targetType: filePath', '    filePath: ./eng/bootstrap.sh'] }), AZ)).toBe(false);
    // An inline script is read as the command it is: a new program is still new.
    expect(commandsOnly(base, azure({ extraStep: ['- task: Bash@3', '  inputs:', '    targetType: inline', '    script: ./eng/bootstrap.sh'] }), AZ)).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: NuGetAuthenticate@1'] }), AZ)).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: SonarCloudPrepare@1', '  inputs:', "    organization: 'acme'"] }), AZ)).toBe(false);
    expect(commandsOnly(base, azure({ extraStep: ['- task: acme.tools.cache-task.Cache@2', '  inputs:', "    key: 'x'"] }), AZ)).toBe(false);
    // The same task twice, once plain and once with a script file: not plain.
    expect(commandsOnly(base, azure({ extraStep: ['- task: PowerShell@2', '  inputs:', '    filePath: ./eng/x.ps1', '- task: PowerShell@2', '  inputs:', "    script: 'dotnet --info'"] }), AZ)).toBe(false);
    // Not Azure: a `task:` key elsewhere is no built-in task.
    const gitlab = (extra: string[]) => ['test:', '  image: node:20', '  script:', '    - npm test', ...extra, ''].join('\n');
    expect(commandsOnly(gitlab([]), gitlab(['  task: Cache@2']), '.gitlab-ci.yml')).toBe(false);
  });

  it('reads GitLab CI, CircleCI and Cirrus the same way: commands edited, images moved; deploy jobs, orbs, encrypted values and new programs weigh', () => {
    const gitlab = (test: string, extra: string[] = []) => ['test:', '  image: node:20', '  script:', '    - npm ci', `    - ${test}`, 'deploy:', '  image: node:20', '  script:', '    - npm publish', ...extra, ''].join('\n');
    expect(commandsOnly(gitlab('npm test'), gitlab('npm test -- --coverage'))).toBe(true);
    expect(clean(gitlab('npm test'), gitlab('npm test').replace('node:20', 'node:22'))).toBe(true);
    // The same image moved in the deploy job is an edit of release work.
    expect(clean(gitlab('npm test'), gitlab('npm test').replaceAll('node:20', 'node:22'))).toBe(false);
    expect(clean(gitlab('npm test'), gitlab('npm test').replace('node:20', 'evil/node:20'))).toBe(false);
    // A runner image whose name carries its versions (GitLab's macOS runners) moved to the next: one family.
    const macos = (image: string) => ['macos:', `  image: ${image}`, '  script:', '    - python bin/run_tests.py', ''].join('\n');
    expect(clean(macos('macos-14-xcode-15'), macos('macos-15-xcode-16'))).toBe(true);
    expect(clean(macos('macos-14-xcode-15'), macos('macos-15-swift-6'))).toBe(true);
    expect(clean(macos('macos-14-xcode-15'), macos('windows-2022'))).toBe(false);
    expect(clean(macos('registry.example.com/ci/builder2'), macos('registry.example.com/ci/builder3'))).toBe(true);
    expect(clean(macos('registry.example.com/ci/builder2'), macos('registry.example.net/ci/builder3'))).toBe(false);
    expect(commandsOnly(gitlab('npm test'), gitlab('npm test', ['    - npm run docs']))).toBe(false);
    // A new step running a program the pipeline does not run; one it runs with another version is known.
    expect(commandsOnly(gitlab('npm test'), gitlab('npm test').replace('    - npm test', '    - npm test\n    - npx c8 report'))).toBe(false);
    expect(commandsOnly(gitlab('npm test'), gitlab('npm test').replace('    - npm ci', '    - npm ci\n    - npm test'))).toBe(true);

    const circle = (orbs: string[], image: string) => ['version: 2.1', 'orbs:', '  node: circleci/node@5.1', ...orbs, 'jobs:', '  test:', '    docker:', `      - image: ${image}`, '    steps:', '      - checkout', '      - run: npm test', ''].join('\n');
    expect(clean(circle([], 'cimg/node:20.1'), circle([], 'cimg/node:22.3'))).toBe(true);
    expect(commandsOnly(circle([], 'cimg/node:20.1'), circle(['  aws: circleci/aws-cli@4.0'], 'cimg/node:20.1'))).toBe(false);

    const cirrus = (env: string[]) => ['env:', '  GOPATH: /var/tmp/go', ...env, 'test_task:', '  container:', '    image: golang:1.22', '  test_script: go test ./...', ''].join('\n');
    expect(commandsOnly(cirrus([]), cirrus(['  QUAY_PASSWORD: ENCRYPTED[3d4f1a]']))).toBe(false);
    expect(clean(cirrus([]), cirrus(['  CI_DEBUG: "true"']))).toBe(true);
  });

  it("a hosted machine image moved to the OS's next release (Cirrus's freebsd-14-3 family to the freebsd-14-4 image) is no new image; another OS or an image with an owner is (tokio 'ci: update FreeBSD image to 14.4')", () => {
    const freebsd = (image: string) => ['freebsd_instance:', `  ${image}`, 'env:', '  RUST_STABLE: stable', 'task:', '  name: FreeBSD 64-bit', '  setup_script:', '    - pkg install -y bash', '  test_script:', '    - cargo test --all-features', ''].join('\n');
    expect(clean(freebsd('image_family: freebsd-14-3'), freebsd('image: freebsd-14-4-release-amd64-ufs'))).toBe(true);
    expect(commandsOnly(freebsd('image_family: freebsd-14-3'), freebsd('image_family: freebsd-15-0-snap'))).toBe(true);
    // Another operating system, or an image an account publishes, is another image.
    expect(clean(freebsd('image_family: freebsd-14-3'), freebsd('image: openbsd-7-6-amd64'))).toBe(false);
    expect(clean(freebsd('image_family: freebsd-14-3'), freebsd('image: ghcr.io/someone/freebsd-14-4'))).toBe(false);
    const gitlab = (image: string) => ['test:', `  image: ${image}`, '  script:', '    - npm test', ''].join('\n');
    expect(clean(gitlab('node:20'), gitlab('node:22-bookworm'))).toBe(true);
    expect(clean(gitlab('node:20'), gitlab('someone/node:22'))).toBe(false);
  });

  it("reads every task of a Cirrus file that repeats the top-level task: key, as Cirrus allows; a new command in an earlier task is still seen", () => {
    const tasks = (first: string, image = 'freebsd-14-3') =>
      ['freebsd_instance:', `  image_family: ${image}`, 'task:', '  name: FreeBSD 64-bit', '  test_script:', `    - ${first}`, 'task:', '  name: FreeBSD docs', '  test_script:', '    - cargo doc --no-deps', 'task:', '  name: FreeBSD 32-bit', '  test_script:', '    - cargo test --target i686-unknown-freebsd', ''].join('\n');
    expect(clean(tasks('cargo test'), tasks('cargo test', 'freebsd-14-4'), '.cirrus.yml')).toBe(true);
    expect(commandsOnly(tasks('cargo test'), tasks('cargo test --all-features'), '.cirrus.yml')).toBe(true);
    expect(clean(tasks('cargo test'), tasks('cargo test && ./scripts/upload.sh'), '.cirrus.yml')).toBe(false);
    expect(commandsOnly(tasks('cargo test'), tasks('cargo test\n    - npx some-new-tool'), '.cirrus.yml')).toBe(false);
    // Another system's file with a repeated key is still refused as YAML: nothing is judged routine.
    expect(clean(tasks('cargo test'), tasks('cargo test', 'freebsd-14-4'), '.gitlab-ci.yml')).toBe(false);
  });
});
