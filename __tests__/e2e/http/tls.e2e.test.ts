/**
 * HTTPS and proxies, through dist/index.js: the API and storage on different schemes (an https API with an
 * S3-compatible store on http, and the reverse), and a proxy from `https_proxy`/`http_proxy` that `no_proxy` bypasses.
 * The emulator's certificate comes from a throwaway authority the action trusts through `NODE_EXTRA_CA_CERTS`.
 */
import { spawnSync } from 'node:child_process';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../../../emulator/runner.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';
import { startProxy } from '../../helpers/proxy.ts';

const DOMAIN = 'docs.example.com';
// The emulator's certificate is made with openssl (.ci/run installs it); without it these cases skip, saying why.
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
const why = hasOpenssl ? '' : ' (skipped: openssl is not installed)';

async function withEmulator(options: EmulatorOptions, body: (emulator: Emulator) => Promise<void>): Promise<void> {
  const emulator = await startEmulator({ durationMs: 200, queuedMs: 50, pages: 30, ...options });
  try {
    await body(emulator);
  } finally {
    await emulator.close();
  }
}

function run(emulator: Emulator, env: Record<string, string> = {}, inputs: Record<string, string> = {}) {
  return runAction({
    inputs: { 'api-key': emulator.apiKey, domain: DOMAIN, 'api-url': emulator.apiUrl, ...NO_AGENT_FILES, ...inputs },
    env,
  });
}

async function expectSite(emulator: Emulator, result: RunResult): Promise<void> {
  expect(result.log).not.toContain('::error');
  expect(result.code).toBe(0);
  const tree = await readTree(`${result.workspace}/static-export`);
  expect([...tree.keys()].sort()).toEqual([...emulator.siteFor(DOMAIN).keys()].sort());
  // Neither the key nor the link's signature reaches the log, whatever the scheme (the runner hides what follows
  // ::add-mask::, so those lines are left out).
  const shown = result.log
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  expect(shown).not.toContain(emulator.apiKey);
  const signature = new URL(result.outputs.bundleUrl!).searchParams.get('X-Amz-Signature')!;
  expect(shown).not.toContain(signature);
}

withTls(`mixed schemes${why}`, () => {
  test.each([
    ['an https API with an http S3-compatible store', { api: true, storage: false }, 'https:', 'http:'],
    ['an http API with https storage', { api: false, storage: true }, 'http:', 'https:'],
  ])('%s: the site is downloaded', async (_name, tls, apiScheme, storageScheme) => {
    await withEmulator({ tls }, async (emulator) => {
      expect(new URL(emulator.apiUrl).protocol).toBe(apiScheme);
      expect(new URL(emulator.storageUrl).protocol).toBe(storageScheme);
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(emulator.requests.filter((r) => r.server === 'storage' && r.status === 200)).toHaveLength(1);
    });
  });

  test('an untrusted certificate fails with a TLS error, not a hang, and nothing is written', async () => {
    await withEmulator({ tls: { api: true, storage: true } }, async (emulator) => {
      const result = await run(emulator, { NODE_EXTRA_CA_CERTS: '' });
      expect(result.code).toBe(1);
      expect(result.log).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED_CERT_IN_CHAIN|unable to verify/i);
      expect(emulator.requests).toHaveLength(0);
    });
  });
});

withTls(`proxies${why}`, () => {
  const hostnames = { api: 'api.emulator.test', storage: 'storage.emulator.test' };

  test('https_proxy and http_proxy carry the API and storage requests (names only the proxy resolves)', async () => {
    const proxy = await startProxy();
    try {
      await withEmulator({ tls: { api: true, storage: false }, hostnames }, async (emulator) => {
        const result = await run(emulator, { https_proxy: proxy.url, http_proxy: proxy.url, NO_PROXY: '' });
        await expectSite(emulator, result);
        const apiPort = new URL(emulator.apiUrl).port;
        const storagePort = new URL(emulator.storageUrl).port;
        expect(new Set(proxy.targets)).toEqual(
          new Set([`api.emulator.test:${apiPort}`, `storage.emulator.test:${storagePort}`]),
        );
      });
    } finally {
      await proxy.close();
    }
  });

  test('no_proxy bypasses the proxy for the hosts it lists', async () => {
    const proxy = await startProxy();
    try {
      await withEmulator({ tls: { api: true, storage: false }, hostnames }, async (emulator) => {
        const env = { https_proxy: proxy.url, http_proxy: proxy.url, NO_PROXY: '', no_proxy: 'api.emulator.test' };
        const result = await run(emulator, env, { timeout: '3s' });
        // Sent directly, the API's name does not resolve: every start request fails, and the proxy saw nothing.
        expect(result.code).toBe(1);
        expect(result.log).toMatch(/ENOTFOUND|EAI_AGAIN/);
        expect(proxy.targets).toEqual([]);
        expect(emulator.requests).toHaveLength(0);
      });
    } finally {
      await proxy.close();
    }
  });
});
