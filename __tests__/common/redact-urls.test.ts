/**
 * URLs in messages (issue 38, review 8): a signed query string never reaches the log, an annotation or the summary,
 * whatever characters a parsed URL keeps in its path.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { shownUrl, withUrlsShown } from '../../src/common/redact.ts';

describe('withUrlsShown', () => {
  test('an apostrophe in the path is part of the URL: the query after it is dropped', () => {
    const url = "https://img.example.test/it's.png?X-Amz-Signature=SECRETSIG1";
    expect(withUrlsShown(`${url}: HTTP 404 (loaded by index.html)`)).toBe(
      "https://img.example.test/it's.png?…: HTTP 404 (loaded by index.html)",
    );
    expect(withUrlsShown(`'${url}'.`)).toBe("'https://img.example.test/it's.png?…'.");
  });

  test('user name and password are dropped', () => {
    expect(withUrlsShown('refused https://u:p@b.example.test/cred.png (credentials)')).toBe(
      'refused https://b.example.test/cred.png (credentials)',
    );
  });

  test('no query value of any parsed URL survives, in any sentence around it', () => {
    const secret = 'S3CR3TSIG';
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }), fc.string(), (raw, path) => {
        let url: URL;
        try {
          url = new URL(`${raw}/${path}`);
        } catch {
          return;
        }
        url.search = `?X-Amz-Signature=${secret}&s=${secret}`;
        for (const text of [`${url.href}: HTTP 404`, `(${url.href})`, `'${url.href}'`, `"${url.href}"`])
          expect(withUrlsShown(text)).not.toContain(secret);
        expect(shownUrl(url.href)).not.toContain(secret);
      }),
    );
  });
});
