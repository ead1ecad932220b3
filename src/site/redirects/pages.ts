/**
 * Redirect pages (issue 45 "Every host"): the one form of a redirect that every static host serves. A page at each
 * exact source, in the export's layout, and a small script in `404.html` that applies every rule, wildcards
 * included, to a URL no file answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENCODE_VALUE } from '../hosts/cloudfront-function.ts';
import { FILE_EXTENSION, resolveOnHost, type Host, type Layout } from '../hosts/hosts.ts';
import { redirectIndex, type PublishedRule } from './rules.ts';

/** What {@link writeRedirectPages} did. */
export interface RedirectPagesResult {
  /** The pages written, relative to the site root (`old.html`, `old/index.html`). */
  written: string[];
  /** Exact sources that are a real page of the site on the host, so no page was written (the page wins there). */
  realPages: PublishedRule[];
  /** Exact sources served by no page of their own (a file name such as `/guide.pdf`): the `404.html` script's. */
  scriptOnly: PublishedRule[];
  /** `404.html` was given the script (every rule, in order); `created` when the export had none. */
  notFound: 'edited' | 'created' | undefined;
}

/** Marks the script in `404.html`, so a second run replaces it rather than adding another. */
const SCRIPT_ID = 'mintlify-redirects';

/** Text for an HTML attribute or element. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A value as a JavaScript literal inside `<script>`: no `</script>`, `<!--`, or line separators. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page file a host serves at an exact source, in the export's layout (`/old` is `old.html` or `old/index.html`);
 * `/old.html` is that file itself. Undefined when no page can answer there: a last segment that names a file type
 * (`/guide.pdf`, as the CloudFront functions read it), or a name that is not valid percent-encoding.
 * @param source the source below the base path, starting with `/`
 */
export function redirectPageFile(source: string, layout: Layout): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(source);
  } catch {
    return undefined;
  }
  const stem = decoded.replace(/^\/+|\/+$/g, '');
  if (stem === '') return 'index.html';
  const last = stem.slice(stem.lastIndexOf('/') + 1);
  if (/\.html?$/i.test(last)) return stem;
  const dot = last.lastIndexOf('.');
  if (dot !== -1 && FILE_EXTENSION.test(last.slice(dot + 1))) return undefined;
  return layout === 'folders' ? `${stem}/index.html` : `${stem}.html`;
}

/**
 * A redirect page (issue 45): a `meta refresh` to the destination for browsers without scripts, `rel=canonical` to
 * it so search engines move the old URL's standing there, `noindex`, and a script that goes first, keeping the
 * request's query (after the destination's own) and its fragment (unless the destination has one).
 * @param location the destination as published (a path under the base path, or an absolute URL)
 * @param canonical the destination as an absolute URL when the served address is known, else `location`
 */
