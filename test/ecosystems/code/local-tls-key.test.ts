import { describe, expect, it } from 'vitest';
import { isLocalOrExampleName, localCertificateOfKey, localCertificates, MAX_PEM_BLOCKS, pemBlocks } from '../../../src/ecosystems/code/local-tls-key.js';
import { LOCALHOST_CERTIFICATE, LOCALHOST_KEY, NAMED_HOST_CERTIFICATE, NAMED_HOST_KEY, UNRELATED_KEY } from '../../support/tls-fixtures.js';

describe('isLocalOrExampleName', () => {
  it('loopback names and addresses and the reserved example names are local', () => {
    for (const name of ['localhost', 'LOCALHOST', 'app.localhost', '*.localhost', 'localhost.localdomain', '127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', 'example.com', '*.example.org', 'www.example.net', 'api.test', 'shop.example', 'nothing.invalid']) {
      expect(isLocalOrExampleName(name), name).toBe(true);
    }
  });

  it('a real host, a private address, an mDNS name or a name that only starts like a local one is not', () => {
    for (const name of ['example.com.evil.io', 'localhost.evil.io', 'examples.com', 'myexample.com', 'api.acme-payments.io', '10.0.0.1', '192.168.1.20', '0.0.0.0', 'printer.local', 'testing.io', 'fe80:0:0:0:0:0:0:1', '']) {
      expect(isLocalOrExampleName(name), name).toBe(false);
    }
  });
});

describe('localCertificates and localCertificateOfKey', () => {
  const text = (...blocks: (readonly string[])[]) => blocks.map((b) => b.join('\n')).join('\n');

  it('reads a certificate for localhost as local and finds its key, indented or joined with \\n escapes', () => {
    const certificates = localCertificates([{ path: 'tls/dev.crt', text: text(LOCALHOST_CERTIFICATE) }]);
    expect(certificates.map((c) => [c.path, c.names])).toEqual([['tls/dev.crt', ['localhost', '127.0.0.1', '0:0:0:0:0:0:0:1']]]);
    expect(localCertificateOfKey(text(LOCALHOST_KEY), certificates)?.path).toBe('tls/dev.crt');
    const escaped = `${LOCALHOST_KEY[0]}\n    ${LOCALHOST_KEY.slice(1, -1).join('\\n')}\n    ${LOCALHOST_KEY.at(-1)}`;
    expect(localCertificateOfKey(escaped, certificates)?.path).toBe('tls/dev.crt');
  });

  it('reads no local certificate for a real host, and no match for another key, an unreadable key or hostile text', () => {
    expect(localCertificates([{ path: 'tls/api.crt', text: text(NAMED_HOST_CERTIFICATE) }])).toEqual([]);
    const certificates = localCertificates([{ path: 'tls/dev.crt', text: text(LOCALHOST_CERTIFICATE) }]);
    expect(localCertificateOfKey(text(UNRELATED_KEY), certificates)).toBeNull();
    expect(localCertificateOfKey(text(NAMED_HOST_KEY), certificates)).toBeNull();
    expect(localCertificateOfKey('-----BEGIN PRIVATE KEY-----\n"not base64"\n-----END PRIVATE KEY-----', certificates)).toBeNull();
    expect(localCertificateOfKey(`-----BEGIN PRIVATE KEY-----\n${'A'.repeat(20_000)}\n-----END PRIVATE KEY-----`, certificates)).toBeNull();
    expect(localCertificates([{ path: 'x.crt', text: `-----BEGIN CERTIFICATE-----\n${'QUJD'.repeat(50)}\n-----END CERTIFICATE-----` }])).toEqual([]);
    // Two keys in one match: neither is read alone.
    expect(localCertificateOfKey(text(LOCALHOST_KEY, UNRELATED_KEY), certificates)).toBeNull();
  });

  it(`reads at most ${MAX_PEM_BLOCKS} blocks of a text, each search bounded: headers without end markers, labels without closing dashes`, () => {
    const headers = '-----BEGIN CERTIFICATE-----\nQUJD\n'.repeat(50_000);
    const blocks = pemBlocks(headers, (label) => label === 'CERTIFICATE');
    expect(blocks).toHaveLength(MAX_PEM_BLOCKS);
    expect(blocks.every((b) => b.base64 === null)).toBe(true);
    // A label never closed, then a real block: the open label is skipped, the block still read.
    const open = `-----BEGIN ${'X'.repeat(5_000)}\n${LOCALHOST_CERTIFICATE.join('\n')}`;
    expect(pemBlocks(open, (label) => label === 'CERTIFICATE').map((b) => b.base64 !== null)).toEqual([true]);
    // The certificates of a hostile file are read no further than the cap either.
    expect(localCertificates([{ path: 'x.pem', text: headers }])).toEqual([]);
  });
});
