import fs from 'node:fs';
import path from 'node:path';
import type { Bundle, ExportStatus } from './service/responses.ts';
import { unpackArchive, type UnpackResult } from './archive/unpack.ts';
import { download, LinkExpiredError, PartialDownload, type DownloadResult } from './transfer/download.ts';
import { downloadWhileUnpacking } from './transfer/overlap.ts';
import { DEFAULT_RANGES } from './transfer/ranged.ts';
import { formatBytes, formatDuration } from './common/format.ts';
import { describeIntegrity } from './transfer/integrity.ts';
import { ActionError } from './common/errors.ts';
import { ArchiveFormatError, UnsafeArchiveError } from './archive/guard.ts';
import type { ExportInputs, LocalExport } from './inputs.ts';
import type { ArchiveTime } from './workspace/site-archive.ts';
import { resolveEditedFile } from './workspace/place.ts';
import { unreadableFile } from './workspace/local-export.ts';
import { removeLeftover } from './common/remove.ts';
import { finishSite, pageReaders, type ExportPorts } from './pipeline.ts';
import type { ExportResult, PhaseTimes, Transfer } from './report/result.ts';
import { withoutQuery } from './common/redact.ts';
import { runUpdate, type UpdateResult } from './service/update.ts';
import { pollUntil } from './service/polling.ts';
import { skipVerification } from './verify/failed.ts';
import { serverFiles } from './site/hosts/server-files.ts';
import { isSource } from './workspace/site-folder.ts';
import type { Host } from './site/hosts/hosts.ts';

/** Makes a new link the one in use: masked, in the outputs, and in the Helm values file if any. */
type AdoptLink = (bundle: Bundle) => Promise<Bundle>;

/** The export job ended `failed` (spec §3.2). */
export class JobFailedError extends ActionError {
  constructor(jobId: string, error: string | undefined) {
    super(
      'Export job failed',
      `Export job ${jobId} failed: ${error ?? 'the service gave no reason'}.`,
      'Fix the cause the service names (often a page that does not build), publish again, and re-run the step.',
    );
    this.name = 'JobFailedError';
  }
}

/**
 * The `timeout` input passed before the job completed. With `update: true` the update and the export share the
 * timeout, so the message says how much of it the update took.
 */
export class DeadlineError extends ActionError {
  /** @param updateMs how long the update before the export took, ms; undefined without `update: true` */
  constructor(jobId: string, timeoutMs: number, last: ExportStatus | undefined, updateMs?: number) {
    let state = 'no status received';
    if (last) {
      const progress = last.progress === undefined ? '' : `, ${last.progress}%`;
      const pages = last.pageCount === undefined ? '' : `, ${last.pageCount} pages`;
      state = `${last.status}${progress}${pages}`;
    }
    const job = `Export job ${jobId} did not complete within`;
    const message =
      updateMs === undefined
        ? `${job} ${formatDuration(timeoutMs)} (last status: ${state}).`
        : `${job} the ${formatDuration(timeoutMs)} timeout, of which the deployment update took ` +
          `${formatDuration(updateMs)} (last status: ${state}).`;
    const hint =
      updateMs === undefined
        ? `To pick it up without starting another export, re-run the step with job-id: ${jobId} ` +
          '(and a longer timeout if needed).'
        : `The update is done: to pick the export up without updating again, re-run the step with job-id: ${jobId} ` +
          'and update: false (and a longer timeout if needed; it covers the update and the export).';
    super('Timed out', `${message} The job continues on the service.`, hint);
    this.name = 'DeadlineError';
  }
}

/** How many fresh links one run asks for when storage says a link expired. */
const MAX_LINKS = 3;
/**
 * A link whose `expiresAt` has passed, or passes within this many ms, is replaced before the download
 * starts. Kept small: a link with any life left is tried, and storage's 403 "Request has expired"
 * is caught during the download anyway.
 */
const EXPIRY_MARGIN_MS = 1000;

/**
 * Runs the static export (spec §1 "Static export flow"), after the update phase with `update: true`
 * (`update.ts`, within the same deadline and cancellation): start a job (or take `job-id`), poll it
 * until `completed` or `failed`, generate the bundle, download it, unpack it into a fresh folder
 * under `RUNNER_TEMP`, and replace the site folder with it in one move.
 * @throws ActionError subclasses (ApiError, JobFailedError, DeadlineError, DownloadError, …);
 * the site folder is then as it was
 */
