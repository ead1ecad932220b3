/**
 * recipes/cloudfront/viewer-request.js (`.html` layout) and viewer-request-folders.js (folder layout), run in
 * Node with CloudFront's viewer-request event shape on sample requests and against exported trees of their
 * layout; and `host: cloudfront` in the checker agrees with each function on every path tried.
 */
import fs from 'node:fs';
import vm from 'node:vm';
import { generateSite } from '../emulator/site.ts';
import { sitemapLocs } from '../src/verify/sitemap.ts';
import { ASSET_EXTENSIONS, cloudfrontRequest, resolveOnHost, type Layout } from '../src/verify/hosts.ts';

interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}
interface CfResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: {
  version: string;
  context: object;
  viewer: object;
  request: CfRequest;
}) => CfRequest | CfResponse;

const FUNCTIONS: Record<Layout, string> = {
  html: 'recipes/cloudfront/viewer-request.js',
  folders: 'recipes/cloudfront/viewer-request-folders.js',
};

// cloudfront-js-2.0 has no module syntax: the file declares `function handler(event)` at top level.
// `base`: the value a user gives the function's BASE variable for a site served under a path (docs/base-path.md).
const load = (layout: Layout, base = ''): { source: string; handler: Handler } => {
  const file = fs.readFileSync(FUNCTIONS[layout], 'utf8');
  const source = file.replace("var BASE = '';", `var BASE = '${base}';`);
  expect(source === file).toBe(base === '');
  return { source, handler: vm.runInNewContext(`${source}\nhandler;`) as Handler };
};

function run(
  layout: Layout,
  uri: string,
  querystring: CfRequest['querystring'] = {},
  base = '',
): CfRequest | CfResponse {
  const event = {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: 'x',
    },
    viewer: { ip: '198.51.100.11' },
    request: { method: 'GET', uri, querystring, headers: { host: { value: 'docs.example.com' } }, cookies: {} },
  };
  return load(layout, base).handler(event);
}

/** The answer in `cloudfrontRequest`'s terms: the URI the origin gets, or the 301's Location. */
function answer(layout: Layout, uri: string, querystring: CfRequest['querystring'] = {}, base = ''): object {
  const result = run(layout, uri, querystring, base);
  if ('statusCode' in result) {
    expect(result.statusCode).toBe(301);
    return { redirect: result.headers.location!.value };
  }
  expect(result.querystring).toEqual(querystring);
  return { uri: result.uri };
}

