import { describe, expect, it } from 'vitest';
import { pipelineInjectionFindings } from '../../../src/ecosystems/automation/pipeline-injection.js';

/** ci-template-injection (docs/findings.md): outsider text pasted into, or evaluated in, another CI system's commands. */
function found(path: string, head: string, base: string | null = null): [string, string, number | null][] {
  const file = { path, previousPath: null, status: base === null ? ('added' as const) : ('modified' as const), additions: 1, deletions: 0, patch: '@@ -1 +1 @@\n+x' };
  return pipelineInjectionFindings(file, { path, base, head }).map((f) => [f.id, f.severity, f.line]);
}

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('ci-template-injection', () => {
  it('reports Azure Pipelines macros of the PR branch or commit message in script, bash and a task inline script (medium with pr: none)', () => {
    const azure = lines(
      'trigger: [main]',
      'steps:',
      '- script: echo "Building $(System.PullRequest.SourceBranch)"',
      '- bash: |',
      '    set -e',
      '    ./notify.sh "$(Build.SourceVersionMessage)"',
      '- task: PowerShell@2',
      '  inputs:',
      '    targetType: inline',
      "    script: Write-Host '$(System.PullRequest.SourceBranchName)'",
    );
    expect(found('azure-pipelines.yml', azure)).toEqual([
      ['ci-template-injection', 'high', 3],
      ['ci-template-injection', 'high', 6],
      ['ci-template-injection', 'high', 10],
    ]);
    expect(found('.azure-pipelines/ci.yml', `pr: none\n${azure}`).map(([, s]) => s)).toEqual(['medium', 'medium', 'medium']);
  });

  it('reports CircleCI << pipeline.git.branch >> in run:, directly or through a parameter given it, and Buildkite variables the upload interpolates', () => {
    const circle = lines(
      'version: 2.1',
      'jobs:',
      '  build:',
      '    parameters:',
      '      branch: {type: string}',
      '    docker: [{image: cimg/base:stable}]',
      '    steps:',
      '      - run: ./deploy.sh << parameters.branch >>',
      '      - run:',
      '          name: tag',
      '          command: docker tag app app:<< pipeline.git.branch >>',
      'workflows:',
      '  main:',
      '    jobs:',
      '      - build:',
      '          branch: << pipeline.git.branch >>',
    );
    expect(found('.circleci/config.yml', circle)).toEqual([
      ['ci-template-injection', 'high', 8],
      ['ci-template-injection', 'high', 11],
    ]);
    const buildkite = lines('steps:', '  - label: ":rocket: $BUILDKITE_BRANCH"', '    commands:', '      - echo "${BUILDKITE_MESSAGE}"', '      - ./deploy.sh $BUILDKITE_BRANCH');
    expect(found('.buildkite/pipeline.yml', buildkite)).toEqual([
      ['ci-template-injection', 'high', 4],
      ['ci-template-injection', 'high', 5],
    ]);
  });

  it('reports CircleCI pipeline values of the commit message and the GitHub App trigger parameters pasted into run:', () => {
    const circle = lines(
      'version: 2.1',
      'jobs:',
      '  notify:',
      '    parameters:',
      '      subject: {type: string}',
      '    steps:',
      '      - run: ./notify.sh "<< pipeline.git.commit.subject >>"',
      '      - run: echo "<< pipeline.trigger_parameters.github_app.commit_message >>"',
      '      - run: ./changelog.sh "<< parameters.subject >>"',
      'workflows:',
      '  main:',
      '    jobs:',
      '      - notify:',
      '          subject: << pipeline.trigger_parameters.github_app.commit_title >>',
    );
    expect(found('.circleci/config.yml', circle)).toEqual([
      ['ci-template-injection', 'high', 7],
      ['ci-template-injection', 'high', 8],
      ['ci-template-injection', 'high', 9],
    ]);
  });

  it('reports a Jenkins pipeline that interpolates the PR title, branch or author name into a sh/bat step with Groovy, or evaluates it in the shell', () => {
    const jenkins = lines(
      'pipeline {',
      '  agent any',
      '  stages {',
      "    stage('Build') {",
      '      steps {',
      '        sh "echo Building ${env.CHANGE_TITLE}"',
      '        sh(script: "git fetch origin $CHANGE_BRANCH", returnStatus: true)',
      "        sh '''",
      '          make',
      "        '''",
      '        sh """',
      '          set -e',
      '          ./notify.sh "${env.CHANGE_AUTHOR_DISPLAY_NAME}"',
      '        """',
      '        bat "echo %DATE% ${ghprbPullTitle}"',
      `        sh 'eval "./ci/$CHANGE_BRANCH.sh"'`,
      '      }',
      '    }',
      '  }',
      '}',
    );
    expect(found('Jenkinsfile', jenkins)).toEqual([
      ['ci-template-injection', 'high', 6],
      ['ci-template-injection', 'high', 7],
      ['ci-template-injection', 'high', 13],
      ['ci-template-injection', 'high', 15],
      ['ci-template-injection', 'high', 16],
    ]);
    // A Groovy variable given the title, interpolated later; in a loaded Groovy file of jenkins/.
    const scripted = lines('def title = env.CHANGE_TITLE', 'node {', '  def safe = env.BUILD_NUMBER', '  sh "echo ${safe}"', `  sh "./post-comment.sh '\${title}'"`, '  def url = "${env.CHANGE_BRANCH}/x"', '  def cmd = "curl -fsS https://ci.example/${url}"', '  sh "${cmd}"', '}');
    expect(found('jenkins/notify.groovy', scripted)).toEqual([
      ['ci-template-injection', 'high', 5],
      ['ci-template-injection', 'high', 8],
    ]);
  });

  it('is quiet on Jenkins steps that leave the variable to the shell, on Groovy echo, on the build number and BRANCH_NAME, and on comments', () => {
    const jenkins = lines(
      'pipeline {',
      '  agent any',
      '  stages {',
      "    stage('Build') {",
      '      steps {',
      '        echo "Building ${env.CHANGE_TITLE} from ${env.CHANGE_BRANCH}"',
      `        sh 'git fetch origin "$CHANGE_BRANCH"'`,
      `        sh './ci/pr-comment.sh "Build of $CHANGE_TITLE passed"'`,
      '        sh "./notify.sh \\"\\$CHANGE_TITLE\\""',
      '        sh "echo ${env.BUILD_NUMBER} ${env.CHANGE_ID} ${env.BRANCH_NAME} ${CHANGE_TARGET}"',
      '        // sh "echo ${env.CHANGE_TITLE}"',
      '        withEnv(["PR_BRANCH=${env.CHANGE_BRANCH}"]) {',
      `          sh './deploy-preview.sh "$PR_BRANCH"'`,
      '        }',
      '        script {',
      '          def title = env.CHANGE_TITLE',
      '          currentBuild.description = "PR: ${title}"',
      '          def title2 = "fixed"',
      `        sh "docker build -t app:\${env.CHANGE_BRANCH.replaceAll(/[^a-zA-Z0-9_.-]/, '-')} ."`,
      `        sh "echo \${env.CHANGE_TITLE.length()} \${env.CHANGE_TITLE.startsWith('WIP')}"`,
      `          def tag = env.CHANGE_BRANCH.replaceAll(~/[^\\w.-]/, '-')`,
      '          sh "docker push app:${tag}"',
      '          sh "echo ${title2}"',
      '        }',
      '      }',
      '    }',
      '  }',
      '}',
    );
    expect(found('Jenkinsfile', jenkins)).toEqual([]);
    const existing = lines('node {', '  sh "echo ${env.CHANGE_TITLE}"', '}');
    expect(found('ci/Jenkinsfile', lines('node {', '  sh "echo ${env.CHANGE_TITLE}"', "  sh 'make'", '}'), existing)).toEqual([]);
  });

  it('reads a hostile Jenkinsfile of one long line of steps once (a rescan of the line for each step took 7-10 s)', () => {
    const started = performance.now();
    expect(found('Jenkinsfile', 'sh """ ${x} '.repeat(40_000))).toEqual([]);
    expect(found('Jenkinsfile', 'sh "${CHANGE_TITLE '.repeat(40_000))).toEqual([['ci-template-injection', 'high', 1]]);
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('reports GitLab variables of the commit message, MR title or branch evaluated again (eval, sh -c "…", | sh)', () => {
    const gitlab = lines('build:', '  script:', '    - eval "./ci/$CI_COMMIT_BRANCH.sh"', '    - sh -c "echo $CI_MERGE_REQUEST_TITLE"', '    - echo "$CI_COMMIT_MESSAGE" | bash', '    - eval "notify $CI_EXTERNAL_PULL_REQUEST_SOURCE_BRANCH_NAME by $CI_COMMIT_AUTHOR"');
    expect(found('.gitlab-ci.yml', gitlab)).toEqual([
      ['ci-template-injection', 'high', 3],
      ['ci-template-injection', 'high', 4],
      ['ci-template-injection', 'high', 5],
      ['ci-template-injection', 'high', 6],
    ]);
  });

  it('is quiet on the variables read by the shell as data, escaped for Buildkite, outside commands, and on lines the base had', () => {
    const gitlab = lines(
      'build:',
      '  script:',
      '    - echo "$CI_COMMIT_MESSAGE"',
      '    - git checkout "$CI_COMMIT_BRANCH"',
      "    - sh -c 'echo \"$CI_MERGE_REQUEST_TITLE\"'",
      "    - eval 'echo $CI_COMMIT_TITLE'",
      '    - eval "$(ssh-agent -s)"',
    );
    expect(found('.gitlab-ci.yml', gitlab)).toEqual([]);
    const azure = lines(
      'steps:',
      '- script: echo "Building $SYSTEM_PULLREQUEST_SOURCEBRANCH at $(Build.SourceVersion)"',
      '  displayName: Build $(System.PullRequest.SourceBranch)',
      '  env:',
      '    MESSAGE: $(Build.SourceVersionMessage)',
    );
    expect(found('azure-pipelines.yml', azure)).toEqual([]);
    const buildkite = lines('steps:', '  - label: "build $BUILDKITE_BRANCH"', '    command: echo "$$BUILDKITE_MESSAGE" && ./ci.sh \\$BUILDKITE_BRANCH');
    expect(found('.buildkite/pipeline.yml', buildkite)).toEqual([]);
    const circle = lines('version: 2.1', 'jobs:', '  build:', '    steps:', '      - run: echo "$CIRCLE_BRANCH"', '      - run: echo << pipeline.number >>');
    expect(found('.circleci/config.yml', circle)).toEqual([]);
    const existing = lines('steps:', '- script: echo "$(System.PullRequest.SourceBranch)"');
    expect(found('azure-pipelines.yml', `${existing}- script: make test\n`, existing)).toEqual([]);
  });
});
