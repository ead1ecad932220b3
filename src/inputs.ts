import fs from 'node:fs';
import path from 'node:path';
import { ActionError, InputError, InputErrors, localFailureReason } from './common/errors.ts';
import { parseDuration } from './common/duration.ts';
import { readVerifyInputs, type VerifyInputs } from './verify/inputs.ts';
import { parseExternalAssets, type ExternalAssetsMode } from './external/mode.ts';
import { parseAssetPatterns, type AssetPattern } from './external/patterns.ts';
import { parseAgentFilesMode, type AgentFilesMode } from './site/agent-files/agent-files-mode.ts';
import { checkSiteFolder } from './workspace/site-folder.ts';
import { parseBasePath, reservedBasePath } from './site/rebase/base-path.ts';
import { destinationProblem } from './workspace/place.ts';
import { isStrictlyInside, namesBelow, samePath, type Platform } from './workspace/paths.ts';
import { isSha } from './common/sha.ts';
import type { UpdateInputs } from './service/update.ts';
import type { CanonicalMode } from './site/hosts/served.ts';
import { findConfig, parseRedirectsMode, readRedirectConfig, type RedirectConfig } from './site/redirects/config.ts';
import { hostLimitProblem } from './site/redirects/publish.ts';

/** Default base URL of the admin API (platform facts: "Base URL and paths"). */
export const DEFAULT_API_URL = 'https://api.mintlify.com';

/** What every mode shares. */
interface Common {
  /** Admin API key, `mint_…` (spec §5; key prefixes: platform facts "Keys"). */
  apiKey: string;
  /** Base URL without a trailing slash or version segment, e.g. `https://api.mintlify.com`. */
  apiUrl: string;
  /** Longest wait for the job, in ms (input `timeout`). */
  timeoutMs: number;
}

/**
 * Input `local-export` (issue 46): an export built elsewhere, most often with Mintlify's CLI (`mint export` writes
 * `export.zip`; platform facts "The CLI's export"), published without any request to the API.
 */
export interface LocalExport {
  /** The input as given, for messages and the summary. */
  text: string;
  /** Absolute path, resolved against the workspace; it may lie outside the workspace (it is only read). */
  path: string;
  /** A file (an archive: zip, tar.gz, tar, told apart by its first bytes) or a folder holding an export. */
  kind: 'file' | 'folder';
}

/** The main job: export a site (inputs `domain` or `job-id`), or publish a local export (`local-export`). */
export interface ExportInputs extends Common {
  mode: 'export';
  /** Hostname to export; undefined when resuming with `jobId`. With `localExport`, only the export's origin. */
  domain: string | undefined;
  /** Input `local-export`: the export to publish instead of one from the API; undefined: the API's. */
  localExport: LocalExport | undefined;
  /** Existing export job to use instead of starting one. */
  jobId: string | undefined;
  /** Absolute path of the site folder, strictly inside the workspace. */
  sitePath: string;
  /** Absolute path of the workspace (`GITHUB_WORKSPACE`). */
  workspace: string;
  /** Absolute path of the runner's temporary folder (`RUNNER_TEMP`). */
  tempDir: string;
  /** False: stop after generating the link (input `download`). */
  download: boolean;
  /** Absolute path to keep a copy of the downloaded archive at (input `archive`), inside the workspace. */
  archivePath: string | undefined;
  /**
   * Absolute path of the site archive to write (input `site-archive`): the published site folder as a reproducible
   * `.tar.gz`, with `<path>.sha256` beside it; inside the workspace, outside the site folder.
   */
  siteArchive: string | undefined;
  /** Absolute path of a Helm values file to update (input `helm-values`). */
  helmValues: string | undefined;
  /** Export version label (input `version`; platform facts "Start static export job"). */
  version: string | undefined;
  /** Page paths to include (input `paths`, one per line); undefined: every published page. */
  paths: string[] | undefined;
  /** Update the deployment before the export (input `update: true`); undefined: no update. */
  update: UpdateInputs | undefined;
  /** Site verification before the folder is replaced (inputs `verify`, `host`, `site-url`, …). */
  verify: VerifyInputs;
  /**
   * The URL path the site is served under (input `base-path`), normalised: a leading slash and no trailing one, e.g.
   * `/docs`; `''` at the root (nothing is rebased). Agrees with `site-url`'s path when that has one.
   */
  basePath: string;
  /** Agent files to add to the site (input `agent-files`; `src/site/agent-files/agent-files.ts`). */
  agentFiles: AgentFilesMode;
  /**
   * Input `canonical` (issue 30): `site-url` (default) rewrites canonical, `og:url` and JSON-LD to the served address
   * with every other URL; `domain` keeps them on the export's, for a mirror that must not compete with the hosted docs.
   */
  canonical: CanonicalMode;
  /** Absolute path of the change list to write (input `changes-file`), inside the workspace and outside `path`. */
  changesFile: string | undefined;
  /** Input `search` and the binary it runs (issue 25). */
  search: SearchInputs;
  /** Input `external-assets` (issue 38; `src/external/mode.ts`). */
  externalAssets: ExternalAssetsMode;
  /** Inputs `external-assets-include` and `-exclude` (`src/external/patterns.ts`), `bundle` only; empty: none. */
  externalAssetsInclude: AssetPattern[];
  externalAssetsExclude: AssetPattern[];
  /**
   * Absolute path of the cache folder of `bundle` (input `external-assets-cache`, `src/external/cache.ts`), inside
   * the workspace and outside `path`; undefined: no cache.
   */
  externalAssetsCache: string | undefined;
  /**
   * Absolute path of the CloudFront function to write for the site (input `cloudfront-function`, `host: cloudfront`
   * only), inside the workspace and outside `path`.
   */
  cloudfrontFunction: string | undefined;
  /**
   * Every file the action writes or edits, by the input that names it (`archive`, `site-archive` twice: the archive
   * and its `.sha256`, `helm-values`, `verify-report`, `changes-file`, `cloudfront-function`), and the folder of
   * `external-assets-cache`, absolute paths: the one list that the checks against `path`, against each other and on
   * the disk go through.
   */
  filesWritten: readonly (readonly [input: string, file: string])[];
  /**
   * The redirects to publish (inputs `docs-config` and `redirects: auto`, issue 45), read and checked with the other
   * inputs; undefined with `redirects: off`, `download: false`, or no config found.
   */
  redirects: RedirectConfig | undefined;
  /**
   * Absolute path of the CloudFront KeyValueStore import file written beside `cloudfront-function` when the
   * redirects do not fit in the function (`<name>.kvs.json`); undefined without both.
   */
  keyValueStoreFile: string | undefined;
  /** What the inputs make likely to go wrong though each is valid: one `core.warning` each, before any request. */
  warnings: string[];
}

