/**
 * Describes a body or file that is not what was expected (a proxy's page, a storage error, a drifted
 * JSON answer) for log lines, annotations and the step summary. It never echoes values: a JSON body is
 * described by the names of its fields, URLs lose their query (a presigned signature), and every
 * description is one line of at most {@link MAX_DESCRIPTION} characters.
 */

import { redact } from '../common/redact.ts';

/** Longest description, in characters. */
export const MAX_DESCRIPTION = 200;

/**
 * What `body` is, in a few words: `an empty body`; `SlowDown: Please reduce your request rate.` (an S3
 * XML error's `Code` and `Message`, platform facts "The presigned link"); `an XML document: <first line>`;
 * `an HTML page: <title or first line>`; `JSON with the fields url, expires_at`; `text: <first line>`;
 * `of an unknown format (first bytes 504b0304…)` for binary data.
 * @param secrets replaced by `***` before anything is clipped ({@link redact}): the API key, a link's signature
 */
export function describeBody(body: Buffer | string, secrets: readonly string[] = []): string {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const text = redact(
    bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim(),
    secrets,
  );
  if (text === '') return 'an empty body';
  if (!looksLikeText(bytes)) return `of an unknown format (first bytes ${bytes.subarray(0, 8).toString('hex')})`;
  const firstLine = clip(maskUrls(text.split(/\r?\n/, 1)[0] ?? ''));
  if (/^<\?xml|^<Error>/i.test(text)) {
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    if (code || message) return clip(maskUrls([code, message].filter(Boolean).join(': ')));
    return `an XML document: ${firstLine}`;
  }
  if (/^<(!doctype html|html|head|body)/i.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
    return `an HTML page: ${title ? clip(maskUrls(title)) : firstLine}`;
  }
  if (/^[{[]/.test(text)) return describeJson(text) ?? `text that is not valid JSON: ${firstLine}`;
  return `text: ${firstLine}`;
}

/** `JSON with the fields a, b` (names only: values may hold a link or a token), or undefined when not JSON. */
function describeJson(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (Array.isArray(value)) return `a JSON array of ${value.length} items`;
  if (value === null || typeof value !== 'object') return `a JSON ${value === null ? 'null' : typeof value}`;
  const names = Object.keys(value);
  if (names.length === 0) return 'an empty JSON object';
  return clip(`JSON with the field${names.length === 1 ? '' : 's'} ${names.map((n) => clip(n, 40)).join(', ')}`);
}

/** Printable ASCII, UTF-8 and the white-space controls over the first 64 bytes. */
function looksLikeText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 64);
  // eslint-disable-next-line no-control-regex -- control characters other than white space mean binary
  return !/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(head.toString('latin1')) && !head.toString('utf8').includes('\uFFFD');
}

/** Replaces every URL-shaped run with itself less its query and fragment. */
export function maskUrls(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (url) => url.replace(/[?#].*$/, '?…'));
}

function clip(text: string, max = MAX_DESCRIPTION): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
