import { shownUrl } from '../common/redact.ts';

/**
 * The off-site URLs a site requests (input `external-assets: report`, issue 38), collected by the verification's scan
 * (`src/verify/check.ts`): what `report` lists and what `bundle` would fetch.
 */

/** How many files naming one URL are kept by name. */
export const EXAMPLE_FILES = 20;

/** One off-site URL the published site requests. */
export interface ExternalAsset {
  /** The absolute URL as the browser requests it (resolved against its page or stylesheet, `new URL(…).href`). */
  url: string;
  /** How many files of the site request it (pages, stylesheets) or name it in a Next.js payload or inline script. */
  files: number;
  /** The first of those files, site-relative, at most {@link EXAMPLE_FILES}. */
  examples: string[];
}

/** Collects off-site URLs by URL, each with the files that name it (a report's worth: the site's own URLs are few). */
export class ExternalAssets {
  private readonly byUrl = new Map<string, Set<string>>();

  /** Records that `file` (site-relative) requests or names `url` (absolute). */
  add(url: string, file: string): void {
    let files = this.byUrl.get(url);
    if (!files) this.byUrl.set(url, (files = new Set()));
    files.add(file);
  }

  /** Whether `url` was recorded. */
  has(url: string): boolean {
    return this.byUrl.has(url);
  }

  /** The URLs recorded so far, in the order first seen. */
  urls(): string[] {
    return [...this.byUrl.keys()];
  }

  /** Every URL, sorted by URL. */
  list(): ExternalAsset[] {
    return [...this.byUrl]
      .map(([url, files]) => ({ url, files: files.size, examples: [...files].slice(0, EXAMPLE_FILES) }))
      .sort((a, b) => Number(a.url > b.url) - Number(a.url < b.url));
  }
}

/** URLs the step summary lists before pointing at `verify-report`. */
export const SUMMARY_URLS = 100;

const escapeMarkdown = (text: string): string => text.replace(/[|\\`*_<>[\]]/g, (c) => `\\${c}`);

/**
 * Log lines for `external-assets: report`: a count, then one line per URL with its first files
 * (`https://cdn.example.com/a.svg (3 files, e.g. index.html, guides/a.html, guides/b.html)`).
 */
export function externalAssetsLog(assets: readonly ExternalAsset[]): string[] {
  if (assets.length === 0) return ['Off-site URLs the site requests (external-assets: report): none.'];
  return [
    `Off-site URLs the site requests (external-assets: report): ${assets.length}.`,
    ...assets.map((a) => `  ${shownUrl(a.url)} (${describeFiles(a, (f) => f)})`),
  ];
}

/**
 * The step summary's section for `external-assets: report`: a table of URL, files and the first three files, at most
 * {@link SUMMARY_URLS} rows.
 * @param reportPath where `verify-report` was written (it holds every URL), to point at for the rows left out
 * @param verified whether verification ran; with `verify: off` no `verify-report` is written, and the rows left out
 * are in the log (`externalAssetsLog`)
 */
export function externalAssetsSummary(
  assets: readonly ExternalAsset[],
  reportPath: string | undefined,
  verified = true,
): string {
  const lines = ['#### Off-site URLs the site requests', ''];
  if (assets.length === 0) return [...lines, 'None: the site loads nothing from another origin.', ''].join('\n');
  lines.push(
    `${assets.length} URL${assets.length === 1 ? '' : 's'} on other origins, loaded by pages and stylesheets or ` +
      'named in their scripts and payloads (external-assets: report). Links to other sites are not listed.',
    '',
    '| URL | files | first 3 files |',
    '|---|---|---|',
  );
  for (const a of assets.slice(0, SUMMARY_URLS)) {
    const files = a.examples
      .slice(0, 3)
      .map((f) => `\`${escapeMarkdown(f)}\``)
      .join(', ');
    lines.push(`| \`${escapeMarkdown(shownUrl(a.url))}\` | ${a.files} | ${files} |`);
  }
  const rest = assets.length - SUMMARY_URLS;
  if (rest > 0 && !verified) lines.push('', `and ${rest} more in the step's log`);
  else if (rest > 0) {
    const where = reportPath
      ? `\`verify-report\` (${escapeMarkdown(reportPath)})`
      : '`verify-report` (set it to a path to get the full list)';
    lines.push('', `and ${rest} more in ${where}`);
  }
  lines.push('');
  return lines.join('\n');
}

function describeFiles(asset: ExternalAsset, show: (file: string) => string): string {
  const first = asset.examples.slice(0, 3).map(show).join(', ');
  return `${asset.files} file${asset.files === 1 ? '' : 's'}, e.g. ${first}`;
}
