import { describe, expect, it } from 'vitest';
import { onlySwiftImportsRelabeled } from '../../../src/ecosystems/code/swift-imports.js';

/** A one-hunk patch: a context line, the removed lines, then the added ones. */
function patch(removed: readonly string[], added: readonly string[]): string {
  return [`@@ -1,${removed.length + 1} +1,${added.length + 1} @@`, ' import Foundation', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}
const relabeled = (removed: string[], added: string[], path = 'Sources/Vapor/Authentication/BasicAuthorization.swift') => onlySwiftImportsRelabeled({ path, patch: patch(removed, added) });

describe('onlySwiftImportsRelabeled', () => {
  it('reads imports given an access level or attributes, or dropped, as no change of what runs', () => {
    expect(relabeled(['import HTTPTypes'], ['public import HTTPTypes'])).toBe(true);
    expect(relabeled(['import NIOCore', 'import NIOHTTP1'], ['package import NIOCore', 'internal import NIOHTTP1'])).toBe(true);
    expect(relabeled(['import NIOSSL'], ['@preconcurrency import NIOSSL'])).toBe(true);
    expect(relabeled(['import struct Foundation.URL'], ['public import struct Foundation.URL // for the API'])).toBe(true);
    expect(relabeled(['import Crypto', 'import NIOConcurrencyHelpers'], ['public import Crypto'])).toBe(true);
  });
  it('weighs a module the file did not import, another line, another language or no patch', () => {
    expect(relabeled(['import HTTPTypes'], ['public import HTTPTypes', 'import EvilKit'])).toBe(false);
    expect(relabeled(['import Crypto'], ['import CryptoShim'])).toBe(false);
    expect(relabeled(['import HTTPTypes'], ['public import HTTPTypes', '#warning("Make this internal")'])).toBe(false);
    expect(relabeled(['import HTTPTypes'], ['public import HTTPTypes'], 'Sources/Auth/Basic.kt')).toBe(false);
    expect(onlySwiftImportsRelabeled({ path: 'Sources/A.swift', patch: null })).toBe(false);
    expect(relabeled(['    let realm = "api"'], ['    let realm = "admin"'])).toBe(false);
  });
});
