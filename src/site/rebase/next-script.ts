import { escapeJson, escapedOffsets, jsonString, parseJson } from '../../web/json-offsets.ts';
import { rebaseUrl, type BasePath, type Edit } from './rebase-url.ts';

/**
 * How Next.js writes a `next/script` with `strategy="beforeInteractive"` in the App Router (`next/dist/client/
 * script.js`): an inline script `(self.__next_s=self.__next_s||[]).push(<JSON>)`, whose JSON is `[src, props]` for a
 * script with a `src` and `[0, props]` for an inline one (its code in `props.children`). Its bootstrap
 * (`app-bootstrap.js`, `loadScriptsInSequence`) sets `el.src = src` before hydration; the props become attributes and
 * never hold `src` (Next takes it out of them), so the first element is the one URL the browser loads.
 */
const NEXT_SCRIPT_PUSH = '(self.__next_s=self.__next_s||[]).push(';

/** The URL of a `beforeInteractive` script push: its text (decoded) and where its JSON string's body is written. */
export interface NextScriptUrl {
  /** The URL, decoded from its JSON string. */
  value: string;
  /** Offset of the string's body (after its opening quote) in the script's text. */
  start: number;
  /** Offset of the closing quote. */
  end: number;
}

/**
 * The URL a `beforeInteractive` script push makes the browser load, when `script` (the text of an inline `<script>`)
 * is one with a `src` (`[src, props]`): as Next.js writes it, maybe with white space around it and a `;` after.
 * @param script the script's text: a Latin-1 string of its bytes (offsets are byte offsets), or its decoded text
 * @returns undefined for any other script, an inline one's push (`[0, props]`) and a JSON argument that does not parse
 */
export function nextScriptUrl(script: string): NextScriptUrl | undefined {
  const lead = script.length - script.trimStart().length;
  if (!script.startsWith(NEXT_SCRIPT_PUSH, lead)) return undefined;
  // The script ends `)`, maybe `;`, maybe white space: trimmed, not matched with `\)\s*;?\s*$`, whose two `\s*`
  // backtrack against each other (quadratic on a run of white space before other text).
  let end = script.trimEnd().length;
  if (script[end - 1] === ';') end = script.slice(0, end - 1).trimEnd().length;
  if (script[end - 1] !== ')') return undefined;
  const node = parseJson(script, lead + NEXT_SCRIPT_PUSH.length, end - 1);
  const src = node?.kind === 'array' ? node.items[0] : undefined;
  if (src?.kind !== 'string') return undefined;
  return { value: jsonString(script, src), start: src.start, end: src.end };
}

/**
 * The edit that gives a `beforeInteractive` script push's URL the base path ({@link nextScriptUrl}), made where its
 * characters are written (escapes kept), by the rebase's one rule (`rebaseUrl`). The preload hint Next writes beside
 * it is a `<link>`, rebased as one.
 * @param script the script's text, as a Latin-1 string of its bytes
 * @param offset where the text starts in its file, bytes
 * @returns at most one edit, in offsets of the file
 */
export function nextScriptEdits(script: string, base: BasePath, offset = 0): Edit[] {
  const found = nextScriptUrl(script);
  if (!found) return [];
  const lead = found.value.length - found.value.trimStart().length;
  const edit = rebaseUrl(found.value.slice(lead).trimEnd(), base);
  if (!edit) return [];
  const at = lead + edit.at;
  const [start, end] = escapedOffsets(script, found.start, found.end, [at, at + edit.remove], true);
  // `<`, `>` and `&` as Next escapes them in a script (its `htmlEscapeJsonString`).
  const text = escapeJson(edit.insert).replace(/[&<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
  return [{ start: offset + start!, end: offset + end!, text }];
}
