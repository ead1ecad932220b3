/**
 * `external-assets: report` (issue 38): the input, the URLs the verification's scan finds (pages, style attributes,
 * stylesheets), and where scripts and RSC payloads name the same URLs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InputErrors, type InputError } from '../../src/common/errors.ts';
import { ExternalAssets, externalAssetsLog, externalAssetsSummary } from '../../src/external/assets.ts';
import { namedUrls } from '../../src/external/literals.ts';
import { readInputs, type ExportInputs } from '../../src/inputs.ts';
import { checkSite } from '../../src/verify/check.ts';
import { scanHtml } from '../../src/verify/html.ts';
import type { TarEntry } from '../../emulator/archives.ts';
import { offsiteExport, OFFSITE_URLS } from '../../emulator/offsite.ts';

const env = { GITHUB_WORKSPACE: '/home/runner/work/docs/docs', RUNNER_TEMP: '/home/runner/work/_temp' };
const ok = { 'api-key': 'mint_test_abc123', domain: 'docs.example.com' };
const read = (inputs: Record<string, string>): ExportInputs =>
  readInputs((name) => inputs[name] ?? '', env) as ExportInputs;
const thrown = (inputs: Record<string, string>): unknown => {
  try {
    read(inputs);
  } catch (error) {
    return error;
  }
  throw new Error('expected the inputs to be refused');
};

describe('input external-assets', () => {
  test('keep by default; report and bundle accepted', () => {
    expect(read(ok).externalAssets).toBe('keep');
    expect(read({ ...ok, 'external-assets': 'report' }).externalAssets).toBe('report');
    expect(read({ ...ok, 'external-assets': 'bundle', verify: 'off' }).externalAssets).toBe('bundle');
    expect((thrown({ ...ok, 'external-assets': 'bundle', download: 'false' }) as InputError).message).toContain(
      'bundle needs download: true',
    );
  });

  test('a bad value is refused before any request, listed with the other invalid inputs', () => {
    const error = thrown({ ...ok, 'external-assets': 'vendor', timeout: 'soon' });
    expect(error).toBeInstanceOf(InputErrors);
    const inputs = (error as InputErrors).errors.map((e) => e.input);
    expect(inputs).toContain('timeout');
    expect(inputs).toContain('external-assets');
    expect((error as InputErrors).message).toContain(
      "Input 'external-assets': 'vendor' is not one of keep, report, bundle",
    );
  });

  test('report needs a downloaded site, not verification (issue 44 item 7: the scan runs for the listing)', () => {
    const off = read({ ...ok, 'external-assets': 'report', verify: 'off' });
    expect(off.externalAssets).toBe('report');
    expect(off.verify.mode).toBe('off');
    const noDownload = thrown({ ...ok, 'external-assets': 'report', download: 'false' });
    expect((noDownload as InputError).message).toMatch(/external-assets.*needs download: true/);
  });
});

describe('namedUrls', () => {
  const known = new Set(['https://cdn.test/a.svg', 'https://img.test/x.png?w=1&s=2', 'https://cdn.test/k.css']);
  const has = (url: string): boolean => known.has(url);

  test('whole literals in scripts and payloads, escaped as Next.js writes them', () => {
    const text = [
      `document.querySelector('link[href="https://cdn.test/k.css"]')`,
      String.raw`self.__next_f.push([1,"5:[\"$\",\"span\",null,{\"style\":{\"maskImage\":\"url(https://cdn.test/a.svg)\"}}]"])`,
      String.raw`{\"src\":\"https://img.test/x.png?w=1\u0026s=2\"}`,
    ].join('\n');
    expect(namedUrls(text, has).sort()).toEqual([...known].sort());
  });

  test('not a URL that is part of a longer one, nor one the pages do not load', () => {
    expect(
      namedUrls('"https://cdn.test/a.svg.map" "https://cdn.test/other.svg" "https://cdn.test/k.css?v=2"', has),
    ).toEqual([]);
  });
});

test('scanHtml gives script text to a sink that wants it, from bytes and from a string', () => {
  const html = '<p>x</p><script>var a="https://cdn.test/é.css"</script><script src="/a.js"></script>';
  for (const input of [Buffer.from(html), html]) {
    const scripts: string[] = [];
    scanHtml(input, { ref() {}, anchor() {}, base() {}, script: (text) => scripts.push(text) });
    expect(scripts).toEqual(['var a="https://cdn.test/é.css"', '']);
  }
});

describe('checkSite with externalAssets', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  const check = async (externalAssets: boolean, extra: { name: string; data: string }[] = []) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'external-assets-'));
    roots.push(root);
    const files: string[] = [];
    for (const entry of [...offsiteExport(), ...extra.map((e): TarEntry => ({ ...e, data: Buffer.from(e.data) }))]) {
      if (entry.type === 'directory') continue;
      fs.mkdirSync(path.dirname(path.join(root, entry.name)), { recursive: true });
      fs.writeFileSync(path.join(root, entry.name), entry.data!);
      files.push(entry.name);
    }
    return checkSite({
      root,
      files,
      host: 'auto',
      siteUrl: 'https://docs.example.com',
      ignore: undefined,
      pageCount: undefined,
      externalAssets,
    });
  };

  test('lists exactly the URLs the pages and stylesheets load, with every file that loads or names them', async () => {
    const report = await check(true);
    const listed = Object.fromEntries(report.externalAssets!.map((a) => [a.url, [...a.examples].sort()]));
    expect(listed).toEqual(OFFSITE_URLS);
    expect(report.findings).toEqual([]);
  });

  test('an iframe is a page of its own: not listed', async () => {
    const frame =
      '<!DOCTYPE html><html><head><title>V</title></head><body>' +
      '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe></body></html>';
    const report = await check(true, [{ name: 'video.html', data: frame }]);
    expect(report.externalAssets!.map((a) => a.url)).not.toContain('https://www.youtube.com/embed/abc');
    expect(report.externalAssets!.length).toBe(Object.keys(OFFSITE_URLS).length);
  });

  test('without it, the report has no list (keep)', async () => {
    expect((await check(false)).externalAssets).toBeUndefined();
  });
});

test('the log and the summary name each URL and its files', () => {
  const assets = new ExternalAssets();
  assets.add('https://cdn.test/a.svg', 'index.html');
  assets.add('https://cdn.test/a.svg', 'guides/x.html');
  assets.add('https://cdn.test/a.svg', 'index.html');
  const list = assets.list();
  expect(list).toEqual([{ url: 'https://cdn.test/a.svg', files: 2, examples: ['index.html', 'guides/x.html'] }]);
  expect(externalAssetsLog(list)).toEqual([
    'Off-site URLs the site requests (external-assets: report): 1.',
    '  https://cdn.test/a.svg (2 files, e.g. index.html, guides/x.html)',
  ]);
  expect(externalAssetsSummary(list, undefined)).toContain(
    '| `https://cdn.test/a.svg` | 2 | `index.html`, `guides/x.html` |',
  );
  expect(externalAssetsSummary([], undefined)).toContain('None: the site loads nothing from another origin.');
});

test('the summary points at verify-report for the URLs past its table, or at the log with verify: off', () => {
  const many = new ExternalAssets();
  for (let n = 0; n < 102; n++) many.add(`https://cdn.test/${n}.svg`, 'index.html');
  const list = many.list();
  expect(externalAssetsSummary(list, 'out/verify.json')).toContain('and 2 more in `verify-report` (out/verify.json)');
  const off = externalAssetsSummary(list, undefined, false);
  expect(off).toContain("and 2 more in the step's log");
  expect(off).not.toContain('verify-report');
});
