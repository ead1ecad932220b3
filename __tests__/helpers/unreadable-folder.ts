/**
 * Preload (`NODE_OPTIONS=--import …`) for dist/index.js: listing the folder TEST_UNREADABLE_FOLDER (an absolute path)
 * fails with EACCES, as it does for a runner's user without read permission on it. Tests also run as root, which
 * reads every folder whatever its mode, so a chmod cannot play it.
 */
import fs from 'node:fs';
import path from 'node:path';

const target = process.env.TEST_UNREADABLE_FOLDER;
const readdirSync = fs.readdirSync;
fs.readdirSync = function (folder: fs.PathLike, ...rest: unknown[]) {
  if (target && path.resolve(String(folder)) === target) {
    const error = new Error(`EACCES: permission denied, scandir '${String(folder)}'`);
    throw Object.assign(error, { code: 'EACCES', errno: -13, syscall: 'scandir', path: String(folder) });
  }
  return (readdirSync as (...args: unknown[]) => unknown).call(fs, folder, ...rest);
} as typeof fs.readdirSync;
