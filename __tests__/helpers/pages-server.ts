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
import { contentType, serveSite } from '../../emulator/static-server.ts';

export interface PagesServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves `root` at `mount` (`''` for the site root, else e.g. `/docs`) by GitHub Pages' rules: the demo's server
 * (`emulator/static-server.ts`) with `host: github-pages`.
 */
export async function servePages(root: string, mount: string): Promise<PagesServer> {
  return serveSite({ root, host: 'github-pages', basePath: mount });
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
    res.writeHead(200, { 'content-type': contentType(absolute) });
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
