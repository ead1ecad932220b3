/**
 * Preload (`NODE_OPTIONS=--import …`) for dist/index.js: creating, writing, renaming or removing anything inside the
 * folder TEST_READ_ONLY_FOLDER (an absolute path) fails with EROFS, as on a read-only mount; reading it works. Tests
 * also run as root, which writes into any folder whatever its mode, so a chmod alone cannot play it.
 */
import fs from 'node:fs';
import path from 'node:path';

const target = process.env.TEST_READ_ONLY_FOLDER;
const within = (file: fs.PathLike): boolean => {
  const at = path.resolve(String(file));
  return target !== undefined && (at === target || at.startsWith(`${target}${path.sep}`));
};
const refuse = (syscall: string, file: fs.PathLike): never => {
  const error = new Error(`EROFS: read-only file system, ${syscall} '${String(file)}'`);
  throw Object.assign(error, { code: 'EROFS', errno: -30, syscall, path: String(file) });
};

const promises = fs.promises as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
/** Each method, and which of its arguments are paths written to. */
const writers: Record<string, number[]> = { writeFile: [0], copyFile: [1], rename: [0, 1], rm: [0], unlink: [0] };
for (const [name, paths] of Object.entries(writers)) {
  const original = promises[name]!;
  promises[name] = async function (...args: unknown[]) {
    for (const i of paths) {
      const file = args[i] as fs.PathLike;
      // Removing what is not there is no write (rm's force), on a read-only mount too.
      if (within(file) && (i > 0 || !['rm', 'unlink'].includes(name) || fs.existsSync(file))) refuse(name, file);
    }
    return await original.apply(fs.promises, args);
  };
}
const open = promises.open!;
promises.open = async function (file: unknown, flags: unknown = 'r', ...rest: unknown[]) {
  if (within(file as fs.PathLike) && flags !== 'r') refuse('open', file as fs.PathLike);
  return await open.call(fs.promises, file, flags, ...rest);
};
const mkdir = promises.mkdir!;
promises.mkdir = async function (folder: unknown, ...rest: unknown[]) {
  // An existing folder is no error for a recursive mkdir, on a read-only mount too.
  if (within(folder as fs.PathLike) && !fs.existsSync(folder as fs.PathLike)) refuse('mkdir', folder as fs.PathLike);
  return await mkdir.call(fs.promises, folder, ...rest);
};
