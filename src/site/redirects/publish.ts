/**
 * Publishes the config's redirects into the staged site (issue 45), in each host's own form, after the site stage and
 * the agent files (so redirect pages are in no index, `llms.txt` or sitemap) and before verification and the change
 * list (so they are checked and listed).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Log } from '../../common/clock.ts';
import {
  cloudflareRedirects,
  netlifyRedirects,
  RedirectLimitError,
  vercelConfig,
  type HostRedirects,
} from './host-files.ts';
import type { Host, Layout } from '../hosts/hosts.ts';
import type { RedirectConfig } from './config.ts';
import { writeRedirectPages } from './pages.ts';
import { publishRule, redirectIndex, type PublishedRule } from './rules.ts';
import type { FunctionRedirects } from '../hosts/cloudfront-function.ts';

/** What publishing needs of the inputs and the site. */
export interface PublishRedirectsOptions {
  root: string;
  /** Every file of the site, relative to the root with `/` separators. */
  files: readonly string[];
  config: RedirectConfig;
  host: Host;
  layout: Layout;
  /** Input `base-path`, normalised (`/docs`), `''` at the root. */
  basePath: string;
  /** Input `domain`: the export's own origin, whose absolute destinations are on the site. */
  domain: string | undefined;
  /** The site's public URL (`site-url`, default `https://<domain>`). */
  siteUrl: string | undefined;
  log: Log;
}

/** What was published, for verification, the change list and the summary. */
export interface RedirectsResult {
  /** The config read, as messages name it (`docs.json`). */
  config: string;
  /** Every rule as published, in the config's order. */
  rules: PublishedRule[];
  /** The files written or edited, relative to the site root. */
  written: string[];
  /** Redirect pages written. */
  pages: number;
  /** The redirect pages, relative to the site root: files of the site, but no pages of it to check or count. */
  pageFiles: string[];
  /** Rules only the `404.html` script applies (wildcards, and exact sources no page can answer at). */
  script: number;
  /** Exact sources that are real pages of the site: the page is served, not the redirect (a warning). */
  realPages: PublishedRule[];
  /** The host's own file (`_redirects`, `vercel.json`) and how many rules it expresses; undefined on other hosts. */
  hostFile?: { name: string; rules: number };
  /** The forms the redirects were published in, as the log and the summary say them. */
  forms: string[];
}

/** The file each host reads its redirects from, and how it is written. */
const HOST_FILES: Partial<
  Record<Host, { name: string; write: (rules: PublishedRule[], existing?: string, layout?: Layout) => HostRedirects }>
> = {
  netlify: { name: '_redirects', write: netlifyRedirects },
  'cloudflare-pages': { name: '_redirects', write: cloudflareRedirects },
  vercel: { name: 'vercel.json', write: vercelConfig },
};

/**
 * The rules under the base path and on the served address ({@link publishRule}).
 * @param domain input `domain`, for the export's own origin
 */
export function publishedRules(
  config: RedirectConfig,
  basePath: string,
  domain: string | undefined,
  siteUrl: string | undefined,
): PublishedRule[] {
  const exportOrigins = domain ? [`https://${domain.toLowerCase()}`, `http://${domain.toLowerCase()}`] : [];
  const servedOrigin = siteUrl ? new URL(siteUrl).origin : undefined;
  return config.rules.map((rule) => publishRule(rule, { basePath, exportOrigins, servedOrigin }));
}

/**
 * The host's documented limits on the config's rules, checked with the inputs, before any request (issue 45):
 * Cloudflare Pages' `_redirects` limits (platform facts, "Redirects": 2,000 static and 100 dynamic rules, 1,000
 * characters a rule). The export's own `_redirects`, which is kept after ours, is counted once it is unpacked.
 * @param basePath the site's URL path (`/docs`), `''` at the root: it lengthens every line
 * @returns what passed the limit and the way out, or undefined when the rules fit (or the host has no limit)
 */
export function hostLimitProblem(
  config: RedirectConfig,
  host: Host,
  basePath: string,
  domain: string | undefined,
  siteUrl: string | undefined,
): string | undefined {
  if (host !== 'cloudflare-pages') return undefined;
  try {
    cloudflareRedirects(publishedRules(config, basePath, domain, siteUrl));
    return undefined;
  } catch (error) {
    if (!(error instanceof RedirectLimitError)) throw error;
    return `${error.message} ${error.hint}`;
  }
}

/**
 * Writes the redirects into the staged site: a page at each exact source and the script in `404.html` on every host.
 * @throws a file system error
 */