export async function runExport(inputs: ExportInputs, ports: ExportPorts): Promise<ExportResult> {
  const { api, clock, log, output, group } = ports;
  // The site folder and every file written as named were checked on disk with the inputs (inputs.ts); the values
  // file is followed through a link, here, before any request, so an unusable one does not cost an export.
  const written = inputs.filesWritten.filter(([input]) => input !== 'helm-values');
  // The heavy modules (parsers, the archive readers, the site stage, the checker) load when a run needs them.
  const helm = inputs.helmValues
    ? await (
        await import('./service/helm.ts')
      ).loadHelmValues(
        await resolveEditedFile(
          inputs.workspace,
          inputs.helmValues,
          'helm-values',
          inputs.download ? inputs.sitePath : undefined,
          written,
        ),
        inputs.version,
      )
    : undefined;
  // Before the first request: a search that cannot run must not cost an export.
  const pagefindBinary = inputs.search.mode === 'pagefind' ? await searchBinary(inputs, ports) : undefined;
  if (inputs.localExport) return publishLocal(inputs, inputs.localExport, ports, pagefindBinary);
  const adopt: AdoptLink = async (bundle) => {
    ports.maskLink(bundle.bundleUrl);
    output('bundleUrl', bundle.bundleUrl);
    output('expiresAt', bundle.expiresAt);
    if (bundle.sizeBytes !== undefined) output('sizeBytes', String(bundle.sizeBytes));
    if (helm) {
      const { writeHelmValues } = await import('./service/helm.ts');
      await writeHelmValues(helm, { bundleUrl: bundle.bundleUrl, version: inputs.version });
      const keys =
        inputs.version === undefined
          ? 'staticExport.enabled, staticExport.bundleUrl'
          : 'staticExport.enabled, staticExport.bundleUrl and staticExport.version';
      log.info(`Set ${keys} in ${inputs.helmValues}.`);
    }
    return bundle;
  };

  let update: UpdateResult | undefined;
  let updateMs: number | undefined;
  if (inputs.update) {
    ports.onPhase?.('update');
    const updateStart = clock.now();
    update = await runUpdate(inputs.update, inputs.timeoutMs, ports);
    updateMs = clock.now() - updateStart;
  }
  ports.onPhase?.('export');

  const times: PhaseTimes = {};
  const started = inputs.jobId === undefined;
  let createdAtMs: number | undefined;
  let jobId: string;
  if (inputs.jobId !== undefined) {
    jobId = inputs.jobId;
    log.info(`Using export job ${jobId} (job-id); no new job is started.`);
    if (inputs.version !== undefined || inputs.paths !== undefined)
      log.warning('version and paths apply only when a job is started; with job-id they are ignored.');
  } else {
    const request = {
      domain: inputs.domain!,
      ...(inputs.version !== undefined && { version: inputs.version }),
      ...(inputs.paths && { paths: inputs.paths }),
    };
    jobId = await group('Start the export', async () => {
      const id = await api.startExport(request);
      log.info(`Started export job ${id} for ${inputs.domain}.`);
      return id;
    });
    createdAtMs = clock.now();
  }
  output('jobId', jobId);

  const status = await group(`Wait for export job ${jobId}`, () =>
    waitForJob(jobId, createdAtMs, inputs.timeoutMs, updateMs, ports, times),
  );
  const completedAtMs = clock.now();
  output('status', status.status);
  if (status.pageCount !== undefined) output('pageCount', String(status.pageCount));

  const bundleStart = clock.now();
  const bundle = await group('Generate the bundle', async () => {
    const fresh = await freshBundle(jobId, completedAtMs, status.bundle, ports, adopt);
    log.info(`Bundle link ready${sizeNote(fresh.sizeBytes)}; it expires at ${fresh.expiresAt}.`);
    return fresh;
  });
  times.bundle = clock.now() - bundleStart;
  if (!inputs.download) {
    skipVerification(output);
    log.info('download is false: the link is in the outputs; nothing was downloaded.');
    return { jobId, started, status, bundle, transfer: undefined, times, update };
  }
  const transfer = await transferSite(jobId, bundle, status, inputs, ports, times, adopt, pagefindBinary);
  return { jobId, started, status, bundle: transfer.bundle, transfer, times, update };
}

