/**
 * `external-assets: bundle` through dist/index.js as the runner runs it, on what an outside review fed it (issue 38):
 * answers a browser would not read as the body they carry, a forged cache, presigned links in messages, a pattern
 * opening a private host's path, and data blocks among a page's scripts. Off-site hosts are names under
 * `.emulator.test`, which only the runner's proxy (`HTTPS_PROXY`, `__tests__/helpers/proxy.ts`) resolves, served over
 * HTTPS by a local server whose authority the action trusts through `NODE_EXTRA_CA_CERTS`.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import type { TarEntry } from '../../../emulator/archives.ts';
import { expectUntouched, previousWorkspace } from '../../helpers/bundle-run.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';
import { startAssetServer, type AssetServer } from '../../helpers/asset-server.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
if (!hasOpenssl) console.warn('external-review: SKIPPED: openssl is not installed.');

let hosts: AssetServer;
/** Each request: host, path and query. */
const requested: string[] = [];
const origin = (name: string): string => hosts.origin(name);

beforeAll(async () => {
  if (!hasOpenssl) return;
  hosts = await startAssetServer((req, res) => {
    const url = new URL(req.url ?? '/', `https://${req.headers.host}`);
    requested.push(`${url.hostname}${url.pathname}${url.search}`);
    if (url.pathname === '/te.css') {
      // A transfer coding Node's parser does not decode: the body arrives still gzipped.
      res.writeHead(200, { 'content-type': 'text/css', 'transfer-encoding': 'gzip, chunked' });
      return void res.end(zlib.gzipSync('body{color:red}'));
    }
    if (url.pathname.endsWith('.png')) return void res.writeHead(200, { 'content-type': 'image/png' }).end('\x89PNG');
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  if (hasOpenssl) await hosts.close();
});
beforeEach(() => {
  requested.length = 0;
  hosts.proxy.targets.length = 0;
});

/** An export whose home page holds `body`. */
function exportWith(body: string): TarEntry[] {
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;
  return [
    { name: '_next/', type: 'directory' },
    { name: 'index.html', data: Buffer.from(html) },
  ];
}

async function run(entries: TarEntry[], inputs: Record<string, string> = {}, workspace?: string): Promise<RunResult> {
  const emulator: Emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: entries });
  try {
    return await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        'job-id': emulator.createJob('docs.example.com', 60_000),
        'external-assets': 'bundle',
        ...NO_AGENT_FILES,
        ...inputs,
      },
      // As a runner configured to reach the runner's own network directly.
      env: { HTTPS_PROXY: hosts.proxy.url, https_proxy: hosts.proxy.url, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' },
      workspace: workspace ?? previousWorkspace(),
    });
  } finally {
    await emulator.close();
  }
}

const indexOf = (result: RunResult): string =>
  fs.readFileSync(path.join(result.workspace, 'static-export/index.html'), 'utf8');

