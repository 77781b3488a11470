/** Network endpoints that stolen data and second stages go to, shared by the code rules and the build-code reader. */

export const RAW_IP_URL = /\b(?:https?|tcp|udp|wss?|ftp):\/\/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])/i;
export const EXFIL_HOST =
  /\b(?:pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|rentry\.(?:co|org)|dpaste\.(?:com|org)|transfer\.sh|ngrok(?:-free)?\.(?:io|app|dev)|discord(?:app)?\.com\/api\/webhooks|hooks\.slack\.com\/services|api\.telegram\.org\/bot|webhook\.site|requestbin\.\w+|pipedream\.net|burpcollaborator\.net|oastify\.com|interact\.sh|oast\.(?:fun|me|live|site|online|pro)|trycloudflare\.com|serveo\.net|localtunnel\.me|loca\.lt|file\.io|0x0\.st|termbin\.com|paste\.rs|ix\.io|sprunge\.us|bpa\.st|clbin\.com|justpaste\.it|controlc\.com|catbox\.moe|gofile\.io|bashupload\.com|tmpfiles\.org|oshi\.at)\b/i;

/** The first URL on a bare public IP address in the text (`http://45.77.12.9/x` gives `http://45.77.12.9`), or null. */
export function publicIpUrl(text: string): string | null {
  const ip = RAW_IP_URL.exec(text);
  if (ip === null) return null;
  const parts = ip.slice(1, 5).map(Number);
  return parts.every((n) => n <= 255) && !isPrivateAddress(parts) ? ip[0] : null;
}

/**
 * A call that opens a raw socket to a host it is given: Python's `socket.create_connection((h, p))`
 * and `s.connect((h, p))`, Node's `net.connect(p, h)`/`net.createConnection`, Go's `net.Dial("tcp", "h:p")`,
 * Rust's `TcpStream::connect("h:p")`, Java's `new Socket(h, p)`, C#'s `new TcpClient(h, p)`, Ruby's
 * `TCPSocket.new(h, p)`, PHP's `fsockopen(h, p)`.
 */
export const SOCKET_CALL = /\b(?:create_connection|connect|createConnection|Dial(?:Timeout)?|DialTCP|fsockopen|stream_socket_client)\s*\(|\b(?:TCPSocket|UDPSocket|Socket)\.(?:new|open)\b|\bnew\s+(?:Socket|TcpClient|UdpClient)\s*\(/;
/** A string literal that is only an IPv4 address, maybe with a port (`'45.61.136.21'`, `"45.61.136.21:4444"`, `tcp://` aside). */
const QUOTED_IP = /["'`](\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d{1,5})?["'`]/g;
/** Public DNS resolvers: a program connects to them (a UDP socket to 8.8.8.8 finds the machine's own address) and sends them nothing of its own. */
/** The addresses RFC 5737 reserves for documentation and examples (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24): no host is there. */
const DOCUMENTATION_RANGE = /^(?:192\.0\.2|198\.51\.100|203\.0\.113)\./;
const PUBLIC_RESOLVERS: ReadonlySet<string> = new Set(['8.8.8.8', '8.8.4.4', '1.1.1.1', '1.0.0.1', '9.9.9.9', '149.112.112.112', '208.67.222.222', '208.67.220.220']);

/**
 * The first string literal of the text that is a bare public IPv4 address (not a public DNS
 * resolver), or null: read on the lines of a hunk that opens a raw socket (SOCKET_CALL), where
 * the address is the host it connects to, on the call's line or assigned a line before.
 */
export function quotedPublicIp(text: string): string | null {
  QUOTED_IP.lastIndex = 0;
  for (const m of text.matchAll(QUOTED_IP)) {
    const parts = m.slice(1, 5).map(Number);
    const ip = parts.join('.');
    if (parts.every((n) => n <= 255) && !isPrivateAddress(parts) && !PUBLIC_RESOLVERS.has(ip) && !DOCUMENTATION_RANGE.test(ip)) return ip;
  }
  return null;
}

/** A URL's host name (letters, digits, dots and dashes). */
const URL_HOST = /\b(?:https?|tcp|udp|wss?|ftp):\/\/([\w.-]{1,253})/gi;
/** Four numbers joined by dashes or dots inside a longer host name, each between dots or dashes. */
const IP_LABELS = /(?:^|[.-])(\d{1,3})[-.](\d{1,3})[-.](\d{1,3})[-.](\d{1,3})(?=[.-])/;

/**
 * The first URL host in the text that spells a public IPv4 address inside a longer name: the
 * wildcard-DNS services that answer any address written into a name (`45-139-104-115.sslip.io`,
 * `1.2.3.4.nip.io`), throwaway hosting subdomains (`name.45-139-104-115.plesk.page`, the GhostAction
 * campaign's collector) and cloud machines' public names (`ec2-3-91-22-4.compute-1.amazonaws.com`):
 * a bare machine under a name, or null.
 */
export function ipInHostname(text: string): string | null {
  if (!text.includes('://')) return null;
  URL_HOST.lastIndex = 0;
  for (let m = URL_HOST.exec(text); m !== null; m = URL_HOST.exec(text)) {
    const host = (m[1] ?? '').toLowerCase();
    const ip = IP_LABELS.exec(host);
    if (ip === null) continue;
    const parts = ip.slice(1, 5).map(Number);
    if (parts.every((n) => n <= 255) && !isPrivateAddress(parts)) return host;
  }
  return null;
}

/** A bare public IP address (or one spelled in a host name) or a paste, tunnel or webhook service: where stolen data and second stages go. */
export function isSuspiciousEndpoint(text: string): boolean {
  return EXFIL_HOST.test(text) || publicIpUrl(text) !== null || ipInHostname(text) !== null;
}

/** Private, loopback, link-local, carrier-grade NAT and multicast ranges: not somewhere data leaves to. */
export function isPrivateAddress(parts: readonly number[]): boolean {
  const [a = 0, b = 0] = parts;
  return a === 10 || a === 127 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}

/** A host's last two labels (`api.example.co` → `example.co`): the domain two hosts are compared by. */
export function domainOf(host: string): string {
  return host.split('.').slice(-2).join('.');
}
