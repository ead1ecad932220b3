/**
 * Builds the Next.js fixture app (`__tests__/fixtures/next-app`) with `next build` and `output: 'export'`, at the root
 * or with Next's own `basePath`, as the base-path proofs need (issue 21 "Proof on a real export"), with webpack or with
 * Turbopack (`next build --turbopack`, what Mintlify's exports are: issue 37). A build takes about 15–40 s here, so its
 * `out` folder is kept under `node_modules/.cache/next-fixture/`, keyed by a hash of the fixture's sources, Next's
 * version, the bundler and the base path: a second run reuses it. A hook that builds takes its jest limit from
 * `withBuilds`, so a slow machine's build does not eat the time of the checks after it. The build itself runs in the
 * test's temporary folder (webpack does not compile an app that lives inside `node_modules`), with a link to the
 * project's `node_modules`.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURE = path.join(ROOT, '__tests__', 'fixtures', 'next-app');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'next-fixture');
/**
 * The most one `next build` may take, ms, counted from its own start (not the test's): a hung build fails with its
 * output. On two cores one build took about 15 s idle, 410 s at a load of 26 (55 s of CPU), and over 20 minutes at a
 * load of 35 (Turbopack's compile alone 12.9 minutes).
 */
export const BUILD_TIMEOUT_MS = 45 * 60_000;
/** A build lock older than this (ms) was left by a killed run: no live build holds one longer. */
const LOCK_STALE_MS = BUILD_TIMEOUT_MS + 60_000;

/**
 * A jest limit for a hook or test that needs `builds` fixture builds (each may be built now, or awaited from another
 * worker) and then does `ms` of its own work: the builds' budgets are not taken out of the work's.
 * @returns ms
 */
export function withBuilds(builds: number, ms: number): number {
  return builds * BUILD_TIMEOUT_MS + ms;
}

/** Every file of a folder, relative with `/` separators, sorted. */
export function listFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The bundlers `next build` can build with: webpack (Next 15's default) and Turbopack (`--turbopack`). */
export type Bundler = 'webpack' | 'turbopack';

/** Both bundlers, for `describe.each`. */
export const BUNDLERS: readonly Bundler[] = ['webpack', 'turbopack'];

/** The four builds the tests use: at the root and with Next's `basePath` `/docs`, by each bundler. */
export const FIXTURE_BUILDS: readonly (readonly ['' | '/docs', Bundler])[] = [
  ['', 'webpack'],
  ['/docs', 'webpack'],
  ['', 'turbopack'],
  ['/docs', 'turbopack'],
];

/**
 * The built test bed, checked in: a folder per build (`root`, `docs`, `root-turbopack`, `docs-turbopack`) holding
 * its `out` folder and `hash`, the {@link fixtureHash} of what it was built from. A fresh clone then needs no build
 * (four cold builds took 6 to 7.5 minutes each at a load of 26 to 34 on two cores, 45 to 55 s of CPU each).
 */
export const CHECKED_IN = path.join(ROOT, '__tests__', 'fixtures', 'next-builds');

/** A build's folder name: `root` or `docs`, `-turbopack` for Turbopack. */
function buildName(basePath: string, bundler: Bundler): string {
  return `${basePath ? 'docs' : 'root'}${bundler === 'turbopack' ? '-turbopack' : ''}`;
}

/**
 * The hash the checked-in build of (`basePath`, `bundler`) was made from, and the one the sources give now.
 * @returns `checkedIn` undefined when there is no such build
 */
export function checkedInHash(basePath: string, bundler: Bundler): { checkedIn?: string; sources: string } {
  const file = path.join(CHECKED_IN, buildName(basePath, bundler), 'hash');
  const checkedIn = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  return { checkedIn, sources: fixtureHash(basePath, bundler) };
}

/**
 * A hex key of what a build comes from: Next's version, the base path, the bundler, and every file of the fixture
 * app (name and bytes).
 */
function fixtureHash(basePath: string, bundler: Bundler): string {
  const hash = createHash('sha256');
  const nextVersion = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  hash.update(`next ${nextVersion}\0basePath ${basePath}\0bundler ${bundler}\0`);
  for (const file of listFiles(FIXTURE)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(FIXTURE, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The exported site of the fixture app built with `basePath` (`''`: at the root) by `bundler`: the checked-in build
 * when it was made from the current sources, else from the cache or built now.
 * @returns the absolute path of its `out` folder (do not write to it)
 * @throws when `next build` fails (its output is in the message)
 */
export async function buildFixture(basePath: '' | '/docs', bundler: Bundler = 'webpack'): Promise<string> {
  const name = buildName(basePath, bundler);
  const { checkedIn, sources } = checkedInHash(basePath, bundler);
  if (checkedIn === sources) return path.join(CHECKED_IN, name, 'out');
  const cached = path.join(CACHE, `${name}-${sources}`);
  if (fs.existsSync(path.join(cached, 'index.html'))) return cached;
  // Test files run in parallel workers: one builds, the others wait for its result rather than build it again.
  fs.mkdirSync(CACHE, { recursive: true });
  const lock = `${cached}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than any build is left by a run that was killed.
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (fs.existsSync(path.join(cached, 'index.html'))) return cached;
    }
  }
  try {
    if (fs.existsSync(path.join(cached, 'index.html'))) return cached;
    return await build(basePath, bundler, cached);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the fixture into `cached`, by way of a temporary folder. */
async function build(basePath: string, bundler: Bundler, cached: string): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'next-fixture-'));
  try {
    const app = path.join(work, 'app');
    fs.cpSync(FIXTURE, app, { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'), 'dir');
    try {
      await promisify(execFile)(
        process.execPath,
        [
          path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'),
          'build',
          ...(bundler === 'turbopack' ? ['--turbopack'] : []),
        ],
        {
          cwd: app,
          env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_BASE_PATH: basePath, NODE_ENV: 'production' },
          maxBuffer: 16 * 1024 * 1024,
          timeout: BUILD_TIMEOUT_MS,
        },
      );
    } catch (error) {
      const { stdout, stderr, killed } = error as { stdout?: string; stderr?: string; killed?: boolean };
      const why = killed ? `was stopped after ${BUILD_TIMEOUT_MS / 60_000} minutes` : 'failed';
      throw new Error(`next build ${why}:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
    }
    const staged = `${cached}.${process.pid}`;
    fs.cpSync(path.join(app, 'out'), staged, { recursive: true });
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(staged, cached);
    return cached;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * `npm run fixtures`: makes each checked-in build whose hash differs from its sources again (from the cache when it
 * holds that build, else with `next build`), and writes its `hash` last, so an interrupted run leaves a mismatch that
 * the next run (and `__tests__/project/next-builds.test.ts`) sees.
 * @returns the names of the builds it replaced
 * @throws when `next build` fails
 */
export async function refreshCheckedInBuilds(): Promise<string[]> {
  const replaced: string[] = [];
  for (const [basePath, bundler] of FIXTURE_BUILDS) {
    const { checkedIn, sources } = checkedInHash(basePath, bundler);
    if (checkedIn === sources) continue;
    const name = buildName(basePath, bundler);
    const folder = path.join(CHECKED_IN, name);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    // The hash does not match now, so this builds (or takes the cache's copy) rather than returning the old folder.
    fs.cpSync(await buildFixture(basePath, bundler), path.join(folder, 'out'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'hash'), `${sources}\n`);
    replaced.push(name);
  }
  return replaced;
}