/** Wait for an agent job (inputs `project-id` and `agent-job-id`). */
export interface AgentInputs extends Common {
  mode: 'agent';
  projectId: string;
  agentJobId: string;
}

/** Every input, validated: an export, or (with `agent-job-id`) an agent job wait. */
export type Inputs = ExportInputs | AgentInputs;

/** Reads one input as the runner passes it; `core.getInput` in production. */
export type InputReader = (name: string) => string;

/** Runner environment the inputs are resolved against. */
export interface RunnerEnv {
  GITHUB_WORKSPACE?: string;
  RUNNER_TEMP?: string;
  /** Pagefind's own variable (its `resolveBinary.js`): the binary to index with instead of fetching one. */
  PAGEFIND_BINARY_PATH?: string;
  /** The run's repository, `owner/name` (set by the runner): where GitHub Pages serves its project site. */
  GITHUB_REPOSITORY?: string;
  /** The process environment, to spot an input set as `INPUT_API_KEY` where the runner reads `INPUT_API-KEY`. */
  variables?: Readonly<Record<string, string | undefined>>;
  /** Whose file system rules compare the path inputs (`paths.ts`); default `process.platform`, tests set another. */
  platform?: Platform;
}

/** Site search (issue 25): input `search`, and the binary to use. */
export interface SearchInputs {
  /** `off` (default): the step adds nothing; `pagefind`: a Pagefind index wired into the search box. */
  mode: 'off' | 'pagefind';
  /** `PAGEFIND_BINARY_PATH` when set (checked to be a file before any request); else the pinned release is fetched. */
  binaryPath: string | undefined;
}

/**
 * Reads and validates every input before anything is sent. Every invalid input is reported at once, so one run
 * names all of them (issue 31); only checks that need a valid value (e.g. base-path against site-url) wait for it.
 * The destinations are checked on disk too, in the same report ({@link onDisk}).
 * @throws InputError naming the input and what would be valid, or InputErrors listing several
 */
