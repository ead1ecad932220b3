import fs from 'node:fs';
import path from 'node:path';
import { basePathScript, scriptBasePath } from './base-path-script.ts';

/** The start of an inline script's text, where Mintlify's base-path script begins (`base-path-script.ts`). */
const SCRIPT_OPEN = /<script\b[^>]*>/gi;
/**
 * An asset of Next's own `basePath` build: `src="/docs/_next/static/…"` (or `href`). Not a protocol-relative URL
 * (`//cdn.example.com/_next/static/…`, or `/\cdn…` as browsers read it): that names another host, not a path.
 */
const NEXT_ASSET = /\s(?:src|href)=["']?(\/(?![/\\])[^"'\s?#>]*?)\/_next\/static\//;

/** The base path an export was built for, and where it was read. */
export interface ExportBasePath {
  /** E.g. `/docs`. */
  prefix: string;
  /** The page it was read from, relative to the site root. */
  page: string;
  /** What said so, for the log and the error. */
  evidence: string;
  /** Which build it is: Mintlify's base-path script, or Next's own `basePath` (whose router adds the path to links). */
  by: 'mintlify' | 'next';
}

/**
 * The base path the export's pages already carry (issue 37 items 4 and 5): Mintlify's inline script with a non-empty
 * `var b` (a deployment served under a path), or Next's own `basePath` build (its assets under `/docs/_next/static/`
 * while the site's `_next/` folder is at its root). Read from `index.html`, or the first page.
 * @param files the site's files, relative to `siteRoot` with `/` separators
 * @returns undefined for an export built for the root
 * @throws a file system error
 */
export function exportBasePath(siteRoot: string, files: readonly string[]): ExportBasePath | undefined {
  const page = files.includes('index.html') ? 'index.html' : files.find((file) => /\.html?$/i.test(file));
  if (!page) return undefined;
  const html = fs.readFileSync(path.join(siteRoot, page), 'latin1');
  const script = mintlifyBasePath(html);
  if (script) return { ...script, page, by: 'mintlify' };
  const asset = NEXT_ASSET.exec(html);
  const prefix = asset?.[1];
  if (!prefix || !files.some((file) => file.startsWith('_next/static/'))) return undefined;
  // A folder of the site that holds its own `_next/` is no base path.
  if (files.some((file) => file.startsWith(`${prefix.slice(1)}/_next/`))) return undefined;
  return { prefix, page, evidence: `its Next.js assets load from ${prefix}/_next/static/`, by: 'next' };
}

/**
 * The base path in Mintlify's inline base-path script of a page, in any spelling that names one (`"/docs"`,
 * `'/docs/'`, `var b = "/docs"`), as `/docs`; none for an empty one or a value that is no base path.
 */
function mintlifyBasePath(html: string): Omit<ExportBasePath, 'page' | 'by'> | undefined {
  for (const open of html.matchAll(SCRIPT_OPEN)) {
    const from = open.index + open[0].length;
    const script = basePathScript(html.slice(from, from + 1024));
    const prefix = script && scriptBasePath(script.value);
    if (script && prefix)
      return {
        prefix,
        evidence: `Mintlify's base-path script has var b=${script.quote}${script.value}${script.quote}`,
      };
  }
  return undefined;
}
