/**
 * A local emulator of the admin API and its object store, faithful to `shared/spec/admin-api.md` and
 * `shared/spec/platform-facts.md`. Two listeners: the API, and "S3" on another port, so a request
 * that carries the API key to storage is visible. Faults are scripted per endpoint and per call.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { md5, tarGz, treeEntries, zip, type TarEntry } from './archives.ts';
import { generateSite, type Defect } from './site.ts';
import { testCertificate } from './tls.ts';

export type Endpoint = 'start' | 'status' | 'bundle' | 'agent' | 'update' | 'updateStatus' | 'storage';

/** One scripted misbehaviour, used for one call of its endpoint. */
export type Fault =
  | { status: number; body?: string; headers?: Record<string, string>; retryAfter?: string }
  /** An HTML page (a proxy's error page) with this status (200 for a 2xx that is not JSON). */
  | { html: number }
  /** The connection is reset before any answer. */
  | { reset: true }
  /** No answer at all until the client gives up. */
  | { hang: true }
  /** Storage: send the head and this many bytes of the body, then reset. */
  | { truncateAfter: number }
  /** Storage: send this many bytes, then go silent. */
  | { stallAfter: number }
  /**
   * Storage: S3's answer for an expired link (`403 AccessDenied`, "Request has expired"), or for a link signed with
   * temporary credentials whose session ended (`400 ExpiredToken` or `TokenRefreshRequired`; platform facts "The
   * presigned link").
   */
  | { expired: true | 'ExpiredToken' | 'TokenRefreshRequired' }
  /**
   * Storage: serve these bytes instead of the object, with a matching ETag unless `etag` is given, and any
   * `checksum` header computed over `checksumOf` (default: these bytes).
   */
  | { serve: Buffer; etag?: string; checksumOf?: Buffer }
  /** Storage: answer with this redirect status (S3's 307 for another region) to the same object, one hop further. */
  | { redirect: 301 | 302 | 303 | 307 | 308 }
  /** No fault: this call is answered as usual (to reach a later call of a parallel download). */
  | { pass: true }
  /** Storage: answer a range one byte later than asked (`bytes S+1-E`), with a `Content-Range` that says so. */
  | { wrongRange: true }
  /** Storage: wait this long, ms, then answer that the link expired (S3's `403`), as a later request would. */
  | { expiredAfterMs: number };

export interface AgentTimelineStep {
  /** ms after the emulator learned of the job. */
  afterMs: number;
  status: 'active' | 'completed' | 'archived' | 'failed';
  prLink?: string | null;
}

export interface AgentJobScript {
  timeline: AgentTimelineStep[];
  model?: string;
  repository?: string;
  ref?: string | null;
}

/** The commit a scripted update deploys (`commit` of "Get update status"). */
export interface UpdateCommitScript {
  sha: string;
  ref?: string;
  message?: string;
  filesChanged?: { added?: string[]; modified?: string[]; removed?: string[] };
  /** Reported as the status's top-level `author`. */
  author?: string;
}

/** How a deployment update of one project goes (platform facts "Deployment updates"). */
export interface UpdateScript {
  /** Time spent `queued`, ms (default 200). */
  queuedMs?: number;
  /** Time spent `in_progress`, ms (default 800). */
  durationMs?: number;
  /** How it ends (default `success`). */
  result?: 'success' | 'failure';
  /** Default: "Successfully deployed documentation" or "Build failed". */
  summary?: string;
  /** Build log lines, revealed one by one while in progress, all once ended. */
  logs?: string[];
  /** The deployed commit; null: the status has no `commit` (default {@link DEFAULT_UPDATE_COMMIT}). */
  commit?: UpdateCommitScript | null;
}

/** Build logs of an update unless scripted: the published example (platform facts "Deployment updates"). */
const SUCCESS_LOGS = ['Starting build...', 'Building pages...', 'Deployment successful'];
const FAILURE_LOGS = ['Starting build...', 'Build failed'];

