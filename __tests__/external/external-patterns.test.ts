/**
 * Inputs `external-assets-include`, `external-assets-exclude` and `external-assets-cache` (issue 38): the pattern
 * syntax (`src/external/patterns.ts`), what the patterns select and open, and the inputs' checks before any request.
 */
import { InputError, InputErrors } from '../../src/common/errors.ts';
import { readInputs, type ExportInputs } from '../../src/inputs.ts';
import { assetSelection, matchesPattern, parseAssetPatterns } from '../../src/external/patterns.ts';

const one = (text: string) => parseAssetPatterns('external-assets-include', text)[0]!;
const matches = (pattern: string, url: string): boolean => matchesPattern(one(pattern), new URL(url));

describe('pattern syntax', () => {
  test.each([
    ['*.googleapis.com/*', 'https://fonts.googleapis.com/css2?family=Inter', true],
    ['*.googleapis.com/*', 'https://a.b.googleapis.com/x', true],
    ['*.googleapis.com/*', 'https://googleapis.com/x', false],
    ['*.googleapis.com/*', 'https://evil.com/.googleapis.com/x', false],
    ['analytics.example.com/*', 'https://analytics.example.com/js/script.js', true],
    ['analytics.example.com/*', 'https://ANALYTICS.example.com/', true],
    ['analytics.example.com/*', 'https://analytics.example.com.evil.test/', false],
    ['cdn.example.com/icons/*', 'https://cdn.example.com/icons/a/b.svg', true],
    ['cdn.example.com/icons/*', 'https://cdn.example.com/Icons/a.svg', false],
    ['cdn.example.com/icons/*', 'https://cdn.example.com/images/a.png', false],
    // The query string is not matched: a pattern ending in the path matches every query.
    ['cdn.example.com/a.png', 'https://cdn.example.com/a.png?sig=1', true],
    ['cdn.example.com:8443/*', 'https://cdn.example.com:8443/a', true],
    ['cdn.example.com:8443/*', 'https://cdn.example.com/a', false],
    ['cdn.example.com:443/*', 'https://cdn.example.com/a', true],
    ['cdn.example.com/*', 'http://cdn.example.com:8080/a', true],
    ['*/*', 'https://anything.test/x', true],
    ['127.1/*', 'http://127.0.0.1/x', true],
    ['[0:0::1]/*', 'http://[::1]/x', true],
  ])('%s against %s: %s', (pattern, url, expected) => {
    expect(matches(pattern, url)).toBe(expected);
  });

  test('comments and blank lines are left out; every invalid line is named in one error', () => {
    const text = '# icons\n\n  cdn.example.com/icons/*  \nhttps://x.test/*\nno-path.test\n/x\nbad host/x\na.test/x?y\n';
    let error: unknown;
    try {
      parseAssetPatterns('external-assets-exclude', text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as InputError).message;
    expect(message).toContain("Input 'external-assets-exclude'");
    expect(message).toContain("'https://x.test/*' names a scheme");
    expect(message).toContain("'no-path.test' has no path: add /* to match every path on the host (no-path.test/*)");
    expect(message).toContain("'/x' has no host");
    expect(message).toContain("'bad host/x' contains white space");
    expect(message).toContain("'a.test/x?y' contains ? or #");
    expect(message).toContain('e.g. cdn.example.com/icons/*');
    expect(parseAssetPatterns('x', '# only a comment\n\ncdn.example.com/icons/*\n')).toEqual([
      { text: 'cdn.example.com/icons/*', host: 'cdn.example.com', port: undefined, path: '/icons/*' },
    ]);
  });
});

describe('selection', () => {
  const parse = (text: string) => parseAssetPatterns('x', text);

  test('exclude wins; with include patterns only the URLs they match are fetched', () => {
    const none = assetSelection([], []);
    expect(none.wanted('https://cdn.example.com/a.svg')).toBe(true);
    const excluded = assetSelection([], parse('analytics.example.com/*'));
    expect(excluded.wanted('https://analytics.example.com/s.js')).toBe(false);
    expect(excluded.wanted('https://cdn.example.com/a.svg')).toBe(true);
    const included = assetSelection(parse('cdn.example.com/*'), parse('cdn.example.com/private/*'));
    expect(included.wanted('https://cdn.example.com/a.svg')).toBe(true);
    expect(included.wanted('https://cdn.example.com/private/a.svg')).toBe(false);
    expect(included.wanted('https://other.example.com/a.svg')).toBe(false);
  });

  test('only an include naming the host without a wildcard opens the runner network', () => {
    const url = new URL('http://192.168.1.20/logo.png');
    expect(assetSelection([], []).allowPrivate(url)).toBe(false);
    expect(assetSelection(parse('*/*'), []).allowPrivate(url)).toBe(false);
    expect(assetSelection(parse('192.168.*/*'), []).allowPrivate(url)).toBe(false);
    expect(assetSelection(parse('192.168.1.20/*'), []).allowPrivate(url)).toBe(true);
    expect(assetSelection(parse('192.168.1.20/other/*'), []).allowPrivate(url)).toBe(false);
    expect(assetSelection(parse('192.168.1.20:8080/*'), []).allowPrivate(url)).toBe(false);
    // An exclude names nothing to open.
    expect(assetSelection([], parse('192.168.1.20/*')).allowPrivate(url)).toBe(false);
  });

  test('a host written with its trailing dot is the same host: excluded and included alike', () => {
    const selection = assetSelection([], parse('plausible.example.com/*'));
    expect(selection.wanted('https://plausible.example.com./js/script.js')).toBe(false);
    expect(selection.wanted('https://PLAUSIBLE.example.com.:8443/js/script.js')).toBe(false);
    // One dot: `host..` is another name.
    expect(selection.wanted('https://plausible.example.com../js/script.js')).toBe(true);
    expect(assetSelection(parse('cdn.example.com/*'), []).wanted('https://cdn.example.com./a.svg')).toBe(true);
  });

  test.each([
    '/public/..%2Fadmin/secret.png',
    '/public/..%2fadmin/secret.png',
    '/public/..%5Cadmin/secret.png',
    '/public/%252e%252e/admin/secret.png',
    '/public/a%252Fb.png',
    '/public/%2E%252e/x.png',
  ])('a pattern opening a private host never opens a path servers may read otherwise: %s', (pathname) => {
    const selection = assetSelection(parse('127.0.0.1/public/*'), []);
    expect(selection.allowPrivate(new URL('http://127.0.0.1/public/logo.png'))).toBe(true);
    expect(selection.allowPrivate(new URL(`http://127.0.0.1${pathname}`))).toBe(false);
    // Public hosts' paths are theirs to read.
    expect(assetSelection(parse('cdn.example.com/*'), []).wanted(`https://cdn.example.com${pathname}`)).toBe(true);
  });

  test('a private path with percent-encoded text that is no separator or dot segment is opened', () => {
    const selection = assetSelection(parse('127.0.0.1/*'), []);
    expect(selection.allowPrivate(new URL('http://127.0.0.1/caf%C3%A9/a%20b.png'))).toBe(true);
    expect(selection.allowPrivate(new URL('http://127.0.0.1/v1.2/..x/.well-known/a.png'))).toBe(true);
  });
});

describe('inputs', () => {
  const env = { GITHUB_WORKSPACE: '/home/runner/work/docs/docs', RUNNER_TEMP: '/home/runner/work/_temp' };
  const ok = { 'api-key': 'mint_test_abc123', domain: 'docs.example.com', 'external-assets': 'bundle' };
  const read = (inputs: Record<string, string>) => readInputs((name) => inputs[name] ?? '', env) as ExportInputs;
  const messages = (inputs: Record<string, string>): string[] => {
    try {
      read(inputs);
    } catch (e) {
      if (e instanceof InputErrors) return e.errors.map((x) => x.message);
      if (e instanceof InputError) return [e.message];
      throw e;
    }
    throw new Error('expected an input error');
  };

  test('read and resolved: patterns, and the cache folder inside the workspace', () => {
    const inputs = read({
      ...ok,
      'external-assets-include': '*.example.com/*',
      'external-assets-exclude': 'analytics.example.com/*\n# video\nvideo.example.com/*',
      'external-assets-cache': '.cache/external-assets',
    });
    expect(inputs.externalAssetsInclude.map((p) => p.text)).toEqual(['*.example.com/*']);
    expect(inputs.externalAssetsExclude.map((p) => p.text)).toEqual(['analytics.example.com/*', 'video.example.com/*']);
    expect(inputs.externalAssetsCache).toBe('/home/runner/work/docs/docs/.cache/external-assets');
    expect(read({ 'api-key': ok['api-key'], domain: ok.domain }).externalAssetsCache).toBeUndefined();
  });

  test('a bad pattern, a cache in the site folder or outside the workspace: reported at once with the others', () => {
    const found = messages({
      ...ok,
      path: 'site',
      'external-assets-include': 'https://cdn.example.com/*',
      'external-assets-cache': 'site/.cache',
      timeout: 'soon',
    });
    expect(found).toEqual([
      expect.stringContaining("Input 'timeout'"),
      expect.stringContaining("Input 'external-assets-include': 'https://cdn.example.com/*' names a scheme"),
      expect.stringMatching(
        /Input 'external-assets-cache': 'site\/\.cache' lies inside the site folder \(path: site\)/,
      ),
    ]);
    expect(messages({ ...ok, 'external-assets-cache': '../cache' })).toEqual([
      expect.stringMatching(/Input 'external-assets-cache': '\.\.\/cache' must be a folder inside the workspace/),
    ]);
    expect(messages({ ...ok, 'external-assets-cache': 'static-export' })).toEqual([
      expect.stringContaining('lies inside the site folder'),
    ]);
    expect(messages({ ...ok, path: 'out/site', 'external-assets-cache': 'out' })).toEqual([
      "Input 'external-assets-cache': 'out' holds the site folder (path: out/site); keep the cache beside it",
    ]);
    expect(messages({ ...ok, archive: '.cache/a.tar.gz', 'external-assets-cache': '.cache' })).toEqual([
      expect.stringContaining("Input 'external-assets-cache': '.cache' and archive are a folder and a file in it"),
    ]);
  });

  test('the three inputs need external-assets: bundle', () => {
    const found = messages({
      'api-key': ok['api-key'],
      domain: ok.domain,
      'external-assets': 'report',
      'external-assets-exclude': 'a.test/*',
      'external-assets-cache': '.cache',
    });
    expect(found).toEqual([
      "Input 'external-assets-exclude': needs external-assets: bundle (external-assets is report)",
      "Input 'external-assets-cache': needs external-assets: bundle (external-assets is report)",
    ]);
  });
});
