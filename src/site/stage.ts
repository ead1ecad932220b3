import type { Log } from '../clock.ts';
import { formatDuration } from '../format.ts';
import { rebaseSite, type RebaseResult } from './rebase.ts';

/** What the rebase stage needs from the inputs. */
export interface RebaseStageInputs {
  /** Input `base-path`, normalised (`/docs`); `''`: the stage does nothing. */
  basePath: string;
  /** The site's public URL (`site-url`, default `https://<domain>`): its origin's absolute URLs are rebased too. */
  siteUrl: string | undefined;
}

/**
 * The rebase stage (issue 21 "Where it goes"): between unpacking and verification, on the staged folder, so that the
 * site verified and placed is the one served under `base-path`.
 * @returns what was rebased; undefined without `base-path`
 * @throws a file system error, or the signal's reason (the caller removes the staged folder)
 */
export async function rebaseStage(
  siteRoot: string,
  files: readonly string[],
  inputs: RebaseStageInputs,
  ports: { log: Log; clock: { now: () => number }; signal?: AbortSignal },
): Promise<RebaseResult | undefined> {
  if (!inputs.basePath) return undefined;
  const start = ports.clock.now();
  const origins = inputs.siteUrl ? [new URL(inputs.siteUrl).origin.toLowerCase()] : [];
  const result = await rebaseSite(siteRoot, files, { prefix: inputs.basePath, origins }, ports.signal);
  const on = origins.length > 0 ? ` (root-absolute URLs, and absolute ones on ${origins[0]})` : '';
  ports.log.info(
    `Rebased ${result.files} of ${result.scanned} files read to be served under ${inputs.basePath}/${on} ` +
      `in ${formatDuration(ports.clock.now() - start)}.`,
  );
  return result;
}
