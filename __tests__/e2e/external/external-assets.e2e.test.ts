/**
 * `external-assets` through dist/index.js as the runner runs it (issue 38), on an export shaped like Mintlify's where
 * it reaches other origins (`emulator/offsite.ts`): `report` lists exactly those URLs with their pages, in the log and
 * the step summary, and fails nothing; `keep` lists nothing; a bad value stops the step before any request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import { offsiteExport, OFFSITE_URLS } from '../../../emulator/offsite.ts';
import { shownUrl } from '../../../src/common/redact.ts';
import type { VerifyReport } from '../../../src/verify/findings.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: offsiteExport() });
});
afterAll(() => emulator.close());

const run = (inputs: Record<string, string>): Promise<RunResult> =>
  runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      'job-id': emulator.createJob('docs.example.com', 60_000),
      'verify-report': 'verify.json',
      ...NO_AGENT_FILES,
      ...inputs,
    },
  });

test('report lists every off-site URL the site requests with its pages, and fails nothing', async () => {
  const result = await run({ 'external-assets': 'report' });
  expect(result.code).toBe(0);
  const report = JSON.parse(fs.readFileSync(path.join(result.workspace, 'verify.json'), 'utf8')) as VerifyReport;
  const listed = Object.fromEntries(report.externalAssets!.map((a) => [a.url, [...a.examples].sort()]));
  expect(listed).toEqual(OFFSITE_URLS);
  // The log: one line per URL, naming its files; nothing else off-site (links, og:image, connection hints). Each URL
  // without its query string: the image's is signed (s=…); verify-report above keeps them exact.
  const logged = result.log.split('\n').filter((line) => /^ {2}https?:\/\//.test(line));
  expect(logged.map((line) => line.trim().split(' ')[0]).sort()).toEqual(
    Object.keys(OFFSITE_URLS).map(shownUrl).sort(),
  );
  for (const [url, files] of Object.entries(OFFSITE_URLS))
    expect(logged).toContain(
      `  ${shownUrl(url)} (${files.length} file${files.length === 1 ? '' : 's'}, e.g. ${report
        .externalAssets!.find((a) => a.url === url)!
        .examples.slice(0, 3)
        .join(', ')})`,
    );
  // Exactly those: not links (github.com, katex.org), og:image (og.cdn.test) or preconnect hints (fonts.gstatic.com).
  expect(logged).toHaveLength(Object.keys(OFFSITE_URLS).length);
  // The step summary: a table row per URL with its first files.
  expect(result.summary).toContain('#### Off-site URLs the site requests');
  for (const url of Object.keys(OFFSITE_URLS)) expect(result.summary).toContain(`| \`${shownUrl(url)}\` | `);
  for (const signature of ['s=8d0f1c2e', 's=1a2b3c4d']) {
    expect(result.rawLog).not.toContain(signature);
    expect(result.summary).not.toContain(signature);
  }
  expect(result.summary.split('\n').filter((line) => line.startsWith('| `http'))).toHaveLength(
    Object.keys(OFFSITE_URLS).length,
  );
  // The site is placed as it was exported: report changes nothing.
  const placed = fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'), 'utf8');
  expect(placed).toBe(
    offsiteExport()
      .find((e) => e.name === 'index.html')!
      .data!.toString(),
  );
});

test('keep (the default) lists nothing, as before the input', async () => {
  const result = await run({});
  expect(result.code).toBe(0);
  expect(result.summary).not.toContain('Off-site URLs');
  expect(result.log).not.toContain('Off-site URLs');
  expect(result.summary).toContain('External hosts (not fetched; needed online)');
});

test('a host named only by a preconnect hint is needed by nothing: the summary and report both say so', async () => {
  // Issue 44 item 11: the emulator's generated pages reach no other origin but for
  // <link rel="preconnect" href="https://fonts.googleapis.com">, which loads nothing. The summary listed that host under
  // "External hosts (not fetched; needed online)" while report said the site requests no off-site URL.
  const plain = await startEmulator({ durationMs: 0, queuedMs: 0 });
  try {
    const result = await runAction({
      inputs: {
        'api-key': plain.apiKey,
        'api-url': plain.apiUrl,
        // The domain, so that the pages' canonical URLs on it are the site's own.
        domain: 'docs.example.com',
        'verify-report': 'verify.json',
        'external-assets': 'report',
        ...NO_AGENT_FILES,
      },
    });
    expect(result.code).toBe(0);
    const placed = fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'), 'utf8');
    expect(placed).toContain('<link rel="preconnect" href="https://fonts.googleapis.com">');
    expect(result.log).toContain('Off-site URLs the site requests (external-assets: report): none.');
    expect(result.summary).toContain('None: the site loads nothing from another origin.');
    expect(result.summary).not.toContain('External hosts');
    expect(result.summary).not.toContain('fonts.googleapis.com');
    expect(result.log).not.toContain('External hosts');
    const report = JSON.parse(fs.readFileSync(path.join(result.workspace, 'verify.json'), 'utf8')) as VerifyReport;
    expect(report.externalAssets).toEqual([]);
    expect(report.externalHosts).toEqual([]);
  } finally {
    await plain.close();
  }
});

test('a bad value fails the step before any request, listed with the other invalid inputs', async () => {
  const before = emulator.requests.length;
  const result = await run({ 'external-assets': 'vendor', timeout: 'soon' });
  expect(result.code).toBe(1);
  expect(result.log).toContain("Input 'external-assets': 'vendor' is not one of keep, report, bundle");
  expect(result.log).toContain("Input 'timeout'");
  expect(emulator.requests.length).toBe(before);
});

test('report with verify: off lists the same URLs in the log and summary, and verifies nothing', async () => {
  // A page with a broken link: verification would fail the step on it, so nothing of verification may show.
  const broken = {
    name: 'guides/broken.html',
    data: Buffer.from('<html><body><a href="/gone">Gone</a></body></html>'),
  };
  const own = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: [...offsiteExport(), broken] });
  try {
    const inputs = {
      'api-key': own.apiKey,
      'api-url': own.apiUrl,
      'job-id': own.createJob('docs.example.com', 60_000),
      'verify-report': 'verify.json',
      'external-assets': 'report',
      ...NO_AGENT_FILES,
    };
    const checked = await runAction({ inputs });
    expect(checked.code).toBe(1);
    expect(checked.log).toContain('missing page: /gone');
    const result = await runAction({ inputs: { ...inputs, verify: 'off' } });
    expect(result.code).toBe(0);
    expect(result.log).not.toContain("Input 'external-assets'");
    // The listing, as with verification on: one line per URL in the log, a row per URL in the summary.
    const logged = result.log.split('\n').filter((line) => /^ {2}https?:\/\//.test(line));
    expect(logged.map((line) => line.trim().split(' ')[0]).sort()).toEqual(
      Object.keys(OFFSITE_URLS).map(shownUrl).sort(),
    );
    expect(result.log).toContain(`Off-site URLs the site requests (external-assets: report): ${logged.length}.`);
    expect(result.summary).toContain('#### Off-site URLs the site requests');
    for (const url of Object.keys(OFFSITE_URLS)) expect(result.summary).toContain(`| \`${shownUrl(url)}\` | `);
    // Nothing of verification: no findings, annotations, section, report file or outputs beyond verify: off's own.
    expect(result.log).not.toContain('missing page');
    expect(result.log).not.toContain('::group::Verify the site');
    expect(result.rawLog).not.toMatch(/^::(error|warning|notice) title=Site verification/m);
    expect(result.summary).not.toContain('### Site verification');
    expect(result.summary).not.toContain('verify-report');
    expect(fs.existsSync(path.join(result.workspace, 'verify.json'))).toBe(false);
    expect(result.outputs.verifyResult).toBe('skipped');
    for (const name of ['brokenLinks', 'brokenTargets', 'verifiedPages']) expect(result.outputs[name]).toBeUndefined();
  } finally {
    await own.close();
  }
});
