/**
 * Which URL paths a site file answers to on each host (the change list's `urls`, the agent files' links), for both
 * export layouts, and which file a page's Markdown alternate names. The host rules themselves are
 * `src/site/hosts/hosts.ts`'s; what is checked here is the mapping from files back to URLs.
 */
import { markdownFile } from '../../../src/site/agent-files/agent-files.ts';
import { canonicalUrlPath, encodeUrlPath, publicUrl, urlPathsFor } from '../../../src/site/hosts/urls.ts';
import type { Host } from '../../../src/site/hosts/hosts.ts';

const htmlLayout = new Set(['index.html', 'guides/a.html', 'logo.svg']);
const folderLayout = new Set(['index.html', 'guides/a/index.html', 'logo.svg']);

describe('urlPathsFor', () => {
  test.each<[Host, string[], string[]]>([
    // cloudfront: the function of each layout (recipes/cloudfront); its redirect of /x/ to /x is never cached.
    ['cloudfront', ['/guides/a', '/guides/a.html'], ['/guides/a', '/guides/a/index.html']],
    ['s3', ['/guides/a.html'], ['/guides/a/index.html']],
    ['github-pages', ['/guides/a', '/guides/a.html'], ['/guides/a', '/guides/a/', '/guides/a/index.html']],
    ['netlify', ['/guides/a', '/guides/a/', '/guides/a.html'], ['/guides/a', '/guides/a/', '/guides/a/index.html']],
    [
      'cloudflare-pages',
      ['/guides/a', '/guides/a/', '/guides/a.html'],
      ['/guides/a', '/guides/a/', '/guides/a/index.html'],
    ],
  ])('%s: a page in each layout', (host, html, folder) => {
    expect(urlPathsFor(host, 'guides/a.html', htmlLayout, 'html')).toEqual(html);
    expect(urlPathsFor(host, 'guides/a/index.html', folderLayout, 'folders')).toEqual(folder);
  });

  test('the home page answers at / and /index.html; an asset at its own path only', () => {
    expect(urlPathsFor('cloudfront', 'index.html', htmlLayout, 'html')).toEqual(['/', '/index.html']);
    expect(urlPathsFor('s3', 'index.html', htmlLayout, 'html')).toEqual(['/', '/index.html']);
    expect(urlPathsFor('cloudfront', 'logo.svg', htmlLayout, 'html')).toEqual(['/logo.svg']);
  });

  test('a link goes to the URL the host serves directly, not one it redirects', () => {
    expect(canonicalUrlPath('github-pages', 'guides/a/index.html', folderLayout, 'folders')).toBe('/guides/a/');
    expect(canonicalUrlPath('github-pages', 'guides/a.html', htmlLayout, 'html')).toBe('/guides/a');
    expect(canonicalUrlPath('s3', 'guides/a.html', htmlLayout, 'html')).toBe('/guides/a.html');
    expect(canonicalUrlPath('cloudfront', 'guides/a/index.html', folderLayout, 'folders')).toBe('/guides/a');
  });
});

test('URL paths are percent-encoded, a CloudFront wildcard and Markdown parentheses included', () => {
  expect(encodeUrlPath('/guides/café (new)*.html')).toBe('/guides/caf%C3%A9%20%28new%29%2A.html');
  expect(publicUrl('https://docs.acme.test', '', '/a b')).toBe('https://docs.acme.test/a%20b');
  expect(publicUrl('https://docs.acme.test', '/docs', '/a')).toBe('https://docs.acme.test/docs/a');
  // A site-url that already carries the base path does not get it twice.
  expect(publicUrl('https://acme.test/docs', '/docs', '/a')).toBe('https://acme.test/docs/a');
  expect(publicUrl(undefined, '/docs', '/a')).toBe('/docs/a');
});

describe('markdownFile', () => {
  test.each<[string, string, string, string | undefined]>([
    ['/guides/a.md', '/guides/a', '', 'guides/a.md'],
    ['a.md', '/guides/a/', '', 'guides/a/a.md'],
    ['/docs/guides/a.md', '/guides/a', '/docs', 'guides/a.md'],
    ['/caf%C3%A9.md', '/café', '', 'café.md'],
    ['https://other.test/a.md', '/a', '', undefined],
    ['/guides/a.html', '/guides/a', '', undefined],
    ['/../../etc/x.md', '/a', '', 'etc/x.md'],
    // Separators and stream names on Windows runners never become part of a path.
    ['/a%5C..%5C..%5Cx.md', '/a', '', undefined],
    ['/c%3A/x.md', '/a', '', undefined],
    // Names the unpacker refuses are never written either: a newline, a device name, Windows' reserved characters.
    ['/sp%0Aace.md', '/a', '', undefined],
    ['/CON.md', '/a', '', undefined],
    ['/we%3Cird%3E%7Cname%3F.md', '/a', '', undefined],
    ['/trailing.%20.md', '/a', '', 'trailing. .md'],
    [`/${'x'.repeat(300)}.md`, '/a', '', undefined],
  ])('%s from %s (base path %p) → %p', (href, page, basePath, file) => {
    expect(markdownFile(href, page, basePath)).toBe(file);
  });
});