/**
 * Downloads the bundle (asking for a fresh link when storage says it expired) and unpacks it under `RUNNER_TEMP`
 * (while it arrives, when it comes in parts), then hands the staged site to the site pipeline (`pipeline.ts`),
 * which ends by placing it as the site folder. Temporary files are removed whatever happens.
 */
async function transferSite(
  jobId: string,
  first: Bundle,
  status: ExportStatus,
  inputs: ExportInputs,
  ports: ExportPorts,
  times: PhaseTimes,
  adopt: AdoptLink,
  pagefindBinary: string | undefined,
): Promise<Transfer & { bundle: Bundle }> {
  const { api, clock, log, group } = ports;
  let bundle = first;
  const workDir = await fs.promises.mkdtemp(path.join(inputs.tempDir, 'mintlify-export-'));
  try {
    const archive = path.join(workDir, 'bundle');
    /**
     * Downloads the bundle, asking for a fresh link when storage says one expired (bounded); the bytes that arrived
     * through the expired link are resumed, not fetched again, while the object is unchanged.
     */
    const downloadWithFreshLinks = async (partial: PartialDownload): Promise<DownloadResult> => {
      for (let link = 1; ; link++) {
        log.info(`Downloading ${withoutQuery(bundle.bundleUrl)}${sizeNote(bundle.sizeBytes)}.`);
        try {
          return await download({
            url: bundle.bundleUrl,
            file: archive,
            expectedBytes: bundle.sizeBytes,
            clock,
            log,
            signal: ports.signal,
            stallMs: ports.stallMs,
            partial,
            ranges: DEFAULT_RANGES,
          });
        } catch (error) {
          if (!(error instanceof LinkExpiredError) || link >= MAX_LINKS) throw error;
          log.warning(`${error.message} Generating a fresh link (spec §4.4 rule 3).`);
          bundle = await adopt(await api.generateBundle(jobId));
        }
      }
    };
    const logDownloaded = (downloaded: DownloadResult, ms: number): void => {
      const parts = downloaded.parts > 1 ? ` in ${downloaded.parts} parts` : '';
      log.info(
        `Downloaded ${formatBytes(downloaded.bytes)}${parts} in ${formatDuration(ms)}; ` +
          `${describeIntegrity(downloaded.integrity)}.`,
      );
    };
    const logUnpacked = (unpacked: UnpackResult, when: string): void => {
      for (const warning of unpacked.warnings) log.warning(warning);
      if (unpacked.unwrapped)
        log.info(`The bundle wraps the site in the folder '${unpacked.unwrapped}/'; its contents become the site.`);
      log.info(`Unpacked ${unpacked.counts.files} files (${formatBytes(unpacked.counts.bytes)}) ${when}.`);
    };
    const staging = path.join(workDir, 'site');
    const read = await pageReaders(inputs, pagefindBinary);
    const onPage = read?.onPage;
    // A bundle fetched in parts is unpacked while it arrives; a small one is downloaded, then unpacked.
    const inParts = bundle.sizeBytes === undefined || bundle.sizeBytes >= DEFAULT_RANGES.minBytes;
    let result: DownloadResult;
    let unpack: UnpackResult;
    if (inParts) {
      ({ download: result, unpack } = await group('Download and unpack the bundle', async () => {
        await fs.promises.mkdir(staging);
        const both = await downloadWhileUnpacking(downloadWithFreshLinks, archive, staging, ports.signal, clock, read);
        times.download = both.downloadMs;
        times.unpack = Math.max(0, both.unpackMs - both.downloadMs);
        logDownloaded(both.downloaded, both.downloadMs);
        logUnpacked(both.unpacked, `while downloading, in ${formatDuration(both.unpackMs)} from the first byte`);
        return { download: both.downloaded, unpack: both.unpacked };
      }));
    } else {
      const downloadStart = clock.now();
      result = await group('Download the bundle', async () => {
        const downloaded = await downloadWithFreshLinks(new PartialDownload());
        times.download = clock.now() - downloadStart;
        logDownloaded(downloaded, times.download);
        return downloaded;
      });
      const unpackStart = clock.now();
      unpack = await group('Unpack the site', async () => {
        await fs.promises.mkdir(staging);
        const unpacked = await unpackArchive(archive, staging, { signal: ports.signal, onPage });
        times.unpack = clock.now() - unpackStart;
        logUnpacked(unpacked, `in ${formatDuration(times.unpack)}`);
        return unpacked;
      });
    }
    const finished = await finishSite({ unpack, archive, read }, status, inputs, ports, times, pagefindBinary);
    return {
      bundle,
      download: result,
      unpack,
      sitePath: inputs.sitePath,
      archivePath: inputs.archivePath,
      ...finished,
    };
  } finally {
    await removeLeftover(workDir, log.warning);
    log.debug(`Removed the temporary folder ${workDir}.`);
  }
}

