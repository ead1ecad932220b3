/**
 * What a failed site check says (issue 39 item 10): figures that agree with each other, pluralised, and a next step
 * that names the fix the findings point at.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSite, type CheckOptions } from '../../src/verify/check.ts';
import { VerificationError } from '../../src/verify/failed.ts';
import { totalsLine } from '../../src/verify/report.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A site of `files` (name → HTML body) checked as served at `https://docs.example.com<basePath>`. */
function site(files: Record<string, string>, basePath = '', rebased = false): CheckOptions & { rebased: boolean } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-next-'));
  roots.push(root);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), `<!DOCTYPE html><html><head></head><body>${body}</body></html>`);
  }
  return {
    root,
    files: Object.keys(files),
    host: 'github-pages',
    siteUrl: `https://docs.example.com${basePath}`,
    basePath,
    rebased,
    ignore: undefined,
    pageCount: Object.keys(files).length,
  };
}

/** A Next.js export served under /docs without base-path: its pages load /_next/… from the origin's root. */
const nextSite = (): Record<string, string> => {
  const assets = Array.from({ length: 5 }, (_, i) => `<script src="/_next/static/chunks/c${i}.js"></script>`).join('');
  return {
    'index.html': `${assets}<a href="/docs/guides/start">Start</a>`,
    'guides/start.html': `${assets}<a href="/docs/">Home</a>`,
  };
};

describe('the totals line', () => {
  test('broken targets are among the distinct URLs counted (root-absolute URLs outside the path too)', async () => {
    const report = await checkSite(site(nextSite(), '/docs'));
    expect(report.brokenTargets).toBe(5);
    expect(report.targets).toBe(7);
    expect(totalsLine(report)).toMatch(
      /^2 pages · 12 references \(7 distinct URLs on the site\) · 5 errors \(10 broken references\), \d+ warnings? · /,
    );
  });

  test('one of each is singular', async () => {
    const report = await checkSite(site({ 'index.html': '<a href="/gone">x</a>' }));
    expect(totalsLine(report)).toMatch(
      /^1 page · 1 reference \(1 distinct URL on the site\) · 1 error \(1 broken reference\), \d+ warnings? · /,
    );
  });
});

describe('the next step of a failed check', () => {
  test('root-absolute URLs outside the path the site is served under: set base-path to that path', async () => {
    const report = await checkSite(site(nextSite(), '/docs'));
    const error = new VerificationError(report, { failOn: 'broken', basePath: '/docs', rebased: false }, undefined);
    expect(error.message).toMatch(/^The exported site has 5 errors on host github-pages/);
    expect(error.hint).toMatch(
      /^All 5 errors are root-absolute URLs outside the site's path \/docs\/ \(e\.g\. \/_next/,
    );
    expect(error.hint).toContain('set base-path: /docs to rebase the export');
    expect(error.hint).not.toContain('verify-fail-on');
  });

  test('after a rebase, the URLs it does not reach are named as such', async () => {
    const report = await checkSite(site(nextSite(), '/docs', true));
    const error = new VerificationError(report, { failOn: 'broken', basePath: '/docs', rebased: true }, 'r.json');
    expect(error.hint).toContain(
      'the rebase to /docs does not reach them: make them relative, or put them under /docs/',
    );
    expect(error.hint).toMatch(/See the step summary and r\.json\.$/);
  });

  test.each([
    [
      'next',
      "the export was built with Next's basePath /docs, which Next adds only to its router's links",
      'Write them under /docs/ in the source (or relative)',
    ],
    [
      'mintlify',
      "the export was built for /docs (Mintlify's base path) and published as it is, not rebased",
      "Fix them in the docs' source (under /docs/, or relative)",
    ],
  ] as const)(
    'an export built for the path (%s) is told to fix its source, not to set base-path',
    async (by, what, fix) => {
      const report = await checkSite({ ...site(nextSite(), '/docs'), builtFor: by });
      const inputs = { failOn: 'broken', basePath: '/docs', rebased: false, builtFor: by } as const;
      const error = new VerificationError(report, inputs, undefined);
      expect(error.hint).toContain(what);
      expect(error.hint).toContain(fix);
      expect(error.hint).not.toContain('set base-path');
      expect(error.hint).not.toContain('the rebase');
    },
  );

  test('other broken links keep the generic ways out', async () => {
    const report = await checkSite(site({ 'index.html': '<a href="/gone">x</a>' }));
    const error = new VerificationError(report, { failOn: 'broken', basePath: '', rebased: false }, undefined);
    expect(error.hint).toMatch(/^Fix the pages, or set host/);
    expect(error.hint).not.toContain('base-path');
  });
});
