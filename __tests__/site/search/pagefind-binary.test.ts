/**
 * Fetching Pagefind's binary for `search: pagefind` (issue 25 "The binary"): the pinned checksums are the ones
 * Pagefind publishes (the `pagefind` npm package's `checksums/`), a release archive is downloaded through the action's
 * download path, checked, unpacked and cached in the runner's tool cache, and an archive whose SHA-256 differs is
 * never used. The archive served here is made with GNU tar from Pagefind's real binary.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../../../src/common/clock.ts';
import {
  fetchPagefind,
  PAGEFIND_RELEASES,
  PAGEFIND_VERSION,
  type PagefindPorts,
} from '../../../src/site/search/pagefind-binary.ts';
import { ActionError } from '../../../src/common/errors.ts';
import { MemoryLog } from '../../helpers/fakes.ts';

const require = createRequire(import.meta.url);
// Its exports map has an import condition only, which require.resolve cannot use; the tests run at the repository root.
const packageRoot = path.resolve('node_modules', 'pagefind');
const BINARY = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);

test('the pinned version and SHA-256s are those the pagefind package publishes', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  expect(pkg.version).toBe(PAGEFIND_VERSION);
  for (const { target, sha256 } of Object.values(PAGEFIND_RELEASES)) {
    const name = `pagefind_extended-v${PAGEFIND_VERSION}-${target}.tar.gz`;
    const published = fs.readFileSync(path.join(packageRoot, 'checksums', `${name}.sha256`), 'utf8');
    expect(published.split(/\s+\*?/).slice(0, 2)).toEqual([sha256, name]);
  }
});

let work: string;
let server: http.Server;
let baseUrl: string;
let archive: Buffer;
const served: string[] = [];
const TARGET = 'x86_64-unknown-linux-musl';
const NAME = `pagefind_extended-v${PAGEFIND_VERSION}-${TARGET}.tar.gz`;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-binary-'));
  fs.mkdirSync(path.join(work, 'src'));
  fs.copyFileSync(BINARY, path.join(work, 'src', 'pagefind_extended'));
  execFileSync('tar', ['-czf', path.join(work, NAME), '-C', path.join(work, 'src'), 'pagefind_extended']);
  archive = fs.readFileSync(path.join(work, NAME));
  server = http.createServer((request, response) => {
    served.push(request.url!);
    if (request.url !== `/v${PAGEFIND_VERSION}/${NAME}`) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': archive.length });
    response.end(archive);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v${PAGEFIND_VERSION}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
  delete process.env.RUNNER_TOOL_CACHE;
});

function ports(toolCache: string, sha256: string): PagefindPorts {
  const tempDir = fs.mkdtempSync(path.join(work, 'temp-'));
  process.env.RUNNER_TOOL_CACHE = toolCache;
  return {
    clock: systemClock,
    log: new MemoryLog(),
    signal: new AbortController().signal,
    tempDir,
    toolCache: true,
    releaseUrl: baseUrl,
    platform: 'linux-x64',
    releases: { 'linux-x64': { target: TARGET, sha256 } },
  };
}

test('a release archive is downloaded, checked, unpacked and cached; the next run takes it from there', async () => {
  const cache = fs.mkdtempSync(path.join(work, 'cache-'));
  const sha256 = createHash('sha256').update(archive).digest('hex');
  const first = ports(cache, sha256);
  const binary = await fetchPagefind(first);
  expect(binary).toBe(path.join(cache, 'pagefind_extended', PAGEFIND_VERSION, 'linux-x64', 'pagefind_extended'));
  expect(execFileSync(binary, ['--version'], { encoding: 'utf8' })).toContain(PAGEFIND_VERSION);
  // The download's temp folder is removed.
  expect(fs.readdirSync(first.tempDir)).toEqual([]);
  const before = served.length;
  expect(await fetchPagefind(ports(cache, sha256))).toBe(binary);
  expect(served.length).toBe(before);
});

test('an archive whose SHA-256 is not the published one is refused and nothing is cached', async () => {
  const cache = fs.mkdtempSync(path.join(work, 'cache-'));
  const p = ports(cache, PAGEFIND_RELEASES['linux-x64']!.sha256);
  await expect(fetchPagefind(p)).rejects.toThrow(
    `Pagefind's release archive ${NAME} has SHA-256 ${createHash('sha256').update(archive).digest('hex')}, ` +
      `not the ${PAGEFIND_RELEASES['linux-x64']!.sha256} Pagefind publishes.`,
  );
  expect(fs.readdirSync(cache)).toEqual([]);
  expect(fs.readdirSync(p.tempDir)).toEqual([]);
});

test('a platform without a release is a titled error naming PAGEFIND_BINARY_PATH', async () => {
  const p = { ...ports(fs.mkdtempSync(path.join(work, 'cache-')), 'x'), platform: 'aix-ppc64' };
  await expect(fetchPagefind(p)).rejects.toThrow('Pagefind publishes no release for this runner (aix-ppc64).');
});

test("a host that refuses the connection fails at once, naming Pagefind's release and its way out", async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const p = { ...ports(fs.mkdtempSync(path.join(work, 'cache-')), 'x'), releaseUrl: `http://127.0.0.1:${port}/v1` };
  const error = (await fetchPagefind(p).catch((e: unknown) => e)) as ActionError;
  expect(error).toBeInstanceOf(ActionError);
  expect(error.title).toBe('Search');
  expect(error.message).toMatch(
    new RegExp(
      "^Fetching Pagefind [\\d.]+ from http://127\\.0\\.0\\.1:\\d+/v1/\\S+: Pagefind's release download failed " +
        'after 1 attempt: ECONNREFUSED\\b.* \\(the host cannot be reached from this runner: not retried\\)\\.$',
    ),
  );
  expect(error.message).not.toContain('bundle');
  expect(error.hint).toContain('PAGEFIND_BINARY_PATH');
  expect((p.log as MemoryLog).lines.filter((line) => line.includes('retrying'))).toEqual([]);
  expect(fs.readdirSync(p.tempDir)).toEqual([]);
});
