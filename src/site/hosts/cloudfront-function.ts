import { ActionError } from '../../common/errors.ts';
import { SHIPPED_FILES, type CloudfrontNames, type Layout } from './hosts.ts';

/**
 * The CloudFront viewer-request function (runtime `cloudfront-js-2.0`) for an export in an S3 origin, as text: the
 * shipped `recipes/cloudfront/viewer-request.js` and `viewer-request-folders.js` are this function with no `site`
 * (a test keeps them byte for byte equal), and input `cloudfront-function` writes it with the site's base path and
 * names. Its rules are `cloudfrontRequest`'s (`src/site/hosts/hosts.ts`); the function is ES5.1 with no module syntax,
 * as `cloudfront-js-2.0` runs it (AWS CloudFront guide, "JavaScript runtime 2.0 features").
 * @param site the site's base path (`/docs`, or `''`) and names; undefined: the shipped functions
 */
export function cloudfrontFunction(layout: Layout, site?: { basePath: string; names: CloudfrontNames }): string {
  const text = functionText(layout, site);
  const bytes = Buffer.byteLength(text);
  if (site && bytes > MAX_FUNCTION_BYTES) throw tooLarge(bytes, site.names);
  return text;
}

function tooLarge(bytes: number, names: CloudfrontNames, redirects = ''): ActionError {
  return new ActionError(
    'CloudFront function too large',
    `The CloudFront function for this site would be ${bytes} bytes, over CloudFront's limit of ` +
      `${MAX_FUNCTION_BYTES} (${names.pages.size} pages whose last segment has a dot, ` +
      `${names.files.size} files whose last segment has none${redirects}).`,
    'Leave cloudfront-function empty and use the recipe function of the layout (recipes/cloudfront), or rename ' +
      'the pages whose names have a dot' +
      (redirects ? ', or write fewer :param and wildcard redirects (redirect pages answer exact ones)' : '') +
      '.',
  );
}

/**
 * The redirects a generated function answers before its other rules (issue 45), as plain data (`site/redirects/`
 * makes it): decoded paths, one trailing slash dropped.
 */
export interface FunctionRedirects {
  /** Each exact source, already resolved to the first rule that matches it: `[path, location, status]`. */
  exact: [path: string, location: string, status: number][];
  /** Each `:param` or wildcard source, in order: `[expression, param names, destination, status]`. */
  patterns: [expression: string, names: string[], destination: string, status: number][];
}

/** A generated function with redirects, and the KeyValueStore import file when the exact ones did not fit in it. */
export interface FunctionWithRedirects {
  code: string;
  /** `{"data":[{"key","value"}]}` (platform facts, "Redirects"), or undefined when every rule is in the code. */
  keyValueStore?: string;
}

/** CloudFront KeyValueStore limits (AWS CloudFront guide, "Quotas on KeyValueStore"): a store, a key, a value. */
export const KEY_VALUE_STORE_LIMITS = { bytes: 5 * 1024 * 1024, key: 512, value: 1024 } as const;

/**
 * The generated function (input `cloudfront-function`) answering every redirect source with 308 or 307 and
 * `Location` (the request's query kept) before its other rules (issue 45). The rules go in the code when it stays
 * within CloudFront's 10 KB; else the exact sources go to a KeyValueStore, read with `cf.kvs()` (platform facts,
 * "Redirects"), whose import file is returned, and the `:param` and wildcard ones stay in the code.
 * @throws ActionError naming the limit when the patterns alone, or the store, do not fit: no rule is dropped
 */
