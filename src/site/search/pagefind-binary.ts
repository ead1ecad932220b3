import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as toolCache from '@actions/tool-cache';
import { unpackArchive } from '../../archive/unpack.ts';
import type { Clock, Log } from '../../common/clock.ts';
import { download } from '../../transfer/download.ts';
import { ActionError, messageOf } from '../../common/errors.ts';
import { removeLeftover } from '../../common/remove.ts';
import { isUnreachable } from '../../http/retry.ts';

/** The Pagefind release the action indexes with (issue 25 "The binary": one pinned version). */
export const PAGEFIND_VERSION = '1.6.0';

/**
 * SHA-256 of each platform's release archive of the extended build (which segments Chinese and Japanese), as Pagefind
 * publishes them: the `pagefind` npm package's `checksums/pagefind_extended-v1.6.0-<target>.tar.gz.sha256`
 * (a test compares this table with those files).
 */
export const PAGEFIND_RELEASES: Readonly<Record<string, { target: string; sha256: string }>> = {
  'linux-x64': {
    target: 'x86_64-unknown-linux-musl',
    sha256: '20a992fd64af2ee4fbf39b99245a1135303b6813f79af7ac72a5e27247919b07',
  },
  'linux-arm64': {
    target: 'aarch64-unknown-linux-musl',
    sha256: '46bc248d9b9fa361044d90d7adce4e7fb42156da5256c16da3c7ca6fbc15c9eb',
  },
  'darwin-x64': {
    target: 'x86_64-apple-darwin',
    sha256: '9bc236d1551fe7fcd6f89eee37320246c2105bb3b8eb5aff58cf2e448b001056',
  },
  'darwin-arm64': {
    target: 'aarch64-apple-darwin',
    sha256: '4b4b97af1ae233b53a388f1cb180f341c88f1e5e49b12406d9f2e725e8c4e6f8',
  },
  'win32-x64': {
    target: 'x86_64-pc-windows-msvc',
    sha256: 'e7abb1f50f89a2c96913bb18400d1fbcb2bbd7933d2589642fe6b5506ac5471b',
  },
};

/** Where Pagefind publishes its releases (GitHub releases of Pagefind/pagefind). */
export const PAGEFIND_RELEASE_URL = `https://github.com/Pagefind/pagefind/releases/download/v${PAGEFIND_VERSION}`;

const TOOL = 'pagefind_extended';

/** What fetching the binary needs from the runner. */
export interface PagefindPorts {
  clock: Clock;
  log: Log;
  signal: AbortSignal;
  /** A folder for the download, removed afterwards (`RUNNER_TEMP`). */
  tempDir: string;
  /**
   * Whether the runner has a tool cache (`RUNNER_TOOL_CACHE`, which `@actions/tool-cache` reads); outside a runner
   * nothing is cached and the binary is kept in `tempDir` for this run.
   */
  toolCache: boolean;
  /** The releases' base URL; tests point it at a local server. */
  releaseUrl?: string;
  /** Platform key (`linux-x64`); defaults to this process's. */
  platform?: string;
  /** The releases and their checksums; tests give their own archive's. Default {@link PAGEFIND_RELEASES}. */
  releases?: Readonly<Record<string, { target: string; sha256: string }>>;
}

/**
 * Checks `PAGEFIND_BINARY_PATH` before any request (issue 25: naming no file is a titled error).
 * @throws ActionError when it names no file
 */
export async function checkPagefindBinary(binaryPath: string): Promise<void> {
  const stat = await fs.promises.stat(binaryPath).catch(() => undefined);
  if (stat?.isFile()) return;
  throw new ActionError(
    'Search',
    `PAGEFIND_BINARY_PATH (${binaryPath}) names no file.`,
    `Point it at Pagefind ${PAGEFIND_VERSION}'s pagefind_extended binary, or unset it to fetch that release.`,
  );
}

/**
 * The path of Pagefind's extended binary for this runner: from the tool cache when an earlier run put it there, else
 * the pinned release downloaded through the action's download path (retries, stall timer), checked against its
 * published SHA-256, unpacked with the action's own unpacker, and cached for the next run.
 * @throws ActionError when the platform has no release, the download fails, or the checksum differs
 */
export async function fetchPagefind(ports: PagefindPorts): Promise<string> {
  const platform = ports.platform ?? `${process.platform}-${process.arch}`;
  const release = (ports.releases ?? PAGEFIND_RELEASES)[platform];
  if (!release) {
    throw new ActionError(
      'Search',
      `Pagefind publishes no release for this runner (${platform}).`,
      'Use a Linux, macOS or Windows x64 runner, or set PAGEFIND_BINARY_PATH to a Pagefind binary.',
    );
  }
  const executable = platform.startsWith('win32') ? `${TOOL}.exe` : TOOL;
  if (ports.toolCache) {
    const cached = toolCache.find(TOOL, PAGEFIND_VERSION, platform);
    if (cached) {
      ports.log.info(`Pagefind ${PAGEFIND_VERSION} from the tool cache.`);
      return path.join(cached, executable);
    }
  }
  const name = `${TOOL}-v${PAGEFIND_VERSION}-${release.target}.tar.gz`;
  const url = `${ports.releaseUrl ?? PAGEFIND_RELEASE_URL}/${name}`;
  const work = await fs.promises.mkdtemp(path.join(ports.tempDir, 'pagefind-'));
  try {
    const archive = path.join(work, name);
    try {
      // A runner without internet access refuses or cannot resolve the host: fail in a moment, not after backoff.
      const fetching = { subject: "Pagefind's release", fastFail: isUnreachable };
      await download({ url, file: archive, expectedBytes: undefined, ...fetching, ...ports });
    } catch (error) {
      throw new ActionError(
        'Search',
        `Fetching Pagefind ${PAGEFIND_VERSION} from ${url}: ${messageOf(error)}`,
        'On a runner without internet access, set PAGEFIND_BINARY_PATH to a Pagefind binary.',
      );
    }
    const sha256 = createHash('sha256')
      .update(await fs.promises.readFile(archive))
      .digest('hex');
    if (sha256 !== release.sha256) {
      throw new ActionError(
        'Search',
        `Pagefind's release archive ${name} has SHA-256 ${sha256}, not the ${release.sha256} Pagefind publishes.`,
        'It was not used. Re-run the step; if it happens again, report it.',
      );
    }
    await fs.promises.mkdir(path.join(work, 'bin'));
    const unpacked = await unpackArchive(archive, path.join(work, 'bin'), { signal: ports.signal });
    const binary = path.join(unpacked.siteRoot, executable);
    if (!fs.existsSync(binary))
      throw new ActionError('Search', `Pagefind's release archive ${name} has no ${executable}.`, undefined);
    await fs.promises.chmod(binary, 0o755);
    if (!ports.toolCache) return keep(binary, ports.tempDir, executable);
    const dir = await toolCache.cacheDir(unpacked.siteRoot, TOOL, PAGEFIND_VERSION, platform);
    ports.log.info(`Fetched Pagefind ${PAGEFIND_VERSION} (${name}, SHA-256 checked) into the tool cache.`);
    return path.join(dir, executable);
  } finally {
    await removeLeftover(work, ports.log.warning);
  }
}

/** Without a tool cache: the binary is moved beside the temp folder's other files, for this run only. */
async function keep(binary: string, tempDir: string, executable: string): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(tempDir, 'pagefind-bin-'));
  const target = path.join(dir, executable);
  await fs.promises.rename(binary, target);
  return target;
}
