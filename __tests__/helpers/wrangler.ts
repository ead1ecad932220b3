/**
 * Cloudflare's own Pages server on this machine: `wrangler pages dev <folder>` (the npm package `wrangler`, which
 * runs Cloudflare's asset server and `_redirects` engine in `workerd`, the Workers runtime). Nobody here wrote it, so
 * what the action assumes of `host: cloudflare-pages` (its serving rules in `src/site/hosts/hosts.ts`, its
 * `_redirects`) is judged by the host's code rather than by our model of it. Needs Node 22.12 or later (the tests run
 * on Node 24) and no network: metrics are off, and the `Request.cf` lookup it tries falls back to a placeholder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Most time (ms) `wrangler pages dev` may take to say it is ready: a hang catcher (it took 5–15 s here). */
const READY_LIMIT_MS = 120_000;

export interface PagesDev {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything wrangler printed so far. */
  log: () => string;
  /** Ends wrangler and its `workerd`, and removes its state folder. */
  close: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Serves `root` as a Cloudflare Pages deployment's output folder at the origin's root.
 * @throws when wrangler exits or is not ready within {@link READY_LIMIT_MS} (with what it printed)
 */
export async function pagesDev(root: string): Promise<PagesDev> {
  // Its state (.wrangler/) and its config folder in a folder of its own, never the checkout or the home folder.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-'));
  const [port, inspector] = [await freePort(), await freePort()];
  const bin = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  const args = [bin, 'pages', 'dev', root, '--ip', '127.0.0.1'];
  args.push('--port', String(port), '--inspector-port', String(inspector), '--log-level', 'info');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: home,
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: home,
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so closing it ends workerd too.
    detached: true,
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const close = async (): Promise<void> => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000);
    await exited;
    clearTimeout(killer);
    fs.rmSync(home, { recursive: true, force: true });
  };
  const started = Date.now();
  let gone = false;
  void exited.then(() => (gone = true));
  while (!printed.includes('Ready on')) {
    if (gone || Date.now() - started > READY_LIMIT_MS) {
      await close();
      throw new Error(`wrangler pages dev did not start:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, log: () => printed, close };
}