describe.each(['html', 'folders'] as const)('the %s layout function', (layout) => {
  const page = (uri: string): string => (layout === 'html' ? `${uri}.html` : `${uri}/index.html`);

  test("is a cloudfront-js-2.0 function: a top-level handler, no module syntax, the checker's asset list", () => {
    const { source } = load(layout);
    expect(source).toMatch(/^function handler\(event\) \{$/m);
    const code = source.replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b(import|export|require)\b|=>|\blet\b|\bconst\b/);
    const assets = vm.runInNewContext(`${source}\nASSETS;`) as string[];
    expect([...assets]).toEqual([...ASSET_EXTENSIONS]);
  });

  test('under a base path (BASE = /docs): /docs and /docs/ are the home page; below it, the rules of the root', () => {
    const at = (uri: string): object => answer(layout, uri, {}, '/docs');
    expect(at('/docs')).toEqual({ uri: '/docs/index.html' });
    expect(at('/docs/')).toEqual({ uri: '/docs/index.html' });
    expect(at('/docs/guides/a')).toEqual({ uri: page('/docs/guides/a') });
    expect(at('/docs/guides/a/')).toEqual({ redirect: '/docs/guides/a' });
    expect(at('/docs/_next/static/app.css')).toEqual({ uri: '/docs/_next/static/app.css' });
    // What verification assumes for the site's own paths (it judges pages at their URL under base-path).
    expect(cloudfrontRequest('/guides/a', layout)).toEqual({ uri: page('/guides/a') });
    expect(cloudfrontRequest('/guides/a/', layout)).toEqual({ redirect: '/guides/a' });
  });

  test('sample viewer requests (issue 23): /, pages, /x/, dotted pages, assets, .md, llms.txt, query strings', () => {
    const query = { v: { value: '3' }, tab: { value: 'a%20b' }, flag: { value: '' } };
    expect(answer(layout, '/')).toEqual({ uri: '/index.html' });
    expect(answer(layout, '/', query)).toEqual({ uri: '/index.html' });
    expect(answer(layout, '/guides/a')).toEqual({ uri: page('/guides/a') });
    expect(answer(layout, '/guides/a', query)).toEqual({ uri: page('/guides/a') });
    // Not /guides/index.html, which no .html export has (S3 answers 403): the page's own URL, query kept.
    expect(answer(layout, '/guides/')).toEqual({ redirect: '/guides' });
    expect(answer(layout, '/guides/', query)).toEqual({ redirect: '/guides?v=3&tab=a%20b&flag' });
    expect(answer(layout, '/guides/', { t: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] } })).toEqual({
      redirect: '/guides?t=1&t=2',
    });
    expect(answer(layout, '/changelog/v1.2')).toEqual({ uri: page('/changelog/v1.2') });
    expect(answer(layout, '/v1.2/guide')).toEqual({ uri: page('/v1.2/guide') });
    for (const asset of [
      '/_next/static/css/app-layout.css',
      '/_next/static/chunks/main-app-1a2b.js',
      '/images/Logo.PNG',
      '/guides/a.html',
      '/guides/a.txt',
      '/guides/a.md',
      '/llms.txt',
      '/llms-full.txt',
      '/sitemap.xml',
      '/.well-known/security.txt',
      '/favicon.ico',
    ])
      expect(answer(layout, asset, query)).toEqual({ uri: asset });
  });

  const tree = generateSite({ domain: 'docs.example.com', pages: 80, layout });
  const files = new Set(tree.keys());
  /** S3 looks up the decoded key of the (percent-encoded) URI the function returns. */
  const served = (uri: string): boolean => {
    const result = run(layout, uri);
    return 'uri' in result && files.has(decodeURIComponent(result.uri).slice(1));
  };

  test('every page of an export in this layout, by its extensionless URL, resolves to an existing file', () => {
    const pages = [...files].filter((f) => f.endsWith('.html') && f !== '404.html' && f !== 'index.html');
    expect(pages.length).toBeGreaterThan(80);
    for (const file of pages) {
      const route = `/${encodeURI(file.replace(/(\/index)?\.html$/, ''))}`;
      expect({ route, served: served(route) }).toEqual({ route, served: true });
    }
    expect(served('/')).toBe(true);
  });

  test('every sitemap URL resolves to an existing file', () => {
    const { locs } = sitemapLocs(tree.get('sitemap.xml')!.toString('utf8'));
    expect(locs.length).toBeGreaterThan(80);
    for (const loc of locs) {
      const uri = new URL(loc).pathname;
      expect({ loc, served: served(uri) }).toEqual({ loc, served: true });
    }
  });

  test('host: cloudfront in the checker agrees with the function on every path tried', () => {
    const paths = ['/', '/guides/', '/guides', '/v1.2/guide', '/changelog/v1.2', '/a.b/', '/x.html', '/robots.txt'];
    for (const file of files) {
      const encoded = `/${encodeURI(file)}`;
      paths.push(encoded, encoded.replace(/(\/index)?\.html$/, ''), encoded.replace(/[^/]+$/, ''));
    }
    for (const uri of paths) {
      const actual = answer(layout, uri);
      expect({ uri, answer: cloudfrontRequest(uri, layout) }).toEqual({ uri, answer: actual });
      const resolution = resolveOnHost('cloudfront', decodeURIComponent(uri), files, layout);
      // Where the browser ends up: the file the origin has, after following a 301 once.
      const final = 'redirect' in actual ? answer(layout, (actual as { redirect: string }).redirect) : actual;
      const exists = 'uri' in final && files.has(decodeURIComponent((final as { uri: string }).uri).slice(1));
      expect({ uri, resolved: resolution.kind !== 'missing' }).toEqual({ uri, resolved: exists });
      expect({ uri, redirect: resolution.kind === 'redirect' }).toEqual({
        uri,
        redirect: exists && 'redirect' in actual,
      });
    }
  });
});
