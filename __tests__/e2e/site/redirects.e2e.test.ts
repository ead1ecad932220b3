/**
 * Redirects of docs.json (issue 45) through dist/index.js against the emulator: the files published for two hosts,
 * at the root and under base-path /docs, and a bad config refused before any request.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator } from '../../../emulator/server.ts';
import { runAction } from '../../../emulator/runner.ts';
import { expectUntouched, previousWorkspace } from '../../helpers/bundle-run.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

const page = (title: string, links = ''): Buffer =>
  Buffer.from(`<html><head><title>${title}</title></head><body>${links}</body></html>`);

const site: TarEntry[] = [
  { name: 'index.html', data: page('Home', '<a href="/guides/start">Start</a>') },
  { name: '404.html', data: page('Not found') },
  { name: 'guides/', type: 'directory' },
  { name: 'guides/start.html', data: page('Start', '<a href="/">Home</a>') },
  { name: 'v2.html', data: page('V2') },
];

const docsJson = {
  name: 'Acme',
  redirects: [
    { source: '/old-start', destination: '/guides/start' },
    { source: '/beta/:slug*', destination: '/v2/:slug*' },
    { source: '/away', destination: 'https://example.org/x', permanent: false },
  ],
};

async function run(inputs: Record<string, string>, config: unknown = docsJson) {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: site, pages: 3 });
  try {
    const workspace = previousWorkspace();
    fs.writeFileSync(path.join(workspace, 'docs.json'), typeof config === 'string' ? config : JSON.stringify(config));
    const jobId = emulator.createJob('docs.example.com', 60_000);
    const result = await runAction({
      inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId, ...NO_AGENT_FILES, ...inputs },
      workspace,
    });
    return { result, requests: emulator.requests };
  } finally {
    await emulator.close();
  }
}

test.each(['', '/docs'])(
  'github-pages at %j: a redirect page at each exact source, the script in 404.html',
  async (base) => {
    const { result } = await run({
      host: 'github-pages',
      'site-url': `https://docs.example.com${base}`,
      ...(base ? { 'base-path': base } : {}),
    });
    expect(result.code).toBe(0);
    const root = path.join(result.workspace, 'static-export');
    const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
    expect(read('old-start.html')).toContain(`<meta http-equiv="refresh" content="0; url=${base}/guides/start">`);
    expect(read('old-start.html')).toContain(
      `<link rel="canonical" href="https://docs.example.com${base}/guides/start">`,
    );
    expect(read('away.html')).toContain('url=https://example.org/x');
    expect(read('404.html')).toContain('<script id="mintlify-redirects">');
    expect(read('404.html')).toContain(JSON.stringify(`${base}/v2/:slug*`));
    expect(fs.existsSync(path.join(root, '_redirects'))).toBe(false);
    expect(result.log).toMatch(
      /Published 3 redirects of docs.json: 2 redirect pages; every rule in the 404.html script/,
    );
  },
);

test.each(['', '/docs'])('netlify at %j: _redirects with forced rules, and no redirect page', async (base) => {
  const { result } = await run({ host: 'netlify', ...(base ? { 'base-path': base } : {}) });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  expect(fs.readFileSync(path.join(root, '_redirects'), 'utf8').split('\n').slice(1)).toEqual([
    `${base}/old-start  ${base}/guides/start  308!`,
    `${base}/beta  ${base}/v2  308!`,
    `${base}/beta/*  ${base}/v2/:splat  308!`,
    `${base}/away  https://example.org/x  307!`,
    '',
  ]);
  expect(fs.existsSync(path.join(root, 'old-start.html'))).toBe(false);
  expect(result.log).toMatch(/Published 3 redirects of docs.json: 3 in _redirects, forced \(!\)/);
});

test('redirects: off publishes none', async () => {
  const { result } = await run({ host: 'netlify', redirects: 'off' });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  expect(fs.existsSync(path.join(root, '_redirects'))).toBe(false);
  expect(fs.readFileSync(path.join(root, '404.html'), 'utf8')).not.toContain('mintlify-redirects');
});

test('a bad config is refused before any request, every rule named, and the previous site stays', async () => {
  const { result, requests } = await run(
    {},
    {
      redirects: [
        { source: '/a#b', destination: '/x' },
        { source: '/c' },
        { source: '/d', destination: 'javascript:x' },
        // Decoded twice, it named ../../../escaped.html, and the page was written outside the site (third review).
        { source: '/x/%252e%252e/%252e%252e/%252e%252e/escaped', destination: '/c' },
        { source: '/%5Fnext*', destination: '/c' },
      ],
    },
  );
  expect(requests).toEqual([]);
  expect(result.log).toMatch(/docs.json redirects\[3\] has source "\/x\/%252e%252e.*" with %25 or %2A/);
  expect(result.log).toContain('docs.json redirects[4] has source "/%5Fnext*", which matches /_next');
  expect(result.log).toContain('Input \'docs-config\': docs.json redirects[0] has source "/a#b" with # or ?');
  expect(result.log).toContain("Input 'docs-config': docs.json redirects[1] has no destination");
  expect(result.log).toContain('Input \'docs-config\': docs.json redirects[2] has destination "javascript:x"');
  // The workspace holds docs.json besides what expectUntouched expects.
  fs.rmSync(path.join(result.workspace, 'docs.json'));
  await expectUntouched(result);
});

test('rules that failed after the download are refused before any request, each named (finding 9)', async () => {
  const { result, requests } = await run(
    {},
    {
      redirects: [
        { source: '/a', destination: 'https://:x.example.com' },
        { source: '/b', destination: 'https://a_b%/x' },
        { source: '/a%00b', destination: '/v2' },
        { source: `/${'c'.repeat(300)}`, destination: '/v2' },
        { source: '/old.html', destination: '/v2' },
        { source: '/old.html/x', destination: '/v2' },
      ],
    },
  );
  expect(result.code).toBe(1);
  expect(requests).toEqual([]);
  expect(result.log).not.toContain('Unexpected error');
  expect(result.log).toContain('docs.json redirects[0] has destination "https://:x.example.com", which is not a valid');
  expect(result.log).toContain('docs.json redirects[1] has destination "https://a_b%/x", which is not a valid URL');
  expect(result.log).toContain(
    'docs.json redirects[2] has source "/a%00b" with a percent-encoded control or direction character',
  );
  expect(result.log).toMatch(/docs.json redirects\[3\] has source "\/c+… with a segment of 305 bytes/);
  expect(result.log).toContain(
    'docs.json redirects[5] (/old.html/x) needs a redirect page below old.html, which is the redirect page of ' +
      'redirects[4] (/old.html)',
  );
  fs.rmSync(path.join(result.workspace, 'docs.json'));
  await expectUntouched(result);
});

test('a source below a page of the export fails naming the rule and the page; the previous site stays', async () => {
  const { result } = await run({ host: 'github-pages' }, { redirects: [{ source: '/v2.html/x', destination: '/v2' }] });
  expect(result.code).toBe(1);
  expect(result.log).not.toContain('File system conflict');
  expect(result.log).toContain(
    'docs.json redirects[0] (/v2.html/x) needs a redirect page below v2.html, which is a file of the site',
  );
  fs.rmSync(path.join(result.workspace, 'docs.json'));
  await expectUntouched(result);
});

test('a broken destination and a loop fail verification, each naming the rule; the previous site stays', async () => {
  const { result } = await run(
    { host: 'vercel' },
    {
      redirects: [
        { source: '/old', destination: '/gone' },
        { source: '/a', destination: '/b' },
        { source: '/b', destination: '/a' },
      ],
    },
  );
  expect(result.code).toBe(1);
  expect(result.log).toContain('docs.json redirects[0] (/old → /gone)');
  expect(result.log).toContain('Its destination /gone is not a page the site serves on host vercel');
  expect(result.log).toMatch(/docs.json redirects\[1\] \(\/a → \/b\).*\n?.*Following it from \/a comes back to \/a/);
  expect(result.summary).toContain('redirect to a missing page');
  expect(result.summary).toContain('redirect loop');
  // Redirect pages are no pages of the site: their link to /gone is the rule's finding above, not a broken link or
  // canonical URL of old.html, and the job's 3 pages (and 404.html) are not taken for 6.
  expect(result.log).toContain('4 pages · 2 references');
  expect(result.log).not.toMatch(/missing page: \/gone|canonical URL|page count/);
  fs.rmSync(path.join(result.workspace, 'docs.json'));
  await expectUntouched(result);
});

test('the summary says how many redirects were published, in which form; a source that is a page warns', async () => {
  const { result } = await run(
    { host: 'cloudflare-pages' },
    { redirects: [...docsJson.redirects, { source: '/v2', destination: '/guides/start' }] },
  );
  expect(result.code).toBe(0);
  expect(result.summary).toContain(
    '| Redirects | 4 of docs.json published: 4 in \\_redirects; 2 redirect pages; every rule in the 404.html script',
  );
  expect(result.outputs.verifyResult).toBe('warnings');
  expect(result.log).toContain(
    'Its source /v2 is also a page of the site; the rule in _redirects answers there, as on hosted Mintlify.',
  );
});

test("Cloudflare Pages' limits on the config's rules are an input error, before any request", async () => {
  const rules = Array.from({ length: 101 }, (_, i) => ({ source: `/old-${i}/:id`, destination: `/v2/:id` }));
  const { result, requests } = await run({ host: 'cloudflare-pages' }, { redirects: rules });
  expect(result.code).toBe(1);
  expect(requests).toEqual([]);
  expect(result.log).toMatch(
    /Input 'docs-config': docs.json: _redirects would have 101 dynamic rules .*; Cloudflare Pages allows 100\. Shorten/,
  );
  fs.rmSync(path.join(result.workspace, 'docs.json'));
  await expectUntouched(result);
});
