/**
 * Site verification end to end: dist/index.js run as the runner runs it, against the emulator's
 * generated site, clean and with planted defects (emulator/site.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../../../emulator/runner.ts';
import { DEFECTS, plantedFindings, type Defect } from '../../../emulator/site.ts';
import type { VerifyReport } from '../../../src/verify/findings.ts';
import { visible } from '../../../src/common/redact.ts';
import { runWith } from '../../helpers/bundle-run.ts';
import { render } from '../../helpers/markdown.ts';

const PAGES = 60;
const emulators: Emulator[] = [];
const workspaces: string[] = [];
afterAll(async () => {
  await Promise.all(emulators.map((e) => e.close()));
});
afterEach(() => {
  workspaces.splice(0).forEach((w) => fs.rmSync(path.dirname(w), { recursive: true, force: true }));
});

async function emulatorWith(
  defects: Defect[] = [],
  furniture = false,
  layout: 'html' | 'folders' = 'html',
): Promise<Emulator> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: PAGES, defects, furniture, layout });
  emulators.push(emulator);
  return emulator;
}

async function run(emulator: Emulator, inputs: Record<string, string> = {}, workspace?: string): Promise<RunResult> {
  const result = await runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      domain: 'docs.example.com',
      'verify-report': 'verify.json',
      ...inputs,
    },
    workspace,
  });
  // The run's own folder (runner temp, output files), and the workspace's when the test made it.
  workspaces.push(result.tempDir, result.workspace);
  return result;
}

const readReport = (result: RunResult): VerifyReport =>
  JSON.parse(fs.readFileSync(path.join(result.workspace, 'verify.json'), 'utf8')) as VerifyReport;
const brief = (report: VerifyReport): string[] =>
  report.findings.map((f) => `${f.severity} ${f.kind} ${f.target}`).sort();
const annotations = (log: string, level: string): string[] =>
  log.split('\n').filter((l) => l.startsWith(`::${level} title=`));

let clean: Emulator;
beforeAll(async () => {
  clean = await emulatorWith();
});

describe('a clean export', () => {
  const htmlFiles = (): number =>
    [...clean.siteFor('docs.example.com').keys()].filter((k) => k.endsWith('.html')).length;

  test.each(['auto', 'cloudfront', 'netlify', 'github-pages'])('passes with zero findings on host %s', async (host) => {
    const result = await run(clean, { host });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      verifyResult: 'passed',
      brokenLinks: '0',
      brokenTargets: '0',
      verifiedPages: String(htmlFiles()),
    });
    expect(readReport(result).findings).toEqual([]);
    expect(result.log).toContain('::group::Verify the site');
    expect(result.summary).toMatch(/\*\*Passed\*\* · \d+ pages · [\d,]+ references/);
    // The verify time in its rendered form: milliseconds under a second, seconds above (a loaded runner takes one).
    expect(result.summary).toMatch(/\| Time \| .* · verify (?:\d+ms|\d+s) \|/);
    // The pages only preconnect to fonts.googleapis.com: a hint loads nothing, so the site needs nothing off-site.
    expect(result.summary).not.toContain('fonts.googleapis.com');
    expect(annotations(result.log, 'warning')).toEqual([]);
  });

  // A Mintlify export links pages as /x.html and lists extensionless URLs: these hosts report that, as warnings.
  test.each([
    ['cloudflare-pages', ['redirect']],
    ['s3', ['canonical', 'sitemap']],
    ['s3-website', ['canonical', 'sitemap']],
    ['vercel', ['canonical', 'sitemap']],
  ])('passes on host %s with only the warnings that host earns (%j)', async (host, kinds) => {
    const result = await run(clean, { host });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ verifyResult: 'warnings', brokenLinks: '0', brokenTargets: '0' });
    const report = readReport(result);
    expect([...new Set(report.findings.map((f) => f.kind))].sort()).toEqual(kinds);
    expect(report.findings.every((f) => f.severity === 'warning')).toBe(true);
  });

  test('over 50 findings: 50 summary rows pointing at verify-report; 10 warning annotations, one notice', async () => {
    const result = await run(clean, { host: 's3' });
    const report = readReport(result);
    expect(report.findings.length).toBeGreaterThan(60);
    const rows = result.summary.split('\n').filter((l) => l.startsWith('| `'));
    expect(rows).toHaveLength(50);
    expect(result.summary).toContain(`and ${report.findings.length - 50} more in \`verify-report\``);
    expect(annotations(result.log, 'warning')).toHaveLength(10);
    expect(annotations(result.log, 'notice').filter((l) => l.includes('Site verification'))).toEqual([
      `::notice title=Site verification::${report.findings.length - 10} more findings not annotated: ` +
        'see the step summary or verify-report.',
    ]);
    expect(result.summary.length).toBeLessThan(64 * 1024);
  });

  test('verify: off and download: false skip verification', async () => {
    const off = await run(clean, { verify: 'off' });
    expect(off.code).toBe(0);
    expect(off.outputs.verifyResult).toBe('skipped');
    expect(off.outputs.brokenLinks).toBeUndefined();
    expect(off.log).not.toContain('::group::Verify the site');
    const noDownload = await run(clean, { download: 'false' });
    expect(noDownload.code).toBe(0);
    expect(noDownload.outputs.verifyResult).toBe('skipped');
  });

  test('a bad verification input fails before any request', async () => {
    const result = await run(clean, { host: 'cloudfront-s3' });
    expect(result.code).toBe(1);
    expect(result.log).toContain("Input 'host': 'cloudfront-s3' is not one of auto, s3, s3-website, cloudfront");
  });
});

describe("an export with Mintlify's real page furniture and no agent files (issue 22)", () => {
  // agent-files: off leaves the export as it is; auto (the default) is site-files.e2e.test.ts's.
  test.each(['auto', 'cloudfront', 'github-pages', 'netlify'])(
    'passes on %s with agent-files: off and one aggregated warning per missing agent file, never one per page',
    async (host) => {
      const emulator = await emulatorWith([], true);
      const result = await run(emulator, { host, 'agent-files': 'off' });
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({ verifyResult: 'warnings', brokenLinks: '0', brokenTargets: '0' });
      const report = readReport(result);
      expect(brief(report)).toEqual([
        'warning agent-file /llms.txt',
        'warning agent-file Markdown copies of pages (/<page>.md)',
        'warning social-image https://acme.mintlify.app',
      ]);
      const pages = [...emulator.siteFor('docs.example.com').keys()].filter(
        (k) => k.endsWith('.html') && k !== '404.html',
      ).length;
      expect(report.findings.find((f) => f.target === '/llms.txt')!.pages).toBe(pages);
      expect(annotations(result.log, 'warning').filter((a) => a.includes('agent file missing'))).toHaveLength(2);
      expect(result.summary).toContain('agent file missing (warning)');
    },
  );
});

describe('both export layouts (issue 22)', () => {
  let folders: Emulator;
  beforeAll(async () => {
    folders = await emulatorWith([], false, 'folders');
  });

  // github-pages, netlify, cloudflare-pages, s3-website redirect /x to /x/ (a note); the others serve /x itself.
  test.each(['auto', 'cloudfront', 'github-pages', 'netlify', 'cloudflare-pages', 's3-website', 'vercel'])(
    'a clean folder-layout export (x/index.html, links /x) passes on %s with no findings',
    async (host) => {
      const result = await run(folders, { host });
      expect(result.code).toBe(0);
      // The layout output picks the recipe's CloudFront function.
      expect(result.outputs).toMatchObject({ verifyResult: 'passed', brokenLinks: '0', layout: 'folders' });
      const report = readReport(result);
      expect(report).toMatchObject({ layout: 'folders', findings: [] });
      expect(result.summary).toContain(`host ${host} · layout folders (x/index.html)`);
      expect(fs.existsSync(path.join(result.workspace, 'static-export', 'guides'))).toBe(true);
    },
  );

  test('on s3 (no index documents) the folder-layout export fails: every page link is a missing page', async () => {
    const result = await run(folders, { host: 's3' });
    expect(result.code).toBe(1);
    const report = readReport(result);
    const missing = report.findings.filter((f) => f.kind === 'missing-page');
    expect(missing.length).toBeGreaterThan(PAGES / 2);
    expect(missing[0]!.message).toContain('the S3 REST endpoint has no index documents');
  });

  test('an .html export says its layout', async () => {
    const result = await run(clean, { host: 'cloudfront' });
    expect(readReport(result).layout).toBe('html');
    expect(result.outputs.layout).toBe('html');
    expect(result.summary).toContain('host cloudfront · layout html (x.html)');
  });

  test('defects planted in a folder-layout export are found; nothing else', async () => {
    const defects: Defect[] = ['missing-page', 'case-mismatch', 'missing-asset', 'missing-fragment', 'no-404'];
    const emulator = await emulatorWith(defects, false, 'folders');
    const result = await run(emulator, { host: 'github-pages' });
    expect(result.code).toBe(1);
    const expected = plantedFindings(defects, 'folders').map((f) => `${f.severity} ${f.kind} ${f.target}`);
    expect(brief(readReport(result))).toEqual(expected.sort());
  });
});

describe('exact verification (issue 22)', () => {
  // Clean pages carry the traps (inline <style> image-set(), style url()s, #%C3%A9tape → id="étape"): see above.
  test.each([
    ['html', 'cloudfront'],
    ['folders', 'cloudfront'],
    ['html', 'github-pages'],
    ['folders', 'netlify'],
  ] as const)(
    'a relative URL in 404.html, a missing style url() and a meta refresh to a missing page are errors (%s, %s)',
    async (layout, host) => {
      const defects: Defect[] = ['relative-404', 'inline-style', 'meta-refresh'];
      const emulator = await emulatorWith(defects, false, layout);
      const result = await run(emulator, { host });
      expect(result.code).toBe(1);
      const expected = plantedFindings(defects, layout).map((f) => `${f.severity} ${f.kind} ${f.target}`);
      expect(brief(readReport(result))).toEqual(expected.sort());
      expect(result.summary).toContain('relative URL in 404.html (error)');
    },
  );
});

describe('.nojekyll for GitHub Pages (issue 22)', () => {
  test('host: github-pages writes the missing empty .nojekyll instead of warning; other hosts get none', async () => {
    const emulator = await emulatorWith(['nojekyll']);
    const pages = await run(emulator, { host: 'github-pages' });
    expect(pages.code).toBe(0);
    expect(pages.outputs.verifyResult).toBe('passed');
    expect(fs.readFileSync(path.join(pages.workspace, 'static-export', '.nojekyll'), 'utf8')).toBe('');
    expect(pages.log).toContain('Added an empty .nojekyll');
    const netlify = await run(emulator, { host: 'netlify' });
    expect(netlify.code).toBe(0);
    expect(fs.existsSync(path.join(netlify.workspace, 'static-export', '.nojekyll'))).toBe(false);
  });
});

describe('planted defects', () => {
  test('each defect is reported with its severity, nothing else; the step fails, the previous site stays', async () => {
    const defects = [...DEFECTS];
    const emulator = await emulatorWith(defects);
    const workspace = fs.mkdtempSync(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'verify-ws-')), 'ws-'));
    fs.mkdirSync(path.join(workspace, 'static-export', '_next'), { recursive: true });
    fs.writeFileSync(path.join(workspace, 'static-export', 'index.html'), 'previous');
    const result = await run(emulator, { host: 'github-pages' }, workspace);
    expect(result.code).toBe(1);
    const report = readReport(result);
    const html = [...emulator.siteFor('docs.example.com').keys()].filter(
      (k) => k.endsWith('.html') && k !== '404.html',
    ).length;
    const expected = plantedFindings(defects).map((f) => `${f.severity} ${f.kind} ${f.target}`);
    expected.push(`error page-count ${html} of ${html + 2} pages`);
    expect(brief(report)).toEqual(expected.sort());
    expect(result.outputs.verifyResult).toBe('failed');
    expect(Number(result.outputs.brokenTargets)).toBe(report.findings.filter((f) => f.severity === 'error').length);
    // Each error counts once per page where it occurs: the per-page defects sit on 3 pages each.
    expect(Number(result.outputs.brokenLinks)).toBe(
      report.findings.filter((f) => f.severity === 'error').reduce((n, f) => n + Math.max(1, f.pages), 0),
    );
    expect(
      report.findings.find((f) => f.kind === 'missing-asset' && f.target === '/images/missing-diagram.png')!.pages,
    ).toBe(3);
    expect(await readTree(path.join(workspace, 'static-export'))).toEqual(
      new Map([['index.html', Buffer.from('previous')]]),
    );
    expect(result.log).toContain('::error title=Site verification failed::');
    expect(annotations(result.log, 'error').length).toBeLessThanOrEqual(10);
    expect(annotations(result.log, 'warning').length).toBeLessThanOrEqual(10);
    expect(result.summary).toContain('## Mintlify static export failed');
    expect(result.summary).toContain('| target | kind | pages | first 3 pages |');
    expect(result.summary).toMatch(/\| `\/images\/missing-diagram\.png` \| missing asset \(error\) \| 3 \| /);
    fs.rmSync(path.dirname(workspace), { recursive: true, force: true });
  });

  test('verify-fail-on: never reports broken links and still replaces the site', async () => {
    const emulator = await emulatorWith(['missing-page']);
    const result = await run(emulator, { 'verify-fail-on': 'never' });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ verifyResult: 'failed', brokenTargets: '1', brokenLinks: '3' });
    expect(fs.existsSync(path.join(result.workspace, 'static-export', 'index.html'))).toBe(true);
    expect(annotations(result.log, 'error')).toHaveLength(1);
  });

  test('warnings pass by default and fail with verify-fail-on: warnings', async () => {
    const emulator = await emulatorWith(['no-404', 'missing-fragment']);
    const passing = await run(emulator);
    expect(passing.code).toBe(0);
    expect(passing.outputs.verifyResult).toBe('warnings');
    const failing = await run(emulator, { 'verify-fail-on': 'warnings' });
    expect(failing.code).toBe(1);
    expect(failing.outputs.verifyResult).toBe('warnings');
    expect(failing.log).toContain('The exported site has 2 warnings');
    expect(readReport(failing).findings).toHaveLength(2);
  });

  test('verify-ignore skips what it matches', async () => {
    const emulator = await emulatorWith(['missing-page', 'missing-asset']);
    const result = await run(emulator, { 'verify-ignore': '/guides/removed-*.html\nimages/**' });
    expect(result.code).toBe(0);
    expect(result.outputs.verifyResult).toBe('passed');
  });
});

describe("the pages' own words in the step summary (issue 39 items 3 and 9)", () => {
  // Decoded, the first link's path holds two newlines and a Markdown heading; the second a right-to-left override.
  const heading = '/guides/a%0A%0A%23%20%E2%9C%85%20Site%20verification%20passed';
  const bidi = '/guides/%E2%80%AEfdp.exe';
  const site = [
    {
      name: 'index.html',
      data: Buffer.from(
        `<html><body><a href="${heading}">a</a> <a href="${bidi}">b</a> <a href="/guides/start">Start</a> ` +
          '<img src="/_next/static/media/logo_dark.png"></body></html>',
      ),
    },
    { name: 'guides/', type: 'directory' as const },
    { name: 'guides/start.html', data: Buffer.from('<html><body><a href="/">Home</a></body></html>') },
  ];

  test('a broken link that decodes to a heading adds none to a failed run; the table stays whole', async () => {
    const { result } = await runWith(
      { tarEntries: site, pages: 2 },
      { host: 'github-pages', 'verify-report': 'verify.json', 'site-url': 'https://docs.example.com' },
    );
    // The run's own folder; the workspace is the test run's (removed with it).
    workspaces.push(result.tempDir);
    expect(result.code).toBe(1);
    const report = readReport(result);
    const targets = report.findings.map((f) => f.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        decodeURIComponent(heading),
        decodeURIComponent(bidi),
        '/_next/static/media/logo_dark.png',
      ]),
    );
    const { headings, tables } = render(result.summary);
    expect(headings).toEqual(['Mintlify static export failed', 'Site verification']);
    expect(result.summary).not.toMatch(/^#+ .*passed/im);
    expect(result.summary).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    const findings = tables.find((table) => table[0]!.join('|') === 'target|kind|pages|first 3 pages');
    expect(findings).toHaveLength(report.findings.length + 1);
    expect(findings!.every((row) => row.length === 4)).toBe(true);
    // Each target exactly as the log shows it: no Markdown escape in sight, newlines and the override written out.
    expect(findings!.slice(1).map((row) => row[0])).toEqual(expect.arrayContaining(targets.map(visible)));
    expect(findings!.slice(1).map((row) => row[0])).toContain('/_next/static/media/logo_dark.png');
    expect(result.summary).toContain('`/guides/a\\u000a\\u000a# ✅ Site verification passed`');
    expect(result.log).toContain('/guides/\\u202efdp.exe');
  });
});
