/**
 * A local static server with GitHub Pages' rules, for the base-path proofs: `/x` serves `x.html` (or `x` itself),
 * `/x/` serves `x/index.html`, a folder without its slash is redirected to it, and anything missing gets the site's
 * `404.html` with status 404. Each site is mounted at a path (`/` or `/docs`); outside every mount there is nothing
 * (a plain 404), as at `https://OWNER.github.io/` for a project site.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface PagesServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves `root` at `mount` (`''` for the site root, else e.g. `/docs`).
 */
export async function servePages(root: string, mount: string): Promise<PagesServer> {
  const file = (relative: string): string | undefined => {
    const absolute = path.join(root, relative);
    if (!absolute.startsWith(root + path.sep) && absolute !== root) return undefined;
    try {
      return fs.statSync(absolute).isFile() ? absolute : undefined;
    } catch {
      return undefined;
    }
  };
  const isFolder = (relative: string): boolean => {
    try {
      return fs.statSync(path.join(root, relative)).isDirectory();
    } catch {
      return false;
    }
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://pages.test');
    const send = (status: number, absolute: string | undefined): void => {
      if (!absolute) {
        res.writeHead(status, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      res.writeHead(status, { 'content-type': TYPES[path.extname(absolute)] ?? 'application/octet-stream' });
      fs.createReadStream(absolute).pipe(res);
    };
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(400, undefined);
    }
    if (mount && pathname === mount) {
      res.writeHead(301, { location: `${mount}/${url.search}` }).end();
      return;
    }
    if (mount && !pathname.startsWith(`${mount}/`)) return send(404, undefined);
    const relative = pathname.slice(mount.length + 1);
    const found =
      relative === '' || relative.endsWith('/')
        ? file(`${relative}index.html`)
        : (file(relative) ?? file(`${relative}.html`));
    if (found) return send(200, found);
    if (relative && !relative.endsWith('/') && isFolder(relative) && file(`${relative}/index.html`)) {
      res.writeHead(301, { location: `${mount}/${relative}/${url.search}` }).end();
      return;
    }
    send(404, file('404.html'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
