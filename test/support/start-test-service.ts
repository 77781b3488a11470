import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { PortUnavailableError, startService, type RunningService } from '../../src/service.js';
import { freshDatabaseUrl, TEST_DATABASE_URL } from './test-database.js';

export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString('base64');

/**
 * The kernel's range of ephemeral ports (`ip_local_port_range`): the local ports of outgoing
 * connections. A port from listen(0) is one of them, so a test's (or PostgreSQL's, or the other
 * suite's) outgoing connection can take it between the probe and the service's own listen: CI runs
 * two whole suites at once, and that race failed a run with EADDRINUSE. Ports below the range are
 * never handed out that way.
 */
function ephemeralRange(): readonly [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low !== undefined && high !== undefined && Number.isInteger(low) && Number.isInteger(high)) return [low, high];
  } catch {
    // not Linux: the IANA range, which macOS and Windows use.
  }
  return [49152, 65535];
}

const LOWEST_CHOSEN_PORT = 10_000;

/** Listens on 127.0.0.1:port and closes again: the port (0: the kernel's choice), or null when it is taken. */
function probePort(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(null) : reject(error)));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(chosen));
    });
  });
}

/**
 * A port that is free now and that no outgoing connection will take: chosen at random below the
 * ephemeral range (where only listeners live), checked by listening on it. Where that range starts
 * too low to leave room, the kernel's choice.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  if (ephemeralLow - LOWEST_CHOSEN_PORT >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = await probePort(LOWEST_CHOSEN_PORT + randomInt(ephemeralLow - LOWEST_CHOSEN_PORT));
      if (port !== null) return port;
    }
  }
  const port = await probePort(0);
  if (port === null) throw new Error('no free port');
  return port;
}

export interface TestService {
  readonly service: RunningService;
  readonly config: Config;
  /** http://127.0.0.1:PORT, also the service's BASE_URL. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The whole service in this process, on a fresh PostgreSQL database (DATABASE_URL set) or an
 * in-memory PGlite, listening on a free port whose address is also its BASE_URL.
 */
export async function startTestService(env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-test-'));
  const fresh = TEST_DATABASE_URL !== null ? await freshDatabaseUrl(TEST_DATABASE_URL) : null;
  // The port is chosen before the service listens (it is also BASE_URL): another process (the
  // other suite CI runs at the same time) can take it in between. Then another port is chosen.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      LOG_LEVEL: 'silent',
      // Tests read registries only from test/support/registry-server.ts, when they ask for it.
      REGISTRY_LOOKUPS: 'off',
      RATE_LIMIT_ANONYMOUS: '1000',
      RATE_LIMIT_AUTHENTICATED: '1000',
      ...(fresh !== null ? { DATABASE_URL: fresh.url } : {}),
      ...env,
    });
    let service: RunningService;
    try {
      service = await startService(config, { logger: options.logger ?? createLogger('silent'), inMemoryDatabase: true });
    } catch (error) {
      if (error instanceof PortUnavailableError && attempt < 5 && env.PORT === undefined) continue;
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
    return {
      service,
      config,
      url: `http://127.0.0.1:${port}`,
      async close() {
        await service.close();
        await fresh?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

/** A user with a stored GitHub token and a session cookie, without going through OAuth. */
export async function signInDirectly(t: TestService, user: { githubId: string; login: string; token: string }): Promise<{ userId: string; cookie: string }> {
  const { accounts, users } = t.service.services;
  const created = await users.upsert({ githubId: user.githubId, login: user.login, name: null, avatarUrl: null, token: { encryptedToken: t.service.encryptor.encrypt(user.token), expiresAt: null, encryptedRefreshToken: null, refreshTokenExpiresAt: null }, now: new Date() });
  const session = await accounts.createSession(created.id);
  return { userId: created.id, cookie: `svc_session=${session}` };
}