withTls('answers and caches', () => {
  test('a Transfer-Encoding other than chunked fails the step naming URL and page, leaving the site', async () => {
    const result = await run(exportWith(`<link rel="stylesheet" href="${origin('b')}/te.css">`));
    expect(result.log).toContain(`${origin('b')}/te.css: answered with Transfer-Encoding 'gzip, chunked'`);
    expect(result.log).toContain('loaded by index.html');
    await expectUntouched(result);
  });

  test('a fresh cache entry for the metadata service, its hops forged to a public host, is refused', async () => {
    const workspace = previousWorkspace();
    const meta = 'http://169.254.169.254/latest/meta-data/iam.png';
    const body = 'FORGED';
    const key = createHash('sha256').update(meta).digest('hex');
    const folder = path.join(workspace, '.cache/ext');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${key}.body`), body);
    const entry = {
      url: meta,
      hops: ['https://public.example/x.png'],
      private: false,
      contentType: 'image/png',
      cacheControl: 'max-age=99999999',
      age: 0,
      fetchedAt: Date.now(),
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    };
    fs.writeFileSync(path.join(folder, `${key}.json`), JSON.stringify(entry));
    const result = await run(exportWith(`<img src="${meta}">`), { 'external-assets-cache': '.cache/ext' }, workspace);
    expect(result.log).toContain(`${meta}: 169.254.169.254 is link-local`);
    expect(hosts.proxy.targets.some((t) => t.startsWith('169.254.'))).toBe(false);
    expect(result.code).toBe(1);
    expect(fs.readFileSync(path.join(workspace, 'static-export/index.html'), 'utf8')).toBe('previous');
  });
});

withTls('presigned links in messages', () => {
  const signed = (name: string): string =>
    `${origin(name)}/p.png?w=640&s=SECRETSIG1234567&X-Amz-Signature=AMZSIG1234567890`;

  test('a fetch failure names the URL without its query string', async () => {
    const missing = signed('img').replace('p.png', 'missing.txt');
    const result = await run(exportWith(`<img src="${missing.replaceAll('&', '&amp;')}">`));
    expect(result.log).toContain(`${origin('img')}/missing.txt?…: HTTP 404`);
    expect(result.rawLog).not.toMatch(/SECRETSIG|AMZSIG/);
    expect(result.summary).not.toMatch(/SECRETSIG|AMZSIG/);
    await expectUntouched(result);
  });

  test('the URLs left as they are are listed without their query strings', async () => {
    const result = await run(exportWith(`<img src="${signed('keep').replaceAll('&', '&amp;')}">`), {
      'external-assets-exclude': 'keep.emulator.test/*',
    });
    expect(result.code).toBe(0);
    expect(result.log).toContain(
      `Left 1 off-site URLs as they are (external-assets-include/exclude): ${origin('keep')}/p.png?….`,
    );
    expect(result.rawLog).not.toMatch(/SECRETSIG|AMZSIG/);
    expect(result.summary).not.toMatch(/SECRETSIG|AMZSIG/);
    // The published page keeps its URL as it was: the browser needs it.
    expect(indexOf(result)).toContain(signed('keep').replaceAll('&', '&amp;'));
  });

  test('the credentials refusal names the URL without them', async () => {
    const result = await run(exportWith(`<img src="https://user:hunter2pass@b.emulator.test:${hosts.port}/cred.png">`));
    expect(result.log).toContain(
      `https://b.emulator.test:${hosts.port}/cred.png: carries credentials, which are never sent`,
    );
    expect(result.rawLog).not.toContain('hunter2pass');
    expect(result.summary).not.toContain('hunter2pass');
    await expectUntouched(result);
  });
});

withTls('patterns', () => {
  test("an include opening a private host's path does not open ..%2F out of it", async () => {
    const local = `https://127.0.0.1:${hosts.port}`;
    const inputs = { 'external-assets-include': '127.0.0.1/public/*' };
    const result = await run(exportWith(`<img src="${local}/public/..%2Fadmin/secret.png">`), inputs);
    expect(result.log).toContain(`${local}/public/..%2Fadmin/secret.png: 127.0.0.1 is loopback`);
    expect(result.log).toContain('none opens a path with an encoded / or \\ or a dot segment');
    expect(requested).toEqual([]);
    await expectUntouched(result);
    // What the pattern names is fetched.
    const opened = await run(exportWith(`<img src="${local}/public/logo.png">`), inputs);
    expect(opened.code).toBe(0);
    expect(requested).toEqual(['127.0.0.1/public/logo.png']);
  });
});

withTls('the URL cap', () => {
  test('URLs the patterns leave are not counted', async () => {
    const skipped = Array.from({ length: 2001 }, (_, i) => `<img src="${origin('skip')}/i${i}.png">`).join('');
    const result = await run(exportWith(`<img src="${origin('ok')}/a.png">${skipped}`), {
      'external-assets-exclude': 'skip.emulator.test/*',
    });
    expect(result.code).toBe(0);
    expect(requested).toEqual(['ok.emulator.test/a.png']);
    expect(result.log).toContain('Left 2001 off-site URLs as they are');
  });
});

withTls('scripts', () => {
  test('only scripts that run have their literals rewritten; data blocks stay text', async () => {
    const icon = `${origin('icons')}/a.png`;
    const blocks = [
      `<script type="text/plain">"${icon}"</script>`,
      `<script type="application/json">{"src":"${icon}"}</script>`,
      `<script type="text/x-template">"${icon}"</script>`,
    ];
    const result = await run(exportWith(`<img src="${icon}">${blocks.join('')}<script>var a = "${icon}";</script>`));
    expect(result.code).toBe(0);
    const html = indexOf(result);
    for (const block of blocks) expect(html).toContain(block);
    expect(html).toMatch(/<script>var a = "\/_external\/icons\.emulator\.test_\d+\/a\.[0-9a-f]{12}\.png";<\/script>/);
  });
});
