/**
 * The link check takes each page as the unpack writes it (issue 32 #3): what it finds from pages scanned then is
 * what it finds reading them from disk afterwards, and a page it has not scanned is read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SiteWriter, type PageReader } from '../../src/archive/writer.ts';
import { systemClock } from '../../src/common/clock.ts';
import type { DownloadResult } from '../../src/transfer/download.ts';
import { downloadWhileUnpacking } from '../../src/transfer/overlap.ts';
import type { PartialDownload } from '../../src/transfer/partial.ts';
import { Pieces } from '../../src/common/pieces.ts';
import { checkSite, type CheckOptions } from '../../src/verify/check.ts';
import { PageScans } from '../../src/verify/page-scans.ts';
import { tar, type TarEntry } from '../../emulator/archives.ts';
import { DEFECTS, generateSite } from '../../emulator/site.ts';

let root: string;
beforeEach(async () => {
  root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'page-scans-'));
});
afterEach(async () => {
  await fs.promises.rm(root, { recursive: true, force: true });
});

const options = (files: string[], scanned?: CheckOptions['scanned']): CheckOptions => ({
  root,
  files,
  host: 'github-pages',
  siteUrl: 'https://docs.example.com',
  ignore: undefined,
  pageCount: 40,
  scanned,
});

/** Splits `bytes` at a few places that depend on `seed`: the pieces an archive reader might produce. */
function piecesOf(bytes: Buffer, seed: number): Pieces {
  const cuts = [1, 7, 3].map((k) => (seed * 7919 * k) % (bytes.length + 1)).sort((a, b) => a - b);
  return new Pieces([0, ...cuts].map((from, i) => bytes.subarray(from, cuts[i] ?? bytes.length)));
}

test('every planted defect found from pages scanned as unpacked, as from pages read afterwards', async () => {
  const site = generateSite({ domain: 'docs.example.com', pages: 40, defects: [...DEFECTS] });
  const scans = new PageScans();
  let seed = 1;
  for (const [name, content] of site) {
    await fs.promises.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.promises.writeFile(path.join(root, name), content);
    if (name.endsWith('.html')) scans.add(`site/${name}`, piecesOf(content, seed++));
  }
  const files = [...site.keys()];
  const read = await checkSite(options(files));
  const scanned = await checkSite(options(files, { scans, prefix: 'site/' }));
  expect(read.findings.length).toBeGreaterThan(10);
  const { durationMs: _a, ...readReport } = read;
  const { durationMs: _b, ...scannedReport } = scanned;
  expect(scannedReport).toEqual(readReport);
  // Each page was taken from its scan, and let go.
  expect(scans.size).toBe(0);
});

test('markup inserted after the unpack is checked with the scan as it is read from the edited page', async () => {
  // Search's wiring, inserted in each head (issue 47): one of its files missing, and a page with a <base>.
  const inserted = Buffer.from('<link rel="stylesheet" href="ui.css"><script defer src="/missing-wiring.js"></script>');
  const site = generateSite({ domain: 'docs.example.com', pages: 40, defects: [...DEFECTS] });
  site.set('based.html', Buffer.from('<html><head><base href="/guides/"></head><body><a href="x">x</a></body></html>'));
  site.set('guides/ui.css', Buffer.from(''));
  const scans = new PageScans();
  let seed = 1;
  for (const [name, content] of site) {
    await fs.promises.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    if (!name.endsWith('.html')) {
      await fs.promises.writeFile(path.join(root, name), content);
      continue;
    }
    scans.add(`site/${name}`, piecesOf(content, seed++));
    const text = content.toString('latin1');
    const at = text.includes('</head>') ? text.indexOf('</head>') : text.length;
    await fs.promises.writeFile(
      path.join(root, name),
      Buffer.concat([content.subarray(0, at), inserted, content.subarray(at)]),
    );
    scans.amend(`site/${name}`, inserted);
  }
  // Amending a page not scanned changes nothing: it is read from disk.
  scans.amend('site/never-scanned.html', inserted);
  const files = [...site.keys()];
  const read = await checkSite(options(files));
  const scanned = await checkSite(options(files, { scans, prefix: 'site/' }));
  expect(read.findings.map((f) => f.target)).toContain('/missing-wiring.js');
  const { durationMs: _a, ...readReport } = read;
  const { durationMs: _b, ...scannedReport } = scanned;
  expect(scannedReport).toEqual(readReport);
});