/**
 * Polls the job until `completed` or `failed` (spec §3.2) and records how long it queued and ran.
 * @param updateMs how long the update before it took, ms, for the time-out's message
 * @throws JobFailedError, DeadlineError, ApiError
 */
async function waitForJob(
  jobId: string,
  createdAtMs: number | undefined,
  timeoutMs: number,
  updateMs: number | undefined,
  ports: ExportPorts,
  times: PhaseTimes,
): Promise<ExportStatus> {
  const waitStart = ports.clock.now();
  let runningSince: number | undefined;
  let endedAt = waitStart;
  const status = await pollUntil<ExportStatus>(
    {
      label: `Job ${jobId}`,
      fetch: () => ports.api.getExportStatus(jobId, createdAtMs),
      status: (s) => s.status,
      progress: (s) => s.progress,
      describe,
      isFinal: (s) => s.status === 'completed' || s.status === 'failed',
      known: new Set(['queued', 'running']),
      onAnswer: (s, atMs) => {
        if (runningSince === undefined && s.status !== 'queued') runningSince = atMs;
        endedAt = atMs;
      },
      timedOut: (last) => new DeadlineError(jobId, timeoutMs, last, updateMs),
    },
    ports,
  );
  if (status.status === 'failed') throw new JobFailedError(jobId, status.error);
  times.queued = (runningSince ?? endedAt) - waitStart;
  times.exporting = endedAt - (runningSince ?? endedAt);
  ports.log.info(
    `Job ${jobId} completed after ${formatDuration(times.queued)} queued ` +
      `and ${formatDuration(times.exporting)} exporting.`,
  );
  return status;
}

function describe(status: ExportStatus): string {
  const parts = [status.status];
  if (status.progress !== undefined) parts.push(`${Math.floor(status.progress)}%`);
  if (status.pageCount !== undefined) parts.push(`${status.pageCount} pages`);
  return parts.join(', ');
}

/**
 * A link that will outlive the start of the download: the one on a completed status (newer API
 * revision) when it has time left, otherwise a new one from the bundle endpoint (spec §4.4).
 */
async function freshBundle(
  jobId: string,
  completedAtMs: number,
  onStatus: Bundle | undefined,
  ports: ExportPorts,
  adopt: AdoptLink,
): Promise<Bundle> {
  const usable = (bundle: Bundle): boolean =>
    bundle.expiresAtMs === undefined || bundle.expiresAtMs - ports.clock.wallNow() > EXPIRY_MARGIN_MS;
  if (onStatus && usable(onStatus)) return adopt(onStatus);
  let bundle = await ports.api.generateBundle(jobId, completedAtMs);
  for (let link = 1; !usable(bundle) && link < MAX_LINKS; link++) {
    ports.log.warning(`The bundle link expires at ${bundle.expiresAt}, too soon to download; asking for a fresh one.`);
    bundle = await ports.api.generateBundle(jobId, completedAtMs);
  }
  if (!usable(bundle)) {
    throw new ActionError(
      'Bundle link expired',
      `The service returned links that expire at ${bundle.expiresAt}, before a download could start.`,
      "Check the runner's clock; re-run the step with job-id.",
    );
  }
  return adopt(bundle);
}

/** ` (4.2 MB)` when the size is known, else nothing. */
function sizeNote(bytes: number | undefined): string {
  return bytes === undefined ? '' : ` (${formatBytes(bytes)})`;
}

/**
 * Pagefind's binary for `search: pagefind` (issue 25 "The binary"): `PAGEFIND_BINARY_PATH`, checked to be a file, or
 * the pinned release through `ports.fetchPagefind`.
 * @throws ActionError when neither gives one
 */
async function searchBinary(inputs: ExportInputs, ports: ExportPorts): Promise<string> {
  if (inputs.search.binaryPath) {
    const { checkPagefindBinary } = await import('./site/search/pagefind-binary.ts');
    await checkPagefindBinary(inputs.search.binaryPath);
    return inputs.search.binaryPath;
  }
  if (!ports.fetchPagefind) throw new ActionError('Search', 'No way to fetch Pagefind here.', undefined);
  return ports.group(`Fetch Pagefind`, ports.fetchPagefind);
}

