/**
 * The one rule of the rebase (issue 21 "The feature"): which URLs as written get the base path, and where it goes.
 * Every file kind (`rebase-html.ts`, `rebase-css.ts`, `rsc.ts`, `rebase-files.ts`) finds its URLs its own way and
 * asks this module what to change.
 */

/** Where the site is served and what counts as its own address. */
export interface BasePath {
  /** The path prefix, normalised: leading slash, no trailing slash, e.g. `/docs`; `''` at the root. */
  prefix: string;
  /**
   * Lower-case origins whose absolute URLs name this site (`https://docs.example.com`): the origin of `site-url`, or
   * `https://<domain>`. Empty: only root-absolute URLs are rebased.
   */
  origins: readonly string[];
  /** The served address, when it differs from the export's (issue 30): absolute URLs on `from` move to `origin`. */
  served?: ServedAddress;
  /**
   * Whether a root-absolute path names a file or page of the site (`site-paths.ts`): URLs written as data (members of
   * an object prop in an RSC payload, issue 37) are rebased only then. Absent: such URLs are left.
   */
  has?: (path: string) => boolean;
  /** Told when a row of an RSC payload cannot be read as JSON and is left as it is (`rsc.ts`). */
  unreadable?: () => void;
}

/**
 * The export's own origins and the one it is served at (issue 30 "Name the served address"): an absolute URL on a
 * `from` origin gets `origin` instead (and the prefix on its path), so canonical, `og:url`, sitemap and links name
 * where the site is served.
 */
export interface ServedAddress {
  /** `site-url`'s origin as written (`https://docs.acme.com`); also one of `BasePath.origins`. */
  origin: string;
  /** Lower-case origins of the export (`https://<domain>`, `http://<domain>`). */
  from: readonly string[];
  /** Input `canonical: domain`: URLs in the own-address positions (canonical, `og:url`, JSON-LD) keep the export's. */
  keepOwnAddress: boolean;
  /** URLs rewritten so far, by the origin they named (filled in by {@link rebaseUrl}). */
  rewritten: Map<string, number>;
}

/**
 * What a URL position is: `url` an ordinary reference; `folder` a URL naming a folder (`<base href>`, issue 29 #6),
 * whose root becomes `/docs/` so relative URLs resolve inside the base path; `own-address` a page's own address
 * (canonical, `og:url`, `twitter:url`, JSON-LD), which `canonical: domain` leaves on the export's origin.
 */
export type UrlRole = 'url' | 'folder' | 'own-address';

/** A change to a string, in its own offsets: remove `remove` characters at `at`, then insert `insert` there. */
export interface UrlEdit {
  at: number;
  remove: number;
  insert: string;
}

/** A change to a file, in byte offsets (a Latin-1 string's offsets): replace `[start, end)` with `text` (UTF-8). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\\]*)/i;

/**
 * The edit that makes `url` (a URL exactly as written, without surrounding white space) carry the base path, or
 * undefined to leave it:
 * - root-absolute (`/guides/x`): prefixed (`/docs/guides/x`); the root itself (`/`, `/?q`, `/#a`) becomes `/docs`,
 *   `/docs?q`, `/docs#a`, as Next.js's own `basePath` build writes it;
 * - absolute or scheme-relative on one of `base.origins`: the same, after the authority;
 * - anything else is left: relative URLs (they resolve against the page, which moves with the site), fragments,
 *   queries, other origins, `mailto:`, `tel:`, `data:`, `javascript:`;
 * - a path that already is the prefix or starts with `prefix/`: left, so that rebasing twice equals rebasing once;
 * - absolute or scheme-relative on one of `base.served.from` (the export's origin, issue 30): that origin becomes the
 *   served one, and the path gets the prefix as above; counted in `base.served.rewritten`.
 * @param role what the position is ({@link UrlRole})
 */
export function rebaseUrl(url: string, base: BasePath, role: UrlRole = 'url'): UrlEdit | undefined {
  const served = base.served;
  let pathAt: number;
  /** The export's origin the URL names, when it is to become the served one. */
  let from: string | undefined;
  if (url.charCodeAt(0) === 47 /* / */ && url.charCodeAt(1) !== 47 && url.charCodeAt(1) !== 92) pathAt = 0;
  else if (url.startsWith('//')) {
    const end = authorityEnd(url, 2);
    from = served?.from.find((origin) => sameHost(origin, url.slice(2, end)));
    if (!from && !base.origins.some((origin) => sameHost(origin, url.slice(2, end)))) return undefined;
    pathAt = end;
  } else {
    const match = ABSOLUTE.exec(url);
    const origin = match && normalOrigin(match[1]!, match[2]!);
    from = origin ? served?.from.find((o) => o === origin) : undefined;
    if (!match || (!from && !base.origins.includes(origin!))) return undefined;
    pathAt = match[0].length;
  }
  if (from && role === 'own-address' && served!.keepOwnAddress) return undefined;
  const path = pathEdit(url, pathAt, base.prefix, role);
  if (!from) return path;
  served!.rewritten.set(from, (served!.rewritten.get(from) ?? 0) + 1);
  // `//host/x` stays scheme-relative: only its authority changes.
  const start = url.startsWith('//') ? 2 : 0;
  const origin = start === 2 ? served!.origin.slice(served!.origin.indexOf('//') + 2) : served!.origin;
  return { at: start, remove: pathAt - start + (path?.remove ?? 0), insert: origin + (path?.insert ?? '') };
}