/** The SHA every update deploys unless scripted otherwise. */
export const DEFAULT_DEPLOYED_SHA = '3f9a2c1b8e7d4a06c5b4e3d2f1a0b9c8d7e6f5a4';

/** The commit every update deploys unless scripted otherwise. */
export const DEFAULT_UPDATE_COMMIT: UpdateCommitScript = {
  sha: DEFAULT_DEPLOYED_SHA,
  ref: 'main',
  message: 'Document the export API\n\nAdds the static export pages.',
  author: 'Ada Lovelace',
  filesChanged: { added: ['api/static-export/start.mdx'], modified: ['docs.json', 'introduction.mdx'], removed: [] },
};

export interface EmulatorOptions {
  /** The admin key it accepts. */
  apiKey?: string;
  /** Time a job spends queued, ms. */
  queuedMs?: number;
  /** Time a job spends running, ms. */
  durationMs?: number;
  /** Per-domain overrides of the running time, ms. */
  durations?: Record<string, number>;
  pages?: number;
  extraAssetBytes?: number;
  /** Defects planted in the generated site (see `site.ts`); `page-count` makes status answers claim 2 more pages. */
  defects?: Defect[];
  /** Mintlify's real page furniture on every generated page (`site.ts`, `SiteOptions.furniture`). */
  furniture?: boolean;
  /** The generated export's layout: `guides/a.html` (default) or `guides/a/index.html` (`site.ts`, `layout`). */
  layout?: 'html' | 'folders';
  /** Lifetime of presigned links, ms; a list gives one per link in order, the last one repeating. */
  linkTtlMs?: number | number[];
  /** Archive format of bundles. */
  format?: 'tar.gz' | 'zip';
  /** Wrap the site in one top-level folder of this name. */
  wrapFolder?: string;
  /** Domains whose jobs end `failed` with this error. */
  failingDomains?: Record<string, string>;
  /** Raw archive bytes to serve for every bundle (hostile corpus), instead of the generated site. */
  archive?: Buffer;
  /** Tar entries to serve (gzipped) instead of the generated site. */
  tarEntries?: TarEntry[];
  /** Newer API draft: put bundleUrl/expiresAt/sizeBytes on completed status responses. */
  bundleOnStatus?: boolean;
  /** Omit progress/pageCount from status responses (newer draft). */
  omitProgress?: boolean;
  /** Agent jobs by `${projectId}/${id}`. */
  agentJobs?: Record<string, AgentJobScript>;
  /** Deployment updates by project id; a project not listed gets the defaults of {@link UpdateScript}. */
  updates?: Record<string, UpdateScript>;
  /** Multipart-style ETag (`<hex>-3`), which is not an MD5. */
  multipartEtag?: boolean;
  /**
   * How storage says the object is encrypted (platform facts "The presigned link"): `AES256` (SSE-S3, the ETag
   * is still the MD5), `aws:kms` or `aws:kms:dsse` (SSE-KMS) and `SSE-C` (customer key), whose ETags are not MD5
   * digests: the emulator sends 32 hex digits that are not the object's MD5, as S3 does.
   */
  encryption?: 'AES256' | 'aws:kms' | 'aws:kms:dsse' | 'SSE-C';
  /** A whole-object checksum header storage sends (`x-amz-checksum-*`), or `composite` (one of the parts'). */
  checksum?: 'sha256' | 'sha1' | 'crc32' | 'composite';
  /** Storage does not support Range (always 200 whole). */
  noRange?: boolean;
  /**
   * Storage sends each answer's body at most this fast, bytes per second (one answer at a time per connection,
   * so this caps each connection), as S3 and CDNs cap each connection; undefined: as fast as the socket takes it.
   */
  bytesPerSecond?: number;
  /**
   * Which listeners speak HTTPS (with `tls.ts`'s test certificate, trusted through `NODE_EXTRA_CA_CERTS`). Default:
   * the `MINTLIFY_EMULATOR_TLS` variable (`api`, `storage`, or both, comma-separated; the https test project sets
   * it), else neither.
   */
  tls?: { api?: boolean; storage?: boolean };
  /**
   * Host names to put in `apiUrl` and the links instead of `127.0.0.1` and `localhost` (e.g. `api.emulator.test`,
   * which only a test proxy resolves, so a run that succeeds went through the proxy).
   */
  hostnames?: { api?: string; storage?: string };
  /** Fixed ports (0: any free one). */
  apiPort?: number;
  storagePort?: number;
}