export function readInputs(get: InputReader, env: RunnerEnv): Inputs {
  const errors: InputError[] = [];
  const fail = (input: string, message: string): void => void errors.push(new InputError(input, message));
  // Runs one parse, keeping its InputError for the joint report; `fallback` stands in for the invalid value.
  const check = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      errors.push(error);
      return fallback;
    }
  };
  const read = (name: string): string => get(name).trim();
  const localText = read('local-export');
  // A local export makes no request: the key is not needed, and not checked when given.
  const apiKey = localText ? read('api-key') : check(() => parseApiKey(read('api-key')), '');
  const apiUrl = check(() => parseApiUrl(read('api-url') || DEFAULT_API_URL), DEFAULT_API_URL);
  const timeoutMs = check(() => parseTimeout(read('timeout') || '30m'), 0);

  const agentJobId = read('agent-job-id');
  const projectId = read('project-id');
  const domainText = read('domain');
  const jobIdText = read('job-id');
  const update = check(() => parseBoolean('update', read('update'), false), false);
  const commitText = read('commit');
  const commit = commitText ? check(() => parseCommit(commitText), undefined) : undefined;
  if (commitText && !update) {
    fail('commit', 'needs update: true (it is checked against the commit the update deployed)');
  }
  if (update && agentJobId) {
    fail('update', 'is for exports: agent jobs are unaffected by updates; leave agent-job-id empty');
  }
  if (update && jobIdText) {
    fail('update', 'starts a new export after the update, so job-id must be empty');
  }
  if (update && !projectId) {
    fail('project-id', "is required with update: true (it is shown on the dashboard's API keys page)");
  }

  if (localText) {
    const clash = [
      jobIdText && 'job-id',
      update && 'update: true',
      agentJobId && 'agent-job-id',
      read('helm-values') && 'helm-values',
      read('version') && 'version',
      get('paths').trim() && 'paths',
    ].filter(Boolean);
    if (clash.length > 0)
      fail(
        'local-export',
        `publishes an export built elsewhere (mint export) without any request to the API, so ${listed(clash)} ` +
          `must not be given with it: they need an export job of the API`,
      );
  }
  if (agentJobId) {
    const clash = [domainText && 'domain', jobIdText && 'job-id'].filter(Boolean);
    if (clash.length > 0) {
      fail(
        'agent-job-id',
        `waits for an agent job, so ${clash.join(' and ')} must be empty; run exports in a separate step`,
      );
    }
    if (!projectId) {
      fail('project-id', "is required with agent-job-id (it is shown on the dashboard's API keys page)");
    }
    const inputs: AgentInputs = {
      mode: 'agent',
      apiKey,
      apiUrl,
      timeoutMs,
      projectId: projectId ? check(() => parseId('project-id', projectId), '') : '',
      agentJobId: check(() => parseId('agent-job-id', agentJobId), ''),
    };
    throwIfAny(errors, get, env);
    return inputs;
  }

  const domain = domainText ? check(() => parseDomain(domainText), undefined) : undefined;
  const jobId = jobIdText ? check(() => parseId('job-id', jobIdText), undefined) : undefined;
  if (!domainText && !jobIdText && !localText) {
    fail(
      'domain',
      "is required (the deployment's domain, e.g. docs.example.com), unless job-id is given or local-export names " +
        'an export built elsewhere',
    );
  }
  const workspace = requireEnv(env, 'GITHUB_WORKSPACE');
  const tempDir = requireEnv(env, 'RUNNER_TEMP');
  const platform = env.platform ?? process.platform;
  const siteText = read('path') || 'static-export';
  const sitePath = check(
    () => parseInsideWorkspace('path', siteText, workspace, 'folder', 'static-export', platform),
    undefined,
  );
  const download = check(() => parseBoolean('download', read('download'), true), true);
  if (localText && !download)
    fail('download', 'must be true with local-export (a local export has no link: the site is all it gives)');
  const archiveText = read('archive');
  if (archiveText && !download)
    fail('archive', 'needs download: true (with download: false nothing is downloaded to keep)');
  const siteArchiveText = read('site-archive');
  if (siteArchiveText && !download)
    fail('site-archive', 'needs download: true (with download: false no site is placed to archive)');
  const helmText = read('helm-values');
  const workspaceFile = (input: string, text: string, example: string): string | undefined =>
    check(() => parseInsideWorkspace(input, text, workspace, 'file', example, platform), undefined);
  const verify = readVerifyInputs(
    read,
    get,
    domain,
    (input, text) => parseInsideWorkspace(input, text, workspace, 'file', 'verify-report.json', platform),
    check,
  );
  const pages = pagesSite(env.GITHUB_REPOSITORY);
  // A recipe's placeholder left in is refused before the checks that compare the two inputs, which would only add
  // a second, less useful error about the same value.
  const siteUrlText = read('site-url');
  const siteUrlHeld = check<boolean>(() => refusePlaceholders('site-url', siteUrlText, pages), true);
  const siteUrl = siteUrlHeld ? undefined : verify.siteUrl;
  const basePathText = read('base-path');
  const basePath = basePathText
    ? check(() => {
        refusePlaceholders('base-path', basePathText, pages);
        return parseBasePath(basePathText);
      }, undefined)
    : '';
  if (basePath) check(() => checkSiteUrlPath(basePath, siteUrl), undefined);
  // Only when base-path is the root (empty or /): an invalid one (undefined) has its own error.
  if (basePath === '' && siteUrl && domain) check(() => checkServedPath(domain, siteUrl), undefined);
  const search = check(() => parseSearch(read('search'), env.PAGEFIND_BINARY_PATH, download), undefined);
  const externalAssets = check(() => parseExternalAssets(read('external-assets'), { download }), 'keep');
  const bundleInput = (input: string): string => {
    const text = read(input);
    if (text && externalAssets !== 'bundle')
      fail(input, `needs external-assets: bundle (external-assets is ${read('external-assets') || 'keep'})`);
    return text;
  };
  const externalAssetsInclude = check(
    () => parseAssetPatterns('external-assets-include', bundleInput('external-assets-include')),
    [],
  );
  const externalAssetsExclude = check(
    () => parseAssetPatterns('external-assets-exclude', bundleInput('external-assets-exclude')),
    [],
  );
  const cacheText = bundleInput('external-assets-cache');
  const externalAssetsCache = cacheText
    ? check(
        () =>
          parseInsideWorkspace(
            'external-assets-cache',
            cacheText,
            workspace,
            'folder',
            '.cache/external-assets',
            platform,
          ),
        undefined,
      )
    : undefined;
  const changesText = read('changes-file');
  if (changesText && !download)
    fail('changes-file', 'needs download: true (with download: false no site is placed to compare)');
  const functionText = read('cloudfront-function');
  if (functionText && verify.host !== 'cloudfront')
    fail(
      'cloudfront-function',
      `needs host: cloudfront (it is the function CloudFront runs in front of S3); host is ${verify.host}`,
    );
  if (functionText && !download)
    fail('cloudfront-function', 'needs download: true (the function is written for the site placed)');
  const updateInputs: UpdateInputs | undefined =
    update && projectId
      ? {
          projectId: check(() => parseId('project-id', projectId), ''),
          commit,
          githubToken: read('github-token') || undefined,
        }
      : undefined;
  const archivePath = archiveText ? workspaceFile('archive', archiveText, 'mintlify-site.tar.gz') : undefined;
  const siteArchivePath = siteArchiveText
    ? workspaceFile('site-archive', siteArchiveText, 'mintlify-site.tar.gz')
    : undefined;
  const helmValues = helmText ? workspaceFile('helm-values', helmText, 'values.yaml') : undefined;
  const paths = check(() => parsePaths(get('paths')), undefined);
  const agentFiles = check(() => parseAgentFilesMode(read('agent-files')), 'auto');
  const canonical = check(() => parseCanonical(read('canonical')), 'site-url');
  const changesFile = changesText ? workspaceFile('changes-file', changesText, 'changes.json') : undefined;
  const cloudfrontFunction = functionText
    ? workspaceFile('cloudfront-function', functionText, 'viewer-request.js')
    : undefined;
  const redirects = readRedirects(read, workspace, platform, download, check, errors);
  const limit =
    redirects && basePath !== undefined && hostLimitProblem(redirects, verify.host, basePath, domain, siteUrl);
  if (limit) errors.push(new InputError('docs-config', `${redirects.name}: ${limit}`));
  const keyValueStoreFile =
    cloudfrontFunction && redirects && redirects.rules.length > 0
      ? path.join(path.dirname(cloudfrontFunction), `${path.parse(cloudfrontFunction).name}.kvs.json`)
      : undefined;
  const files: [string, string | undefined][] = [
    ['archive', archivePath],
    ['site-archive', siteArchivePath],
    // Written beside the site archive: it must not be another input's file either.
    ['site-archive', siteArchivePath && `${siteArchivePath}.sha256`],
    ['helm-values', helmValues],
    ['verify-report', verify.reportPath],
    ['changes-file', changesFile],
    ['cloudfront-function', cloudfrontFunction],
    // Written beside the function when the redirects do not fit in it.
    ['cloudfront-function', keyValueStoreFile],
    // A folder, written file by file (`src/external/cache.ts`): checked as the files are, against path and them.
    ['external-assets-cache', externalAssetsCache],
  ];
  const localExport = localText ? check(() => parseLocalExport(localText, workspace, platform), undefined) : undefined;
  if (localExport)
    errors.push(
      ...localOverlaps(localExport, download ? sitePath : undefined, siteText, files, read, platform, tempDir),
    );
  errors.push(...overlaps(files, download ? sitePath : undefined, (input) => read(input), platform));
  errors.push(...onDisk(workspace, download ? sitePath : undefined, siteText, files));
  throwIfAny(errors, get, env);
  return {
    mode: 'export',
    apiKey,
    apiUrl,
    timeoutMs,
    domain,
    localExport,
    jobId,
    workspace,
    tempDir,
    sitePath: sitePath!,
    download,
    archivePath,
    siteArchive: siteArchivePath,
    helmValues,
    version: read('version') || undefined,
    paths,
    update: updateInputs,
    verify: {
      ...verify,
      ...(basePath ? { basePath, rebased: true } : {}),
      cloudfrontFunction: functionText !== '',
    },
    basePath: basePath!,
    agentFiles,
    canonical,
    changesFile,
    search: search!,
    externalAssets,
    externalAssetsInclude,
    externalAssetsExclude,
    externalAssetsCache,
    cloudfrontFunction,
    filesWritten: files.filter((entry): entry is [string, string] => entry[1] !== undefined),
    redirects,
    keyValueStoreFile,
    warnings: [
      basePath && !read('site-url') && domain ? unservedOrigin(domain, basePath, pages) : undefined,
      verify.host === 'github-pages' ? elsewhereOnPages(pages, basePath, siteUrlText) : undefined,
    ].filter((warning): warning is string => warning !== undefined),
  };
}

