/**
 * What a run of the export produced, as the step summary and the outputs report it: the job, the bundle, what was
 * downloaded and done to the site, and the time each phase took. Written by `export.ts` and `pipeline.ts`, read by
 * `summary.ts` and `main.ts`.
 */
import type { UnpackResult } from '../archive/unpack.ts';
import type { ExternalAsset } from '../external/assets.ts';
import type { CloudResult } from '../external/cloud.ts';
import type { Bundle, ExportStatus } from '../service/responses.ts';
import type { UpdateResult } from '../service/update.ts';
import type { AgentFilesResult } from '../site/agent-files/agent-files.ts';
import type { ChangeList } from '../site/hosts/changes.ts';
import type { RebaseResult } from '../site/rebase/rebase.ts';
import type { RedirectsResult } from '../site/redirects/publish.ts';
import type { SearchResult } from '../site/search/search.ts';
import type { DownloadResult } from '../transfer/download.ts';
import type { VerifyReport } from '../verify/findings.ts';
import type { SiteArchiveResult } from '../workspace/site-archive.ts';

/** What a successful export produced. */
export interface ExportResult {
  jobId: string;
  /** Whether this run started the job (false when resuming with `job-id`). */
  started: boolean;
  status: ExportStatus;
  bundle: Bundle;
  transfer: Transfer | undefined;
  times: PhaseTimes;
  /** The update phase's result, with `update: true`. */
  update: UpdateResult | undefined;
  /** Input `local-export` (issue 46): where the export came from, when not from the API. */
  local?: { text: string; kind: 'file' | 'folder' } | undefined;
}

/** What was downloaded and where it went; absent with `download: false`. */
export interface Transfer {
  download: DownloadResult;
  unpack: UnpackResult;
  /** Absolute path of the site folder. */
  sitePath: string;
  /** Absolute path of the kept archive (input `archive`). */
  archivePath: string | undefined;
  /** What the site check found; absent with `verify: off`. */
  verification: VerifyReport | undefined;
  /**
   * What `external-assets: report` listed with `verify: off` (with verification on, the list is in `verification`);
   * absent otherwise.
   */
  offsiteUrls?: ExternalAsset[] | undefined;
  /** What the rebase changed (input `base-path`); absent without it. */
  rebase: RebaseResult | undefined;
  /** What was indexed for search (input `search`); absent with `off`. */
  search: SearchResult | undefined;
  /** The agent files written into the site (input `agent-files`); absent with `off`. */
  agentFiles: AgentFilesResult | undefined;
  /** What changed against the previous site folder; absent without `changes-file`. */
  changes: ChangeList | undefined;
  /** The published site as a `.tar.gz` (input `site-archive`); absent without it. */
  siteArchive: SiteArchiveResult | undefined;
  /** What `external-assets: bundle` did about the cloud's calls; absent with another mode. */
  offline?: CloudResult | undefined;
  /** The redirects of `docs.json` published (issue 45); absent with `redirects: off` or no rules. */
  redirects?: RedirectsResult | undefined;
}

/** Time spent in each phase, ms. */
export interface PhaseTimes {
  queued?: number;
  exporting?: number;
  bundle?: number;
  download?: number;
  unpack?: number;
  /** The site's edit pass: rebasing (input `base-path`) without search. */
  rebase?: number;
  /** The site's edit pass with search (input `search`): rebasing, indexing and writing `pagefind/`. */
  search?: number;
  /** Writing the agent files (input `agent-files`). */
  agentFiles?: number;
  verify?: number;
  /** Comparing with the previous site (input `changes-file`). */
  compare?: number;
  /** Writing the site archive (input `site-archive`). */
  siteArchive?: number;
}
