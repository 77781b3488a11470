import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';

export interface ImageRef {
  /** Repository without tag or digest, e.g. `node`, `ghcr.io/acme/tool`. */
  readonly name: string;
  readonly tag: string | null;
  readonly digest: string | null;
}

/** Splits `registry/name:tag@sha256:…`; null for `scratch` and references built from variables. */
export function parseImageRef(reference: string): ImageRef | null {
  const ref = reference.trim().replace(/^docker:\/\//, '');
  if (ref === '' || ref === 'scratch' || ref.includes('${{') || ref.includes('$')) return null;
  return splitImageRef(ref);
}

/** Splits a reference as written into its name, tag and digest, whatever it holds (`ghcr.io/acme/app:${{ github.sha }}` too). */
export function splitImageRef(ref: string): ImageRef {
  const at = ref.indexOf('@');
  const digest = at >= 0 ? ref.slice(at + 1) : null;
  const rest = at >= 0 ? ref.slice(0, at) : ref;
  const slash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  if (colon > slash) return { name: rest.slice(0, colon), tag: rest.slice(colon + 1), digest };
  return { name: rest, tag: null, digest };
}

export function isDigestPinned(image: ImageRef): boolean {
  return image.digest !== null && /^sha256:[0-9a-f]{64}$/.test(image.digest);
}

/** `docker-unpinned-image`: low for a tag, medium for no tag or `latest`. */
export function unpinnedImageFinding(reference: string, path: string, line: number | null, where: string): KeyedFinding | null {
  const image = parseImageRef(reference);
  if (image === null || isDigestPinned(image)) return null;
  const floating = image.tag === null || image.tag === 'latest';
  return makeFinding({
    id: 'docker-unpinned-image',
    severity: floating ? 'medium' : 'low',
    title: `Container image ${reference.trim()} is not pinned by digest`,
    detail:
      `${where} uses ${reference.trim()}${floating ? ', a moving tag,' : ''} without an @sha256 digest: ` +
      'whoever controls the tag controls what runs. Pin it as name:tag@sha256:<digest>.',
    path,
    line,
    package: image.name,
    // A step's `uses: docker://bitnami/git:latest` runs the image a job's `container: bitnami/git:latest` runs: one subject.
    subject: reference.trim().replace(/^docker:\/\//, ''),
  });
}
