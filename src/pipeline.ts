/**
 * The site pipeline (issue 32 #3): what the unpacked site goes through in its staging folder before it replaces
 * `path`, stage by stage, in this order. Each stage sees the folder as the one before left it, and the first that
 * fails leaves the previous site in place (the caller removes the staging folder).
 *
 * 1. `.nojekyll`, for host `github-pages` (from the unpacker's file list).
 * 2. The site stage (`base-path`, `site-url` on another origin, `search`): one pass over the files, each page edited
 *    once (rebased, pointed at the address it is served at, wired to search) and indexed; then Pagefind's bundle.
 * 3. Agent files (`agent-files`): `llms.txt` and the rest added from the pages' heads (or content, `full`).
 *    Then the redirects of `docs.json` (`redirects`, issue 45), in the host's form: after the index and the agent
 *    files, so redirect pages are in neither.
 * 4. Verification (`verify`): the site as it will be served, with the files of 2 and 3; with `verify: off`, the
 *    listing of `external-assets: report` alone.
 * 5. The change list (`changes-file`), against the previous site while it is still in `path`.
 * 6. The CloudFront function (`cloudfront-function`), for the final file list.
 * 7. The archive (`archive`) and the site archive (`site-archive`), of the tree about to be placed.
 * 8. Placed: the staging folder replaces `path`; then the change list and the function are written, and the outputs
 *    set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './common/atomic.ts';
import type { UnpackResult } from './archive/unpack.ts';
import type { PhaseTimes, Transfer } from './report/result.ts';
import type { UpdatePorts } from './service/update.ts';
import type { Annotation } from './verify/report.ts';
import { formatBytes } from './common/format.ts';
import type { ExportInputs } from './inputs.ts';
import { replaceFolder } from './workspace/place.ts';
import type { ExportStatus } from './service/responses.ts';
import { archiveTime, writeSiteArchive, type ArchiveTime, type SiteArchiveResult } from './workspace/site-archive.ts';
import { skipVerification } from './verify/failed.ts';
import type { VerifyReport } from './verify/findings.ts';
import type { PageScans } from './verify/page-scans.ts';
import { cloudfrontNames, detectLayout } from './site/hosts/hosts.ts';
import type { AgentFilesOptions, AgentFilesResult, PageHeads } from './site/agent-files/agent-files.ts';
import type { PageReader } from './archive/writer.ts';
import type { Pieces } from './common/pieces.ts';
import { changedCount, compareSites } from './site/hosts/changes.ts';
import { cloudfrontFunction, cloudfrontFunctionWithRedirects } from './site/hosts/cloudfront-function.ts';
import { addNojekyll } from './site/hosts/nojekyll.ts';
import type { CloudResult } from './external/cloud.ts';
import type { ExternalAsset } from './external/assets.ts';
import { ASSET_FOLDER } from './external/mode.ts';
import { assetSelection } from './external/patterns.ts';
import { servedAddress } from './site/hosts/served.ts';

/** Side effects the export needs beyond every job flow's (and the update phase's), supplied by `main.ts`. */
export interface ExportPorts extends UpdatePorts {
  /** Registers a new presigned link so its signature is masked in every later log line. */
  maskLink: (url: string) => void;
  /** Download stall limit, ms (default in `download.ts`). */
  stallMs?: number;
  /** Told when the run moves from the update phase to the export (for the cancellation hint). */
  onPhase?: (phase: 'update' | 'export') => void;
  /** Makes one annotation (site verification findings). */
  annotate?: (annotation: Annotation) => void;
  /** Pagefind's binary for `search: pagefind` when `PAGEFIND_BINARY_PATH` names none (`pagefind-binary.ts`). */
  fetchPagefind?: () => Promise<string>;
  /** The action's environment (`process.env`); a child process is given only a few of its variables (`child.ts`). */
  env: NodeJS.ProcessEnv;
}

/** The unpacked site in its staging folder, and the bundle file it came from. */
export interface StagedSite {
  unpack: UnpackResult;
  /** Absolute path of the downloaded bundle (kept with input `archive`). */
  archive: string;
  /** What was read of each page as the unpack wrote it ({@link pageReaders}). */
  read?: PagesAsUnpacked;
  /** The time the site archive's entries carry when there is no job to date them (a local export). */
  time?: ArchiveTime;
}

