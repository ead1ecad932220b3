/**
 * `external-assets` on compiled MDX a client component renders from the RSC payload (issue 44 review, finding 3),
 * through dist/index.js as the runner runs it: `bundle` fetches and rewrites the images `report` lists, in the inline
 * payload and the `.txt`, so the two agree. Off-site hosts are names under `.emulator.test`, which only the runner's
 * proxy resolves, served over HTTPS by a local server whose authority the action trusts (`NODE_EXTRA_CA_CERTS`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import type { TarEntry } from '../../../emulator/archives.ts';
import { previousWorkspace } from '../../helpers/bundle-run.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';
import { startAssetServer, type AssetServer } from '../../helpers/asset-server.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
if (!hasOpenssl) console.warn('external-mdx: SKIPPED: openssl is not installed.');

let hosts: AssetServer;
/** Each request: host and path. */
const requested: string[] = [];

beforeAll(async () => {
  if (!hasOpenssl) return;
  hosts = await startAssetServer((req, res) => {
    const url = new URL(req.url ?? '/', `https://${req.headers.host}`);
    requested.push(`${url.hostname}${url.pathname}`);
    if (url.pathname.endsWith('.png')) return void res.writeHead(200, { 'content-type': 'image/png' }).end('\x89PNG');
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  if (hasOpenssl) await hosts.close();
});
beforeEach(() => {
  requested.length = 0;
});

/** Compiled MDX that shows an off-site image and links to a page of the site. */
const mdx = (hero: string): string =>
  '"use strict";\nconst {jsx: _jsx, jsxs: _jsxs} = arguments[0];\nfunction _createMdxContent(props) {\n' +
  `  return _jsxs("div", {children: [_jsx("img", {src: "${hero}", alt: "Hero"}), ` +
  '_jsx("a", {href: "/guides/a", children: "A"})]});\n}\nreturn {default: _createMdxContent};\n';
const rows = (hero: string): string =>
  '1:I[123,["static/chunks/a.js"],"MDXContent"]\n' +
  `2:["$","$L1",null,{"mdxSource":{"compiledSource":${JSON.stringify(mdx(hero))}}}]\n`;
/** The payload of a page, its chunks decoded and joined. */
const inlinePayload = (html: string): string =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((m) => JSON.parse(m[1]!) as string)
    .join('');

function exportWith(hero: string): TarEntry[] {
  const push = JSON.stringify(rows(hero)).replace(
    /[&<>]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const page = (body: string): Buffer =>
    Buffer.from(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`);
  return [
    {
      name: 'index.html',
      data: page(
        `<img src="${hero}" alt="Hero"><a href="/guides/a">A</a><script>self.__next_f.push([1,${push}])</script>`,
      ),
    },
    { name: 'index.txt', data: Buffer.from(rows(hero)) },
    { name: 'guides/', type: 'directory' },
    { name: 'guides/a.html', data: page('<a href="/">Home</a>') },
    { name: '404.html', data: page('Not found') },
  ];
}

async function run(entries: TarEntry[], mode: string): Promise<RunResult> {
  const emulator: Emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: entries });
  try {
    return await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        'job-id': emulator.createJob('docs.example.com', 60_000),
        'external-assets': mode,
        ...NO_AGENT_FILES,
      },
      env: { HTTPS_PROXY: hosts.proxy.url, https_proxy: hosts.proxy.url, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' },
      workspace: previousWorkspace(),
    });
  } finally {
    await emulator.close();
  }
}

withTls('compiled MDX in the payload', () => {
  test('bundle stores the image the MDX shows and points the page, its inline payload and its .txt at it', async () => {
    const hero = `${hosts.origin('images')}/hero.png`;
    const result = await run(exportWith(hero), 'bundle');
    expect(result.code).toBe(0);
    expect(requested.filter((r) => r.endsWith('/hero.png'))).toHaveLength(1);
    const root = path.join(result.workspace, 'static-export');
    const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const stored = /<img src="(\/_external\/[^"]+)"/.exec(html)?.[1];
    expect(stored).toMatch(/^\/_external\/images\.emulator\.test_\d+\/hero\.[0-9a-f]{12}\.png$/);
    expect(fs.existsSync(path.join(root, stored!))).toBe(true);
    // Hydration and client navigation render the MDX from the payload: it names the stored file, as the page does.
    expect(inlinePayload(html)).toBe(rows(stored!));
    expect(fs.readFileSync(path.join(root, 'index.txt'), 'utf8')).toBe(rows(stored!));
    expect(result.summary).not.toContain('not fetched');
  });

  test('report lists the image the MDX shows as loaded by the page and its .txt', async () => {
    const hero = `${hosts.origin('images')}/hero.png`;
    const result = await run(exportWith(hero), 'report');
    expect(result.code).toBe(0);
    expect(result.log).toContain(`${hero} (2 files, e.g. index.html, index.txt)`);
  });
});