/**
 * Inputs `redirects` and `docs-config` (issue 45): with `auto` (the default) and a site to publish, the config named
 * (or `docs.json`, else `mint.json`, at the workspace root) is read once, here, and each of its problems joins the
 * other input errors, naming the file and the rule.
 * @param errors where the config's problems go, with every other input's
 * @returns the config and its rules; undefined with `off`, `download: false`, no config found, or an invalid one
 */
function readRedirects(
  read: (name: string) => string,
  workspace: string,
  platform: Platform,
  download: boolean,
  check: <T>(parse: () => T, fallback: T) => T,
  errors: InputError[],
): RedirectConfig | undefined {
  const mode = check(() => parseRedirectsMode(read('redirects')), 'off');
  if (mode === 'off' || !download) return undefined;
  const text = read('docs-config');
  const given = text
    ? check(() => parseInsideWorkspace('docs-config', text, workspace, 'file', 'docs.json', platform), null)
    : undefined;
  if (given === null) return undefined;
  const file = check(() => findConfig(workspace, given, text), undefined);
  if (file === undefined) return undefined;
  const config = readRedirectConfig(file, workspace);
  if (!Array.isArray(config)) return config;
  errors.push(...config);
  return undefined;
}

/** Where GitHub Pages serves the run's repository (`GITHUB_REPOSITORY`): what `base-path` and `site-url` should be. */
interface PagesSite {
  /** `owner/name` as the runner gives it, e.g. `acme/docs`. */
  repository: string;
  /** The owner, lower-cased as in its Pages host, e.g. `acme`. */
  owner: string;
  /** The repository's name as GitHub spells it, e.g. `docs`. */
  name: string;
  /** `https://<owner>.github.io`, the owner lower-cased (a hostname). */
  origin: string;
  /** The site's URL path: `/<name>` for a project site, `''` for the user or organisation site `<owner>.github.io`. */
  basePath: string;
}

/**
 * Reads `GITHUB_REPOSITORY` as GitHub Pages serves that repository's site: a project site at
 * `https://<owner>.github.io/<name>/`, the repository `<owner>.github.io` at the root of that host (GitHub's docs,
 * "Types of GitHub Pages sites"). Owner and repository names are case-insensitive on GitHub, and so is a hostname, so
 * the user site is recognised in any case; the path keeps the name as GitHub spells it (see {@link elsewhereOnPages}).
 * @param repository `owner/name`; undefined or malformed (outside a runner) gives undefined
 */
function pagesSite(repository: string | undefined): PagesSite | undefined {
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(repository?.trim() ?? '');
  if (!match) return undefined;
  const [, owner, name] = match as unknown as [string, string, string];
  const host = `${owner.toLowerCase()}.github.io`;
  const basePath = name.toLowerCase() === host ? '' : `/${name}`;
  return { repository: `${owner}/${name}`, owner: owner.toLowerCase(), name, origin: `https://${host}`, basePath };
}

/** The placeholders of the GitHub Pages project-site recipe (`https://OWNER.github.io/REPO`), upper case as there. */
const PLACEHOLDERS = ['OWNER', 'REPO'] as const;

/**
 * Refuses a recipe's placeholder left in (issue 44 item 10): `OWNER` or `REPO`, exactly so, as a whole path segment
 * (`base-path`, `site-url`) or a whole label of `site-url`'s host, as `/REPO` and `https://OWNER.github.io/REPO` in
 * `recipes/github-pages-project-site.yml`. Taken as they are, they give a site whose every link answers 404. The raw
 * text is read, as `new URL` lower-cases the host (`OWNER.github.io` becomes `owner.github.io`).
 * @param pages the run's repository, to say the values that belong there; undefined: say what they stand for
 * @returns false when the text holds no placeholder
 * @throws InputError naming the input, the placeholders, and the value to give
 */