export function cloudfrontFunctionWithRedirects(
  layout: Layout,
  site: { basePath: string; names: CloudfrontNames },
  redirects: FunctionRedirects,
): FunctionWithRedirects {
  const inline = functionText(layout, site, redirectCode(redirects, false));
  if (Buffer.byteLength(inline) <= MAX_FUNCTION_BYTES) return { code: inline };
  const code = functionText(layout, site, redirectCode(redirects, true));
  const bytes = Buffer.byteLength(code);
  if (bytes > MAX_FUNCTION_BYTES)
    throw tooLarge(bytes, site.names, `, ${redirects.patterns.length} :param or wildcard redirects`);
  const data = redirects.exact.map(([key, location, status]) => ({ key, value: JSON.stringify([location, status]) }));
  const long = data.find(
    (entry) =>
      Buffer.byteLength(entry.key) > KEY_VALUE_STORE_LIMITS.key ||
      Buffer.byteLength(entry.value) > KEY_VALUE_STORE_LIMITS.value,
  );
  if (long)
    throw new ActionError(
      'Redirect too long for a CloudFront KeyValueStore',
      `The redirect from ${long.key.slice(0, 80)} does not fit a KeyValueStore entry (keys up to ` +
        `${KEY_VALUE_STORE_LIMITS.key} bytes, values up to ${KEY_VALUE_STORE_LIMITS.value}).`,
      'Shorten that rule in docs.json.',
    );
  const keyValueStore = `${JSON.stringify({ data })}\n`;
  if (Buffer.byteLength(keyValueStore) > KEY_VALUE_STORE_LIMITS.bytes)
    throw new ActionError(
      'Too many redirects for a CloudFront KeyValueStore',
      `The ${data.length} exact redirects take ${Buffer.byteLength(keyValueStore)} bytes as a KeyValueStore import ` +
        `file; a store holds ${KEY_VALUE_STORE_LIMITS.bytes}.`,
      'Replace exact rules in docs.json with :slug* ones, or leave cloudfront-function empty (redirect pages ' +
        'answer every exact source).',
    );
  return { code, keyValueStore };
}

/** The function's text; with `redirects`, their code, and a handler that answers them first. */
function functionText(
  layout: Layout,
  site: { basePath: string; names: CloudfrontNames } | undefined,
  redirects?: { code: string; async: boolean },
): string {
  let body = BODY.replace('PAGE_SUFFIX', literal(layout === 'folders' ? '/index.html' : '.html')).replace(
    'OTHER_SUFFIX',
    literal(layout === 'folders' ? '.html' : '/index.html'),
  );
  if (redirects)
    body = body.replace(
      'function handler(event) {\n  var request = event.request;\n',
      `${redirects.async ? 'async ' : ''}function handler(event) {\n  var request = event.request;\n` +
        `  var moved = ${redirects.async ? 'await ' : ''}redirect(request);\n  if (moved) return moved;\n`,
    );
  return [
    redirects?.async ? "import cf from 'cloudfront';\n" : '',
    HEADERS[layout],
    site
      ? `// Written by the action (input cloudfront-function) for this site: its base path, its pages whose last
// segment has a dot, its files whose last segment has none, and its pages kept in the other layout's form
// (decoded paths below BASE).
var BASE = ${literal(site.basePath)};
var PAGES = ${list(site.names.pages)};
var FILES = ${list(site.names.files)};
var OTHERS = ${list(site.names.others)};
`
      : SHIPPED_NAMES,
    redirects?.code ?? '',
    body,
  ].join('');
}

/**
 * `encodeValue(v)` in ES5, for the CloudFront function and the `404.html` script (`site/redirects/pages.ts`): a value
 * a rule captured from the decoded path, as it goes into a location. A leading `/` becomes `%2F`; `\\`, white space,
 * controls and non-ASCII are percent-encoded as `encodeURI` does. Without it `/docs//evil.example` or
 * `/docs/%5Cevil.example` under `/docs/:slug*` → `/:slug*` gave `//evil.example` or `/\\evil.example` (another host to
 * browsers) and `%0D%0A` a line break in `Location`. As `encodeValue` of `site/redirects/rules.ts`; a test runs both.
 */
export const ENCODE_VALUE = String.raw`function encodeValue(v) {
  return v
    .replace(/^\//, '%2F')
    .replace(/[\\\u0000-\u0020\u007f]|[\ud800-\udbff][\udc00-\udfff]|[^\u0000-\u007f]/g, function (c) {
    try {
      return encodeURI(c);
    } catch (e) {
      return '%EF%BF%BD';
    }
  });
}
`;

/**
 * The redirects' code: the patterns (and, unless `kvs`, the exact sources) as data, and `redirect(request)`, which
 * gives the 308 or 307 for the request's decoded path, the query kept, or null. As the `404.html` script
 * (`site/redirects/pages.ts`) and `substitute` (`site/redirects/rules.ts`) do it; a test runs all three.
 */
