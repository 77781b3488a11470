/**
 * The images a shell script runs with `docker run` (`docker container run`, `docker create`,
 * `podman run`, `sudo` before them): the first word after the command's options. A container started
 * so runs whatever its tag points at, with the files and variables the command hands it, as a
 * `container:` image does. Linear and bounded: at most MAX_COMMANDS commands and MAX_WORDS words each.
 */
import { splitImageRef } from '../dockerfile/image.js';
import { joinContinuations } from './continuation.js';

export interface DockerRun {
  /** The image reference as written (`ghcr.io/acme/lint`, `node:20`). */
  readonly image: string;
  /** The command line's text (trimmed), to find its line. */
  readonly text: string;
}

const MAX_COMMANDS = 500;
const MAX_WORDS = 200;
/**
 * A command that starts a container: docker's or podman's `run`, `container run` or `create`, after
 * the shell words that may come before a command in a list (`if …; then docker run …; fi`, `else
 * docker run`, `do`, `!`, `(`, `{`, `time`, `exec`, `nohup`, `command`).
 */
const RUN_COMMAND = /^(?:(?:then|else|elif|if|do|while|until|time|exec|nohup|command|!)\s+|[({]\s*){0,4}(?:sudo\s+(?:-\S+\s+)?)?(?:docker|podman)\s+(?:container\s+)?(?:run|create)(?=\s|$)/;
/** `docker run`'s options that take no value (`--rm`, `-it`, `--privileged`). */
const FLAG_OPTIONS = new Set(['--rm', '--detach', '--interactive', '--tty', '--privileged', '--init', '--read-only', '--publish-all', '--quiet', '--no-healthcheck', '--oom-kill-disable', '--help']);
/** Short options that take no value, alone or run together (`-d`, `-it`, `-dit`). */
const SHORT_FLAGS = /^-[dtiPq]{1,5}$/;
/** Built, loaded or tagged images of a script: their names are the job's own (`docker build -t app .`, `docker tag a app`, `docker load`). */
const BUILT_TAG = /(?:^|\s)(?:-t|--tag)(?:\s+|=)["']?([^\s"';&|]{1,300})/g;
const TAGGED = /\b(?:docker|podman)\s+(?:image\s+)?tag\s+\S{1,300}\s+["']?([^\s"';&|]{1,300})/g;
/** A workflow expression, and a quoted string (which may hold spaces). */
const EXPRESSION = /\$\{\{[^}]{0,300}\}\}/g;
const QUOTED = /"[^"\s]{0,200}\s[^"\n]{0,300}"|'[^'\s]{0,200}\s[^'\n]{0,300}'/g;
/** An image reference as written: lower-case repository, optional registry, tag and digest. */
const IMAGE_SHAPE = /^[a-z0-9][\w./:-]{0,300}(?:@[\w:]{1,100})?$/;
const LOADS = /\b(?:docker|podman)\s+(?:image\s+)?(?:load|import)\b|\bdocker\s+commit\b/;

/** The name of an image reference without its tag or digest, lower-cased (`ghcr.io/acme/app:1` → `ghcr.io/acme/app`). */
export function imageName(reference: string): string {
  return splitImageRef(reference).name.toLowerCase();
}

/** Names of the images a script builds, tags or loads (`null` for a load: any name may be the job's own). */
export function builtImageNames(script: string): Set<string> | null {
  if (LOADS.test(script)) return null;
  const names = new Set<string>();
  for (const line of script.split('\n')) {
    if (!/\b(?:docker|podman|buildx|buildah|nerdctl)\b/.test(line)) continue;
    if (/\bbuild\b/.test(line)) for (const m of line.matchAll(BUILT_TAG)) names.add(imageName(m[1] ?? ''));
    for (const m of line.matchAll(TAGGED)) names.add(imageName(m[1] ?? ''));
  }
  return names;
}

/** The images `script` starts containers from, in order; references built from variables are left to the caller (parseImageRef drops them). */
export function findDockerRuns(script: string): DockerRun[] {
  if (!/\b(?:docker|podman)\b/.test(script)) return [];
  const out: DockerRun[] = [];
  let commands = 0;
  for (const { text } of joinContinuations(script.split('\n'))) {
    if (!/\b(?:run|create)\b/.test(text)) continue;
    for (const part of text.split(/&&|\|\||[;|]/)) {
      if (++commands > MAX_COMMANDS) return out;
      const command = part.trim();
      const m = RUN_COMMAND.exec(command);
      if (m === null) continue;
      // An expression (`${{ secrets.T }}`) and a quoted value with spaces (`-e "A=b c"`) are one word each.
      const words = command.slice(m[0].length).replace(EXPRESSION, '$E').replace(QUOTED, 'Q').trim().split(/\s+/, MAX_WORDS);
      for (let i = 0; i < words.length; i += 1) {
        const word = words[i] ?? '';
        if (word === '') continue;
        if (word.startsWith('-')) {
          // `--name=x` carries its value; a flag takes none; any other option takes the next word.
          if (word.includes('=') || FLAG_OPTIONS.has(word) || SHORT_FLAGS.test(word)) continue;
          i += 1;
          continue;
        }
        // A word split out of a quoted value (`-e "A=b c"`) or built by the shell is no reference to read.
        // A subshell's closing parenthesis (`(cd x && docker run img)`) is not part of it.
        const image = word.replace(/^["']|["']$/g, '').replace(/\){1,3}$/, '');
        if (IMAGE_SHAPE.test(image)) out.push({ image, text: command });
        break;
      }
    }
  }
  return out;
}
