import type { Host } from './hosts.ts';

/** A file of the site that a host runs or obeys instead of serving it, and why that matters. */
export interface ServerFile {
  /** Its path in the site (`_worker.js`, `functions/`): a folder with a slash. */
  file: string;
  /** What the host does with it, as the error says. */
  why: string;
}

/**
 * Files Cloudflare Pages reads from the deployed folder as the deployment's code or configuration, not as pages
 * (Cloudflare's Pages docs: "Advanced mode" `_worker.js`, a file or a folder; "Functions" `functions/` and its
 * `_routes.json`; "Headers" `_headers`; "Redirects" `_redirects`). Names compare exactly: Cloudflare reads them so.
 */
const CLOUDFLARE_CODE = ['_worker.js', 'functions', '_routes.json'];
const CLOUDFLARE_CONFIG = ['_headers', '_redirects'];

/**
 * The files of a local export (issue 46) that the host would run or obey as server-side code or configuration:
 * an export built from a pull request, a fork's included, must not put code or headers on the owner's deployment.
 * Pure. Only `cloudflare-pages` has any; other hosts serve every file as it is.
 * @param files the site's files, relative, with `/` separators (`_worker.js/index.js`)
 * @returns each offending top-level name once, in the order of `files`; empty when none
 */
export function serverFiles(host: Host, files: readonly string[]): ServerFile[] {
  if (host !== 'cloudflare-pages') return [];
  const found = new Map<string, ServerFile>();
  for (const file of files) {
    const slash = file.indexOf('/');
    const top = slash === -1 ? file : file.slice(0, slash);
    const label = slash === -1 ? top : `${top}/`;
    if (found.has(label)) continue;
    if (CLOUDFLARE_CODE.includes(top))
      found.set(label, { file: label, why: "Cloudflare Pages runs it as the deployment's code (a Worker)" });
    else if (slash === -1 && CLOUDFLARE_CONFIG.includes(top))
      found.set(label, { file: label, why: 'Cloudflare Pages applies it to every response of the deployment' });
  }
  return [...found.values()];
}