/**
 * The offline viewer `mint export` puts at the top of its zip beside the site (platform facts "The CLI's export"):
 * `serve.js` and the two launchers. Not part of the site, so not published; `archive` keeps the export as it was.
 */
export const VIEWER_FILES: readonly string[] = ['serve.js', 'Start Docs.command', 'Start Docs.bat'];

/**
 * Publishes a local export (input `local-export`, issue 46) with no request to any API: a file (zip, tar.gz, tar) is
 * unpacked as a downloaded bundle is; a folder is packed as a tar first (`workspace/local-export.ts`), so both go
 * through the one unpack with its limits and refusals. The viewer files of `mint export` are then left out, and the
 * staged site goes through the same pipeline (`pipeline.ts`) as the API's. Temporary files are removed whatever
 * happens; the export itself is only read.
 * @throws ActionError (UnsafeArchiveError and ArchiveFormatError with a hint about the local export, the folder changed
 * while read, and whatever the pipeline throws); `path` then still holds the previous site
 */
async function publishLocal(
  inputs: ExportInputs,
  local: LocalExport,
  ports: ExportPorts,
  pagefindBinary: string | undefined,
): Promise<ExportResult> {
  const { clock, log, group } = ports;
  ports.onPhase?.('export');
  const times: PhaseTimes = {};
  // A local export has no job: the fields the pipeline reads of one stay empty (no page count, no time).
  const status: ExportStatus = {
    status: 'completed',
    progress: undefined,
    pageCount: undefined,
    error: undefined,
    bundle: undefined,
    createdAt: undefined,
    updatedAt: undefined,
  };
  const bundle: Bundle = { bundleUrl: '', expiresAt: '', expiresAtMs: undefined, sizeBytes: undefined };
  const workDir = await fs.promises.mkdtemp(path.join(inputs.tempDir, 'mintlify-export-'));
  try {
    let archive = local.path;
    if (local.kind === 'folder') {
      archive = path.join(workDir, 'bundle.tar');
      await group(`Read the folder ${local.text}`, async () => {
        const { packFolder } = await import('./workspace/local-export.ts');
        const packed = await localRefusal(() => packFolder(local.path, archive, ports.signal), local);
        log.info(
          `Read ${packed.files} files (${formatBytes(packed.bytes)}) from ${local.path}; the folder is left as it is.`,
        );
      });
    }
    const bytes = (await fs.promises.stat(archive)).size;
    // Dated by the export itself, as a job's archive is by the job: the same export gives the same archive.
    const time: ArchiveTime = {
      seconds: Math.max(0, Math.floor((await fs.promises.stat(local.path)).mtimeMs / 1000)),
      source: 'local-export',
    };
    const staging = path.join(workDir, 'site');
    const read = await pageReaders(inputs, pagefindBinary);
    const unpackStart = clock.now();
    const unpack = await group('Unpack the site', async () => {
      await fs.promises.mkdir(staging);
      const unpacked = await localRefusal(
        () => unpackArchive(archive, staging, { signal: ports.signal, onPage: read?.onPage }),
        local,
      );
      times.unpack = clock.now() - unpackStart;
      for (const warning of unpacked.warnings) log.warning(warning);
      if (unpacked.unwrapped)
        log.info(`The export wraps the site in the folder '${unpacked.unwrapped}/'; its contents become the site.`);
      const what = local.kind === 'folder' ? `the folder ${local.text}` : `${local.text} (${unpacked.format})`;
      log.info(
        `Unpacked ${unpacked.counts.files} files (${formatBytes(unpacked.counts.bytes)}) of ${what} ` +
          `in ${formatDuration(times.unpack)}.`,
      );
      const viewer = await leaveOutViewer(unpacked);
      if (viewer.length > 0)
        log.info(`Left out the offline viewer of mint export (${viewer.join(', ')}): it is not part of the site.`);
      refuseServerFiles(unpacked.files, inputs.verify.host, local.text);
      refuseSources(unpacked.files, local.text);
      return unpacked;
    });
    const finished = await finishSite({ unpack, archive, read, time }, status, inputs, ports, times, pagefindBinary);
    const integrity = { md5: '', md5Verified: false, md5Skipped: 'a local export', checksumVerified: undefined };
    return {
      jobId: '',
      started: false,
      status,
      bundle,
      local: { text: local.text, kind: local.kind },
      transfer: {
        download: { bytes, etag: undefined, integrity, parts: 1 },
        unpack,
        sitePath: inputs.sitePath,
        archivePath: inputs.archivePath,
        ...finished,
      },
      times,
      update: undefined,
    };
  } finally {
    await removeLeftover(workDir, log.warning);
  }
}