/** What stages 3 and 4 read of each page while the unpack writes it (issue 32 #3); given to the unpack. */
export interface PagesAsUnpacked extends PageReader {
  /** For the link check (`verify`). */
  scans?: PageScans;
  /** For `agent-files: auto`. */
  heads?: PageHeads;
}

/**
 * What to read of each page as the unpack writes it, from the bytes the archive reader holds, instead of reading
 * every page back from disk after it (issue 32 #3): the link check's scan and the agent files' heads. Only when no
 * stage changes what they read before them: the site stage (2) rebases with `base-path` or a `site-url` on another
 * origin, and the bundler rewrites off-site URLs; `search` only adds its wiring. Undefined when nothing is to be read
 * so.
 */
export async function pageReaders(
  inputs: ExportInputs,
  pagefindBinary: string | undefined,
): Promise<PagesAsUnpacked | undefined> {
  // Pages edited after the unpack (the rebase, the external-assets bundler) are read once edited. Search's only edit
  // is its wiring in each head, which the site stage adds to the scans (`PageScans.amend`): no title, text or link
  // of the page changes, so the scans and heads taken as unpacked hold (issue 47).
  const parts = siteStageParts(inputs, pagefindBinary);
  const searchOnly = parts.length === 1 && pagefindBinary !== undefined;
  if ((parts.length > 0 && !searchOnly) || inputs.externalAssets === 'bundle') return undefined;
  // external-assets: report reads each page whole, its scripts too: a scan as unpacked would be read for nothing.
  const scans =
    inputs.verify.mode === 'off' || inputs.externalAssets === 'report'
      ? undefined
      : new (await import('./verify/page-scans.ts')).PageScans();
  const heads =
    inputs.agentFiles === 'auto' ? new (await import('./site/agent-files/agent-files.ts')).PageHeads() : undefined;
  if (!scans && !heads) return undefined;
  const onPage = (file: string, page: Pieces): void => {
    scans?.add(file, page);
    heads?.add(file, page);
  };
  const restart = (): void => {
    scans?.clear();
    heads?.clear();
  };
  return { scans, heads, onPage, restart };
}

/**
 * What the site stage (2) does for these inputs, one part each, in the words of its log group's title; none when it
 * does not run. The one place that says whether pages are edited after the unpack.
 */
function siteStageParts(inputs: ExportInputs, pagefindBinary: string | undefined): string[] {
  const served = servedAddress(inputs.domain, inputs.verify.siteUrl, inputs.canonical);
  return [
    ...(inputs.basePath ? [`rebase the site to ${inputs.basePath}/`] : []),
    ...(served ? [`name ${served.origin} as its address`] : []),
    ...(pagefindBinary ? ['index the site for search'] : []),
  ];
}

/** What the pipeline did; each part absent when its input was not given. */
export type FinishedSite = Pick<
  Transfer,
  | 'verification'
  | 'offsiteUrls'
  | 'rebase'
  | 'search'
  | 'agentFiles'
  | 'changes'
  | 'siteArchive'
  | 'offline'
  | 'redirects'
>;

/**
 * Takes the staged site through the stages above and places it at `inputs.sitePath`.
 * @param pagefindBinary Pagefind's binary with `search: pagefind`, else undefined
 * @throws VerificationError when the check fails the step; ActionError from Pagefind or a file input; a file system
 * error; or the signal's reason. `path` then still holds the previous site.
 */
