/**
 * A realistic Mintlify static export, generated deterministically (platform facts "The bundle"):
 * pre-rendered `.html` pages in nested sections with their React Server Component `.txt` payloads,
 * `_next/static` chunks, CSS, fonts and images, `sitemap.xml`, `robots.txt`, dotfiles such as
 * `.well-known/security.txt`, names with non-ASCII characters, and paths longer than 100 bytes
 * (a tar needs pax headers for them). Its pages are laid out and styled as Mintlify's (`site-style.ts`), so the
 * demo shows what the action publishes.
 */
import { LOGO_HEIGHT, LOGO_SVG, siteStylesheet } from './site-style.ts';

/**
 * Defects a scenario can plant (issue 13 "What it checks"); the site is clean without them. Per-page
 * defects go into the first `DEFECT_PAGES` content pages. `redirect` shows only on hosts that redirect
 * `/folder` to `/folder/` (github-pages, netlify, cloudflare-pages, s3-website); `nojekyll` only on
 * github-pages; `page-count` is planted by the emulator's status answers, not in the files. Issue 22 "Exact
 * verification": `relative-404` makes 404.html's stylesheet relative; `inline-style` a `style` attribute's
 * `url()` missing; `meta-refresh` a `<meta http-equiv=refresh>` to a missing page. Clean pages carry the traps
 * (inline `<style>` with `image-set()`, `style` `url()`s, a non-ASCII id linked percent-encoded).
 */
export const DEFECTS = [
  'missing-page',
  'case-mismatch',
  'redirect',
  'missing-asset',
  'missing-srcset',
  'missing-css-url',
  'missing-fragment',
  'sitemap',
  'canonical',
  'social-image',
  'mintlify-app',
  'no-404',
  'no-index',
  'nojekyll',
  'rsc-payload',
  'page-count',
  'relative-404',
  'inline-style',
  'meta-refresh',
] as const;
export type Defect = (typeof DEFECTS)[number];

/** Content pages (after the home page) that carry each per-page defect. */
export const DEFECT_PAGES = 3;

/** What the check must report for a defect: severity, finding kind and target (`verify-report` terms). */
export interface PlantedFinding {
  defect: Defect;
  severity: 'error' | 'warning';
  kind: string;
  target: string;
}

/** The findings each planted defect must produce (page-count's target depends on the counts, so it is left out). */
export function plantedFindings(defects: readonly Defect[], layout: 'html' | 'folders' = 'html'): PlantedFinding[] {
  if (layout === 'folders') {
    const folderTargets: Partial<Record<Defect, [PlantedFinding['severity'], string, string][]>> = {
      'missing-page': [['error', 'missing-page', '/guides/removed-page']],
      'case-mismatch': [['error', 'case-mismatch', '/Getting-Started/Introduction']],
      'meta-refresh': [['error', 'missing-page', '/guides/moved-away']],
      redirect: [],
      'no-index': [
        ['error', 'deploy', '/index.html'],
        ['error', 'missing-page', '/'],
        ['warning', 'sitemap', '/'],
      ],
      'missing-fragment': [['warning', 'missing-fragment', '/getting-started/introduction/index.html#no-such-heading']],
    };
    const base = plantedFindings(
      defects.filter((d) => !(d in folderTargets)),
      'html',
    );
    const extra = defects.flatMap((defect) =>
      (folderTargets[defect] ?? []).map(([severity, kind, target]) => ({ defect, severity, kind, target })),
    );
    return [...base, ...extra];
  }
  const table: Record<Exclude<Defect, 'page-count'>, [PlantedFinding['severity'], string, string][]> = {
    'missing-page': [['error', 'missing-page', '/guides/removed-page.html']],
    'case-mismatch': [['error', 'case-mismatch', '/Getting-Started/Introduction.html']],
    redirect: [['warning', 'redirect', '/guides/overview']],
    'missing-asset': [['error', 'missing-asset', '/images/missing-diagram.png']],
    'missing-srcset': [['error', 'missing-asset', '/images/screenshot-1@2x.png']],
    'missing-css-url': [['error', 'missing-css-url', '/_next/static/media/missing-font.woff2']],
    'missing-fragment': [['warning', 'missing-fragment', '/getting-started/introduction.html#no-such-heading']],
    sitemap: [['warning', 'sitemap', '/removed-from-sitemap']],
    canonical: [['warning', 'canonical', '/guides/renamed-page']],
    'social-image': [['error', 'social-image', '/images/og-missing.png']],
    'mintlify-app': [['error', 'mintlify-app', 'https://undefined.mintlify.app']],
    'no-404': [['warning', 'deploy', '/404.html']],
    'no-index': [
      ['error', 'deploy', '/index.html'],
      ['error', 'missing-page', '/index.html'],
      ['warning', 'sitemap', '/'],
    ],
    // The action writes the missing .nojekyll for github-pages (src/site/hosts/nojekyll.ts): nothing to report.
    nojekyll: [],
    'rsc-payload': [['warning', 'deploy', 'RSC payloads (.txt)']],
    'relative-404': [['error', 'relative-404', '_next/static/css/app-layout.css']],
    'inline-style': [['error', 'missing-asset', '/images/missing-hero.png']],
    'meta-refresh': [['error', 'missing-page', '/guides/moved-away.html']],
  };
  // Without a 404.html (no-404) there is no relative URL in it to find.
  const noFinding = (defect: Defect): boolean => defect === 'relative-404' && defects.includes('no-404');
  return defects.flatMap((defect) =>
    defect === 'page-count' || noFinding(defect)
      ? []
      : table[defect].map(([severity, kind, target]) => ({ defect, severity, kind, target })),
  );
}

