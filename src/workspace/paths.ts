import path from 'node:path';

/**
 * The runner's operating system, whose file system rules decide when two paths name the same file: `process.platform`
 * in production; a parameter so that tests on Linux exercise the macOS and Windows rules.
 */
export type Platform = NodeJS.Platform;

/**
 * A path as a case-insensitive, normalisation-insensitive file system compares it: NFC, then case folded. Printable
 * ASCII folds with `toLowerCase()`, as the unpacker's `foldKey` does. Other letters fold through their upper case
 * (`ς`, `σ` and `Σ` all become `σ`; `ſ` becomes `s`; `µ` becomes `μ`) instead of the unpacker's Unicode tables
 * (`archive/fold.ts`), whose loading made a run that fails on its inputs start 0.6 × bare Node slower
 * (docs/performance.md, "Start-up"). Over every code point this agrees with Unicode simple case folding except that
 * it leaves the ligatures `ﬅ` and `ﬆ` apart and joins `ı` with `i` (as NTFS's upper-case table does);
 * `__tests__/workspace/paths.test.ts` checks exactly that.
 */
export function foldPath(file: string): string {
  if (/^[ -~]*$/.test(file)) return file.toLowerCase();
  let folded = '';
  for (const char of file.normalize('NFC')) {
    const upper = char.toUpperCase();
    // An upper case of several letters (ß → SS) is full folding, which no file system applies.
    folded += [...upper].length === 1 ? upper.toLowerCase() : char.toLowerCase();
  }
  return folded.normalize('NFC');
}

/** The path functions of a platform: Windows accepts `\` and `/` as separators, the others `/` only. */
const pathApi = (platform: Platform): path.PlatformPath => (platform === 'win32' ? path.win32 : path.posix);

/**
 * One name of a Windows path as NTFS resolves it: everything from the first `:` is a stream name (`.git::$DATA` is the
 * `.git` folder's stream), and trailing dots and spaces are dropped (`.git.`, `.git ` open `.git`; Microsoft Learn,
 * "Naming Files, Paths, and Namespaces"). `.` and `..` stay. A drive (`C:`) is kept whole.
 */
function windowsName(name: string, first: boolean): string {
  if (name === '.' || name === '..' || (first && /^[a-z]:$/i.test(name))) return name;
  const stream = name.indexOf(':');
  const file = stream === -1 ? name : name.slice(0, stream);
  return file.replace(/[. ]+$/, '') || file;
}

/**
 * The key under which the runner's file system finds a path: two paths with equal keys name the same file.
 * - Linux (and any other platform): case-sensitive, no normalisation: the path itself.
 * - macOS (APFS and HFS+ as GitHub's runners format them): case-insensitive and normalisation-insensitive
 *   ({@link foldPath}).
 * - Windows (NTFS): `/` and `\` are one separator; each name loses its stream and trailing dots and spaces, then is
 *   folded as on macOS (NTFS does not normalise Unicode: folding it too only refuses more).
 * @param file an absolute or relative path in the platform's own form
 */
export function pathKey(file: string, platform: Platform = process.platform): string {
  if (platform === 'win32')
    return file
      .split(/[\\/]/)
      .map((name, index) => foldPath(windowsName(name, index === 0)))
      .join('\\');
  if (platform === 'darwin') return foldPath(file);
  return file;
}

/** Whether two paths name the same file on the runner's file system ({@link pathKey}). */
export function samePath(a: string, b: string, platform: Platform = process.platform): boolean {
  return pathKey(a, platform) === pathKey(b, platform);
}

/**
 * The names of `child` below `parent` (both absolute), each as the file system compares it ({@link pathKey}): `.GIT`
 * on macOS and `.git.` on Windows come out as `.git`. A first name `..` means `child` is outside `parent`; an empty
 * list, that they are the same folder.
 */
export function namesBelow(child: string, parent: string, platform: Platform = process.platform): string[] {
  const api = pathApi(platform);
  const relative = api.relative(pathKey(parent, platform), pathKey(child, platform));
  if (relative === '') return [];
  // Another drive (Windows): an absolute path, not below.
  if (api.isAbsolute(relative)) return ['..'];
  return relative.split(api.sep);
}

/**
 * Whether `child` lies strictly below `parent` (both absolute), on the runner's file system ({@link pathKey}): on
 * macOS and Windows `/ws/Site/a` lies below `/ws/site`. A first segment `..` means outside; a name that merely starts
 * with two dots (`..site`) is inside.
 */
export function isStrictlyInside(child: string, parent: string, platform: Platform = process.platform): boolean {
  const names = namesBelow(child, parent, platform);
  return names.length > 0 && names[0] !== '..';
}