function redirectCode(redirects: FunctionRedirects, kvs: boolean): { code: string; async: boolean } {
  const exact = kvs
    ? `// The exact sources are in the KeyValueStore associated with this function (the import file written beside it).
var store = cf.kvs();
async function exactRedirect(path) {
  try {
    return JSON.parse(await store.get(path));
  } catch (e) {
    return null;
  }
}
`
    : `var EXACT = ${JSON.stringify(Object.fromEntries(redirects.exact.map(([from, to, code]) => [from, [to, code]])))};
function exactRedirect(path) {
  return Object.prototype.hasOwnProperty.call(EXACT, path) ? EXACT[path] : null;
}
`;
  const code = String.raw`// Redirects of docs.json (input redirects), before every other rule; the first match wins.
${exact}var PATTERNS = ${JSON.stringify(redirects.patterns)};
${ENCODE_VALUE}function fill(rule, found) {
  var values = {};
  for (var j = 0; j < rule[1].length; j++) values[rule[1][j]] = found[j + 1] || '';
  var d = rule[2];
  var origin = /^[a-z][a-z0-9+.-]*:\/\/[^\/?#]*/i.exec(d);
  origin = origin ? origin[0] : '';
  d = d.slice(origin.length).replace(/(\/)?:([A-Za-z_][A-Za-z0-9_]*)(\*)?/g, function (w, slash, name) {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return w;
    return values[name] === '' ? '' : (slash || '') + encodeValue(values[name]);
  });
  return origin + (d || (origin ? '' : '/'));
}
${kvs ? 'async ' : ''}function redirect(request) {
  var path = request.uri;
  try {
    path = decodeURI(path);
  } catch (e) {}
  if (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1);
  var answer = ${kvs ? 'await ' : ''}exactRedirect(path);
  for (var i = 0; !answer && i < PATTERNS.length; i++) {
    var found = new RegExp('^' + PATTERNS[i][0] + '$').exec(path);
    if (found) answer = [fill(PATTERNS[i], found), PATTERNS[i][3]];
  }
  if (!answer) return null;
  var location = answer[0];
  var hash = location.indexOf('#');
  var fragment = hash < 0 ? '' : location.slice(hash);
  location = hash < 0 ? location : location.slice(0, hash);
  if (location.charAt(0) === '/' && location.replace(/[?].*$/, '').replace(/(.)\/$/, '$1') === path) return null;
  var query = queryString(request.querystring);
  if (query) location += (location.indexOf('?') < 0 ? '?' : '&') + query.slice(1);
  return {
    statusCode: answer[1],
    statusDescription: answer[1] === 308 ? 'Permanent Redirect' : 'Temporary Redirect',
    headers: { location: { value: location + fragment } },
  };
}
`;
  return { code, async: kvs };
}

// These comments ship in the function and count against CloudFront's 10 KB: an edit that lengthens them moves a
// site near the limit over it.
const HEADERS: Record<Layout, string> = {
  html: `// CloudFront Function (runtime cloudfront-js-2.0), viewer request event, for a Mintlify static export in
// the \`.html\` layout (the API export: guides/getting-started.html) in an S3 origin. Canonical and sitemap
// URLs are extensionless (/guides/getting-started), and CloudFront's default root object applies to the
// root URL only. This maps:
//   /          -> /index.html
//   /x/        -> 301 to /x on this host (query string kept): x/index.html does not exist in this layout
//                 (S3 answers 403); //evil.example/ goes to /evil.example, never to another host
//   /x         -> /x.html when x is a page (isPage: /guides/a, /changelog/v1.2), or /x/index.html for a page
//                 the site keeps in that form (OTHERS)
// and leaves every other path unchanged, so each file is served at its own URL (/captions/a.vtt,
// /pagefind/pagefind.en_1a2b.pf_meta, /llms.txt). The query string is kept. The action's \`host: cloudfront\`
// check uses exactly these rules (site/hosts/hosts.ts, cloudfrontRequest).
// For the folder layout (the CLI's \`mint export\`: guides/getting-started/index.html) use
// viewer-request-folders.js instead.
`,
  folders: `// CloudFront Function (runtime cloudfront-js-2.0), viewer request event, for a Mintlify static export in
// the folder layout (the CLI's \`mint export\`: guides/getting-started/index.html) in an S3 origin, whose
// REST endpoint has no index documents. Links, canonical and sitemap URLs are extensionless
// (/guides/getting-started), and CloudFront's default root object applies to the root URL only. This maps:
//   /          -> /index.html
//   /x/        -> 301 to /x on this host (query string kept): one URL per page, the one links use, so
//                 relative URLs in a page resolve the same way for every visitor; //evil.example/ goes to
//                 /evil.example, never to another host
//   /x         -> /x/index.html when x is a page (isPage: /guides/a, /changelog/v1.2), or /x.html for a page
//                 the site keeps in that form (OTHERS)
// and leaves every other path unchanged, so each file is served at its own URL (/captions/a.vtt,
// /pagefind/pagefind.en_1a2b.pf_meta, /llms.txt). The query string is kept. The action's \`host: cloudfront\`
// check uses exactly these rules (site/hosts/hosts.ts, cloudfrontRequest).
// For the \`.html\` layout (the API export: guides/getting-started.html) use viewer-request.js instead.
`,
};

