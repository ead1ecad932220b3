import { createHash } from 'node:crypto';

/**
 * Where a fetched asset is stored under the asset folder (issue 38 "What bundle fetches"): a stable name per URL that
 * every host serves at its own path with the right `Content-Type`. Pure functions.
 */

/** The extension a host's type table maps to each content type the fetcher accepts (without parameters). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'text/css': '.css',
  'text/javascript': '.js',
  'application/javascript': '.js',
  'application/x-javascript': '.js',
  'application/json': '.json',
  'application/manifest+json': '.webmanifest',
  'image/svg+xml': '.svg',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/x-icon': '.ico',
  'image/vnd.microsoft.icon': '.ico',
  'font/woff2': '.woff2',
  'font/woff': '.woff',
  'font/ttf': '.ttf',
  'font/otf': '.otf',
  'application/font-woff': '.woff',
  'application/font-woff2': '.woff2',
  'application/x-font-woff': '.woff',
  'application/x-font-ttf': '.ttf',
  'application/vnd.ms-fontobject': '.eot',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'audio/mpeg': '.mp3',
};

/** Extensions kept from the URL's path when the content type does not name one (`application/octet-stream`). */
const KNOWN = new Set(Object.values(EXTENSIONS).concat(['.jpeg', '.mjs', '.otf']));

/** Longest stem kept from the URL's last segment, characters: names stay well within every host's limits. */
const STEM_CHARS = 60;
/** Longest folder segment kept, characters. */
const SEGMENT_CHARS = 60;
/** Folder segments kept from the URL's path: deeper ones are dropped (the hash keeps names distinct). */
const MAX_FOLDERS = 6;

/** Characters every host and file system takes in a name: no `?`, `%`, `:`, `\`, spaces or case tricks. */
const unsafe = /[^a-z0-9._-]+/g;

function safeSegment(text: string, max: number): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    decoded = text;
  }
  // Lower case: on case-insensitive hosts (macOS, Windows, some CDNs) two names differing in case would collide.
  const cleaned = decoded
    .toLowerCase()
    .replace(unsafe, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, max);
  // Windows' reserved device names, whatever the extension.
  return /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/.test(cleaned) ? `_${cleaned}` : cleaned;
}

/**
 * The extension of a file no entry of {@link EXTENSIONS} fits (`image/bmp`, `application/octet-stream` from a URL
 * without a known extension): hosts serve `.bin` as `application/octet-stream`, which browsers still load as an image
 * or a font (only scripts and stylesheets are held to their type, and the fetcher takes those only with a type that
 * maps).
 */
const UNKNOWN = '.bin';

/**
 * The extension a stored asset gets: the content type's (`text/css` → `.css`, whatever the URL says), else the
 * URL path's own when it is a known one, else `.bin`. Never none: the name would end in the hash, whose hex digits a
 * host's rules read as no extension when the first is a digit (the CloudFront functions' `FILE_EXTENSION`, issue 44
 * item 5), serving `pic.7f1da209b9bf.html` in its place. Every extension here starts with a letter and holds only
 * letters and digits.
 * @param contentType the response's `Content-Type`, parameters and all
 */
export function extensionFor(url: URL, contentType: string | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const byType = EXTENSIONS[type];
  if (byType) return byType;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1).toLowerCase();
  const dot = last.lastIndexOf('.');
  const own = dot > 0 ? last.slice(dot) : '';
  return KNOWN.has(own) ? own : UNKNOWN;
}

/**
 * The path of a fetched asset relative to the asset folder, `/`-separated:
 * `<host>[_<port>]/<up to 6 folders>/<stem>.<hash>.<ext>` (an extension always, `.bin` at worst), every segment lower
 * case `[a-z0-9._-]`, never `.` or `..`. The hash (12 hex digits of SHA-256) is of the whole URL, query string
 * included and fragment excluded, so `css2?family=A` and `css2?family=B` get two files and a URL always gets the same
 * one; it also keeps apart URLs that the shortening or the lower-casing would merge.
 * @param contentType the response's `Content-Type`: the extension follows it ({@link extensionFor})
 */
export function assetPath(url: URL, contentType: string | undefined): string {
  const identity = new URL(url.href);
  identity.hash = '';
  const hash = createHash('sha256').update(identity.href).digest('hex').slice(0, 12);
  const host = safeSegment(url.hostname.replace(/^\[|\]$/g, '').replaceAll(':', '-'), 100) || 'host';
  const origin = url.port ? `${host}_${url.port}` : host;
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.pop() ?? '';
  const folders = segments
    .map((s) => safeSegment(s, SEGMENT_CHARS))
    .filter(Boolean)
    .slice(0, MAX_FOLDERS);
  const ext = extensionFor(url, contentType);
  const dot = last.lastIndexOf('.');
  const stem = safeSegment(dot > 0 ? last.slice(0, dot) : last, STEM_CHARS) || 'index';
  return [origin, ...folders, `${stem}.${hash}${ext}`].join('/');
}
