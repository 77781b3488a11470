/**
 * Bundled facts about well-known actions, so that the checks work offline: repositories that are
 * archived (read-only, no more fixes), actions that only wrap a tool the GitHub-hosted runner
 * images already carry, and actions that download a tool's latest release at run time unless told
 * a version. Each list names its sources; add entries the same way (docs/findings.md).
 */

export interface ArchivedAction {
  /** owner/repo, lower case. */
  readonly repo: string;
  /** What to use instead. */
  readonly instead: string;
}

/**
 * Archived repositories that workflows (or pre-commit configurations) still reference. Source:
 * each repository's page on GitHub, which carries the "This repository has been archived by the
 * owner" banner; cross-checked with zizmor's list (crates/zizmor/data/archived-repos.txt,
 * https://github.com/zizmorcore/zizmor). A handful that ordinary projects still use, not the whole list.
 */
export const ARCHIVED_ACTIONS: readonly ArchivedAction[] = [
  { repo: 'actions/create-release', instead: '`gh release create` in a run: step' },
  { repo: 'actions/upload-release-asset', instead: '`gh release upload` in a run: step' },
  { repo: 'actions/setup-ruby', instead: 'ruby/setup-ruby' },
  { repo: 'actions/setup-elixir', instead: 'erlef/setup-beam' },
  { repo: 'actions/setup-haskell', instead: 'haskell-actions/setup' },
  { repo: 'actions-rs/toolchain', instead: '`rustup` in a run: step (preinstalled on GitHub-hosted runners)' },
  { repo: 'actions-rs/cargo', instead: '`cargo` in a run: step' },
  { repo: 'actions-rs/clippy-check', instead: '`cargo clippy` in a run: step' },
  { repo: 'actions-rs/audit-check', instead: '`cargo audit` (or rustsec/audit-check)' },
  { repo: 'actions-rs/install', instead: '`cargo install --locked` in a run: step' },
  { repo: 'actions-rs/tarpaulin', instead: '`cargo tarpaulin` in a run: step' },
  { repo: 'actions-rs/grcov', instead: '`grcov` in a run: step' },
  { repo: 'actions-rs/components-nightly', instead: '`rustup component add` in a run: step' },
  { repo: 'gradle/gradle-build-action', instead: 'gradle/actions/setup-gradle' },
  { repo: 'crazy-max/ghaction-docker-buildx', instead: 'docker/setup-buildx-action' },
  { repo: 'marvinpinto/action-automatic-releases', instead: '`gh release create` in a run: step' },
  { repo: 'tibdex/github-app-token', instead: 'actions/create-github-app-token' },
  { repo: 'sonarsource/sonarcloud-github-action', instead: 'SonarSource/sonarqube-scan-action' },
  { repo: 'semgrep/semgrep-action', instead: 'the semgrep CLI in a run: step' },
  { repo: 'repo-sync/pull-request', instead: '`gh pr create` in a run: step' },
  { repo: 'jakejarvis/s3-sync-action', instead: '`aws s3 sync` in a run: step' },
  { repo: 'maxheld83/ghpages', instead: 'actions/deploy-pages' },
  { repo: 'technote-space/get-diff-action', instead: '`git diff --name-only` in a run: step' },
  { repo: 'paambaati/codeclimate-action', instead: 'the Code Climate test reporter in a run: step' },
  // pre-commit hook repositories (checked in .pre-commit-config.yaml).
  { repo: 'pre-commit/mirrors-prettier', instead: 'a local hook that runs the project\'s own prettier' },
  { repo: 'pre-commit/mirrors-isort', instead: 'PyCQA/isort' },
  { repo: 'pre-commit/mirrors-autopep8', instead: 'hhatto/autopep8' },
  { repo: 'pycqa/pydocstyle', instead: 'ruff (rules D)' },
  { repo: 'dnephin/pre-commit-golang', instead: 'golangci/golangci-lint\'s own hooks' },
];

const ARCHIVED = new Map(ARCHIVED_ACTIONS.map((a) => [a.repo, a]));

/** The archived entry for `owner/repo[/path]`, or undefined. */
export function archivedAction(name: string): ArchivedAction | undefined {
  return ARCHIVED.get(name.toLowerCase().split('/').slice(0, 2).join('/'));
}

/**
 * Actions whose whole job is done by a tool GitHub-hosted runner images already carry (gh, git,
 * docker, jq, rustup; https://github.com/actions/runner-images lists the software of each image).
 * The same list as zizmor's superfluous-actions audit documents (docs.zizmor.sh/audits).
 */