/** What the shipped functions say in place of a site's names. */
const SHIPPED_NAMES = `// BASE: the site's base-path (input base-path) when it is served under a path:
// e.g. '/docs', no trailing slash; '' at the root. The function is then associated with the behaviours for /docs
// and /docs/*, /docs and /docs/ are the home page, and a path outside /docs/ (/ itself) is left as it is.
var BASE = '';

// PAGES null: a last segment with a dot is a file when its extension looks like one (FILE_EXTENSION: .vtt,
// .pf_meta, .woff2), else a page (/changelog/v1.2). A page named like a file (/frameworks/vue.js) or a file
// without a dot (/CNAME) needs the site's own lists: the action's input cloudfront-function writes this function
// with them (docs/hosts/s3-cloudfront.md), and so does a page kept in the other layout's form (OTHERS).
// FILES: files without a dot served as files all the same (below BASE): the answer external-assets: bundle
// writes to Mintlify's /_mintlify/api/user.
var PAGES = null;
var FILES = [${[...SHIPPED_FILES].map(literal).join(', ')}];
var OTHERS = [];
`;

const BODY = String.raw`var FILE_EXTENSION = /^[A-Za-z][A-Za-z0-9_]*$/;

// The query string as the viewer sent it (values stay percent-encoded), after the AWS CloudFront guide's
// "Add the query string to a redirect" example.
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var item = querystring[name];
    var values = item.multiValue ? item.multiValue : [item];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

// A last segment without a dot is a page and one with a dot a file, except for the site's PAGES and FILES.
// path: the URI below BASE, decoded (S3 looks up the decoded key: report%2Epdf is report.pdf); undefined when it
// does not decode.
function isPage(uri, path) {
  var name = path === undefined ? uri : path;
  var last = name.slice(name.lastIndexOf('/') + 1);
  var dot = last.lastIndexOf('.');
  if (PAGES === null) return dot === -1 ? FILES.indexOf(path) === -1 : !FILE_EXTENSION.test(last.slice(dot + 1));
  if (path === undefined) return dot === -1;
  return dot === -1 ? FILES.indexOf(path) === -1 : PAGES.indexOf(path) !== -1;
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === BASE || uri === BASE + '/') {
    request.uri = BASE + '/index.html';
  } else if (uri.indexOf(BASE + '/') !== 0) {
    // Not a path of this site: / when BASE is '/docs' (if a behaviour sends it here) goes to the origin as it is.
    return request;
  } else if (uri.charAt(uri.length - 1) === '/') {
    // One leading slash: a browser reads '//evil.example' or '/\evil.example' as another host.
    var location = '/' + uri.replace(/\/+$/, '').replace(/^[/\\\t\n\r]+/, '');
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: location + queryString(request.querystring) } },
    };
  } else {
    var path;
    try {
      path = decodeURIComponent(uri.slice(BASE.length));
    } catch (e) {
      path = undefined;
    }
    if (isPage(uri, path)) request.uri = uri + (OTHERS.indexOf(path) === -1 ? PAGE_SUFFIX : OTHER_SUFFIX);
  }
  return request;
}
`;

/** CloudFront Functions' maximum function size, bytes (AWS CloudFront guide, "Quotas on CloudFront Functions"). */
export const MAX_FUNCTION_BYTES = 10_240;

/**
 * A single-quoted JavaScript string literal in ASCII, as the shipped files are written (prettier's style): JSON's
 * escapes, a quote escaped, and `\u` for every code unit outside printable ASCII, so U+2028 cannot end a line.
 */
function literal(text: string): string {
  const body = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `'${body}'`;
}

/** A sorted array literal of `names`, one per line when there are any. */
function list(names: ReadonlySet<string>): string {
  if (names.size === 0) return '[]';
  return `[\n${[...names]
    .sort()
    .map((name) => `  ${literal(name)},`)
    .join('\n')}\n]`;
}