export function redirectPage(location: string, canonical: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${html(canonical)}">
<script>${KEEP_QUERY_AND_FRAGMENT}(${scriptLiteral(location)});</script>
<meta http-equiv="refresh" content="0; url=${html(location)}">
</head>
<body>
<p>This page has moved to <a href="${html(location)}">${html(location)}</a>.</p>
</body>
</html>
`;
}

/** Goes to `d` with the request's query and fragment kept: the destination's own query first, its own fragment wins. */
const KEEP_QUERY_AND_FRAGMENT =
  '(function(d){var l=window.location,h=d.indexOf("#"),f=h<0?"":d.slice(h);d=h<0?d:d.slice(0,h);' +
  'if(l.search)d+=(d.indexOf("?")<0?"?":"&")+l.search.slice(1);l.replace(d+(f||l.hash));})';

/**
 * The script `404.html` carries (issue 45): the rules in order, each as the expression its source compiles to, its
 * params' names and its destination; for the path that was not found (decoded, one trailing slash ignored), the first
 * rule that matches sends the browser to its destination with the params substituted, as `substitute` in `rules.ts`
 * does, keeping the query and fragment. A destination that is the page itself is not followed (no loop).
 */
export function notFoundScript(rules: readonly PublishedRule[]): string {
  const table = rules.map((rule) => [rule.matcher.expression, rule.matcher.names, rule.destination]);
  return (
    `<script id="${SCRIPT_ID}">(function(r){${ENCODE_VALUE.replace(/\n\s*/g, '')}` +
    'var l=window.location,p=l.pathname;try{p=decodeURI(p)}catch(e){}' +
    'if(p.length>1&&p.charAt(p.length-1)==="/")p=p.slice(0,-1);' +
    'for(var i=0;i<r.length;i++){var m=new RegExp("^"+r[i][0]+"$","s").exec(p);if(!m)continue;var n=r[i][1],' +
    'v={};for(var j=0;j<n.length;j++)v[n[j]]=m[j+1]||"";var d=r[i][2],o=/^[a-z][a-z0-9+.-]*:\\/\\/[^\\/?#]*/i' +
    '.exec(d);o=o?o[0]:"";d=d.slice(o.length).replace(/(\\/)?:([A-Za-z_][A-Za-z0-9_]*)(\\*)?/g,' +
    'function(w,s,k){if(!(k in v))return w;return v[k]===""?"":(s||"")+encodeValue(v[k])});d=o+(d||(o?"":"/"));' +
    'if(!o&&d.replace(/[?#].*$/s,"").replace(/(.)\\/$/,"$1")===p)return;' +
    `${KEEP_QUERY_AND_FRAGMENT}(d);return}})(${scriptLiteral(table)});</script>`
  );
}

/** A plain not-found page for an export without `404.html`, to carry the script. */
const NOT_FOUND_PAGE =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Page not found</title>\n' +
  '<meta name="robots" content="noindex">\n</head>\n<body>\n<p>Page not found.</p>\n</body>\n</html>\n';

/** What writing the pages needs. */
export interface RedirectPagesOptions {
  /** The staging folder. */
  root: string;
  /** Every file of the site, relative to the root with `/` separators. */
  files: readonly string[];
  /** The rules as published, in the config's order. */
  rules: readonly PublishedRule[];
  layout: Layout;
  host: Host;
  /** Input `base-path`, normalised (`/docs`), `''` at the root. */
  basePath: string;
  /** The origin the site is served at (`site-url`'s), for absolute canonical URLs; undefined: root-relative. */
  servedOrigin: string | undefined;
  /** Sources the host's own rules already answer over any file (Netlify's forced rules): no page for them. */
  handled?: ReadonlySet<PublishedRule>;
}

/**
 * Writes a redirect page at each exact source that is no real page on the host, and the script into `404.html`.
 * A page answers with the destination of the first rule that matches its source, as the edge would. Pages are
 * written after the pages were indexed (search, agent files), so they are in none of those, and are in the file list
 * the change list and verification read.
 * @throws a file system error
 */
export async function writeRedirectPages(options: RedirectPagesOptions): Promise<RedirectPagesResult> {
  const { root, rules, layout, host, basePath } = options;
  const files = new Set(options.files);
  const written: string[] = [];
  const realPages: PublishedRule[] = [];
  const scriptOnly: PublishedRule[] = [];
  const find = redirectIndex(rules);
  for (const rule of rules) {
    if (rule.matcher.pattern) continue;
    const below = rule.source.slice(basePath.length) || '/';
    const served = (urlPath: string): boolean => resolveOnHost(host, urlPath, files, layout).kind !== 'missing';
    if (served(below) || served(`${below.replace(/\/$/, '')}/`)) {
      if (!realPages.includes(rule)) realPages.push(rule);
      continue;
    }
    if (options.handled?.has(rule)) continue;
    const file = redirectPageFile(below, layout);
    if (file === undefined || files.has(file)) {
      if (file === undefined) scriptOnly.push(rule);
      continue;
    }
    const found = find(rule.source)!;
    const location = found.location;
    const canonical =
      location.startsWith('/') && options.servedOrigin ? `${options.servedOrigin}${location}` : location;
    const target = path.join(root, ...file.split('/'));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, redirectPage(location, canonical), { flag: 'wx' });
    files.add(file);
    written.push(file);
  }
  const notFound = rules.length > 0 ? await addNotFoundScript(root, files.has('404.html'), rules) : undefined;
  if (notFound === 'created') written.push('404.html');
  return { written, realPages, scriptOnly, notFound };
}

/** Puts the script at the start of `404.html`'s head (before Next's scripts load), replacing one a run put there. */
async function addNotFoundScript(
  root: string,
  exists: boolean,
  rules: readonly PublishedRule[],
): Promise<'edited' | 'created'> {
  const file = path.join(root, '404.html');
  const script = notFoundScript(rules);
  const text = exists ? await fs.promises.readFile(file, 'utf8') : NOT_FOUND_PAGE;
  const previous = new RegExp(`<script id="${SCRIPT_ID}">.*?</script>`, 's');
  let edited: string;
  if (previous.test(text)) edited = text.replace(previous, () => script);
  else {
    const head = /<head(?:\s[^>]*)?>/i.exec(text);
    const at = head ? head.index + head[0].length : 0;
    edited = `${text.slice(0, at)}${script}${text.slice(at)}`;
  }
  await fs.promises.writeFile(file, edited);
  return exists ? 'edited' : 'created';
}