/**
 * Removes the viewer files at the top of the unpacked export, from the folder, its list and its counts (the summary's
 * Files row counts what is published); returns their names.
 */
async function leaveOutViewer(unpack: UnpackResult): Promise<string[]> {
  const viewer = VIEWER_FILES.filter((file) => unpack.files.includes(file));
  for (const file of viewer) {
    const absolute = path.join(unpack.siteRoot, file);
    const { size } = await fs.promises.lstat(absolute);
    await fs.promises.rm(absolute);
    unpack.counts = { ...unpack.counts, files: unpack.counts.files - 1, bytes: unpack.counts.bytes - size };
  }
  if (viewer.length > 0) unpack.files = unpack.files.filter((file) => !VIEWER_FILES.includes(file));
  return viewer;
}

/**
 * Refuses a local export holding files its host runs or obeys as the deployment's code or configuration
 * (`site/hosts/server-files.ts`): a preview of a fork's pull request would run the fork's code on the owner's hosting.
 * @throws ActionError naming each file and what the host does with it
 */
function refuseServerFiles(files: readonly string[], host: Host, text: string): void {
  const found = serverFiles(host, files);
  if (found.length === 0) return;
  throw new ActionError(
    'Unsafe local export refused',
    `The local export ${text} holds files that ${host} does not serve but runs or applies: ` +
      `${found.map((entry) => `${entry.file} (${entry.why})`).join('; ')}. A local export is published as data ` +
      'only, so nothing was published.',
    'Remove them from the export (mint export writes none); configure headers, redirects and Functions in the ' +
      'repository that deploys, not in the export.',
  );
}

/**
 * Refuses a local export holding a project's or another generator's sources (`.git/`, `docs.json`, `package.json`,
 * `.github/`, `_config.yml`…, the list `checkSiteFolder` refuses in `path`): published, the next run would refuse its
 * own site folder, and `.git/config` may hold a credential.
 * @throws ActionError naming the first of them
 */
function refuseSources(files: readonly string[], text: string): void {
  const entries = new Map<string, boolean>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) entries.set(parts.slice(0, i).join('/'), true);
    entries.set(file, false);
  }
  const found = [...entries].filter(([entry, directory]) => isSource({ path: entry, directory }));
  if (found.length === 0) return;
  const names = found.slice(0, 5).map(([entry, directory]) => (directory ? `${entry}/` : entry));
  throw new ActionError(
    'Unsafe local export refused',
    `The local export ${text} holds a project's or another site generator's sources (${names.join(', ')}` +
      `${found.length > 5 ? ', …' : ''}), which no Mintlify export holds: published, the next run would refuse to ` +
      'replace its own site folder. Nothing was published.',
    'Give local-export the export.zip mint export writes, or the folder of an export alone, not the project.',
  );
}

/**
 * Runs a read of the local export, giving the unpack's refusals a hint about the export (which the user built)
 * instead of one about the service's bundle, and an export file the runner cannot read its own error.
 * @param local the export `work` reads: a file's own read failure is named as such; a folder's limits are not worded
 * as a compression bomb
 */
async function localRefusal<T>(work: () => Promise<T>, local?: LocalExport): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const unreadable = local?.kind === 'file' ? unreadableFile(error, local.path, local.text) : undefined;
    if (unreadable) throw unreadable;
    if (!(error instanceof UnsafeArchiveError || error instanceof ArchiveFormatError)) throw error;
    const message = error.message.replace(/^The bundle/, 'The local export');
    throw new ActionError(
      error instanceof UnsafeArchiveError ? 'Unsafe local export refused' : 'Local export unreadable',
      // A folder is no archive: its size passes a limit by itself, not by a compression bomb.
      local?.kind === 'folder' ? message.replace(' (a compression bomb?)', '') : message,
      'local-export takes the export.zip mint export writes, a .tar.gz/.tgz or a folder of regular files and ' +
        'folders; build it again from the docs sources alone (not a folder holding earlier output).',
    );
  }
}