export interface RecordedRequest {
  server: 'api' | 'storage';
  endpoint: Endpoint | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number | 'reset' | 'hang';
  atMs: number;
}

interface Job {
  jobId: string;
  domain: string;
  createdAtMs: number;
  durationMs: number;
  error: string | undefined;
}

/** A triggered deployment update. */
interface Update {
  statusId: string;
  projectId: string;
  createdAtMs: number;
  script: UpdateScript;
}

export interface Emulator {
  apiUrl: string;
  storageUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  jobs: Map<string, Job>;
  /** Triggered deployment updates by statusId. */
  updates: Map<string, Update>;
  /** What the generated site holds, for a domain: the tree an unpack must reproduce. */
  siteFor(domain: string): Map<string, Buffer>;
  /** The archive bytes served for a job. */
  archiveFor(jobId: string): Buffer;
  /** Scripts the next calls of `endpoint`, one fault per call, in order. */
  inject(endpoint: Endpoint, ...faults: Fault[]): void;
  /** Creates a job directly (as if started earlier); returns its id. */
  createJob(domain: string, ageMs?: number): string;
  close(): Promise<void>;
}

const EMULATOR_KEY = 'mint_test_emulator_key';

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const tls = options.tls ?? tlsFromEnvironment();
  const apiKey = options.apiKey ?? EMULATOR_KEY;
  const jobs = new Map<string, Job>();
  const agentSeen = new Map<string, number>();
  const updates = new Map<string, Update>();
  const faults = new Map<Endpoint, Fault[]>();
  const requests: RecordedRequest[] = [];
  const sites = new Map<string, Map<string, Buffer>>();
  const archives = new Map<string, Buffer>();
  const links = new Map<string, number>();
  let linksIssued = 0;
  const secret = randomBytes(16);
  const sockets = new Set<Socket>();

  const siteFor = (domain: string): Map<string, Buffer> => {
    let site = sites.get(domain);
    if (!site) {
      site = generateSite({
        domain,
        pages: options.pages,
        extraAssetBytes: options.extraAssetBytes,
        defects: options.defects,
        furniture: options.furniture,
        layout: options.layout,
      });
      sites.set(domain, site);
    }
    return site;
  };
  let entriesArchive: Buffer | undefined;
  const archiveFor = (jobId: string): Buffer => {
    let archive = archives.get(jobId);
    if (archive) return archive;
    if (options.archive) archive = options.archive;
    // The same entries for every job: built once (a 165 MB site took 0.6 s per job, counted in the bench's runs).
    else if (options.tarEntries) archive = entriesArchive ??= tarGz(options.tarEntries);
    else {
      const site = siteFor(jobs.get(jobId)!.domain);
      const entries = treeEntries(site, options.wrapFolder);
      archive = options.format === 'zip' ? zip(entries.map((e) => ({ name: e.name, data: e.data }))) : tarGz(entries);
    }
    archives.set(jobId, archive);
    return archive;
  };
  const createJob = (domain: string, ageMs = 0): string => {
    const jobId = `se_${randomBytes(8).toString('hex')}`;
    jobs.set(jobId, {
      jobId,
      domain,
      createdAtMs: Date.now() - ageMs,
      durationMs: options.durations?.[domain] ?? options.durationMs ?? 2000,
      error: options.failingDomains?.[domain],
    });
    return jobId;
  };

  const jobRecord = (job: Job): Record<string, unknown> => {
    const queuedMs = options.queuedMs ?? 300;
    // Pages, as a real export counts them, of the site the bundle holds: the 404 page is not one.
    const files = options.tarEntries
      ? options.tarEntries.filter((e) => (e.type ?? 'file') === 'file').map((e) => e.name.replace(/^\.\//, ''))
      : [...siteFor(job.domain).keys()];
    const pages =
      files.filter((k) => k.endsWith('.html') && k !== '404.html').length +
      (options.defects?.includes('page-count') ? 2 : 0);
    const elapsed = Date.now() - job.createdAtMs;
    const running = elapsed - queuedMs;
    const iso = (ms: number): string => new Date(ms).toISOString();
    let record: Record<string, unknown>;
    if (running < 0) record = { status: 'queued', progress: 0, pageCount: 0, updatedAt: iso(job.createdAtMs) };
    else if (running < job.durationMs) {
      const fraction = running / job.durationMs;
      record = {
        status: 'running',
        progress: Math.floor(fraction * 100),
        pageCount: Math.floor(fraction * pages),
        updatedAt: iso(Date.now()),
      };
    } else if (job.error)
      record = {
        status: 'failed',
        progress: 100,
        pageCount: pages,
        error: job.error,
        updatedAt: iso(job.createdAtMs + queuedMs + job.durationMs),
      };
    else
      record = {
        status: 'completed',
        progress: 100,
        pageCount: pages,
        updatedAt: iso(job.createdAtMs + queuedMs + job.durationMs),
      };
    if (options.omitProgress) {
      delete record.progress;
      delete record.pageCount;
    }
    return { jobId: job.jobId, error: null, createdAt: iso(job.createdAtMs), ...record };
  };

  const updateRecord = (update: Update): Record<string, unknown> => {
    const { script } = update;
    const queuedMs = script.queuedMs ?? 200;
    const durationMs = script.durationMs ?? 800;
    const elapsed = Date.now() - update.createdAtMs;
    const result = script.result ?? 'success';
    const logs = script.logs ?? (result === 'success' ? SUCCESS_LOGS : FAILURE_LOGS);
    const iso = (ms: number): string => new Date(ms).toISOString();
    const commit = script.commit === undefined ? DEFAULT_UPDATE_COMMIT : script.commit;
    let state: Record<string, unknown>;
    if (elapsed < queuedMs) state = { status: 'queued', logs: [] };
    else if (elapsed < queuedMs + durationMs) {
      const shown = Math.floor(((elapsed - queuedMs) / durationMs) * logs.length);
      state = { status: 'in_progress', logs: logs.slice(0, shown) };
    } else {
      const summary = script.summary ?? (result === 'success' ? 'Successfully deployed documentation' : 'Build failed');
      state = { status: result, summary, logs, endedAt: iso(update.createdAtMs + queuedMs + durationMs) };
    }
    return {
      _id: update.statusId,
      projectId: update.projectId,
      subdomain: 'acme',
      source: 'api',
      createdAt: iso(update.createdAtMs),
      ...(commit?.author !== undefined && { author: commit.author }),
      ...(commit && {
        commit: {
          sha: commit.sha,
          ref: commit.ref ?? 'main',
          message: commit.message ?? '',
          filesChanged: { added: [], modified: [], removed: [], ...commit.filesChanged },
        },
      }),
      ...state,
    };
  };

  const presign = (jobId: string): { bundleUrl: string; expiresAt: string; sizeBytes: number } => {
    const archive = archiveFor(jobId);
    const key = `mintlify-static-exports/${jobId}/bundle.${options.format === 'zip' ? 'zip' : 'tar.gz'}`;
    const ttls = Array.isArray(options.linkTtlMs) ? options.linkTtlMs : [options.linkTtlMs ?? 3_600_000];
    const expiresAtMs = Date.now() + (ttls[Math.min(linksIssued++, ttls.length - 1)] ?? 3_600_000);
    const date = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    const signature = createHmac('sha256', secret)
      .update(`${key}\n${expiresAtMs}\n${randomBytes(4).toString('hex')}`)
      .digest('hex');
    links.set(signature, expiresAtMs);
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `AKIAEMULATOR/${date.slice(0, 8)}/us-east-1/s3/aws4_request`,
      'X-Amz-Date': date,
      'X-Amz-Expires': String(Math.max(1, Math.round((expiresAtMs - Date.now()) / 1000))),
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': signature,
    });
    return {
      bundleUrl: `${emulator.storageUrl}/${key}?${query.toString()}`,
      expiresAt: new Date(expiresAtMs).toISOString(),
      sizeBytes: archive.length,
    };
  };

  const takeFault = (endpoint: Endpoint): Fault | undefined => faults.get(endpoint)?.shift();

  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): number => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
    return status;
  };
  const xml = (res: http.ServerResponse, status: number, code: string, message: string): number => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<Error><Code>${code}</Code><Message>${message}</Message><RequestId>EMULATOR</RequestId></Error>`,
    );
    return status;
  };

  /** Applies a scripted fault; returns what was recorded, or undefined when it does not apply. */
  const applyFault = (
    fault: Fault,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): RecordedRequest['status'] | undefined => {
    if ('reset' in fault) {
      req.socket.destroy();
      return 'reset';
    }
    if ('hang' in fault) return 'hang';
    if ('html' in fault) {
      res.writeHead(fault.html, { 'content-type': 'text/html' });
      res.end(
        `<!DOCTYPE html>\n<html><head><title>${fault.html} Bad Gateway</title></head>` +
          '<body><h1>Bad Gateway</h1><p>The proxy received an invalid response.</p></body></html>',
      );
      return fault.html;
    }
    if ('status' in fault) {
      res.writeHead(fault.status, {
        'content-type': 'application/json',
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
        ...fault.headers,
      });
      res.end(fault.body ?? JSON.stringify({ error: `Injected ${fault.status}` }));
      return fault.status;
    }
    return undefined;
  };

  const handleApi = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: string,
    record: RecordedRequest,
  ): RecordedRequest['status'] => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    let endpoint: Endpoint | 'unknown' = 'unknown';
    if (req.method === 'POST' && path === '/v1/static-export/jobs') endpoint = 'start';
    else if (req.method === 'GET' && /^\/v1\/static-export\/jobs\/[^/]+$/.test(path)) endpoint = 'status';
    else if (req.method === 'POST' && /^\/v1\/static-export\/jobs\/[^/]+\/bundle$/.test(path)) endpoint = 'bundle';
    else if (req.method === 'GET' && /^\/v2\/agent\/[^/]+\/job\/[^/]+$/.test(path)) endpoint = 'agent';
    else if (req.method === 'POST' && /^\/v1\/project\/update\/[^/]+$/.test(path)) endpoint = 'update';
    else if (req.method === 'GET' && /^\/v1\/project\/update-status\/[^/]+$/.test(path)) endpoint = 'updateStatus';
    record.endpoint = endpoint;
    if (endpoint === 'unknown') return json(res, 404, { error: 'Not found' });
    const fault = takeFault(endpoint);
    if (fault) {
      const applied = applyFault(fault, req, res);
      if (applied !== undefined) return applied;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return json(res, 401, { error: 'Invalid or expired API key' });
    const segments = path.split('/').map(decodeURIComponent);
    if (endpoint === 'start') {
      if (!/^application\/json/.test(req.headers['content-type'] ?? ''))
        return json(res, 400, { error: 'Content-Type must be application/json' });
      let parsed: { domain?: unknown };
      try {
        parsed = JSON.parse(body) as { domain?: unknown };
      } catch {
        return json(res, 400, { error: 'Body must be JSON' });
      }
      if (typeof parsed.domain !== 'string' || !/^[a-z0-9.-]+$/i.test(parsed.domain))
        return json(res, 400, { error: 'domain must be a reachable hostname' });
      const jobId = createJob(parsed.domain);
      return json(res, 202, jobRecord(jobs.get(jobId)!));
    }
    if (endpoint === 'update') {
      const projectId = segments[4] ?? '';
      const statusId = randomBytes(12).toString('hex');
      const script = options.updates?.[projectId] ?? {};
      updates.set(statusId, { statusId, projectId, createdAtMs: Date.now(), script });
      return json(res, 202, { statusId });
    }
    if (endpoint === 'updateStatus') {
      const update = updates.get(segments[4] ?? '');
      if (!update) return json(res, 404, { error: `No update with status id ${segments[4]}` });
      return json(res, 200, updateRecord(update));
    }
    if (endpoint === 'agent') {
      const key = `${segments[3]}/${segments[5]}`;
      const script = options.agentJobs?.[key];
      if (!script) return json(res, 404, { error: `Agent job ${segments[5]} not found` });
      if (!agentSeen.has(key)) agentSeen.set(key, Date.now());
      const elapsed = Date.now() - agentSeen.get(key)!;
      const step = [...script.timeline].reverse().find((s) => s.afterMs <= elapsed) ?? {
        afterMs: 0,
        status: 'active' as const,
        prLink: null,
      };
      return json(res, 200, {
        id: segments[5],
        status: step.status,
        source: {
          repository: script.repository ?? 'https://github.com/acme/docs',
          ref: script.ref === undefined ? 'mintlify/agent-update' : script.ref,
        },
        model: script.model ?? 'claude-sonnet-4-5',
        prLink: step.prLink ?? null,
        createdAt: new Date(agentSeen.get(key)!).toISOString(),
        archivedAt: step.status === 'archived' ? new Date().toISOString() : null,
      });
    }
    const job = jobs.get(segments[4] ?? '');
    if (!job) return json(res, 404, { error: `No export job with id ${segments[4]}` });
    const record2 = jobRecord(job);
    if (endpoint === 'status') {
      if (options.bundleOnStatus && record2.status === 'completed') Object.assign(record2, presign(job.jobId));
      return json(res, 200, record2);
    }
    if (record2.status !== 'completed')
      return json(res, 409, { error: `Export job ${job.jobId} is ${record2.status as string}, not completed` });
    return json(res, 200, { jobId: job.jobId, ...presign(job.jobId) });
  };

  const handleStorage = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    record: RecordedRequest,
  ): RecordedRequest['status'] => {
    record.endpoint = 'storage';
    const url = new URL(req.url ?? '/', 'http://x');
    const fault = takeFault('storage');
    if (req.headers.authorization) {
      return xml(
        res,
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter ' +
          'or the Authorization header should be specified',
      );
    }
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    const expiresAtMs = links.get(signature);
    if (expiresAtMs === undefined)
      return xml(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    if (fault && 'expired' in fault && fault.expired === 'ExpiredToken')
      return xml(res, 400, 'ExpiredToken', 'The provided token has expired.');
    if (fault && 'expired' in fault && fault.expired === 'TokenRefreshRequired')
      return xml(res, 400, 'TokenRefreshRequired', 'The provided token must be refreshed.');
    if (Date.now() > expiresAtMs || (fault && 'expired' in fault))
      return xml(res, 403, 'AccessDenied', 'Request has expired');
    if (fault && 'expiredAfterMs' in fault) {
      setTimeout(() => xml(res, 403, 'AccessDenied', 'Request has expired'), fault.expiredAfterMs);
      return 403;
    }
    const jobId = url.pathname.split('/')[2] ?? '';
    if (!jobs.has(jobId)) return xml(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    let object = archiveFor(jobId);
    let checksumOf = object;
    let etag = objectEtag(object);
    if (fault && 'redirect' in fault) {
      const hop = Number(url.searchParams.get('hop') ?? 0) + 1;
      url.searchParams.set('hop', String(hop));
      const scheme = tls.storage ? 'https' : 'http';
      res.writeHead(fault.redirect, { location: `${scheme}://${req.headers.host}${url.pathname}${url.search}` });
      res.end();
      return fault.redirect;
    }
    if (fault && 'serve' in fault) {
      object = fault.serve;
      checksumOf = fault.checksumOf ?? object;
      etag = fault.etag ?? objectEtag(object);
    } else if (fault && !('pass' in fault) && !('wrongRange' in fault)) {
      const applied = applyFault(fault, req, res);
      if (applied !== undefined) return applied;
    }
    const headers: Record<string, string> = {
      'content-type': 'application/gzip',
      etag: `"${etag}"`,
      'last-modified': new Date(Date.UTC(2026, 10, 1)).toUTCString(),
      ...encryptionHeaders(options.encryption),
      ...checksumHeaders(options.checksum, checksumOf),
    };
    if (!options.noRange) headers['accept-ranges'] = 'bytes';
    let start = 0;
    let end = object.length - 1;
    let status = 200;
    // S3 serves `bytes=S-` and `bytes=S-E` (RFC 9110 §14.1.2); an end past the object is cut to its last byte.
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && !options.noRange) {
      const ifMatch = req.headers['if-match'];
      if (ifMatch && ifMatch.replace(/"/g, '') !== etag)
        return xml(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      start = Number(range[1]);
      if (range[2]) end = Math.min(end, Number(range[2]));
      if (start >= object.length || start > end)
        return xml(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
      if (fault && 'wrongRange' in fault) start = Math.min(start + 1, end);
      status = 206;
      headers['content-range'] = `bytes ${start}-${end}/${object.length}`;
    }
    const body = object.subarray(start, end + 1);
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return status;
    }
    if (fault && 'truncateAfter' in fault) {
      res.write(body.subarray(0, fault.truncateAfter), () => setTimeout(() => req.socket.destroy(), 20));
      return status;
    }
    if (fault && 'stallAfter' in fault) {
      res.write(body.subarray(0, fault.stallAfter));
      return status;
    }
    if (options.bytesPerSecond) sendPaced(res, body, options.bytesPerSecond);
    else res.end(body);
    return status;
  };

  /**
   * S3's ETag for the object: its MD5 unless multipart or encrypted with SSE-KMS or SSE-C. Kept per object, as S3
   * stores it: hashing a 250 MB object on every ranged GET held each request up for a third of a second.
   */
  const etags = new WeakMap<Buffer, string>();
  const objectEtag = (object: Buffer): string => {
    let etag = etags.get(object);
    if (etag !== undefined) return etag;
    const encryption = options.encryption;
    if (options.multipartEtag) etag = `${md5(object)}-3`;
    else if (encryption && encryption !== 'AES256') etag = md5(Buffer.concat([Buffer.from('kms:'), object]));
    else etag = md5(object);
    etags.set(object, etag);
    return etag;
  };

  const makeServer = (kind: 'api' | 'storage'): http.Server => {
    const handler: http.RequestListener = (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const record: RecordedRequest = {
          server: kind,
          endpoint: 'unknown',
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
          status: 0,
          atMs: Date.now(),
        };
        requests.push(record);
        Promise.resolve(kind === 'api' ? handleApi(req, res, body, record) : handleStorage(req, res, record)).then(
          (status) => (record.status = status),
          (error: Error) => {
            record.status = json(res, 500, { error: error.message });
          },
        );
      });
    };
    let server: http.Server;
    if (tls[kind]) {
      const { key, cert } = testCertificate();
      server = https.createServer({ key, cert }, handler);
    } else {
      server = http.createServer(handler);
    }
    // An https server reports its TCP sockets on 'connection' too, so a reset or close reaches them either way.
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return server;
  };

  const api = makeServer('api');
  const storage = makeServer('storage');
  await Promise.all([
    new Promise<void>((r) => api.listen(options.apiPort ?? 0, '127.0.0.1', r)),
    new Promise<void>((r) => storage.listen(options.storagePort ?? 0, '127.0.0.1', r)),
  ]);
  const apiHost = options.hostnames?.api ?? '127.0.0.1';
  const storageHost = options.hostnames?.storage ?? 'localhost';
  const emulator: Emulator = {
    apiUrl: `${tls.api ? 'https' : 'http'}://${apiHost}:${(api.address() as AddressInfo).port}`,
    storageUrl: `${tls.storage ? 'https' : 'http'}://${storageHost}:${(storage.address() as AddressInfo).port}`,
    apiKey,
    requests,
    jobs,
    updates,
    siteFor,
    archiveFor,
    createJob,
    inject: (endpoint, ...list) => faults.set(endpoint, [...(faults.get(endpoint) ?? []), ...list]),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([new Promise((r) => api.close(r)), new Promise((r) => storage.close(r))]);
    },
  };
  return emulator;
}

