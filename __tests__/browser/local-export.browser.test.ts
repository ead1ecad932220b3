/**
 * Issue 46 "Done when": a preview of a pull request, built as `mint export` builds it and published with
 * `local-export` and `base-path: /pr-preview/pr-7`, passes in Chromium the checks `base-path` passes under /docs
 * (helpers/base-path-browser.ts): no failed same-origin request or console error the root build at / does not have,
 * the lazily imported chunk loads, and client navigation (element and data links) stays under the path. The source is
 * the Next.js fixture built with Turbopack, as Mintlify's exports are, zipped with the CLI's offline viewer at its
 * top, and served on GitHub Pages' rules; the action runs through dist/ with no API key, against an emulator that
 * records every request: none may reach it.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { zip } from '../../emulator/archives.ts';
import { readTree, runAction } from '../../emulator/runner.ts';
import { startEmulator } from '../../emulator/server.ts';
import { previousWorkspace } from '../helpers/bundle-run.ts';
import {
  CHROMIUM,
  followLink,
  hasChromium,
  launchBrowser,
  pageProblems,
  siteContext,
  type Served,
} from '../helpers/browser.ts';
import { buildFixture } from '../helpers/next-fixture.ts';
import { servePages, type PagesServer } from '../helpers/pages-server.ts';

const PREVIEW = '/pr-preview/pr-7';
const PAGES = ['/', '/guides', '/guides/start', '/guides/deploy', '/blog/first', '/unicode', '/embedded', '/samples'];
/** Next's router prefetches the home page's payload beside the site (`/docs.txt` under /docs): here `/pr-7.txt`. */
const OUTSIDE_EXCEPTIONS = [
  new RegExp(` 404 ${PREVIEW}\\.txt$`),
  new RegExp(`console error Failed to load resource: .*404.* \\(at ${PREVIEW}\\.txt\\)$`),
];
const skipped = hasChromium ? '' : ` (skipped: no Chromium at ${CHROMIUM}; apt-get install chromium)`;
const browserTest = hasChromium ? test : test.skip;

let browser: Browser;
const servers: PagesServer[] = [];
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
});

async function serve(root: string, mount: string): Promise<Served> {
  const server = await servePages(root, mount);
  servers.push(server);
  return { origin: server.origin, base: mount };
}

describe(`a mint export-shaped zip published with local-export under ${PREVIEW}/, in Chromium`, () => {
  let atRoot: Served;
  let preview: Served;
  let published: Map<string, Buffer>;
  let rootFiles: Map<string, Buffer>;

  beforeAll(async () => {
    if (!hasChromium) return;
    const rootBuild = await buildFixture('', 'turbopack');
    rootFiles = await readTree(rootBuild);
    const viewer = ['serve.js', 'Start Docs.command', 'Start Docs.bat'].map((name) => ({
      name,
      data: Buffer.from('viewer\n'),
    }));
    const workspace = previousWorkspace();
    fs.writeFileSync(
      path.join(workspace, 'export.zip'),
      zip([...[...rootFiles].map(([name, data]) => ({ name, data })), ...viewer]),
    );
    const emulator = await startEmulator();
    try {
      const result = await runAction({
        workspace,
        inputs: {
          'local-export': 'export.zip',
          'api-url': emulator.apiUrl,
          'base-path': PREVIEW,
          host: 'github-pages',
          'site-url': `https://acme.github.io${PREVIEW}`,
        },
      });
      if (result.code !== 0) throw new Error(`the action failed:\n${result.log}`);
      expect(emulator.requests).toEqual([]);
    } finally {
      await emulator.close();
    }
    const site = path.join(workspace, 'static-export');
    published = await readTree(site);
    browser ??= await launchBrowser();
    atRoot = await serve(rootBuild, '');
    preview = await serve(site, PREVIEW);
  }, 600_000);

  browserTest(`the viewer is not published; the site's files are all there${skipped}`, () => {
    for (const name of ['serve.js', 'Start Docs.command', 'Start Docs.bat']) expect(published.has(name)).toBe(false);
    for (const name of rootFiles.keys())
      expect({ name, published: published.has(name) }).toEqual({ name, published: true });
  });

  browserTest(`no failed request or console error the root build at / does not have${skipped}`, async () => {
    const reference = new Set(await pageProblems(browser, atRoot, PAGES));
    const problems = await pageProblems(browser, preview, PAGES);
    expect(problems.filter((p) => !reference.has(p) && !OUTSIDE_EXCEPTIONS.some((e) => e.test(p)))).toEqual([]);
    const context = await siteContext(browser);
    try {
      const tab = await context.newPage();
      await tab.goto(`${preview.origin}${PREVIEW}/`, { waitUntil: 'networkidle' });
      await tab.click('#load-chunk');
      await tab.waitForSelector('text=loaded lazily', { timeout: 10_000 });
    } finally {
      await context.close();
    }
  });

  browserTest(`client navigation from element and data links stays under ${PREVIEW}/${skipped}`, async () => {
    const cases: [string, string, string, string][] = [
      ['/', '#nav-guides', '{site}/guides', 'Guides'],
      ['/guides', '#sidebar-guides-start', '{site}/guides/start', 'Start'],
      ['/samples', '#sidebar-guides-deploy', '{site}/guides/deploy', 'Deploy'],
      ['/guides/deploy', '#mdx-start', '{site}/guides/start', 'Start'],
      ['/guides', '#nav-embedded', '{site}/embedded', undefined as unknown as string],
    ];
    for (const [from, link, landedOn, heading] of cases) {
      const navigation = await followLink(browser, preview, from, link);
      expect({ from, link, ...navigation, heading: heading && navigation.heading }).toEqual({
        from,
        link,
        landedOn,
        markerKept: true,
        rscStatus: 200,
        heading,
      });
    }
  });
});