export async function finishSite(
  staged: StagedSite,
  status: ExportStatus,
  inputs: ExportInputs,
  ports: ExportPorts,
  times: PhaseTimes,
  pagefindBinary: string | undefined,
): Promise<FinishedSite> {
  const { unpack, archive } = staged;
  /** The folder the unpack took the site out of, as the names of pages read as unpacked start. */
  const unwrapped = unpack.unwrapped === undefined ? '' : `${unpack.unwrapped}/`;
  const { clock, log, output, group } = ports;
  /** Runs one stage in a log group and records how long it took. */
  const timed = async <T>(phase: keyof PhaseTimes, title: string, work: () => Promise<T>): Promise<T> => {
    const start = clock.now();
    try {
      return await group(title, work);
    } finally {
      times[phase] = clock.now() - start;
    }
  };
  // 1. .nojekyll
  if (await addNojekyll(unpack.siteRoot, unpack.files, inputs.verify.host))
    log.info('Added an empty .nojekyll: GitHub Pages would otherwise leave out folders starting with _ (_next/).');
  // 2. The site stage. Before verification, so the site checked is the one served under base-path, with its search.
  const search = pagefindBinary ? { binaryPath: pagefindBinary, host: inputs.verify.host } : undefined;
  const stageInputs = {
    basePath: inputs.basePath,
    siteUrl: inputs.verify.siteUrl,
    domain: inputs.domain,
    canonical: inputs.canonical,
    search,
  };
  if (!inputs.domain && inputs.verify.siteUrl)
    log.warning(
      `With job-id and no domain the export's own origin is unknown, so its absolute URLs (canonical, og:url, ` +
        `sitemap) are left as they are instead of naming ${inputs.verify.siteUrl}: give domain, the one the job ` +
        'exported, to have them rewritten.',
    );
  const stageTitle = listed(siteStageParts(inputs, pagefindBinary));
  /** Pages the check scanned as they were unpacked: with search alone, the stage's only edit is added to them. */
  const scans = staged.read?.scans;
  const stage = stageTitle
    ? await timed(search ? 'search' : 'rebase', stageTitle, async () =>
        (await import('./site/stage.ts')).siteStage(unpack.siteRoot, unpack.files, stageInputs, {
          ...ports,
          wired: scans && ((file, inserted) => scans.amend(unwrapped + file, inserted)),
        }),
      )
    : {};
  const { rebase } = stage;
  // 2b. External assets (issue 38): after the rebase, whose base path the stored files' URLs carry; before the agent
  // files and the check, which see the pages as served.
  const bundled =
    inputs.externalAssets === 'bundle'
      ? await group('Bundle external assets', async () => {
          const files = [...unpack.files, ...(stage.search?.files ?? [])];
          const cloud = await import('./external/cloud.ts');
          // First: an export that has the answer's path fails before anything is fetched.
          const userAnswer = await cloud.answerUserCall(unpack.siteRoot, files);
          const bundler = await import('./external/bundle.ts');
          const result = await bundler.bundleSite({
            root: unpack.siteRoot,
            files,
            basePath: inputs.basePath,
            selection: assetSelection(inputs.externalAssetsInclude, inputs.externalAssetsExclude),
            cacheFolder: inputs.externalAssetsCache,
            clock,
            log,
            signal: ports.signal,
          });
          const offline: CloudResult = {
            userAnswer,
            userUrl: `${inputs.basePath}/${userAnswer}`,
            hintsRemoved: result.hintsRemoved,
            mintlify: await cloud.isMintlifyExport(unpack.siteRoot, files),
            bundled: bundler.bundleCounts(result),
          };
          for (const line of cloud.cloudLog(offline)) log.info(line);
          return { ...result, written: [...result.written, userAnswer], offline };
        })
      : undefined;
  // GitHub Pages' Jekyll leaves out _external/ and _mintlify/ too, in an export that had no other folder starting
  // with _.
  if (bundled && (await addNojekyll(unpack.siteRoot, [...unpack.files, ...bundled.written], inputs.verify.host))) {
    unpack.files.push('.nojekyll');
    log.info(`Added an empty .nojekyll: GitHub Pages would otherwise leave out ${ASSET_FOLDER}/ and _mintlify/.`);
  }
  // 3. Agent files. Before verification, which checks the agent links against the files written here.
  const heads = staged.read?.heads;
  const agentFiles =
    inputs.agentFiles === 'off'
      ? undefined
      : await timed('agentFiles', 'Write agent files', () =>
          addAgentFiles(unpack, inputs, log, ports.signal, heads && ((file) => heads.take(unwrapped + file))),
        );
  // 3b. Redirects (issue 45): after the search index and the agent files, which must not list redirect pages; before
  // verification and the change list, which must see them.
  const indexed = [
    ...unpack.files,
    ...(stage.search?.files ?? []),
    ...(bundled?.written ?? []),
    ...(agentFiles?.written ?? []),
  ];
  const redirects =
    inputs.redirects && inputs.redirects.rules.length > 0
      ? await group(`Publish the redirects of ${inputs.redirects.name}`, async () =>
          (await import('./site/redirects/publish.ts')).publishRedirects({
            root: unpack.siteRoot,
            files: indexed,
            config: inputs.redirects!,
            host: inputs.verify.host,
            layout: detectLayout(indexed),
            basePath: inputs.basePath,
            domain: inputs.domain,
            siteUrl: inputs.verify.siteUrl,
            log,
          }),
        )
      : undefined;
  const siteFiles = [...new Set([...indexed, ...(redirects?.written ?? [])])];
  // 4. Verification. Before the folder is replaced, so a site that fails the check leaves the previous one in place.
  // An export already built for base-path was not rebased: its links are judged as its client follows them.
  const checked = redirects && {
    redirects: {
      config: redirects.config,
      rules: redirects.rules,
      realPages: redirects.realPages,
      pageFiles: redirects.pageFiles,
      ruleWins: inputs.verify.host === 'netlify' || inputs.verify.host === 'cloudflare-pages',
    },
  };
  const verifyInputs = {
    ...(stage.built ? { ...inputs.verify, rebased: false, builtFor: stage.built.by } : inputs.verify),
    ...checked,
  };
  let verification: VerifyReport | undefined;
  let offsiteUrls: ExternalAsset[] | undefined;
  if (inputs.verify.mode === 'off') {
    skipVerification(output);
    // external-assets: report reads the site with the verification's scan, which then lists and judges nothing else.
    if (inputs.externalAssets === 'report')
      offsiteUrls = await group('List off-site URLs', async () =>
        (await import('./verify/step.ts')).listExternalAssets(unpack.siteRoot, siteFiles, verifyInputs, ports),
      );
  } else {
    verification = await timed('verify', 'Verify the site', async () =>
      (await import('./verify/step.ts')).verifySite(
        unpack.siteRoot,
        siteFiles,
        status.pageCount,
        verifyInputs,
        ports,
        staged.read?.scans && { scans: staged.read.scans, prefix: unwrapped },
        inputs.externalAssets === 'report',
      ),
    );
  }
  // 5. The change list, while the previous site is still in the folder; written once the new one is placed.
  const changes = inputs.changesFile
    ? await timed('compare', 'Compare with the previous site', async () => {
        const list = await compareSites(
          unpack.siteRoot,
          inputs.sitePath,
          {
            host: inputs.verify.host,
            basePath: inputs.basePath,
            cloudfrontFunction: inputs.verify.cloudfrontFunction,
          },
          ports.signal,
        );
        log.info(
          `${list.added.length} added, ${list.modified.length} modified, ${list.removed.length} removed; ` +
            `${list.urls.length} URLs on host ${inputs.verify.host}.`,
        );
        return list;
      })
    : undefined;
  // 6. The CloudFront function, before the folder is replaced: one CloudFront would refuse (too large) leaves the
  // previous site.
  const layout = detectLayout(siteFiles);
  const functionSite = { basePath: inputs.verify.basePath, names: cloudfrontNames(siteFiles, layout) };
  // With redirects (issue 45) the function answers every source first; a list too long for it goes to a store.
  let viewerRequest: { code: string; keyValueStore?: string } | undefined;
  if (inputs.cloudfrontFunction && redirects) {
    const { functionRedirects } = await import('./site/redirects/publish.ts');
    viewerRequest = cloudfrontFunctionWithRedirects(layout, functionSite, functionRedirects(redirects.rules));
  } else if (inputs.cloudfrontFunction) viewerRequest = { code: cloudfrontFunction(layout, functionSite) };
  // 7. The archives. The bundle is kept first: when keeping it fails, the site folder is still the previous one.
  if (inputs.archivePath) {
    await fs.promises.mkdir(path.dirname(inputs.archivePath), { recursive: true });
    await writeFileAtomic(inputs.archivePath, { copyFrom: archive });
    log.info(`Kept the archive at ${inputs.archivePath}.`);
  }
  // After every edit and the check: the tree about to be placed, byte for byte.
  const siteArchive = inputs.siteArchive
    ? await timed('siteArchive', 'Write the site archive', () =>
        keepSiteArchive(unpack.siteRoot, inputs.siteArchive!, staged.time ?? archiveTime(status), ports),
      )
    : undefined;
  // 8. Placed.
  await replaceFolder(unpack.siteRoot, inputs.sitePath, log.warning, () => ports.signal.throwIfAborted());
  log.info(`The site is in ${inputs.sitePath}.`);
  output('path', inputs.sitePath);
  output('layout', detectLayout(unpack.files));
  if (changes && inputs.changesFile) {
    await fs.promises.mkdir(path.dirname(inputs.changesFile), { recursive: true });
    await writeFileAtomic(inputs.changesFile, `${JSON.stringify(changes, null, 2)}\n`);
    log.info(`Wrote the change list to ${inputs.changesFile}.`);
    output('changedFiles', String(changedCount(changes)));
  }
  if (viewerRequest !== undefined && inputs.cloudfrontFunction) {
    await fs.promises.mkdir(path.dirname(inputs.cloudfrontFunction), { recursive: true });
    await writeFileAtomic(inputs.cloudfrontFunction, viewerRequest.code);
    log.info(`Wrote the CloudFront function for this site to ${inputs.cloudfrontFunction}.`);
    if (viewerRequest.keyValueStore !== undefined && inputs.keyValueStoreFile) {
      await writeFileAtomic(inputs.keyValueStoreFile, viewerRequest.keyValueStore);
      log.info(
        `The redirects' exact sources do not fit in CloudFront's 10 KB with the function: they are in ` +
          `${inputs.keyValueStoreFile}, a KeyValueStore import file, which the function reads with cf.kvs(). Load ` +
          'it into the KeyValueStore associated with the function before publishing the function ' +
          '(docs/redirects.md, recipes/s3-cloudfront.yml).',
      );
    }
  }
  if (inputs.archivePath) output('archive', inputs.archivePath);
  if (siteArchive) {
    output('siteArchive', siteArchive.path);
    output('siteArchiveSha256', siteArchive.sha256);
  }
  return {
    verification,
    offsiteUrls,
    rebase,
    search: stage.search,
    agentFiles,
    changes,
    siteArchive,
    offline: bundled?.offline,
    redirects,
  };
}

