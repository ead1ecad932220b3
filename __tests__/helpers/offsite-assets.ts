/**
 * What the Next fixture app's off-site hosts answer (`__tests__/fixtures/next-app/app/offsite.js`, issue 38), written
 * from the platform facts ("Off-site resources of a real export"), copied from nobody: SVG icons for CSS masks,
 * a KaTeX-like stylesheet whose fonts are relative `url()`s, a Google Fonts-like stylesheet (`/css2?family=…`) whose
 * font is on another host, and a content image. One set of answers, served two ways: by a local HTTPS server the
 * runner reaches through its proxy (`external-assets: bundle` and `report` fetch or list them), and by Playwright's
 * routing in the browser (a site published with `keep` loads them from "off-site").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { startAssetServer } from './asset-server.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The off-site hosts of the fixture: fixed names on port 443, compiled into its build. */
export const OFFSITE_HOST = /^[a-z0-9-]+\.emulator\.test$/;

/** Whether `url` is on one of the fixture's off-site hosts. */
export const isOffsite = (url: string): boolean => {
  try {
    return new URL(url).protocol === 'https:' && OFFSITE_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** One answer: status, headers, body. */
export interface OffsiteAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A real WOFF2 font (Next's own copy of Geist, which the fixture app uses too), so that `document.fonts` loads it. */
const FONT = (): Buffer =>
  fs.readFileSync(path.join(ROOT, 'node_modules/next/dist/next-devtools/server/font/geist-latin.woff2'));
const PNG = (): Buffer => fs.readFileSync(path.join(ROOT, '__tests__/fixtures/next-app/public/og.png'));
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z"/></svg>';
/** Shaped like KaTeX's: each face with a WOFF2 and a WOFF source relative to the stylesheet, then the rules. */
const KATEX_CSS = [
  ...['Main-Regular', 'Math-Italic'].map((face) => {
    const [family, style] = face.split('-');
    return (
      `@font-face{font-family:KaTeX_${family};src:url(fonts/KaTeX_${face}.woff2) format("woff2"),` +
      `url(fonts/KaTeX_${face}.woff) format("woff");font-weight:400;` +
      `font-style:${style === 'Italic' ? 'italic' : 'normal'};font-display:block}`
    );
  }),
  '.katex{font:normal 1.21em KaTeX_Main,Times New Roman,serif;line-height:1.2;text-indent:0;text-rendering:auto}',
  '.katex .mathnormal{font-family:KaTeX_Math;font-style:italic}',
].join('\n');
/** Shaped like Google Fonts' answer: one face per weight, its font on a static host, absolute. */
const FONTS_CSS = [400, 600]
  .map(
    (weight) =>
      `/* latin */\n@font-face {\n  font-family: 'Inter';\n  font-style: normal;\n  font-weight: ${weight};\n` +
      '  font-display: swap;\n  src: url(https://fonts-static.emulator.test/s/inter/v19/UcC73FwrK3iLTeHuS_nVMrMxCp50S' +
      "jIa1ZL7.woff2) format('woff2');\n  unicode-range: U+0000-00FF;\n}\n",
  )
  .join('');

/**
 * What `url` answers: every answer allows any origin, as the CDNs do (CSS masks and fonts are CORS requests).
 * @returns a 404 for anything the fixture does not load
 */
export function offsiteAnswer(url: URL): OffsiteAnswer {
  const ok = (type: string, body: Buffer | string): OffsiteAnswer => ({
    status: 200,
    headers: { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=31536000' },
    body: Buffer.from(body),
  });
  const { hostname, pathname } = url;
  if (hostname === 'icons.emulator.test' && /^\/v7\.1\.0\/(lucide|fontawesome)\/[a-z-]+\.svg$/.test(pathname))
    return ok('image/svg+xml', ICON);
  if (hostname === 'katex.emulator.test') {
    if (pathname === '/npm/katex@0.16.22/dist/katex.min.css') return ok('text/css; charset=utf-8', KATEX_CSS);
    if (/^\/npm\/katex@0\.16\.22\/dist\/fonts\/KaTeX_[A-Za-z-]+\.woff2?$/.test(pathname))
      return ok(pathname.endsWith('2') ? 'font/woff2' : 'font/woff', FONT());
  }
  if (hostname === 'fonts.emulator.test' && pathname === '/css2' && url.searchParams.get('family'))
    return ok('text/css; charset=utf-8', FONTS_CSS);
  if (hostname === 'fonts-static.emulator.test' && pathname.endsWith('.woff2')) return ok('font/woff2', FONT());
  if (hostname === 'images.emulator.test' && pathname === '/acme/images/hero.png' && url.searchParams.get('s'))
    return ok('image/png', PNG());
  return { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('not found') };
}

/** The local HTTPS server of the off-site hosts and the proxy that reaches it, as the runner does. */
export interface OffsiteHosts {
  /** The proxy's URL, for `HTTPS_PROXY`. */
  proxyUrl: string;
  /** The authority to name in `NODE_EXTRA_CA_CERTS` (the action's runner adds it). */
  caFile: string;
  /** Every URL the server was asked for (`https://host/path?query`). */
  requested: string[];
  close: () => Promise<void>;
}

/** Starts the off-site hosts' HTTPS server and a proxy that sends `*.emulator.test:443` to it. */
export async function startOffsiteHosts(): Promise<OffsiteHosts> {
  const requested: string[] = [];
  const hosts = await startAssetServer((req, res) => {
    const url = new URL(req.url ?? '/', `https://${req.headers.host ?? 'unknown.emulator.test'}`);
    requested.push(url.href);
    const answer = offsiteAnswer(url);
    res.writeHead(answer.status, answer.headers).end(answer.body);
  }, true);
  return { proxyUrl: hosts.proxy.url, caFile: hosts.caFile, requested, close: hosts.close };
}

/**
 * Serves the fixture's off-site hosts in `context` from {@link offsiteAnswer}, as if the browser were online: for the
 * sites published with `external-assets: keep`.
 * @returns every off-site request, in order, with its `Referer` (which tells a page's request from a stylesheet's)
 */
export async function routeOffsite(context: BrowserContext): Promise<{ url: string; referer: string }[]> {
  const seen: { url: string; referer: string }[] = [];
  await context.route(
    (url) => url.protocol === 'https:' && OFFSITE_HOST.test(url.hostname),
    async (route) => {
      const request = route.request();
      seen.push({ url: request.url(), referer: (await request.headerValue('referer')) ?? '' });
      const answer = offsiteAnswer(new URL(request.url()));
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    },
  );
  return seen;
}
