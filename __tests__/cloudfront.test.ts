/**
 * recipes/cloudfront/viewer-request.js, run in Node with CloudFront's viewer-request event shape,
 * against an exported tree; and `host: cloudfront` in the checker agrees with it on every path tried.
 */
import fs from 'node:fs';
import vm from 'node:vm';
import { generateSite } from '../emulator/site.ts';
import { sitemapLocs } from '../src/verify/sitemap.ts';
import { cloudfrontRewrite, resolveOnHost } from '../src/verify/hosts.ts';

interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}
type Handler = (event: { version: string; context: object; viewer: object; request: CfRequest }) => CfRequest;

// cloudfront-js-2.0 has no module syntax: the file declares `function handler(event)` at top level.
const source = fs.readFileSync('recipes/cloudfront/viewer-request.js', 'utf8');
const handler = vm.runInNewContext(`${source}\nhandler;`) as Handler;

function request(uri: string, querystring: CfRequest['querystring'] = {}): CfRequest {
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
  return handler(event);
}

const tree = generateSite({ domain: 'docs.example.com', pages: 80 });
const files = new Set(tree.keys());
/** S3 looks up the decoded key of the (percent-encoded) URI the function returns. */
const served = (uri: string): boolean => files.has(decodeURIComponent(request(uri).uri).slice(1));

test('the file is a cloudfront-js-2.0 function: a top-level handler, no module syntax', () => {
  expect(source).toMatch(/^function handler\(event\) \{$/m);
  const code = source.replace(/\/\/.*$/gm, '');
  expect(code).not.toMatch(/\b(import|export|require)\b/);
});

test('every page, by its extensionless URL and its .html file, resolves to an existing file', () => {
  const pages = [...files].filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(80);
  for (const file of pages) {
    const route = `/${encodeURI(file.slice(0, -'.html'.length))}`;
    expect({ route, served: served(route) }).toEqual({ route, served: true });
    expect({ file, served: served(`/${encodeURI(file)}`) }).toEqual({ file, served: true });
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

test('assets, folders and the query string are left alone', () => {
  const querystring = { v: { value: '3' }, tab: { value: 'a b' } };
  expect(request('/_next/static/css/app-layout.css', querystring)).toMatchObject({
    uri: '/_next/static/css/app-layout.css',
    querystring,
  });
  expect(request('/guides/', querystring)).toMatchObject({ uri: '/guides/index.html', querystring });
  expect(request('/guides/x', querystring)).toMatchObject({ uri: '/guides/x.html', querystring });
  expect(request('/v1.2/guide').uri).toBe('/v1.2/guide.html');
  expect(request('/guides/x.txt').uri).toBe('/guides/x.txt');
});

test('host: cloudfront in the checker agrees with the function on every path tried', () => {
  const paths = [
    '/',
    '/guides/',
    '/guides',
    '/v1.2/guide',
    '/a.b/',
    '/x.html',
    '/.well-known/security.txt',
    '/robots.txt',
  ];
  for (const file of files) {
    const encoded = `/${encodeURI(file)}`;
    paths.push(encoded, encoded.replace(/\.html$/, ''), encoded.replace(/[^/]+$/, ''));
  }
  for (const uri of paths) {
    const rewritten = request(uri).uri;
    expect({ uri, rewritten: cloudfrontRewrite(uri) }).toEqual({ uri, rewritten });
    const resolution = resolveOnHost('cloudfront', decodeURIComponent(uri), files);
    const exists = files.has(decodeURIComponent(rewritten).slice(1));
    expect({ uri, resolved: resolution.kind === 'direct' }).toEqual({ uri, resolved: exists });
  }
});