/** Writes the site archive of the staged site (`site-archive.ts`) and logs where, how big, its SHA-256 and its time. */
async function keepSiteArchive(
  root: string,
  target: string,
  time: ArchiveTime,
  ports: ExportPorts,
): Promise<SiteArchiveResult> {
  const written = await writeSiteArchive(root, target, time.seconds, ports.signal);
  const from = time.source === 'local-export' ? "the local export's modification time" : `the job's ${time.source}`;
  const dated = time.source
    ? `dated ${new Date(time.seconds * 1000).toISOString()} (${from})`
    : 'dated 1970-01-01 (the service gave no time for the job)';
  ports.log.info(
    `Wrote the site archive to ${written.path} (${written.files} files, ${formatBytes(written.bytes)}, ${dated}); ` +
      `SHA-256 ${written.sha256}, also in ${path.basename(written.checksumPath)}.`,
  );
  return written;
}

/** "A, b and c", capitalised: the title of a log group that does several things. */
function listed(parts: string[]): string {
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return text.replace(/^./, (c) => c.toUpperCase());
}

/** Writes the agent files into the staged site and logs what was written and what the export already had. */
async function addAgentFiles(
  unpack: UnpackResult,
  inputs: ExportInputs,
  log: ExportPorts['log'],
  signal: AbortSignal,
  heads: AgentFilesOptions['heads'],
): Promise<AgentFilesResult> {
  const { writeAgentFiles } = await import('./site/agent-files/agent-files.ts');
  const result = await writeAgentFiles({
    mode: inputs.agentFiles,
    root: unpack.siteRoot,
    files: unpack.files,
    host: inputs.verify.host,
    siteUrl: inputs.verify.siteUrl,
    basePath: inputs.basePath,
    signal,
    heads,
  });
  for (const warning of result.warnings) log.warning(warning);
  if (result.kept.length > 0) log.info(`The export has ${result.kept.join(' and ')}; kept as it is.`);
  const named = result.written.filter((file) => !file.endsWith('.md'));
  const copies = result.markdownCopies > 0 ? [`${result.markdownCopies} Markdown copies of pages`] : [];
  const all = [...named, ...copies];
  log.info(all.length > 0 ? `Wrote ${all.join(', ')} (${result.pages} pages).` : 'No agent files to write.');
  if (inputs.verify.siteUrl === undefined && named.includes('llms.txt'))
    log.warning('llms.txt lists root-relative URLs: set site-url (or domain) to give agents absolute ones.');
  return result;
}