function refusePlaceholders(input: 'base-path' | 'site-url', text: string, pages: PagesSite | undefined): false {
  const url = input === 'site-url' ? /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)([^?#]*)/i.exec(text) : null;
  const labels = url ? url[2]!.split('.') : [];
  const segments = (url ? url[3]! : text).split('/');
  const held = PLACEHOLDERS.filter((word) => labels.includes(word) || segments.includes(word));
  if (held.length === 0) return false;
  const meaning = held.map((word) =>
    word === 'OWNER' ? 'OWNER the account that owns it' : "REPO the repository's name",
  );
  const stands = `${held.join(' and ')} ${held.length > 1 ? 'are placeholders' : 'is a placeholder'} of the recipe`;
  if (!pages) {
    throw new InputError(
      input,
      `'${text}': ${stands}: replace ${meaning.join(', ')}, as in the address Settings > Pages shows ` +
        '(https://<owner>.github.io/<repository>/)',
    );
  }
  // The recipe's REPO is the project site's path, which the user or organisation site does not have: it goes.
  const values = new Map([
    ['OWNER', pages.owner],
    ['REPO', pages.basePath.slice(1)],
  ]);
  const fill = (part: string): string => values.get(part) ?? part;
  const path = segments.map(fill).filter(Boolean).join('/');
  const value = url
    ? `${url[1]}${labels.map((label) => fill(label).toLowerCase()).join('.')}${path && `/${path}`}`
    : path && `/${path}`;
  const fix = value ? `set ${input}: ${value}` : `leave ${input} empty`;
  throw new InputError(
    input,
    `'${text}': ${stands}, for ${meaning.join(', ')}: this run's repository ${pages.repository} is served at ` +
      `${pages.origin}${pages.basePath}/, so ${fix}`,
  );
}

/**
 * On `host: github-pages`, a base path that GitHub Pages does not serve the run's repository at (issue 44 item 10):
 * a project site is served at `https://<owner>.github.io/<repository>/` only, so every link of a site rebased on
 * another first segment answers 404. Compared case-sensitively: GitHub matches repository names in any case, but Pages
 * serves paths as written (`/Docs/` is not `/docs/`), and `GITHUB_REPOSITORY` gives the name as GitHub spells it, the
 * spelling of the address Settings > Pages shows. Nothing is said for the user or organisation site
 * `<owner>.github.io` (served at the root, where a base path is the user's choice of folder), when `site-url` names a
 * custom domain (a project with its own domain is served at its root, one under the owner's domain at `/<name>/`: the
 * action cannot tell which), or when the repository is unknown.
 * @param basePath the normalised base path (`''` at the root); undefined when invalid (it has its own error)
 * @param siteUrlText input `site-url` as given
 * @returns the warning, with the values that agree with the repository
 */
function elsewhereOnPages(
  pages: PagesSite | undefined,
  basePath: string | undefined,
  siteUrlText: string,
): string | undefined {
  if (!pages || !pages.basePath || basePath === undefined) return undefined;
  let siteHost: string;
  try {
    siteHost = siteUrlText ? new URL(siteUrlText).hostname : '';
  } catch {
    return undefined; // site-url has its own error
  }
  if (siteHost && !siteHost.endsWith('.github.io')) return undefined;
  // The root: only when site-url says the site is at a github.io root, which a project site never is.
  if (basePath === '' && !siteHost) return undefined;
  const first = basePath.split('/')[1] ?? '';
  if (first === pages.name) return undefined;
  const given = basePath ? `base-path is ${basePath}` : 'base-path is empty';
  const caseOnly =
    first.toLowerCase() === pages.name.toLowerCase()
      ? ` (Pages paths are case-sensitive: /${first}/ is not /${pages.name}/)`
      : '';
  return (
    `host is github-pages and this run's repository ${pages.repository} is served at ${pages.origin}` +
    `${pages.basePath}/, but ${given}${caseOnly}: every link of the site would answer 404 there. ` +
    `Set base-path: ${pages.basePath} and site-url: ${pages.origin}${pages.basePath}, or, when the site has a custom ` +
    'domain, give it as site-url.'
  );
}

/**
 * `base-path` without `site-url` (issue 39 #12): the URLs naming the export's own origin (canonical, `og:url`, JSON-LD,
 * the sitemap, `llms.txt`) are rebased on `https://<domain>`, to `https://<domain><base-path>/…`, an address that
 * exists nowhere: the hosted docs are at the root of `<domain>`, and this copy is served somewhere else.
 * @param pages the run's GitHub Pages site, whose owner names the example; `<owner>` outside a runner (never the
 *   recipe's `OWNER`, which the inputs refuse)
 * @returns the warning, naming `site-url` and the fix
 */
function unservedOrigin(domain: string, basePath: string, pages: PagesSite | undefined): string {
  return (
    `base-path is ${basePath} but site-url is empty, so canonical, og:url, sitemap and llms.txt URLs name ` +
    `https://${domain}${basePath}/…, where no site is served (the hosted docs are at https://${domain}/). Set ` +
    `site-url to the address this copy is served at, e.g. ${pages?.origin ?? 'https://<owner>.github.io'}` +
    `${basePath} or https://example.com${basePath}.`
  );
}

/**
 * The checks on disk, reported with every other invalid input (issue 39 #17): the site folder and each file written
 * as named must not be reached through a symbolic link or lie below a file, and must be a folder (`path`) or a file
 * where they exist (`place.ts`); the site folder must be ours to replace (missing, empty, or an earlier site:
 * `site-folder.ts`). The values file (`helm-values`) is followed through a link, and checked where it leads, later.
 * @param sitePath the site folder when the site is downloaded and `path` is valid
 * @returns an InputError for each destination that is unsafe
 */
function onDisk(
  workspace: string,
  sitePath: string | undefined,
  siteText: string,
  files: [string, string | undefined][],
): InputError[] {
  const errors: InputError[] = [];
  const check = (input: string, target: string, kind: 'folder' | 'file'): boolean => {
    let problem: ReturnType<typeof destinationProblem>;
    try {
      problem = destinationProblem(workspace, target, kind, input);
    } catch (error) {
      // A name too long, or a folder on the way the runner's user may not search: reported with the rest.
      const { code, message } = error as NodeJS.ErrnoException;
      if (!code) throw error;
      problem = {
        message: `Cannot check ${target}: ${localFailureReason(code) ?? message} [${code}].`,
        hint: `Choose another ${input} input, or give the runner's user access to the folders on its way.`,
      };
    }
    if (problem) errors.push(new InputError(input, `${problem.message} ${problem.hint}`));
    return problem === undefined;
  };
  if (sitePath && check('path', sitePath, 'folder')) {
    // Replaced whole once the site is placed: a folder that is not ours to replace is refused before any request.
    const notOurs = checkSiteFolder(sitePath, siteText);
    if (notOurs) errors.push(notOurs);
  }
  for (const [input, file] of files)
    if (file && input !== 'helm-values') check(input, file, input === 'external-assets-cache' ? 'folder' : 'file');
  return errors;
}

/**
 * Throws what {@link readInputs} found: the one InputError as it is, several as one {@link InputErrors} (one
 * annotation, every input named). An error about an empty input whose name has a hyphen says how the runner spells
 * its variable when the environment has the underscore spelling, which a shell can export and the runner never reads.
 */
function throwIfAny(errors: InputError[], get: InputReader, env: RunnerEnv): void {
  if (errors.length === 0) return;
  const explained = errors.map((error) => {
    const note = misspeltVariable(error.input, get, env.variables);
    return note ? new InputError(error.input, `${error.detail} ${note}`) : error;
  });
  throw explained.length === 1 ? explained[0]! : new InputErrors(explained);
}

/**
 * Why an empty input may have been meant to be set: `INPUT_API_KEY` is in the environment, but the runner passes
 * `api-key` as `INPUT_API-KEY` (it upper-cases the name and keeps its hyphens), which a shell cannot `export`.
 * @returns the sentence to add, or undefined
 */
export function misspeltVariable(
  input: string,
  get: InputReader,
  variables: RunnerEnv['variables'],
): string | undefined {
  if (!input.includes('-') || get(input).trim() !== '' || !variables) return undefined;
  const runnerName = `INPUT_${input.replace(/ /g, '_').toUpperCase()}`;
  const shellName = `INPUT_${input.replace(/[ -]/g, '_').toUpperCase()}`;
  if (!variables[shellName]) return undefined;
  return (
    `(${shellName} is set, but the runner's variable for ${input} is ${runnerName}, with a hyphen, which a shell ` +
    `cannot export: run env '${runnerName}=…' node dist/index.js, or npm run demo -- --${input} …)`
  );
}

/**
 * Refuses, before any request, a file input inside the site folder (`path` is replaced whole when the site is
 * downloaded, so the file would be deleted) or above it (a file cannot hold a folder), and two file inputs that name
 * the same file (one would overwrite the other; the site archive's `.sha256` counts as a file of its own). Every path
 * input is listed in `files`, so one check covers each pair. Paths are compared as the runner's file system compares
 * them (`paths.ts`): on macOS and Windows `X.tar.gz` and `x.tar.gz` are one file.
 * @param files each file input's name and absolute path (undefined when not given or invalid)
 * @param sitePath the site folder when the site is downloaded and `path` is valid
 * @param text an input's value as given, for the message
 * @param platform whose file system rules compare the paths
 * @returns an InputError naming both inputs for each clash
 */
function overlaps(
  files: [string, string | undefined][],
  sitePath: string | undefined,
  text: (input: string) => string,
  platform: Platform,
): InputError[] {
  const same = (a: string, b: string): boolean => samePath(a, b, platform);
  const inside = (child: string, parent: string): boolean => isStrictlyInside(child, parent, platform);
  const given = files.filter((entry): entry is [string, string] => entry[1] !== undefined);
  const site = text('path') || 'static-export';
  const errors: InputError[] = [];
  // The .sha256 file beside the site archive is named by no input of its own.
  const isSha256 = (input: string, file: string): boolean =>
    input === 'site-archive' && given.some(([name, path]) => name === input && file === `${path}.sha256`);
  const named = (input: string, file: string): string =>
    isSha256(input, file) ? `'${text(input)}.sha256' (written beside it)` : `'${text(input)}'`;
  /** Inputs with an error already: one error each, not one for the archive and another for its .sha256. */
  const reported = new Set<string>();
  const add = (input: string, message: string): void => {
    if (reported.has(input)) return;
    reported.add(input);
    errors.push(new InputError(input, message));
  };
  for (const [input, file] of given) {
    if (sitePath && (same(file, sitePath) || inside(file, sitePath)))
      add(
        input,
        `${named(input, file)} lies inside the site folder (path: ${site}), which is replaced whole and would ` +
          'delete it; keep it beside the site folder, or choose another path',
      );
    if (sitePath && inside(sitePath, file))
      add(
        input,
        input === 'external-assets-cache'
          ? `${named(input, file)} holds the site folder (path: ${site}); keep the cache beside it`
          : `${named(input, file)} is a folder that holds the site folder (path: ${site}); name a file`,
      );
  }
  for (const [i, [input, file]] of given.entries()) {
    for (const [other, earlier] of given.slice(0, i)) {
      const theirs = isSha256(other, earlier) ? "site-archive's .sha256 file" : other;
      if (same(earlier, file))
        add(input, `${named(input, file)} is the same file as ${theirs}; give each its own file`);
      // A file cannot also be a folder that holds another input's file.
      else if (inside(file, earlier) || inside(earlier, file))
        add(input, `${named(input, file)} and ${theirs} are a folder and a file in it; give each a file of its own`);
    }
  }
  return errors;
}

/**
 * With both `site-url` and `base-path`, the site's URL path must be the base path (issue 21): a `site-url` with no path
 * agrees with any base path (it names the origin only).
 * @throws InputError naming `base-path`, with the value that would agree
 */
/**
 * With `site-url` on another origin than the export's, its URLs are rewritten to `site-url` (issue 30): a path in
 * `site-url` must then come with the same `base-path`, or the rewritten URLs would drop it while the site is served
 * under it.
 * @throws InputError naming `base-path`, with the fix
 */
function checkServedPath(domain: string, siteUrl: string): void {
  const url = new URL(siteUrl);
  const sitePath = url.pathname.replace(/\/+$/, '');
  if (!sitePath || url.origin.toLowerCase() === `https://${domain.toLowerCase()}`) return;
  const served =
    `is empty, but site-url (${siteUrl}) serves the site under ${sitePath} ` + "on another origin than the export's";
  const refused = whyNoBasePath(sitePath);
  if (refused)
    throw new InputError(
      'base-path',
      `${served}, and ${sitePath} cannot be a base path: ${refused}. ${elsewhere(url)}`,
    );
  throw new InputError(
    'base-path',
    `${served}: set base-path: ${sitePath}, so that the export is rebased there and its URLs name ` +
      `${url.origin}${sitePath}`,
  );
}

/**
 * Why `sitePath` (a site-url's path) cannot be given as base-path, so no message suggests it, or undefined when it can.
 */
function whyNoBasePath(sitePath: string): string | undefined {
  try {
    parseBasePath(sitePath);
    return undefined;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const reserved = reservedBasePath(sitePath);
    return reserved
      ? `Mintlify reserves ${reserved} for its own routes and files`
      : 'it has characters, segments or escapes that base-path refuses';
  }
}

/** The fix when site-url's path cannot be a base path: serve the copy elsewhere, named in both inputs. */
function elsewhere(url: URL): string {
  return (
    'Serve this copy under another path, and give it as both site-url and base-path, e.g. ' +
    `site-url: ${url.origin}/docs and base-path: /docs`
  );
}

function checkSiteUrlPath(basePath: string, siteUrl: string | undefined): void {
  if (!siteUrl) return;
  const sitePath = new URL(siteUrl).pathname.replace(/\/+$/, '');
  if (sitePath === '' || sitePath === basePath) return;
  const disagrees = `'${basePath}' disagrees with site-url (${siteUrl}), whose path is ${sitePath}`;
  const origin = new URL(siteUrl).origin;
  const refused = whyNoBasePath(sitePath);
  if (refused)
    throw new InputError(
      'base-path',
      `${disagrees}, which cannot be a base path (${refused}): set site-url to ${origin}${basePath}`,
    );
  throw new InputError('base-path', `${disagrees}: set base-path to ${sitePath}, or site-url to ${origin}${basePath}`);
}

/** A commit SHA, full or abbreviated: 7 to 40 hex digits (issue 12), returned in lower case. */
function parseCommit(text: string): string {
  if (!isSha(text)) {
    throw new InputError('commit', `'${text}' is not a commit SHA: give 7 to 40 hex digits, e.g. \${{ github.sha }}`);
  }
  return text.toLowerCase();
}

/** One page path per line; blank lines dropped. */
function parsePaths(text: string): string[] | undefined {
  const paths = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (const p of paths) {
    if (/\s/.test(p)) throw new InputError('paths', `'${p}' contains white space: give one page path per line`);
  }
  return paths.length > 0 ? paths : undefined;
}

/**
 * A path relative to the workspace that must stay strictly inside it (inputs `path`, `archive`, `site-archive`,
 * `helm-values`, `verify-report`, `changes-file`): the action replaces the `path` folder whole and writes the files,
 * so the workspace itself or anything above it would be destroyed or written. Links on the way are checked later, on
 * disk (`place.ts`). Both checks compare paths as the runner's file system does (`paths.ts`): `.GIT` is the
 * repository's `.git` on macOS and Windows, and so are `.git.` and `.git ` on Windows.
 * @param platform whose file system rules compare the paths
 * @returns the absolute path
 * @throws InputError naming the input, with an example
 */
export function parseInsideWorkspace(
  input: string,
  text: string,
  workspace: string,
  kind: 'folder' | 'file',
  example: string,
  platform: Platform = process.platform,
): string {
  const resolved = path.resolve(workspace, text);
  // The repository's own database: replacing it whole (path) or writing into it loses the checkout.
  if (namesBelow(resolved, workspace, platform).includes('.git'))
    throw new InputError(input, `'${text}' lies in the repository's .git folder; choose a path outside it`);
  if (isStrictlyInside(resolved, workspace, platform)) return resolved;
  const what =
    kind === 'folder'
      ? `a folder inside the workspace (${workspace}), not the workspace itself or outside it`
      : `a file path inside the workspace (${workspace})`;
  throw new InputError(input, `'${text}' must be ${what}; e.g. ${example}`);
}

/** `true`/`false` as YAML 1.2 core schema writes them, like `core.getBooleanInput`; empty is the default. */
function parseBoolean(input: string, text: string, fallback: boolean): boolean {
  if (text === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  throw new InputError(input, `'${text}' is not a boolean: use true or false`);
}

/**
 * Admin keys start `mint_`; assistant (`mint_dsc_`) and index (`mint_us_`) keys also do, but are the
 * wrong kind (platform facts "Keys"). An assistant key is public and the most common wrong paste.
 */
export function parseApiKey(key: string): string {
  if (!key) {
    throw new InputError(
      'api-key',
      'is empty: pass an admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }}',
    );
  }
  if (/\s/.test(key)) throw new InputError('api-key', 'contains white space: copy the key again without line breaks');
  if (key.startsWith('mint_dsc_')) {
    throw new InputError(
      'api-key',
      'is an assistant key (mint_dsc_…), which is public and cannot call the admin API: ' +
        "create an admin key on the dashboard's API keys page",
    );
  }
  if (key.startsWith('mint_us_')) {
    throw new InputError(
      'api-key',
      "is an index key (mint_us_…), not an admin key: create an admin key on the dashboard's API keys page",
    );
  }
  if (!key.startsWith('mint_')) {
    throw new InputError(
      'api-key',
      "does not look like an admin API key: admin keys start with mint_ (create one on the dashboard's API keys page)",
    );
  }
  return key;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `https` only, except loopback hosts over `http` (tests, emulator); no version segment. */
export function parseApiUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError('api-url', `'${text}' is not a URL; the default is ${DEFAULT_API_URL}`);
  }
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new InputError(
      'api-url',
      'must use https (plain http is allowed only for localhost, 127.0.0.1 and [::1]); ' +
        `got ${url.protocol}//${url.host}`,
    );
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError('api-url', 'must not carry credentials, a query or a fragment; pass the key as api-key');
  }
  const base = url.toString().replace(/\/+$/, '');
  if (/\/v\d+$/.test(base)) {
    throw new InputError('api-url', `must not end with a version segment: use ${base.replace(/\/v\d+$/, '')}`);
  }
  return base;
}