export interface SiteOptions {
  domain: string;
  /** Number of pages (each is an `.html` and a `.txt`). */
  pages?: number;
  /** Extra bytes of incompressible assets (images, fonts), to make large bundles for benchmarks. */
  extraAssetBytes?: number;
  /** Defects to plant; none by default. */
  defects?: readonly Defect[];
  /** Pad each page with article markup to about this many bytes (benchmarks; default: a few kB). */
  pageBytes?: number;
  /** Links in each section's sidebar, repeated on every page of the section (default 40). */
  sidebarLinks?: number;
  /**
   * Mintlify's real page furniture on every page (platform facts "Real pages"): the hidden agent index linking
   * `/llms.txt`, a `rel=alternate` Markdown copy (`/<page>.md`) and sitemap, `preconnect`/`dns-prefetch` hints to
   * Mintlify hosts and an `og:image` on one; the export itself has no `llms.txt` or `.md` files, as exports need not.
   */
  furniture?: boolean;
  /**
   * The export's layout (platform facts "Real pages"): `html` (default) writes `guides/a.html` and links
   * `/guides/a.html`, as the API export in `.html` link mode does; `folders` writes `guides/a/index.html` (RSC
   * payload `guides/a/index.txt`) and links `/guides/a`, as the CLI's `mint export` does: a Mintlify page links
   * root-absolute, extensionless URLs without a trailing slash, the same URLs as its canonical and sitemap entries.
   * The `redirect` defect exists in the `html` layout only (in `folders` every link is a folder's URL).
   */
  layout?: 'html' | 'folders';
}

/** The hosted site's own address in the furniture: a Mintlify host, not the site's. */
export const FURNITURE_MINTLIFY_ORIGIN = 'https://acme.mintlify.app';

/** Small seeded PRNG (mulberry32), so the same options always give the same bytes. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBytes(random: () => number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  for (let i = 0; i < length; i += 4) buffer.writeUInt32LE(Math.floor(random() * 4294967296), Math.min(i, length - 4));
  return buffer;
}

const SECTIONS = [
  'getting-started',
  'guides',
  'guides/deployment',
  'api-reference',
  'api-reference/endpoints',
  'api-reference/endpoints/organizations/members',
  'integrations/analytics',
  'changelog',
  'ja/ガイド',
  'fr/démarrage',
];
const WORDS = [
  'deploy',
  'configure',
  'authentication',
  'webhooks',
  'navigation',
  'components',
  'analytics',
  'search',
  'theming',
  'versioning',
  'openapi',
  'snippets',
  'redirects',
  'domains',
  'assistant',
];

/** @returns relative path → content; the ground truth tests compare an unpacked tree against */
export function generateSite(options: SiteOptions): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  writeSite(options, (name, content) => files.set(name, content));
  return files;
}

