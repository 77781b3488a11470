/**
 * Finds commands that download code and run it in one go (`curl … | sh`, `wget -O- | bash`,
 * `bash <(curl …)`, `sh -c "$(curl …)"`) in a shell script.
 */
const PATTERNS: readonly RegExp[] = [
  /\b(?:curl|wget)\b[^\n|;&]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+\S+=\S*\s+)*(?:ba|z|k|da|fi)?sh\b/g,
  /\b(?:curl|wget)\b[^\n|;&]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:python3?|perl|ruby|node)\b(?!\s+-m\s+json)/g,
  /\b(?:ba|z|k|da)?sh\s+<\(\s*(?:curl|wget)\b[^)\n]*\)/g,
  /\b(?:ba|z|k|da)?sh\s+-c\s+["']?\$\(\s*(?:curl|wget)\b[^)\n]*\)/g,
];

export function findPipeToShell(script: string): string[] {
  if (!script.includes('curl') && !script.includes('wget')) return [];
  const found: string[] = [];
  for (const pattern of PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(script); m; m = pattern.exec(script)) {
      found.push(m[0].replace(/\s+/g, ' ').trim());
    }
  }
  return found;
}
