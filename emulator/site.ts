/**
 * A realistic Mintlify static export, generated deterministically (platform facts "The bundle"):
 * pre-rendered `.html` pages in nested sections with their React Server Component `.txt` payloads,
 * `_next/static` chunks, CSS, fonts and images, `sitemap.xml`, `robots.txt`, dotfiles such as
 * `.well-known/security.txt`, names with non-ASCII characters, and paths longer than 100 bytes
 * (a tar needs pax headers for them).
 */

export interface SiteOptions {
  domain: string;
  /** Number of pages (each is an `.html` and a `.txt`). */
  pages?: number;
  /** Extra bytes of incompressible assets (images, fonts), to make large bundles for benchmarks. */
  extraAssetBytes?: number;
}

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
  const random = prng(hash(options.domain));
  const pages = options.pages ?? 300;
  const files = new Map<string, Buffer>();
  const chunks: string[] = [];
  for (let i = 0; i < 24; i++) {
    const name = `_next/static/chunks/${i === 0 ? 'main-app' : `${800 + i * 37}`}-${randomBytes(random, 8).toString('hex')}.js`;
    chunks.push(name);
    files.set(
      name,
      Buffer.from(
        `(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[${i}],{${i}:function(e,t,n){"use strict";n.r(t);/* ${'x'.repeat(200 + Math.floor(random() * 4000))} */}}]);\n`,
      ),
    );
  }
  files.set('_next/static/css/app-layout.css', Buffer.from(`:root{--primary:#0d9373}body{font-family:Inter,sans-serif}${'.c{margin:0}'.repeat(400)}\n`));
  files.set('_next/static/media/inter-latin.woff2', randomBytes(random, 24_000));
  files.set(
    `_next/static/${randomBytes(random, 6).toString('hex')}/_buildManifest.js`,
    Buffer.from('self.__BUILD_MANIFEST={};self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();\n'),
  );
  for (let i = 0; i < 12; i++)
    files.set(`images/screenshot-${i}.png`, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(random, 2000 + Math.floor(random() * 30_000))]));
  files.set('logo/dark.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n'));
  files.set('favicon.ico', randomBytes(random, 1150));

  const urls: string[] = [];
  const page = (route: string, title: string): void => {
    const body = Array.from(
      { length: 5 + Math.floor(random() * 40) },
      () => `<p>${WORDS[Math.floor(random() * WORDS.length)]} ${title} ${Math.floor(random() * 1e6)}</p>`,
    ).join('');
    files.set(
      `${route}.html`,
      Buffer.from(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="canonical" href="https://${options.domain}/${route === 'index' ? '' : encodeURI(route)}"><link rel="stylesheet" href="/_next/static/css/app-layout.css"></head><body><main><h1>${title}</h1>${body}<a href="/index.html">Home</a></main>${chunks
          .slice(0, 3)
          .map((c) => `<script src="/${c}" async></script>`)
          .join('')}</body></html>\n`,
      ),
    );
    files.set(`${route}.txt`, Buffer.from(`1:HL["/_next/static/css/app-layout.css","style"]\n0:["${route}",[["children","${title}"]]]\n`));
    urls.push(route === 'index' ? '' : route);
  };
  page('index', 'Introduction');
  for (let i = 1; i < pages; i++) {
    const section = SECTIONS[i % SECTIONS.length]!;
    const word = WORDS[Math.floor(random() * WORDS.length)]!;
    page(`${section}/${word}-${i}`, `${word} ${i}`);
  }
  page('guides/café-résumé-naïve', 'Café résumé');
  page('ja/ガイド/はじめに', 'はじめに');
  page('api-reference/endpoints/organizations/members/update-a-member-role-within-an-organization-workspace-and-project', 'Long name');
  page(
    'api-reference/endpoints/organizations/members/a-single-file-name-that-is-longer-than-one-hundred-bytes-all-by-itself-so-ustar-prefix-cannot-help-x',
    'Longer',
  );

  files.set(
    'sitemap.xml',
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>https://${options.domain}/${encodeURI(u)}</loc></url>`).join('\n')}\n</urlset>\n`,
    ),
  );
  files.set('robots.txt', Buffer.from(`User-agent: *\nAllow: /\nSitemap: https://${options.domain}/sitemap.xml\n`));
  files.set('.well-known/security.txt', Buffer.from('Contact: mailto:security@example.com\nExpires: 2027-12-31T00:00:00.000Z\n'));
  files.set('.nojekyll', Buffer.alloc(0));
  files.set('404.html', Buffer.from('<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>\n'));

  let extra = options.extraAssetBytes ?? 0;
  for (let i = 0; extra > 0; i++) {
    const size = Math.min(extra, 40_000 + Math.floor(random() * 200_000));
    files.set(`images/gallery/${Math.floor(i / 200)}/asset-${i}.webp`, randomBytes(random, size));
    extra -= size;
  }
  return files;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const c of Buffer.from(text)) h = Math.imul(h ^ c, 16777619);
  return h >>> 0;
}