/**
 * Generates the site file by file into `emit`, so a benchmark can write a 1.5 GB site to disk without
 * holding it in memory. The same options always give the same files in the same order.
 */
export function writeSite(options: SiteOptions, emit: (name: string, content: Buffer) => void): void {
  const random = prng(hash(options.domain));
  const pages = options.pages ?? 300;
  const defects = new Set(options.defects ?? []);
  const origin = `https://${options.domain}`;
  const chunks: string[] = [];
  for (let i = 0; i < 24; i++) {
    const stem = i === 0 ? 'main-app' : String(800 + i * 37);
    const name = `_next/static/chunks/${stem}-${randomBytes(random, 8).toString('hex')}.js`;
    chunks.push(name);
    emit(
      name,
      Buffer.from(
        `(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[${i}],{${i}:function(e,t,n){"use strict";` +
          `n.r(t);/* ${'x'.repeat(200 + Math.floor(random() * 4000))} */}}]);\n`,
      ),
    );
  }
  const missingFont = defects.has('missing-css-url') ? ',url("../media/missing-font.woff2") format("woff2")' : '';
  const fontFaces = `@font-face{font-family:Inter;src:url(../media/inter-latin.woff2) format("woff2")${missingFont}}`;
  emit('_next/static/css/app-layout.css', Buffer.from(siteStylesheet(fontFaces)));
  emit('_next/static/media/inter-latin.woff2', randomBytes(random, 24_000));
  emit(
    `_next/static/${randomBytes(random, 6).toString('hex')}/_buildManifest.js`,
    Buffer.from('self.__BUILD_MANIFEST={};self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();\n'),
  );
  for (let i = 0; i < 12; i++)
    emit(
      `images/screenshot-${i}.png`,
      Buffer.concat([
        Buffer.from('89504e470d0a1a0a', 'hex'),
        randomBytes(random, 2000 + Math.floor(random() * 30_000)),
      ]),
    );
  emit('logo/dark.svg', Buffer.from(LOGO_SVG));
  emit('favicon.ico', randomBytes(random, 1150));

  // Routes first, so every page can carry its section's sidebar.
  const routes: [string, string][] = [['index', 'Introduction']];
  routes.push(['getting-started/introduction', 'Getting started']);
  for (let i = 1; i < pages; i++) {
    const section = SECTIONS[i % SECTIONS.length]!;
    const word = WORDS[Math.floor(random() * WORDS.length)]!;
    routes.push([`${section}/${word}-${i}`, `${word} ${i}`]);
  }
  routes.push(['guides/café-résumé-naïve', 'Café résumé']);
  routes.push(['ja/ガイド/はじめに', 'はじめに']);
  routes.push([
    'api-reference/endpoints/organizations/members/update-a-member-role-within-an-organization-workspace-and-project',
    'Long name',
  ]);
  routes.push([
    'api-reference/endpoints/organizations/members/' +
      'a-single-file-name-that-is-longer-than-one-hundred-bytes-all-by-itself-so-ustar-prefix-cannot-help-x',
    'Longer',
  ]);
  const folders = options.layout === 'folders';
  if (defects.has('redirect') && !folders) routes.push(['guides/overview/index', 'Overview']);

  /** A page's URL as the export's links write it. */
  const href = (route: string): string => {
    if (!folders) return encodeURI(`/${route}.html`);
    return route === 'index' ? '/' : encodeURI(`/${route}`);
  };
  const home = href('index');
  const sidebarSize = options.sidebarLinks ?? 40;
  /** Each section's first page, which its navbar tab links to. */
  const tabs: [string, string][] = SECTIONS.map((s) => routes.find(([r]) => r.startsWith(`${s}/`)) ?? ['index', s]);
  const navbar = navbarHtml(
    options.domain,
    home,
    href('getting-started/introduction'),
    SECTIONS,
    tabs.map(([r]) => href(r)),
  );
  const sidebars = new Map<string, string>();
  const sidebarOf = (route: string): string => {
    const section = route.includes('/') ? route.slice(0, route.lastIndexOf('/')) : '';
    let sidebar = sidebars.get(section);
    if (sidebar === undefined) {
      // The home page has no section of its own: its sidebar leads to each one.
      const inSection =
        section === ''
          ? [routes[0]!, ...tabs.map(([r], i): [string, string] => [r, sectionLabel(SECTIONS[i]!)])]
          : routes.filter(([r]) => r.startsWith(`${section}/`));
      const links = inSection
        .slice(0, sidebarSize)
        .map(([r, t]) => `<li class="sidebar-item"><a class="sidebar-link" href="${href(r)}">${t}</a></li>`)
        .join('');
      sidebar =
        `${navbar}<div class="layout"><aside id="sidebar"><p class="sidebar-title">${sectionLabel(section)}</p>` +
        `<ul class="sidebar-group">${links}</ul></aside>`;
      sidebars.set(section, sidebar);
    }
    return sidebar;
  };

  const urls: string[] = [];
  const page = (route: string, title: string, n: number): void => {
    const defective = (defect: Defect): boolean => defects.has(defect) && n >= 1 && n <= DEFECT_PAGES;
    const headings = 3 + Math.floor(random() * 4);
    const sections: string[] = [];
    for (let h = 0; h < headings; h++) {
      const paragraphs = Array.from({ length: 2 + Math.floor(random() * 8) }, () => `<p>${prose(random, title)}</p>`);
      sections.push(
        `<h2 id="section-${h}"><a href="#section-${h}" class="anchor">#</a>${HEADINGS[h]}</h2>${paragraphs.join('')}`,
      );
    }
    const toc = Array.from({ length: headings }, (_, h) => `<li><a href="#section-${h}">${HEADINGS[h]}</a></li>`).join(
      '',
    );
    const image = n % 12;
    const extras = [
      defective('missing-page') ? `<a href="${href('guides/removed-page')}">Removed</a>` : '',
      defective('case-mismatch') ? `<a href="${href('Getting-Started/Introduction')}">Intro</a>` : '',
      defective('redirect') && !folders ? '<a href="/guides/overview">Overview</a>' : '',
      defective('missing-asset') ? '<img src="/images/missing-diagram.png" alt="diagram">' : '',
      defective('missing-srcset')
        ? '<img src="/images/screenshot-1.png" ' +
          'srcset="/images/screenshot-1.png 1x, /images/screenshot-1@2x.png 2x" alt="">'
        : '',
      defective('missing-fragment')
        ? `<a href="${href('getting-started/introduction')}#no-such-heading">Details</a>`
        : '',
      defective('mintlify-app') ? '<a href="https://undefined.mintlify.app/getting-started">Old link</a>' : '',
      defective('inline-style') ? '<div style="background-image:url(\'/images/missing-hero.png\')"></div>' : '',
    ].join('');
    const canonical = defective('canonical')
      ? `${origin}/guides/renamed-page`
      : `${origin}/${route === 'index' ? '' : encodeURI(route)}`;
    let socialImage = defective('social-image')
      ? `${origin}/images/og-missing.png`
      : `${origin}/images/screenshot-${image}.png`;
    if (options.furniture && !defective('social-image'))
      socialImage = `${FURNITURE_MINTLIFY_ORIGIN}/_next/image?url=%2Fog%2F${n}.png&w=1200&q=75`;
    const furniture = options.furniture
      ? `<link rel="alternate" type="text/markdown" href="${encodeURI(`/${route}.md`)}">` +
        '<link rel="alternate" type="application/xml" href="/sitemap.xml">' +
        `<link rel="preconnect" href="${FURNITURE_MINTLIFY_ORIGIN}" crossorigin="">` +
        '<link rel="dns-prefetch" href="https://leaves.mintlify.com">'
      : '';
    const head = [
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${title}</title><link rel="canonical" href="${canonical}">`,
      `<meta property="og:site_name" content="${siteName(options.domain)}">`,
      `<meta property="og:url" content="${canonical}"><meta property="og:image" content="${socialImage}">`,
      '<link rel="preconnect" href="https://fonts.googleapis.com"><link rel="icon" href="/favicon.ico">',
      '<link rel="stylesheet" href="/_next/static/css/app-layout.css">',
      furniture,
      `<link rel="preload" as="script" href="/${chunks[0]}">`,
      // Traps: inline CSS that loads files the site has.
      `<style>.hero{background:image-set("/images/screenshot-${image}.png" 1x)}</style>`,
      defective('meta-refresh') ? `<meta http-equiv="refresh" content="0; url=${href('guides/moved-away')}">` : '',
    ].join('');
    let article =
      `<header><h1 id="title">${title}</h1><p class="page-description">How ${title} works, and how to set it up.</p>` +
      `</header>${sections.join('')}` +
      // Traps: a style attribute's url(), and a non-ASCII id linked percent-encoded, here and from every page.
      `<div class="hero" style="background-image:url(/images/screenshot-${image}.png)"></div>` +
      '<h3 id="étape">Étape</h3><p><a href="#%C3%A9tape">Étape</a> · ' +
      `<a href="${href('getting-started/introduction')}#%C3%A9tape">Première étape</a></p>` +
      `<img src="/images/screenshot-${image}.png" alt="">${extras}`;
    if (options.pageBytes) article += padding(random, options.pageBytes - article.length - 4000);
    const scripts = chunks
      .slice(0, 3)
      .map((c) => `<script src="/${c}" async></script>`)
      .join('');
    const agentIndex = options.furniture
      ? '<blockquote data-agent-docs-index="" class="sr-only">For AI agents: a documentation index is at ' +
        '<a href="/llms.txt">/llms.txt</a>.</blockquote>'
      : '';
    const html =
      `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${agentIndex}<div id="__next">` +
      `${sidebarOf(route)}<main id="content-container"><div id="content-area" class="prose">${article}` +
      `<footer class="page-footer"><a href="${home}">Home</a><span>Built with Mintlify</span></footer></div></main>` +
      `<aside id="table-of-contents"><p class="toc-title">On this page</p><ul>${toc}</ul></aside></div></div>` +
      `${scripts}</body></html>\n`;
    if (!(route === 'index' && defects.has('no-index'))) {
      const stem = folders && route !== 'index' ? `${route}/index` : route;
      emit(`${stem}.html`, Buffer.from(html));
      if (!(defects.has('rsc-payload') && n === 1)) {
        emit(
          `${stem}.txt`,
          Buffer.from(`1:HL["/_next/static/css/app-layout.css","style"]\n0:["${route}",[["children","${title}"]]]\n`),
        );
      }
    }
    if (!route.endsWith('/index')) urls.push(route === 'index' ? '' : route);
  };
  routes.forEach(([route, title], n) => page(route, title, n));
  if (defects.has('sitemap')) urls.push('removed-from-sitemap');

  emit(
    'sitemap.xml',
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `${urls.map((u) => `<url><loc>${origin}/${encodeURI(u)}</loc></url>`).join('\n')}\n</urlset>\n`,
    ),
  );
  emit('robots.txt', Buffer.from(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`));
  emit(
    '.well-known/security.txt',
    Buffer.from('Contact: mailto:security@example.com\nExpires: 2027-12-31T00:00:00.000Z\n'),
  );
  if (!defects.has('nojekyll')) emit('.nojekyll', Buffer.alloc(0));
  if (!defects.has('no-404'))
    emit(
      '404.html',
      Buffer.from(
        // Served at every missing URL: a relative stylesheet breaks below the root (the relative-404 defect).
        `<!DOCTYPE html><html><head><link rel="stylesheet" href="${defects.has('relative-404') ? '' : '/'}` +
          '_next/static/css/app-layout.css"></head>' +
          '<body><div class="not-found"><h1>Page not found</h1><p>The page you are looking for does not exist.</p>' +
          `<a href="${home}">Home</a></div></body></html>\n`,
      ),
    );

  let extra = options.extraAssetBytes ?? 0;
  for (let i = 0; extra > 0; i++) {
    const size = Math.min(extra, 40_000 + Math.floor(random() * 200_000));
    emit(`images/gallery/${Math.floor(i / 200)}/asset-${i}.webp`, randomBytes(random, size));
    extra -= size;
  }
}