export const SUPERFLUOUS_ACTIONS: Readonly<Record<string, string>> = {
  'ncipollo/release-action': '`gh release create`',
  'softprops/action-gh-release': '`gh release create`',
  'elgohr/github-release-action': '`gh release create`',
  'peter-evans/create-pull-request': '`gh pr create`',
  'peter-evans/create-or-update-comment': '`gh pr comment` or `gh issue comment`',
  'dacbd/create-issue-action': '`gh issue create`',
  'actions-ecosystem/action-add-labels': '`gh issue edit --add-label` / `gh pr edit --add-label`',
  'actions-ecosystem/action-remove-labels': '`gh issue edit --remove-label` / `gh pr edit --remove-label`',
  'svenstaro/upload-release-action': '`gh release upload`',
  'addnab/docker-run-action': '`docker run` (or a container: job)',
  'sergeysova/jq-action': '`jq`',
  'dtolnay/rust-toolchain': '`rustup toolchain install`',
  'stefanzweifel/git-auto-commit-action': '`git add`, `git commit` and `git push`',
  'endbug/add-and-commit': '`git add`, `git commit` and `git push`',
};

/**
 * Actions that download their tool's latest release when no version is given (or `latest` is):
 * pinning the action by SHA does not pin the tool. Source: each action's README (input
 * `version`, default `latest`).
 */
export const LATEST_TOOL_ACTIONS: Readonly<Record<string, { input: string; tool: string }>> = {
  'aquasecurity/setup-trivy': { input: 'version', tool: 'trivy' },
  '1password/load-secrets-action': { input: 'version', tool: 'the 1Password CLI' },
  'hashicorp/setup-terraform': { input: 'terraform_version', tool: 'terraform' },
};

/**
 * Widely used actions (owner/repo), the targets of look-alike names: GitHub's own setup, cache,
 * artifact and release actions and the most used third-party ones (Docker, cloud sign-in,
 * publishing, linters, language toolchains), as listed in GitHub's Marketplace and in
 * OpenSSF Scorecard's top-dependency reports. Lower case.
 */
export const POPULAR_ACTIONS: readonly string[] = `
actions/checkout actions/setup-node actions/setup-python actions/setup-java actions/setup-go actions/setup-dotnet
actions/cache actions/upload-artifact actions/download-artifact actions/github-script actions/labeler actions/stale
actions/create-github-app-token actions/deploy-pages actions/upload-pages-artifact actions/configure-pages
actions/attest-build-provenance actions/dependency-review-action actions/first-interaction
docker/login-action docker/build-push-action docker/setup-buildx-action docker/setup-qemu-action docker/metadata-action
docker/bake-action github/codeql-action aws-actions/configure-aws-credentials aws-actions/amazon-ecr-login
azure/login azure/webapps-deploy google-github-actions/auth google-github-actions/setup-gcloud hashicorp/setup-terraform
pypa/gh-action-pypi-publish softprops/action-gh-release ncipollo/release-action peter-evans/create-pull-request
peter-evans/create-or-update-comment codecov/codecov-action dtolnay/rust-toolchain swatinem/rust-cache ruby/setup-ruby
astral-sh/setup-uv astral-sh/ruff-action pnpm/action-setup gradle/actions golangci/golangci-lint-action
goreleaser/goreleaser-action jamesives/github-pages-deploy-action peaceiris/actions-gh-pages tj-actions/changed-files
dorny/paths-filter dorny/test-reporter shivammathur/setup-php subosito/flutter-action sigstore/cosign-installer
slsa-framework/slsa-github-generator ossf/scorecard-action step-security/harden-runner release-drafter/release-drafter
changesets/action googleapis/release-please-action dependabot/fetch-metadata endbug/add-and-commit
stefanzweifel/git-auto-commit-action mikepenz/action-junit-report slackapi/slack-github-action aquasecurity/trivy-action
anchore/scan-action cachix/install-nix-action determinatesystems/nix-installer-action denoland/setup-deno
oven-sh/setup-bun erlef/setup-beam julia-actions/setup-julia conda-incubator/setup-miniconda mamba-org/setup-micromamba
microsoft/setup-msbuild ilammy/msvc-dev-cmd lukka/run-vcpkg amannn/action-semantic-pull-request
marocchino/sticky-pull-request-comment super-linter/super-linter reviewdog/action-setup zizmorcore/zizmor-action
crazy-max/ghaction-import-gpg appleboy/ssh-action cloudflare/wrangler-action haskell-actions/setup
`
  .split(/\s+/)
  .filter((name) => name !== '');