/**
 * The deployment's primary domain, hostname only: "no protocol, trailing slash, or path prefix such as
 * /docs" (platform facts, "Start static export job").
 */
export function parseDomain(text: string): string {
  const hostname = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (hostname.test(text) && text.length <= 253) return text.toLowerCase();
  const suggestion = hostnameIn(text);
  const shouldBe = suggestion ? `; use ${suggestion}` : '';
  if (/\s/.test(text))
    throw new InputError('domain', `'${text}' contains white space: give the hostname only${shouldBe}`);
  throw new InputError(
    'domain',
    `'${text}' is not a hostname: give the deployment's domain without scheme, port or path${shouldBe}`,
  );
}

function hostnameIn(text: string): string | undefined {
  try {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
    const host = new URL(withScheme.trim()).hostname;
    return host && !host.includes(' ') ? host : undefined;
  } catch {
    return undefined;
  }
}

/** Ids go into URL paths; refuse what would change the path (spec §4: ids are plain strings). */
function parseId(input: string, text: string): string {
  if (/[\s/?#%\\]/.test(text) || text === '.' || text === '..') {
    throw new InputError(input, `'${text}' is not an identifier (no spaces, slashes, ?, # or %)`);
  }
  return text;
}

function parseTimeout(text: string): number {
  try {
    return parseDuration(text);
  } catch (error) {
    throw new InputError('timeout', (error as Error).message);
  }
}

function requireEnv(env: RunnerEnv, name: 'GITHUB_WORKSPACE' | 'RUNNER_TEMP'): string {
  const value = env[name];
  if (!value) {
    throw new ActionError(
      'Runner environment',
      `The runner variable ${name} is not set.`,
      'Run the action as a step of a GitHub Actions job.',
    );
  }
  return path.resolve(value);
}

/**
 * Reads input `search` (issue 25): `off` (empty) or `pagefind`, which needs `download: true` (it indexes the site).
 * @throws InputError naming the valid values
 */
function parseSearch(text: string, binaryPath: string | undefined, download: boolean): SearchInputs {
  const mode = text || 'off';
  if (mode !== 'off' && mode !== 'pagefind') throw new InputError('search', `'${text}' is not one of off, pagefind`);
  if (mode === 'pagefind' && !download)
    throw new InputError('search', 'pagefind needs download: true (with download: false there is no site to index)');
  return { mode, binaryPath: binaryPath?.trim() || undefined };
}

function parseCanonical(text: string): CanonicalMode {
  if (!text || text === 'site-url') return 'site-url';
  if (text === 'domain') return 'domain';
  throw new InputError('canonical', `'${text}' is not one of site-url, domain`);
}

/** "a", "a and b", "a, b and c". */
function listed(parts: readonly unknown[]): string {
  const words = parts.map(String);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/**
 * Input `local-export` (issue 46): a file or a folder that exists, reached without a symbolic link at its own name
 * (its target is what would be read, and a link given as the export is more likely a mistake than a wish). It may lie
 * outside the workspace (`runner.temp`): it is read, never written.
 * @throws InputError naming the input and what would be valid
 */
function parseLocalExport(text: string, workspace: string, platform: Platform): LocalExport {
  const resolved = path.resolve(workspace, text);
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(resolved);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new InputError(
        'local-export',
        `'${text}' does not exist (looked for ${resolved}): give the export.zip that mint export wrote, a .tar.gz ` +
          'or a folder holding an export, relative to the workspace',
      );
    throw new InputError('local-export', `cannot read '${text}': ${localFailureReason(code) ?? message} [${code}]`);
  }
  if (stat.isSymbolicLink())
    throw new InputError('local-export', `'${text}' is a symbolic link: give the file or folder it points to`);
  if (samePath(resolved, workspace, platform))
    throw new InputError(
      'local-export',
      `'${text}' is the workspace itself, which holds the repository and the site folder: give the folder the ` +
        'export is in, or the export.zip',
    );
  if (stat.isDirectory()) return { text, path: resolved, kind: 'folder' };
  if (stat.isFile()) return { text, path: resolved, kind: 'file' };
  throw new InputError('local-export', `'${text}' is neither a file nor a folder`);
}

/**
 * The local export against what the run writes: it must not be the site folder `path` or lie inside it (replaced
 * whole at the end: the export would be deleted, or read while it is the previous site), hold it (the previous site
 * would be published inside the new one), or be, hold or lie in a file the run writes (`archive`, `site-archive`, …).
 * @returns an InputError for each clash, naming `local-export`
 */
/** `file` with every link resolved; a part that does not exist yet is kept as written below its real parent. */
function real(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    const parent = path.dirname(file);
    return parent === file ? file : path.join(real(parent), path.basename(file));
  }
}