/**
 * Writes `body` no faster than `bytesPerSecond`: slices of 64 KiB, each sent when the elapsed time allows it and the
 * socket has drained the last one. Stops when the client goes away.
 */
function sendPaced(res: http.ServerResponse, body: Buffer, bytesPerSecond: number): void {
  const slice = 64 << 10;
  const startedAt = Date.now();
  let sent = 0;
  const next = (): void => {
    if (res.destroyed) return;
    if (sent >= body.length) {
      res.end();
      return;
    }
    const dueMs = startedAt + (sent / bytesPerSecond) * 1000 - Date.now();
    if (dueMs > 1) {
      setTimeout(next, dueMs);
      return;
    }
    const chunk = body.subarray(sent, sent + slice);
    sent += chunk.length;
    if (res.write(chunk)) setImmediate(next);
    else res.once('drain', next);
  };
  next();
}

/** The listeners named in `MINTLIFY_EMULATOR_TLS` (`api`, `storage`, comma-separated). */
function tlsFromEnvironment(): { api: boolean; storage: boolean } {
  const names = (process.env.MINTLIFY_EMULATOR_TLS ?? '').split(',').map((name) => name.trim());
  return { api: names.includes('api'), storage: names.includes('storage') };
}

/** The response headers S3 sends for an object stored with this encryption. */
function encryptionHeaders(encryption: EmulatorOptions['encryption']): Record<string, string> {
  if (encryption === 'SSE-C')
    return {
      'x-amz-server-side-encryption-customer-algorithm': 'AES256',
      'x-amz-server-side-encryption-customer-key-md5': 'ZjQrne1X/iTcskbY2m3example==',
    };
  if (encryption === 'aws:kms' || encryption === 'aws:kms:dsse')
    return {
      'x-amz-server-side-encryption': encryption,
      'x-amz-server-side-encryption-aws-kms-key-id': 'arn:aws:kms:us-east-1:111122223333:key/example',
    };
  if (encryption === 'AES256') return { 'x-amz-server-side-encryption': 'AES256' };
  return {};
}

