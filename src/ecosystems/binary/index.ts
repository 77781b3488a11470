/**
 * Path classification for binary artifacts.
 *
 * `isBinaryPath` answers "is this a compiled or packed artifact a reviewer cannot read?"
 * (executables, shared libraries, archives, bytecode). Images and other media are binary
 * too but are not suspicious; `isMediaPath` recognizes them so callers can tell the two apart.
 */

const BINARY_EXTENSIONS = new Set([
  // executables and shared libraries
  'exe', 'dll', 'so', 'dylib', 'bin', 'elf', 'com', 'msi', 'app', 'out', 'o', 'a', 'lib', 'ko',
  // bytecode and compiled modules
  'class', 'jar', 'war', 'ear', 'aar', 'pyc', 'pyo', 'pyd', 'wasm', 'node', 'dex', 'apk', 'ipa',
  // archives and packages
  'zip', 'tar', 'tgz', 'gz', 'bz2', 'xz', 'zst', 'lz', 'lzma', '7z', 'rar', 'cab', 'whl', 'egg',
  'gem', 'nupkg', 'deb', 'rpm', 'dmg', 'iso', 'img', 'pkg', 'crx', 'xpi', 'vsix',
  // other opaque payloads
  'dat', 'pak',
]);

/** Extensions of binaries that run directly on the host. */
const EXECUTABLE_EXTENSIONS = new Set([
  'exe', 'dll', 'so', 'dylib', 'bin', 'elf', 'com', 'msi', 'app', 'out', 'node', 'ko', 'pyd',
]);

const MULTI_PART_EXTENSIONS = ['tar.gz', 'tar.bz2', 'tar.xz', 'tar.zst'];

const MEDIA_EXTENSIONS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'bmp', 'ico', 'icns', 'webp', 'avif', 'tif', 'tiff', 'heic', 'psd',
  'svg', 'mp3', 'mp4', 'm4a', 'wav', 'ogg', 'oga', 'flac', 'webm', 'mov', 'avi', 'mkv',
  'woff', 'woff2', 'ttf', 'otf', 'eot', 'pdf',
]);

function baseName(path: string): string {
  const slash = path.lastIndexOf('/');
  return (slash >= 0 ? path.slice(slash + 1) : path).toLowerCase();
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : '';
}

/** True for executables, shared libraries, bytecode and archives; false for media and text. */
export function isBinaryPath(path: string): boolean {
  const name = baseName(path);
  if (MULTI_PART_EXTENSIONS.some((ext) => name.endsWith(`.${ext}`))) return true;
  if (name.endsWith('.so') || /\.so\.\d+(\.\d+)*$/.test(name)) return true;
  return BINARY_EXTENSIONS.has(extensionOf(name));
}

/** True for binaries that execute directly (a stricter subset of isBinaryPath). */
export function isExecutablePath(path: string): boolean {
  const name = baseName(path);
  if (/\.so(\.\d+)*$/.test(name)) return true;
  return EXECUTABLE_EXTENSIONS.has(extensionOf(name));
}

/** True for images, audio, video, fonts and PDFs: binary but not suspicious. */
export function isMediaPath(path: string): boolean {
  return MEDIA_EXTENSIONS.has(extensionOf(baseName(path)));
}
