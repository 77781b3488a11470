import { changedLines } from './changed-lines.js';
import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';

/**
 * A Swift import line: access level (`public`, `package`, `internal`, `fileprivate`, `private`),
 * attributes (`@preconcurrency`, `@_implementationOnly`), an optional kind (`import struct Foo.Bar`)
 * and the module path (group 1).
 */
const SWIFT_IMPORT = /^\s*(?:@(?:preconcurrency|_implementationOnly)\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?(?:@(?:preconcurrency|_implementationOnly)\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][\w.]{0,200})\s*(?:\/\/.{0,300})?$/;

/**
 * A Swift edit that only changes the access level or the attributes of imports, or drops imports:
 * `import HTTPTypes` to `public import HTTPTypes` (Swift 6's InternalImportsByDefault), an
 * `@preconcurrency` added. Importing a Swift module runs no code; the access level says which
 * declarations may show the module's types, a compile-time check. An import of a module the file did
 * not import before can change which overload a call picks, and is weighed; so is any other line.
 */
export function onlySwiftImportsRelabeled(file: Pick<SnapshotFile, 'path' | 'patch'>): boolean {
  if (file.patch === null || !file.path.endsWith('.swift') || file.patch.length > 200_000) return false;
  const lines = changedLines(file.patch, 401);
  if (lines.length === 0 || lines.length > 400) return false;
  const removed = new Map<string, number>();
  const added: string[] = [];
  for (const line of lines) {
    if (line.text.trim() === '') continue;
    const match = SWIFT_IMPORT.exec(line.text);
    const module = match?.[1];
    if (module === undefined) return false;
    if (line.sign === '-') removed.set(module, (removed.get(module) ?? 0) + 1);
    else added.push(module);
  }
  if (added.length === 0) return removed.size > 0;
  for (const module of added) {
    const left = removed.get(module) ?? 0;
    if (left === 0) return false;
    removed.set(module, left - 1);
  }
  return true;
}