function localOverlaps(
  local: LocalExport,
  sitePath: string | undefined,
  siteText: string,
  files: [string, string | undefined][],
  read: (input: string) => string,
  platform: Platform,
  tempDir: string,
): InputError[] {
  const errors: InputError[] = [];
  // As written and as the file system resolves them: a link above either path must not hide that one holds the other.
  const same = (a: string, b: string): boolean => samePath(a, b, platform) || samePath(real(a), real(b), platform);
  const inside = (child: string, parent: string): boolean =>
    isStrictlyInside(child, parent, platform) || isStrictlyInside(real(child), real(parent), platform);
  const given = `'${local.text}'`;
  if (same(local.path, tempDir) || inside(tempDir, local.path))
    errors.push(
      new InputError(
        'local-export',
        `${given} is or holds the runner's temporary folder (RUNNER_TEMP), where the action unpacks: give the folder ` +
          'the export is in',
      ),
    );
  if (sitePath && same(local.path, sitePath))
    errors.push(
      new InputError(
        'local-export',
        `${given} is the site folder (path: ${siteText}), which the site replaces whole: unpack or build the export ` +
          'somewhere else, or choose another path',
      ),
    );
  else if (sitePath && inside(local.path, sitePath))
    errors.push(
      new InputError(
        'local-export',
        `${given} lies inside the site folder (path: ${siteText}), which the site replaces whole: keep the export ` +
          'beside it, or choose another path',
      ),
    );
  else if (sitePath && inside(sitePath, local.path))
    errors.push(
      new InputError(
        'local-export',
        `${given} holds the site folder (path: ${siteText}), which would be published inside the new site: give ` +
          'the folder the export is in',
      ),
    );
  for (const [input, file] of files) {
    if (!file) continue;
    if (same(file, local.path) || inside(file, local.path) || inside(local.path, file))
      errors.push(
        new InputError(
          'local-export',
          `${given} and ${input} ('${read(input)}') are the same file or one holds the other; the export is only ` +
            `read: give ${input} a file of its own`,
        ),
      );
  }
  return errors;
}
