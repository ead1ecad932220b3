/**
 * Local static servers for the base-path and search proofs. `servePages`: GitHub Pages' rules, for the base-path
 * proofs: `/x` serves `x.html` (or `x` itself), `/x/` serves `x/index.html`, a folder without its slash is redirected
 * to it, and anything missing gets the site's `404.html` with status 404. Each site is mounted at a path (`/` or
 * `/docs`); outside every mount there is nothing (a plain 404), as at `https://OWNER.github.io/` for a project site.
 * `serveCloudfront`: a CloudFront viewer-request function in front of an S3 origin, which serves exact keys only.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';

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

/** A CloudFront Function's viewer-request handler (cloudfront-js-2.0): the request to send on, or a response. */
type ViewerRequest = (event: {
  request: { method: string; uri: string; querystring: Record<string, { value: string; multiValue?: object[] }> };
}) => { uri: string } | { statusCode: number; headers: Record<string, { value: string }> };

/**
 * Serves `root` as a bucket's objects under `mount` (`''` or e.g. `/docs`, as the keys `docs/…`) through CloudFront
 * with the viewer-request function `source`, associated with the behaviours for `mount` and `mount/*` (the whole
 * distribution at the root). Then S3's REST endpoint: the exact key of the decoded URI the function returns, else
 * 403 (a distribution that may not list the bucket), with no error page mapped: every file the function does not
 * serve shows as a 403.
 */
export async function serveCloudfront(root: string, mount: string, source: string): Promise<PagesServer> {
  const handler = vm.runInNewContext(`${source}\nhandler;`) as ViewerRequest;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cloudfront.test');
    let uri = url.pathname;
    if (mount === '' || uri === mount || uri.startsWith(`${mount}/`)) {
      const querystring: Record<string, { value: string }> = {};
      for (const [name, value] of url.searchParams) querystring[name] = { value: encodeURIComponent(value) };
      const answer = handler({ request: { method: req.method ?? 'GET', uri, querystring } });
      if ('statusCode' in answer) {
        res.writeHead(answer.statusCode, { location: answer.headers.location?.value ?? '' }).end();
        return;
      }
      uri = answer.uri;
    }
    let key: string;
    try {
      key = decodeURIComponent(uri);
    } catch {
      key = '';
    }
    const relative = mount === '' || key.startsWith(`${mount}/`) ? key.slice(mount.length + 1) : undefined;
    const absolute = relative === undefined || relative === '' ? undefined : path.join(root, relative);
    const exists =
      absolute !== undefined &&
      absolute.startsWith(root + path.sep) &&
      fs.existsSync(absolute) &&
      fs.statSync(absolute).isFile();
    if (!exists) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(absolute)] ?? 'application/octet-stream' });
    fs.createReadStream(absolute).pipe(res);
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