test('a scanned page is not read again, and a page not scanned is read', async () => {
  await fs.promises.writeFile(path.join(root, 'index.html'), '<a href="/on-disk">x</a>');
  await fs.promises.writeFile(path.join(root, 'other.html'), '<a href="/other-on-disk">x</a>');
  const scans = new PageScans();
  scans.add('index.html', Buffer.from('<a href="/as-unpacked">x</a>'));
  const report = await checkSite(options(['index.html', 'other.html'], { scans, prefix: '' }));
  const targets = report.findings.map((f) => f.target).sort();
  expect(targets).toContain('/as-unpacked');
  expect(targets).toContain('/other-on-disk');
  expect(targets).not.toContain('/on-disk');
});

test('the unpack tells of each page once written, with the bytes written, and of nothing else', async () => {
  const told: [string, string][] = [];
  const writer = new SiteWriter(root, (file, page) => told.push([file, page.latin1(0, page.length)]));
  const fd = writer.openFile('guide/a.html');
  const chunk = Buffer.from('xx<html>one</html>yy');
  writer.write(fd, chunk, 2, 9);
  writer.write(fd, chunk, 11, 7);
  expect(told).toEqual([]);
  writer.close(fd, undefined);
  writer.file('style.css', Buffer.from('a{}'), undefined);
  writer.file('b.htm', Buffer.from('<p>b</p>'), undefined);
  expect(told).toEqual([
    ['guide/a.html', '<html>one</html>'],
    ['b.htm', '<p>b</p>'],
  ]);
  expect(await fs.promises.readFile(path.join(root, 'guide/a.html'), 'utf8')).toBe('<html>one</html>');
});

test('an unpack that starts over (the object changed) forgets the pages the first one told of', async () => {
  const archive = path.join(root, 'bundle');
  const staging = path.join(root, 'site');
  await fs.promises.mkdir(staging);
  const page = (text: string): TarEntry => ({ name: 'a.html', data: Buffer.from(`<a href="${text}">x</a>`) });
  // The first object: a.html, then more than the download will have delivered when the object changes.
  const first = tar([page('/old'), { name: 'old.html', data: Buffer.from('<a href="/old-page">x</a>') }]);
  const second = tar([page('/new')]);
  const told = new Map<string, string>();
  let restarts = 0;
  const reader: PageReader = {
    onPage: (file, bytes) => told.set(file, bytes.latin1(0, bytes.length)),
    restart: () => {
      restarts++;
      told.clear();
    },
  };
  const fetch = async (partial: PartialDownload): Promise<DownloadResult> => {
    await fs.promises.writeFile(archive, first);
    partial.advance(first.length);
    // The unpacker reads what is there and waits for the rest; then storage says the object changed (412).
    while (!told.has('old.html')) await new Promise((r) => setTimeout(r, 5));
    await fs.promises.truncate(archive, 0);
    partial.startOver(undefined);
    await fs.promises.writeFile(archive, second);
    partial.advance(second.length);
    partial.markComplete();
    return { bytes: second.length, etag: undefined, integrity: { checked: [] } as never, parts: 1 };
  };
  const result = await downloadWhileUnpacking(
    fetch,
    archive,
    staging,
    new AbortController().signal,
    systemClock,
    reader,
  );
  expect(restarts).toBe(1);
  expect(result.unpacked.files).toEqual(['a.html']);
  expect([...told]).toEqual([['a.html', '<a href="/new">x</a>']]);
});

test('past their memory budget, pages are left to be read: a site of very many distinct links costs no more', () => {
  const scans = new PageScans(64 << 10);
  for (let i = 0; i < 200; i++) {
    const links = Array.from({ length: 20 }, (_, k) => `<a href="https://example.org/${i}/${k}">x</a>`).join('');
    scans.add(`p${i}.html`, Buffer.from(links));
  }
  expect(scans.has('p0.html')).toBe(true);
  expect(scans.has('p199.html')).toBe(false);
  expect(scans.size).toBeLessThan(200);
});
