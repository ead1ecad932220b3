/**
 * The input `base-path` as the rebase takes it (issue 21), read by `inputs.ts` and by the reader of an export's own
 * base-path script (`base-path-script.ts`), so the two accept the same paths.
 */
import { InputError } from '../../common/errors.ts';

/**
 * Base paths Mintlify refuses for a deployment, each with every path below it: its own routes and the files it serves
 * at a site's root (platform facts, "Mintlify serves deployments under a base path … Base paths it refuses"; issue 37
 * item 6). All are one segment from the root.
 */
export const RESERVED_BASE_PATHS: readonly string[] = [
  '/_next',
  '/_mintlify',
  '/_sites',
  '/_live-preview',
  '/api',
  '/login',
  '/logout',
  '/mcp',
  '/feedback',
  '/openapi-specs.download',
  '/llms.txt',
  '/llms-full.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/skill.md',
  '/.well-known',
];

/**
 * The reserved base path that `basePath` (normalised: `/a/b`) is or lies below, or undefined. Segment by segment
 * (`/api/v2` lies below `/api`, `/apis` does not), after percent-decoding (`/%61pi` is `/api`) and in any case (`/API`:
 * a host or proxy that folds case would route it as `/api`).
 */
export function reservedBasePath(basePath: string): string | undefined {
  const first = basePath.split('/')[1] ?? '';
  let name: string;
  try {
    name = decodeURIComponent(first).toLowerCase();
  } catch {
    return undefined;
  }
  return RESERVED_BASE_PATHS.find((reserved) => reserved.slice(1) === name);
}

/** One path segment: RFC 3986 unreserved characters, percent-escapes, and the sub-delimiters safe in HTML and CSS. */
const PATH_SEGMENT = /^(?:[A-Za-z0-9._~!$*+=:@-]|%[0-9A-Fa-f]{2})+$/;

/**
 * The input `base-path` (issue 21): the URL path the site is served under, e.g. `/docs` or `/REPO` for a GitHub Pages
 * project site. A missing leading slash is added and a trailing slash dropped; `/` alone is the root (`''`).
 * Refused: a scheme or host, `?`, `#`, white space, `//`, `.` and `..` segments, also percent-encoded (a browser
 * resolves `/docs/%2e%2e/api` as `/api`), encoded slashes (`%2F`, `%5C`), characters that would need
 * escaping in HTML, CSS or JSON (quotes, `&`, `<`, parentheses, commas, non-ASCII: percent-encode those), and the
 * paths Mintlify reserves, with everything below them ({@link reservedBasePath}).
 * @returns the normalised path, e.g. `/docs`, or `''`
 * @throws InputError naming the input, with an example
 */
export function parseBasePath(text: string): string {
  const example = 'e.g. /docs, or /REPO for a GitHub Pages project site';
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    throw new InputError(
      'base-path',
      `'${text}' is a URL: give its path only (${example}); the origin goes in site-url`,
    );
  }
  if (/[\s?#\\]/.test(text)) {
    throw new InputError('base-path', `'${text}' must be a plain path, without white space, ?, # or \\ (${example})`);
  }
  const path = (text.startsWith('/') ? text : `/${text}`).replace(/\/$/, '');
  if (path === '') return '';
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '') throw new InputError('base-path', `'${text}' has an empty segment (//): ${example}`);
    // Browsers resolve %2e as a dot (WHATWG URL: `/docs/%2e%2e/api` is `/api`), so a segment is judged decoded.
    const dots = segment.replace(/%2e/gi, '.');
    if (dots === '.' || dots === '..') {
      const decoded = dots === segment ? '' : `, which browsers resolve as '${dots}'`;
      throw new InputError(
        'base-path',
        `'${text}' has a '${segment}' segment${decoded}: give the path as served, without . or .. segments, ${example}`,
      );
    }
    // An encoded slash or backslash is one segment here and two on a host that decodes it first.
    if (/%2f|%5c/i.test(segment)) {
      throw new InputError(
        'base-path',
        `'${text}' has an encoded slash ('${segment}'), which hosts may read as two segments: give the path with ` +
          `plain / between its segments, ${example}`,
      );
    }
    if (!PATH_SEGMENT.test(segment)) {
      throw new InputError(
        'base-path',
        `'${text}' has characters that need escaping in a URL ('${segment}'): percent-encode them, ${example}`,
      );
    }
  }
  const reserved = reservedBasePath(path);
  if (reserved) {
    const where = segments.length === 1 ? 'is' : 'lies below';
    throw new InputError(
      'base-path',
      `'${text}' ${where} ${reserved}, a path Mintlify reserves for its own routes and files (it refuses ` +
        `${RESERVED_BASE_PATHS.join(', ')} and every path below them as a deployment's base path): choose another, ` +
        example,
    );
  }
  return path;
}
