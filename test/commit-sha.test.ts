import { describe, expect, it } from 'vitest';
import { isFullCommitSha } from '../src/commit-sha.js';

describe('isFullCommitSha', () => {
  it('takes 40 hex digits in either case, nothing shorter, longer or padded', () => {
    expect(isFullCommitSha('8f4b0c2d9e1a7b6c5d4e3f2a1b0c9d8e7f6a5b4c')).toBe(true);
    expect(isFullCommitSha('8F4B0C2D9E1A7B6C5D4E3F2A1B0C9D8E7F6A5B4C')).toBe(true);
    for (const ref of ['8f4b0c2', 'v4.1.7', 'main', '8f4b0c2d9e1a7b6c5d4e3f2a1b0c9d8e7f6a5b4c0', ' 8f4b0c2d9e1a7b6c5d4e3f2a1b0c9d8e7f6a5b4c', '8f4b0c2d9e1a7b6c5d4e3f2a1b0c9d8e7f6a5b4g', '']) expect(isFullCommitSha(ref), ref).toBe(false);
  });
});