/** The headings of a page's sections, in order (a page has 3 to 6). */
const HEADINGS = ['Overview', 'Before you begin', 'Configuration', 'Examples', 'Troubleshooting', 'Next steps'];

/** Templates of the filler sentences, so a page reads like docs and a search finds its words. */
const SENTENCES: ((word: string, title: string) => string)[] = [
  (w, t) => `Use ${w} to change how ${t} behaves for every page of your documentation.`,
  (w, t) => `${capitalise(w)} settings live in docs.json; ${t} reads them each time the site is built.`,
  (w) => `Before you turn on ${w}, check that your project has the permissions it needs.`,
  (w, t) => `The ${w} option accepts a list of paths, and ${t} applies them in order.`,
  (w) => `When ${w} fails, the dashboard shows the error and the page that caused it.`,
  (w, t) => `Combine ${t} with ${w} to keep the navigation and the content in step.`,
];

/** A paragraph of two or three filler sentences about `title`. */
function prose(random: () => number, title: string): string {
  const count = 2 + Math.floor(random() * 2);
  return Array.from({ length: count }, () => {
    const sentence = SENTENCES[Math.floor(random() * SENTENCES.length)]!;
    return sentence(WORDS[Math.floor(random() * WORDS.length)]!, title);
  }).join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A section's name in the navbar and sidebar: its last folder, words spaced (`api-reference` → `Api reference`). */
function sectionLabel(section: string): string {
  return section === '' ? 'Get started' : capitalise(section.slice(section.lastIndexOf('/') + 1).replace(/-/g, ' '));
}

/** The site's name, from its domain: `docs.example.com` → `Example Docs`. */
function siteName(domain: string): string {
  const labels = domain.split('.').filter((label) => label !== 'docs' && label !== 'www');
  return `${capitalise(labels[0] ?? domain)} Docs`;
}

/**
 * Mintlify's navbar: logo and site name, the search box (`#search-bar-entry`, which search: pagefind wires), a call
 * to action, and a row of tabs, one per section.
 */
function navbarHtml(domain: string, home: string, start: string, sections: string[], tabHrefs: string[]): string {
  const name = siteName(domain);
  const tabs = sections.map((s, i) => `<a class="nav-tab" href="${tabHrefs[i]}">${sectionLabel(s)}</a>`).join('');
  return (
    `<header id="navbar" class="navbar"><div class="navbar-row"><a class="logo-link" href="${home}">` +
    `<img class="logo" src="/logo/dark.svg" alt="" width="${LOGO_HEIGHT}" height="${LOGO_HEIGHT}">` +
    `<span>${name}</span></a><button id="search-bar-entry" type="button"><span>Search…</span><kbd>Ctrl K</kbd>` +
    `</button><a class="navbar-cta" href="${start}">Get started</a></div><nav class="nav-tabs">${tabs}</nav></header>`
  );
}

/** About `bytes` of the markup a docs page is made of: classes, code blocks, tables, callouts. */
function padding(random: () => number, bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const word = WORDS[Math.floor(random() * WORDS.length)]!;
    const n = Math.floor(random() * 1e6);
    const block =
      i % 3 === 0
        ? '<div class="code-block relative mt-5 mb-8 not-prose rounded-2xl"><pre class="language-bash"><code>' +
          `<span class="token function">mint</span> <span class="token parameter">${word}</span> --id ${n}` +
          '</code></pre></div>'
        : '<div class="callout my-4 px-5 py-4 overflow-hidden rounded-2xl flex gap-3 border">' +
          `<p class="text-sm prose min-w-0">${word} ${n}: <strong>${word}</strong> and <code>${word}.${n}</code>.</p>` +
          '</div>';
    parts.push(block);
    size += block.length;
  }
  return parts.join('');
}

function hash(text: string): number {
  let h = 2166136261;
  for (const c of Buffer.from(text)) h = Math.imul(h ^ c, 16777619);
  return h >>> 0;
}
