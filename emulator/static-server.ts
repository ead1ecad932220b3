/**
 * A local static server that answers as a chosen host would (`host` input): each URL is resolved by
 * `resolveOnHost`, the rules site verification judges the site by, so what the demo shows in a browser is what the
 * check assumed. The site is served under its base path; outside it there is nothing, as at a project site's
 * `https://OWNER.github.io/`. Used by `npm run demo` and by the browser tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  cloudfrontNames,
  detectLayout,
  resolveOnHost,
  type Host,
  type HostContext,
  type Resolution,
} from '../src/site/hosts/hosts.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The `content-type` a host sends for a file, by its extension. */
export function contentType(file: string): string {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/** What to serve and by which host's rules. */
export interface StaticSiteOptions {
  /** The site folder (the action's `path`). */
  root: string;
  /** Whose rules answer each URL (default `auto`). */
  host?: Host;
  /** The URL path the site is served under, normalised as input `base-path` is (`/docs`), `''` at the root. */
  basePath?: string;
  /** `host: cloudfront` with the function the action generated (input `cloudfront-function`), not a shipped one. */
  generatedCloudfrontFunction?: boolean;
  /** Port to listen on (default 0: any free port). */
  port?: number;
  /** Address to listen on (default 127.0.0.1: nothing beyond this machine). */
  hostname?: string;
}

/** A running server. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Where the site's home page is: the origin, the base path and `/`. */
  url: string;
  close: () => Promise<void>;
}

/** Every file below `root`, relative with `/` separators: the site as it is when the server starts. */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files.add(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files;
}

/**
 * How the host answers the base path itself without its slash (`/docs`): as a folder holding `index.html` at the
 * root of its origin, except CloudFront, whose functions serve the home page there.
 */
function resolveMount(host: Host, basePath: string): Resolution {
  if (host === 'cloudfront') return { kind: 'direct', file: 'index.html' };
  const resolution = resolveOnHost(host, basePath, new Set([`${basePath.slice(1)}/index.html`]));
  return resolution.kind === 'redirect' ? { ...resolution, file: 'index.html' } : resolution;
}

/**
 * Serves the site by the host's rules: a file the host serves at the URL with 200, a redirect with its `location`
 * under the base path (query kept), and every miss with the site's `404.html` and status 404 (a plain 404 without
 * one, or outside the base path).
 */
export async function serveSite(options: StaticSiteOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? 'auto';
  const basePath = options.basePath ?? '';
  const files = listFiles(root);
  const layout = detectLayout([...files]);
  const context: HostContext = {
    basePath,
    cloudfront:
      options.generatedCloudfrontFunction && host === 'cloudfront' ? cloudfrontNames(files, layout) : undefined,
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.test');
    const sendFile = (status: number, file: string): void => {
      res.writeHead(status, { 'content-type': contentType(file) });
      fs.createReadStream(path.join(root, file)).pipe(res);
    };
    const miss = (): void => {
      if (files.has('404.html')) sendFile(404, '404.html');
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    };
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad Request');
      return;
    }
    let resolution: Resolution;
    // Locations of the site's own rules are below the base path; the mount's are already absolute.
    let prefix = basePath;
    if (basePath && pathname === basePath) {
      resolution = resolveMount(host, basePath);
      prefix = '';
    } else if (pathname.startsWith(`${basePath}/`))
      resolution = resolveOnHost(host, pathname.slice(basePath.length), files, layout, context);
    else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    if (resolution.kind === 'missing') return miss();
    if (resolution.kind === 'direct') return sendFile(200, resolution.file);
    const location = encodeURI(prefix + resolution.location) + url.search;
    res.writeHead(host === 's3-website' ? 302 : 301, { location }).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.hostname ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  return {
    origin,
    url: `${origin}${basePath}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
