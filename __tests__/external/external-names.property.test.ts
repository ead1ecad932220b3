/**
 * Stored names of `external-assets: bundle` (issue 44 item 5). Property: whatever the URL (so whatever its hash) and
 * whatever the content type the fetcher took, every host's rules (`src/site/hosts/hosts.ts`) serve the stored file
 * as a file at its own URL, in both layouts, under the shipped CloudFront functions and the one `cloudfront-function`
 * writes. A name ending in the hash alone (`pic.7f1da209b9bf`) was a page to the CloudFront functions when the hash
 * began with a digit: they asked the origin for `pic.7f1da209b9bf.html`.
 */
import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { ASSET_FOLDER } from '../../src/external/mode.ts';
import { assetPath } from '../../src/external/names.ts';
import { cloudfrontNames, cloudfrontRequest, HOSTS, resolveOnHost, type Layout } from '../../src/site/hosts/hosts.ts';

/** Types the fetcher accepts: each the extension table maps, and some it does not. */
const TYPES = [
  'text/css',
  'text/javascript',
  'application/json',
  'image/svg+xml',
  'image/png',
  'image/x-icon',
  'font/woff2',
  'application/vnd.ms-fontobject',
  'video/mp4',
  'audio/mpeg',
  'image/bmp',
  'image/tiff',
  'image/jxl',
  'application/octet-stream',
  'font/collection',
  'text/plain',
  'application/x-unknown; charset=binary',
  '',
];

/** Last segments of URLs: known extensions, unknown ones, ones that look like a hash, none. */
const LAST = fc.oneof(
  fc.constantFrom('pic.bmp', 'a.woff2', 'logo.PNG', 'x.1a2b', 'v1.2.0', 'font', 'data.bin', 'index', 'a.mjs'),
  fc.stringMatching(/^[A-Za-z0-9._~-]{0,20}$/),
);

const URLS = fc
  .record({
    origin: fc.webUrl({ withQueryParameters: false, withFragments: false }),
    last: LAST,
    query: fc.option(fc.stringMatching(/^[a-z0-9=&]{0,12}$/), { nil: undefined }),
  })
  .map(({ origin, last, query }) => {
    const url = new URL(origin);
    url.pathname = `${url.pathname.replace(/\/$/, '')}/${last}`;
    if (query !== undefined) url.search = query;
    return url;
  });

test('every stored name is served as a file at its own URL on every host', () => {
  fc.assert(
    fc.property(URLS, fc.constantFrom(...TYPES), fc.constantFrom<Layout>('html', 'folders'), (url, type, layout) => {
      const file = `${ASSET_FOLDER}/${assetPath(url, type)}`;
      const page = layout === 'html' ? 'guides/a.html' : 'guides/a/index.html';
      const files = new Set(['index.html', page, file]);
      const generated = cloudfrontNames(files, layout);
      for (const host of HOSTS) {
        for (const context of host === 'cloudfront' ? [{}, { cloudfront: generated }] : [{}, { basePath: '/docs' }])
          expect({ host, ...resolveOnHost(host, `/${file}`, files, layout, context) }).toEqual({
            host,
            kind: 'direct',
            file,
          });
      }
      // The shipped functions under a base path too: the URI goes to the origin as it is.
      expect(cloudfrontRequest(`/docs/${file}`, layout, undefined, '/docs')).toEqual({ uri: `/docs/${file}` });
    }),
    { numRuns: 300 },
  );
});