export async function publishRedirects(options: PublishRedirectsOptions): Promise<RedirectsResult> {
  const { config, basePath, log, root, host } = options;
  const rules = publishedRules(config, basePath, options.domain, options.siteUrl);
  const servedOrigin = options.siteUrl ? new URL(options.siteUrl).origin : undefined;
  const forms: string[] = [];
  const written: string[] = [];
  // The host's own file first: on Netlify its forced rules answer over any file, so their sources need no page.
  const hostForm = HOST_FILES[host];
  let hostFile: RedirectsResult['hostFile'];
  let handled: ReadonlySet<PublishedRule> | undefined;
  if (hostForm) {
    const target = path.join(root, hostForm.name);
    const existing = options.files.includes(hostForm.name) ? await fs.promises.readFile(target, 'utf8') : undefined;
    const file = hostForm.write(rules, existing, options.layout);
    await fs.promises.writeFile(target, file.text);
    written.push(hostForm.name);
    hostFile = { name: hostForm.name, rules: file.expressed.size };
    const kept = existing === undefined ? '' : ` (the export's own ${hostForm.name} kept after them)`;
    forms.push(`${file.expressed.size} in ${hostForm.name}${host === 'netlify' ? ', forced (!)' : ''}${kept}`);
    if (host === 'netlify') handled = file.expressed;
    // Its lines name /docs/…, but the host reads _redirects only at the root of what it deploys (Cloudflare's asset
    // server, wrangler pages dev, ignores a docs/_redirects): a site under a path is a folder of that root.
    if (basePath && hostForm.name === '_redirects')
      log.warning(
        `With base-path ${basePath}, ${host} applies _redirects only at the root of the folder it deploys: copy ` +
          `${hostForm.name} from the site folder to that root (beside ${basePath.slice(1)}/), or its ` +
          `${file.expressed.size} rules do not apply there (the redirect pages and the 404.html script still do).`,
      );
    for (const note of file.notes) log.warning(note);
    if (file.fallback.length > 0)
      log.warning(
        `${file.fallback.length} redirects cannot be written in ${host}'s ${hostForm.name}, so a redirect page or ` +
          `the 404.html script answers them: ${file.fallback
            .slice(0, 5)
            .map(({ rule, reason }) => `${config.name} redirects[${rule.rule.index}] (${rule.rule.source}): ${reason}`)
            .join('; ')}${file.fallback.length > 5 ? '; …' : ''}.`,
      );
  }
  // The host's file is a file of the site now: a page below it (/_redirects/x) is a conflict that names the rule.
  const files = hostFile && !options.files.includes(hostFile.name) ? [...options.files, hostFile.name] : options.files;
  const pages = await writeRedirectPages({ ...options, files, configName: config.name, rules, servedOrigin, handled });
  const pageCount = pages.written.length;
  const patterns = rules.filter((rule) => rule.matcher.pattern).length;
  const script = patterns + pages.scriptOnly.length + pages.leftOut.length;
  if (pages.leftOut.length > 0)
    log.warning(
      `${pages.leftOut.length} redirect pages were left out, as ${host} would serve them at another URL; the ` +
        `404.html script answers their sources, in a browser with JavaScript: ${pages.leftOut
          .slice(0, 5)
          .map(({ rule, reason }) => `${config.name} redirects[${rule.rule.index}] (${rule.rule.source}): ${reason}`)
          .join('; ')}${pages.leftOut.length > 5 ? '; …' : ''}.`,
    );
  if (pageCount > 0) forms.push(`${pageCount} redirect pages`);
  if (pages.notFound) forms.push(`every rule in the 404.html script (${script} wildcard or file sources)`);
  written.push(...pages.written, ...(pages.notFound ? ['404.html'] : []));
  log.info(`Published ${rules.length} redirects of ${config.name}: ${forms.join('; ')}.`);
  if (pages.notFound === 'created') log.info('The export has no 404.html: wrote one to carry the redirect script.');
  const { realPages } = pages;
  return {
    config: config.name,
    rules,
    written,
    pages: pageCount,
    pageFiles: pages.written,
    script,
    realPages,
    hostFile,
    forms,
  };
}

/**
 * The rules as a generated CloudFront function answers them (`cloudfrontFunctionWithRedirects`): each exact source
 * (published decoded, as the function decodes the URI) with the destination of the first rule that matches it, so
 * that looking it up first keeps the config's order; the `:param` and wildcard sources in order.
 */
export function functionRedirects(rules: readonly PublishedRule[]): FunctionRedirects {
  const exact = new Map<string, [string, string, number]>();
  const find = redirectIndex(rules);
  for (const rule of rules) {
    if (rule.matcher.pattern) continue;
    const key = rule.source;
    const found = find(rule.source)!;
    if (!exact.has(key)) exact.set(key, [key, found.location, found.rule.status]);
  }
  return {
    exact: [...exact.values()],
    patterns: rules
      .filter((rule) => rule.matcher.pattern)
      .map((rule) => [rule.matcher.expression, rule.matcher.names, rule.destination, rule.status]),
  };
}