/** The edit of the path that starts at `pathAt` (always made at `pathAt`), or undefined when it keeps its path. */
function pathEdit(url: string, pathAt: number, prefix: string, role: UrlRole): UrlEdit | undefined {
  if (!prefix) return undefined;
  const first = url.charCodeAt(pathAt);
  // `https://docs.example.com`, `https://docs.example.com?q`: the root, with no path written.
  if (Number.isNaN(first) || first === 63 /* ? */ || first === 35 /* # */)
    return { at: pathAt, remove: 0, insert: role === 'folder' ? `${prefix}/` : prefix };
  if (first !== 47) return undefined;
  if (url.startsWith(prefix, pathAt)) {
    const after = url.charCodeAt(pathAt + prefix.length);
    if (Number.isNaN(after) || after === 47 || after === 63 || after === 35) return undefined;
  }
  const next = url.charCodeAt(pathAt + 1);
  if (role !== 'folder' && (Number.isNaN(next) || next === 63 || next === 35))
    return { at: pathAt, remove: 1, insert: prefix };
  return { at: pathAt, remove: 0, insert: prefix };
}

/** `url` with `edit` applied. */
export function applyUrlEdit(url: string, edit: UrlEdit): string {
  return url.slice(0, edit.at) + edit.insert + url.slice(edit.at + edit.remove);
}

/** `url` rebased, or as it was. */
export function rebasedUrl(url: string, base: BasePath): string {
  const edit = rebaseUrl(url, base);
  return edit ? applyUrlEdit(url, edit) : url;
}

/**
 * The file edit for a URL written at byte `start` of a file, or undefined. `raw` is the URL as the file holds it; a
 * value whose first characters are escaped (so `raw` does not start like the URL) is left alone.
 */
export function urlEditAt(raw: string, start: number, base: BasePath, role: UrlRole = 'url'): Edit | undefined {
  const edit = rebaseUrl(raw, base, role);
  if (!edit) return undefined;
  return { start: start + edit.at, end: start + edit.at + edit.remove, text: edit.insert };
}

/** Whether `url` (as written, trimmed) is an absolute or scheme-relative URL on the export's origin that moves. */
export function onExportOrigin(url: string, base: BasePath): boolean {
  const served = base.served;
  if (!served) return false;
  if (url.startsWith('//')) return served.from.some((origin) => sameHost(origin, url.slice(2, authorityEnd(url, 2))));
  const match = ABSOLUTE.exec(url);
  return match !== null && served.from.includes(normalOrigin(match[1]!, match[2]!));
}

/**
 * The file edit that moves a host or origin written at byte `start` (`docs.example.com`, `https://docs.example.com`,
 * as robots.txt's `Host:` writes it) from the export's origin to the served one, in the same form: a bare host stays
 * a bare host. Nothing else is written there, so no path is added. Counted in `base.served.rewritten`.
 * @returns undefined without a served address, or for any other host
 */
export function originEditAt(value: string, start: number, base: BasePath): Edit | undefined {
  const served = base.served;
  if (!served) return undefined;
  const match = ABSOLUTE.exec(value);
  const authority = match ? match[2]! : value.slice(0, authorityEnd(value, 0));
  if (/[^A-Za-z0-9.:[\]-]/.test(authority)) return undefined;
  const from = match
    ? served.from.find((o) => o === normalOrigin(match[1]!, authority))
    : served.from.find((o) => sameHost(o, authority));
  if (!from) return undefined;
  served.rewritten.set(from, (served.rewritten.get(from) ?? 0) + 1);
  const host = served.origin.slice(served.origin.indexOf('//') + 2);
  const end = match ? match[0].length : authority.length;
  return { start, end: start + end, text: match ? served.origin : host };
}

function authorityEnd(url: string, from: number): number {
  let i = from;
  while (i < url.length && !'/?#\\'.includes(url[i]!)) i++;
  return i;
}

function sameHost(origin: string, authority: string): boolean {
  const scheme = origin.slice(0, origin.indexOf(':'));
  return normalOrigin(scheme, authority) === origin;
}

/**
 * `scheme://authority` as a browser compares origins: lower-case, without the host's trailing dot and without the
 * scheme's default port (`https://Docs.Example.com.:443` is `https://docs.example.com`). Userinfo is kept, so a URL
 * that carries credentials is never taken for the site's own.
 */
function normalOrigin(scheme: string, authority: string): string {
  const lower = scheme.toLowerCase();
  let rest = authority.toLowerCase();
  const defaultPort = { https: ':443', http: ':80' }[lower];
  if (defaultPort && rest.endsWith(defaultPort)) rest = rest.slice(0, -defaultPort.length);
  const port = /:\d+$/.exec(rest)?.[0] ?? '';
  return `${lower}://${rest.slice(0, rest.length - port.length).replace(/\.$/, '')}${port}`;
}

/**
 * `source` with `edits` applied, untouched bytes copied as they are. `edits` must not overlap; they are sorted here.
 * @returns `source` itself when there is nothing to change
 */
export function applyEdits(source: Buffer, edits: Edit[]): Buffer {
  if (edits.length === 0) return source;
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: Buffer[] = [];
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) continue;
    parts.push(source.subarray(at, edit.start), Buffer.from(edit.text, 'utf8'));
    at = edit.end;
  }
  parts.push(source.subarray(at));
  return Buffer.concat(parts);
}
