import type { BasePath, Edit } from './rebase-url.ts';

/**
 * Mintlify's inline base-path script (issue 37 item 4), as its pages begin: `!function(){var b="";…}()`, where `b` is
 * the deployment's base path, stripped from `location.pathname` before the rest is written to
 * `<html data-current-path>`. Only an empty `b` (an export built for the root) is given the base path: one that
 * already names a path is the deployment's own and is left, so rebasing twice equals rebasing once.
 */
const BASE_PATH_SCRIPT = /^\s*!function\(\)\{var b=""/;

/**
 * The edit that gives Mintlify's base-path script the base path, or none.
 * @param script the script's text, as a Latin-1 string of its bytes (its start is ASCII)
 * @param offset where the text starts in the file
 * @returns at most one edit, in offsets of the file
 */
export function basePathScriptEdits(script: string, base: BasePath, offset = 0): Edit[] {
  const match = BASE_PATH_SCRIPT.exec(script);
  if (!match || !base.prefix) return [];
  const at = offset + match[0].length - 1;
  return [{ start: at, end: at, text: base.prefix }];
}
