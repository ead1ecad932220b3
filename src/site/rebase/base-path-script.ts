import { parseBasePath } from './base-path.ts';
import type { BasePath, Edit } from './rebase-url.ts';

/**
 * Mintlify's inline base-path script (issue 37 item 4), as its pages begin: `!function(){var b="";…}()`, where `b` is
 * the deployment's base path, stripped from `location.pathname` before the rest is written to
 * `<html data-current-path>`. Read in any spelling a minifier may leave: single quotes, white space between tokens.
 */
const BASE_PATH_SCRIPT = /^\s*!\s*function\s*\(\s*\)\s*\{\s*var\s+b\s*=\s*(["'])([^"'\\\n]*)\1/;

/** The `var b` of a base-path script: its value as written, and where the value starts in the script's text. */
export interface BasePathScript {
  /** The value between the quotes, as written (`''`, `/docs`, `/docs/`). */
  value: string;
  /** The quote it is written with. */
  quote: string;
  /** Offset of the value in the script's text. */
  at: number;
}

/**
 * The `var b` of Mintlify's base-path script, when `script` (the text of a `<script>` element) is one.
 * @returns undefined for any other script
 */
export function basePathScript(script: string): BasePathScript | undefined {
  const match = BASE_PATH_SCRIPT.exec(script);
  if (!match) return undefined;
  const value = match[2]!;
  return { value, quote: match[1]!, at: match[0].length - 1 - value.length };
}

/**
 * The base path a script's `var b` names, in the form `base-path` is compared in (`/docs`: one leading slash, none
 * trailing); `''` for the root (`""`, `"/"`). A value that is no base path (`docs`, `//cdn.example.com`, `/a//b`,
 * `/a/../b`, a path Mintlify reserves) names none.
 * @returns undefined when `value` is no base path
 */
export function scriptBasePath(value: string): string | undefined {
  if (!value.startsWith('/') && value !== '') return undefined;
  try {
    return parseBasePath(value);
  } catch {
    return undefined;
  }
}

/**
 * The edit that gives Mintlify's base-path script the base path, or none. Only an empty `b` (an export built for the
 * root) is given it, inside its own quotes, without a trailing slash (the one form written); one that already names
 * a path is the deployment's own and is left, so rebasing twice equals rebasing once.
 * @param script the script's text, as a Latin-1 string of its bytes (its start is ASCII)
 * @param offset where the text starts in the file
 * @returns at most one edit, in offsets of the file
 */
export function basePathScriptEdits(script: string, base: BasePath, offset = 0): Edit[] {
  const found = basePathScript(script);
  if (!found || found.value !== '' || !base.prefix) return [];
  return [{ start: offset + found.at, end: offset + found.at, text: base.prefix }];
}