/** `x-amz-checksum-*` as S3 writes it: base64 of the big-endian digest; a composite one ends in `-N`. */
/** Each object's checksum headers, computed once (S3 stores the checksum with the object). */
const checksums = new WeakMap<Buffer, Map<string, Record<string, string>>>();

function checksumHeaders(checksum: EmulatorOptions['checksum'], object: Buffer): Record<string, string> {
  if (checksum === undefined) return {};
  let byKind = checksums.get(object);
  if (!byKind) checksums.set(object, (byKind = new Map()));
  let headers = byKind.get(checksum);
  if (!headers) byKind.set(checksum, (headers = computeChecksumHeaders(checksum, object)));
  return headers;
}

function computeChecksumHeaders(
  checksum: NonNullable<EmulatorOptions['checksum']>,
  object: Buffer,
): Record<string, string> {
  if (checksum === 'composite')
    return {
      'x-amz-checksum-sha256': `${createHash('sha256').update('parts').digest('base64')}-3`,
      'x-amz-checksum-type': 'COMPOSITE',
    };
  if (checksum === 'crc32') {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(crc32(object) >>> 0);
    return { 'x-amz-checksum-crc32': bytes.toString('base64'), 'x-amz-checksum-type': 'FULL_OBJECT' };
  }
  return { [`x-amz-checksum-${checksum}`]: createHash(checksum).update(object).digest('base64') };
}
