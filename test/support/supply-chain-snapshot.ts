/** Builders for supply-chain analyzer tests: changed files with base and head content, analyzed at the default clock. */
import { expect } from 'vitest';
import { analyzeSupplyChain } from '../../src/analyzers/supply-chain.js';
import type { AnalyzerInput } from '../../src/analyzers/context.js';
import { RepoConfig } from '../../src/repo-config/schema.js';
import { SupplyChainSection } from '../../src/signal/schema.js';
import type { FileStatus, PrSnapshot, SnapshotContent, SnapshotFile } from '../../src/snapshot/pr-snapshot.js';
import { createAnalyzerContext } from '../../src/analyzers/context.js';
import { DEFAULT_NOW, makeFile, makeSnapshot } from './snapshot-factory.js';

export interface Change {
  readonly files: SnapshotFile[];
  readonly contents: SnapshotContent[];
}

/** One changed file with its base and head content; status follows from which side is null. */
export function change(path: string, base: string | null, head: string | null, status?: FileStatus): Change {
  const fileStatus: FileStatus = status ?? (base === null ? 'added' : head === null ? 'removed' : 'modified');
  return { files: [makeFile(path, { status: fileStatus })], contents: [{ path, base, head }] };
}

export function snapshotOf(...changes: (Change | SnapshotFile)[]): PrSnapshot {
  const files: SnapshotFile[] = [];
  const contents: SnapshotContent[] = [];
  for (const c of changes) {
    if ('contents' in c) {
      files.push(...c.files);
      contents.push(...c.contents);
    } else files.push(c);
  }
  return makeSnapshot({ files, contents });
}

/** The supply-chain section of a snapshot, checked against the signal schema. */
export function analyze(snapshot: PrSnapshot, config: Partial<RepoConfig> = {}, extra: Partial<AnalyzerInput> = {}): SupplyChainSection {
  const section = analyzeSupplyChain(snapshot, createAnalyzerContext(snapshot, { now: DEFAULT_NOW, config: RepoConfig.parse(config), ...extra }));
  expect(SupplyChainSection.safeParse(section).success).toBe(true);
  return section;
}

export function ids(snapshot: PrSnapshot): string[] {
  return analyze(snapshot).findings.map((f) => f.id);
}

export const pkg = (body: Record<string, unknown>): string => JSON.stringify({ name: 'app', version: '1.0.0', ...body }, null, 2);
