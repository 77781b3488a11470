import type { Knex } from 'knex';
import type { Signal } from '../signal/schema.js';

export interface ScanRecord {
  readonly scanId: string;
  readonly signalId: string;
  readonly owner: string;
  readonly repo: string;
  readonly prNumber: number;
  readonly headSha: string;
  readonly source: 'api' | 'webhook';
  readonly riskLevel: string;
  readonly reviewAction: string;
  readonly createdAt: string;
}

export interface StoredScan extends ScanRecord {
  /** The signal's JSON text exactly as it was stored. */
  readonly signalJson: string;
}

export interface ScanPage {
  readonly scans: ScanRecord[];
  readonly nextCursor: string | null;
}

/** A scan to store: the signal, and its JSON text when the caller serialized it already (it answers with the same text). */
export interface ScanToSave {
  readonly scanId: string;
  readonly createdAt: string;
  readonly signal: Signal;
  /** JSON.stringify(signal), when already made: stored as is instead of serializing again. */
  readonly signalJson?: string;
}

export interface ListOptions {
  readonly limit: number;
  readonly cursor?: string | null;
  readonly since?: string | null;
}

export interface ScanStore {
  save(scan: ScanToSave): Promise<void>;
  findByScanId(scanId: string): Promise<StoredScan | undefined>;
  findBySignalId(signalId: string): Promise<StoredScan | undefined>;
  /** Newest first; `cursor` is the opaque next_cursor of the previous page; `since`: only scans made at or after it (ISO 8601). */
  listByRepository(owner: string, repo: string, options: ListOptions): Promise<ScanPage>;
  /** True when a scan of this repository's head commit from this source exists. */
  hasScanForHead(owner: string, repo: string, headSha: string, source: 'api' | 'webhook'): Promise<boolean>;
}

interface ScanRow {
  scan_id: string;
  signal_id: string;
  owner: string;
  repo: string;
  pr_number: number;
  head_sha: string;
  source: 'api' | 'webhook';
  risk_level: string;
  review_action: string;
  signal?: string;
  created_at: Date | string;
}

const SUMMARY_COLUMNS = ['scan_id', 'signal_id', 'owner', 'repo', 'pr_number', 'head_sha', 'source', 'risk_level', 'review_action', 'created_at'];

const FIND_ONE_SQL = {
  scan_id: `select ${SUMMARY_COLUMNS.join(', ')}, signal::text as signal from scans where scan_id = ? limit 1`,
  signal_id: `select ${SUMMARY_COLUMNS.join(', ')}, signal::text as signal from scans where signal_id = ? limit 1`,
} as const;

export function repoKey(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toRecord(row: ScanRow): ScanRecord {
  return {
    scanId: row.scan_id,
    signalId: row.signal_id,
    owner: row.owner,
    repo: row.repo,
    prNumber: row.pr_number,
    headSha: row.head_sha,
    source: row.source,
    riskLevel: row.risk_level,
    reviewAction: row.review_action,
    createdAt: toIso(row.created_at),
  };
}

function encodeCursor(row: ScanRecord): string {
  return Buffer.from(JSON.stringify([row.createdAt, row.scanId])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' && !Number.isNaN(Date.parse(value[0]))) {
      return [value[0], value[1]];
    }
  } catch {
    // fall through
  }
  return undefined;
}

export class KnexScanStore implements ScanStore {
  constructor(private readonly knex: Knex) {}

  async save(scan: ScanToSave): Promise<void> {
    const { signal } = scan;
    await this.knex('scans').insert({
      scan_id: scan.scanId,
      signal_id: signal.signal_id,
      owner: signal.pr.owner,
      repo: signal.pr.repo,
      repo_key: repoKey(signal.pr.owner, signal.pr.repo),
      pr_number: signal.pr.number,
      head_sha: signal.pr.head_sha,
      source: signal.meta.source,
      risk_level: signal.risk.level,
      review_action: signal.review.action,
      signal: scan.signalJson ?? JSON.stringify(signal),
      created_at: scan.createdAt,
    });
  }

  findByScanId(scanId: string): Promise<StoredScan | undefined> {
    return this.findOne('scan_id', scanId);
  }

  findBySignalId(signalId: string): Promise<StoredScan | undefined> {
    return this.findOne('signal_id', signalId);
  }

  private async findOne(column: 'scan_id' | 'signal_id', value: string): Promise<StoredScan | undefined> {
    // signal::text returns the stored JSON text untouched: no parse and re-serialise on the read
    // path. The SQL is fixed text (no query builder to compile on every read).
    const result = (await this.knex.raw(FIND_ONE_SQL[column], [value])) as { rows: ScanRow[] };
    const row = result.rows[0];
    if (row === undefined || row.signal === undefined) return undefined;
    return { ...toRecord(row), signalJson: row.signal };
  }

  async listByRepository(owner: string, repo: string, options: ListOptions): Promise<ScanPage> {
    const query = this.knex('scans')
      .select(SUMMARY_COLUMNS)
      .where('repo_key', repoKey(owner, repo))
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'scan_id', order: 'desc' },
      ])
      .limit(options.limit + 1);
    if (options.since != null) query.where('created_at', '>=', options.since);
    const after = options.cursor ? decodeCursor(options.cursor) : undefined;
    if (after !== undefined) {
      const [createdAt, scanId] = after;
      query.where((q) => q.where('created_at', '<', createdAt).orWhere((q2) => q2.where('created_at', '=', createdAt).andWhere('scan_id', '<', scanId)));
    }
    const rows = (await query) as ScanRow[];
    const scans = rows.slice(0, options.limit).map(toRecord);
    const last = scans.at(-1);
    return { scans, nextCursor: rows.length > options.limit && last !== undefined ? encodeCursor(last) : null };
  }

  async hasScanForHead(owner: string, repo: string, headSha: string, source: 'api' | 'webhook'): Promise<boolean> {
    const row = await this.knex('scans').select('scan_id').where({ repo_key: repoKey(owner, repo), head_sha: headSha, source }).first();
    return row !== undefined;
  }
}
