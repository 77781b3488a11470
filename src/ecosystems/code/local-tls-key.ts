import { createPrivateKey, X509Certificate } from 'node:crypto';

/**
 * A private key added with its certificate, when that certificate is issued only to loopback or
 * reserved example names (`CN=localhost`, `DNS:localhost`, `IP:127.0.0.1`, `IP:::1`, `*.localhost`,
 * `example.com`, `*.test`): a throwaway key for local TLS, as a web framework's development target
 * or a TLS example carries one (a replay of a Swift web framework's history rated the maintainer's
 * `TLSData.sampleServerPrivateKeyPEM`, beside its `O=… Development Example Server, CN=localhost`
 * certificate, critical). No public certificate authority issues a certificate for those names, so
 * the key opens nothing anyone else trusts.
 *
 * Read with node's own X.509 parser (OpenSSL), on PEM text as source code writes it: the lines of a
 * PEM block, indented or not, joined by real newlines or by `\n` escapes (a multi-line string
 * literal), the same shapes the private-key rule reads. The key must be the certificate's own key
 * (X509Certificate#checkPrivateKey): a key that no local certificate of the PR matches, or that
 * cannot be read (an encrypted key, an OpenSSH key), is still critical. Everything is bounded: PEM
 * bodies of at most MAX_PEM_BASE64 characters, at most MAX_CERTIFICATES certificates a PR, and a
 * parser that throws reads as no certificate.
 */

/** Base64 characters of one PEM body: an RSA 8192 key is about 6,600. */
const MAX_PEM_BASE64 = 12_000;
/** Certificates read from one PR's added lines. */
const MAX_CERTIFICATES = 16;

/** A certificate of the PR that names only loopback or example hosts, with the file that adds it. */
export interface LocalCertificate {
  readonly path: string;
  readonly names: readonly string[];
  readonly certificate: X509Certificate;
}

/** The base64 of a PEM body as source writes it (indented lines, `\n` escapes between them), or null when it holds anything else. */
function base64Body(body: string): string | null {
  const base64 = body.replace(/\\[nr]/g, '').replace(/\s+/g, '');
  if (base64.length === 0 || base64.length > MAX_PEM_BASE64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  return base64;
}

/** PEM blocks of wanted labels read from one text: past it, the rest are not read. */
export const MAX_PEM_BLOCKS = 64;
/** The longest label between `-----BEGIN ` and its closing dashes. */
const MAX_LABEL = 60;

/**
 * Each `-----BEGIN <label>-----` … `-----END <label>-----` block of `text` whose label passes
 * `wanted`: the label and the base64 body (null when unreadable), at most MAX_PEM_BLOCKS. Each
 * search looks only as far as a label or a body may reach (MAX_LABEL, MAX_PEM_BASE64 twice), so that
 * a text of many headers and no end markers is read in linear time.
 */
export function pemBlocks(text: string, wanted: (label: string) => boolean): { label: string; base64: string | null }[] {
  const blocks: { label: string; base64: string | null }[] = [];
  let from = 0;
  while (blocks.length < MAX_PEM_BLOCKS) {
    const begin = text.indexOf('-----BEGIN ', from);
    if (begin < 0) break;
    const labelAt = begin + 11;
    const labelLength = text.slice(labelAt, labelAt + MAX_LABEL + 5).indexOf('-----');
    if (labelLength < 0 || labelLength > MAX_LABEL) {
      from = labelAt;
      continue;
    }
    const label = text.slice(labelAt, labelAt + labelLength);
    from = labelAt + labelLength + 5;
    if (!wanted(label)) continue;
    const endMarker = `-----END ${label}-----`;
    const within = text.slice(from, from + MAX_PEM_BASE64 * 2 + endMarker.length).indexOf(endMarker);
    // No end marker near: a header constant or half a key, which the private-key rules read on their own.
    if (within < 0) {
      blocks.push({ label, base64: null });
      continue;
    }
    blocks.push({ label, base64: base64Body(text.slice(from, from + within)) });
    from += within + endMarker.length;
  }
  return blocks;
}

/** A PEM block rebuilt in the canonical form OpenSSL reads. */
function canonicalPem(label: string, base64: string): string {
  const lines: string[] = [];
  for (let i = 0; i < base64.length; i += 64) lines.push(base64.slice(i, i + 64));
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/**
 * A loopback or reserved example name: `localhost`, `*.localhost`, `localhost.localdomain`,
 * 127.0.0.0/8, `::1`; `example.com`, `example.net`, `example.org` and their subdomains; the
 * reserved top-level names `.example`, `.test`, `.invalid`, `.localhost` (RFC 2606, RFC 6761).
 * Not `.local`: multicast DNS names a host of a real network.
 */
export function isLocalOrExampleName(name: string): boolean {
  const host = name.toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
  if (host === 'localhost' || host === 'localhost.localdomain' || host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) return false;
  return /(?:^|\.)example\.(?:com|net|org)$/.test(host) || /(?:^|\.)(?:example|test|invalid|localhost)$/.test(host);
}

/**
 * The names a certificate is issued to: its subject's common names and its subjectAltName's DNS
 * names and IP addresses; null when it carries any other kind of name (an e-mail address, a URI, a
 * quoted value node escapes), which is not read as local.
 */
function certificateNames(certificate: X509Certificate): string[] | null {
  const names: string[] = [];
  for (const line of certificate.subject.split('\n')) {
    if (line.startsWith('CN=')) names.push(line.slice(3));
  }
  const alt = certificate.subjectAltName;
  if (alt !== undefined) {
    for (const entry of alt.split(', ')) {
      if (entry.startsWith('DNS:')) names.push(entry.slice(4));
      else if (entry.startsWith('IP Address:')) names.push(entry.slice(11));
      else return null;
    }
  }
  return names;
}

/** The certificates among `files` (a path and the added lines of that file, joined) that name only loopback or example hosts. */
export function localCertificates(files: Iterable<{ readonly path: string; readonly text: string }>): LocalCertificate[] {
  const found: LocalCertificate[] = [];
  let read = 0;
  for (const { path, text } of files) {
    if (!text.includes('-----BEGIN CERTIFICATE-----')) continue;
    for (const { base64 } of pemBlocks(text, (label) => label === 'CERTIFICATE')) {
      if (read >= MAX_CERTIFICATES) return found;
      read += 1;
      if (base64 === null) continue;
      try {
        const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
        const names = certificateNames(certificate);
        if (names !== null && names.length > 0 && names.every(isLocalOrExampleName)) found.push({ path, names: [...new Set(names)], certificate });
      } catch {
        // Not a certificate OpenSSL reads: no local certificate.
      }
    }
  }
  return found;
}

/**
 * The local certificate whose key `keyText` (one PEM private key block, as the private-key rule
 * matched it) is, or null: when the key cannot be read (encrypted, OpenSSH, damaged) or no local
 * certificate has it.
 */
export function localCertificateOfKey(keyText: string, certificates: readonly LocalCertificate[]): LocalCertificate | null {
  if (certificates.length === 0) return null;
  const blocks = pemBlocks(keyText, (label) => label.endsWith('PRIVATE KEY'));
  const block = blocks[0];
  if (blocks.length !== 1 || block === undefined || block.base64 === null) return null;
  try {
    const key = createPrivateKey({ key: canonicalPem(block.label, block.base64), format: 'pem' });
    return certificates.find((c) => c.certificate.checkPrivateKey(key)) ?? null;
  } catch {
    return null;
  }
}
