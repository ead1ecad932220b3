/**
 * A small export shaped like a real Mintlify one where it reaches other origins (issue 38), written from the issue's
 * facts: icons drawn as CSS masks from an icon CDN in `style` attributes (quotes entity-encoded, as React writes
 * them) and in the RSC payload; KaTeX's stylesheet as a `<link rel="preload">` that an inline script switches to a
 * stylesheet by naming the same URL; a Google Fonts stylesheet (`css2?family=…`) with its `preconnect` hints; content
 * images from an image CDN with signed query strings in `srcset`. Plus what must never be listed: links to other
 * sites, `og:image`, connection hints.
 */
import type { TarEntry } from './archives.ts';

/** The off-site hosts of the fixture (`.test`, reserved: nothing real answers for them). */
export const OFFSITE_HOSTS = {
  icons: 'icons.cdn.test',
  katex: 'katex.cdn.test',
  images: 'images.cdn.test',
} as const;

export const ICON_BOOK = `https://${OFFSITE_HOSTS.icons}/v7.1.0/lucide/book-open.svg`;
export const ICON_CARET = `https://${OFFSITE_HOSTS.icons}/v7.1.0/lucide/chevron-right.svg`;
export const ICON_SIGMA = `https://${OFFSITE_HOSTS.icons}/v7.1.0/lucide/sigma.svg`;
/** An icon only the home page's payload names (a menu React renders after hydration): in no page's HTML. */
export const ICON_MENU = `https://${OFFSITE_HOSTS.icons}/v7.1.0/lucide/menu.svg`;
/** An SVG on the icon host that the home page's payload only links to (an `<a>`): neither listed nor fetched. */
export const LINKED_SVG = `https://${OFFSITE_HOSTS.icons}/v7.1.0/lucide/download.svg`;
export const KATEX_CSS = `https://${OFFSITE_HOSTS.katex}/npm/katex@0.16.22/dist/katex.min.css`;
export const FONTS_CSS = 'https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap';
export const MONO_CSS = 'https://fonts.googleapis.com/css2?family=JetBrains+Mono&display=swap';
const image = (width: number, sig: string): string =>
  `https://${OFFSITE_HOSTS.images}/acme/images/hero.png?fit=max&auto=format&w=${width}&q=75&s=${sig}`;
export const HERO_SRC = image(1280, '8d0f1c2e');
export const HERO_640 = image(640, '1a2b3c4d');
export const HERO_1280 = HERO_SRC;

const attr = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
/** A Mintlify icon: a span whose mask is the icon's SVG on the CDN. */
const icon = (url: string): string => {
  const style = `-webkit-mask-image:url("${url}");mask-image:url("${url}");mask-repeat:no-repeat`;
  return `<span class="icon" style="${attr(style)}"></span>`;
};
/** One RSC row pushed by an inline script, escaped as Next.js writes it (`"` as `\"`, `&` as `\u0026`). */
const push = (row: string): string => {
  const literal = JSON.stringify(row).replaceAll('&', '\\u0026').replaceAll('<', '\\u003c');
  return `<script>self.__next_f.push([1,${literal}])</script>`;
};
/** The RSC row of an element with an icon mask and an image, as React's Flight protocol writes it. */
const rscRow = (iconUrl: string, withImage: boolean): string =>
  `5:${JSON.stringify([
    '$',
    'div',
    null,
    {
      children: [
        ['$', 'span', null, { className: 'icon', style: { maskImage: `url(${iconUrl})` } }],
        ...(withImage
          ? [
              ['$', 'img', null, { src: HERO_SRC, srcSet: `${HERO_640} 640w, ${HERO_1280} 1280w` }],
              // Rendered only by the client (the HTML has no menu yet), and a link to an SVG that is not loaded.
              ['$', 'span', null, { className: 'icon menu', style: { WebkitMaskImage: `url("${ICON_MENU}")` } }],
              ['$', 'a', null, { href: LINKED_SVG, children: 'Download the icon' }],
            ]
          : []),
      ],
    },
  ])}\n`;

const head = (math: boolean): string =>
  [
    '<meta charset="utf-8"><title>Acme</title>',
    '<link rel="icon" href="/favicon.svg">',
    '<link rel="preconnect" href="https://fonts.googleapis.com">',
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>',
    `<link rel="stylesheet" href="${attr(FONTS_CSS)}">`,
    '<link rel="stylesheet" href="/_next/static/css/app.css">',
    '<meta property="og:image" content="https://og.cdn.test/acme/og.png">',
    ...(math
      ? [
          `<link rel="preload" href="${KATEX_CSS}" as="style">`,
          // KaTeX's switch: the preload becomes a stylesheet once loaded, found by its URL.
          `<script>(function(){var l=document.querySelector('link[href="${KATEX_CSS}"]');` +
            "if(l){l.onload=function(){l.rel='stylesheet'}}})()</script>",
        ]
      : []),
  ].join('');

const page = (body: string, math: boolean, rsc: string): string =>
  `<!DOCTYPE html><html><head>${head(math)}</head><body>${body}${push(rsc)}</body></html>`;

const INDEX_BODY = [
  `<nav>${icon(ICON_BOOK)}<a href="/guides/math.html">Math</a>${icon(ICON_CARET)}</nav>`,
  `<img alt="Hero" src="${attr(HERO_SRC)}" srcset="${attr(`${HERO_640} 640w, ${HERO_1280} 1280w`)}">`,
  '<a href="https://github.com/acme/docs">GitHub</a>',
].join('');
const MATH_BODY = [
  `<nav>${icon(ICON_SIGMA)}<a href="/index.html">Home</a></nav>`,
  '<span class="katex">x</span>',
  '<a href="https://katex.org/docs/supported.html">KaTeX</a>',
].join('');

/** The origins of the assets that a test may serve elsewhere (`bundle`): the rest (links, og:image, hints) stay. */
export const ASSET_ORIGINS = [
  `https://${OFFSITE_HOSTS.icons}`,
  `https://${OFFSITE_HOSTS.katex}`,
  `https://${OFFSITE_HOSTS.images}`,
  'https://fonts.googleapis.com',
] as const;

/**
 * The export's files.
 * @param origins where each of {@link ASSET_ORIGINS} is served instead (`https://icons.emulator.test:8443`), for a
 * test that fetches them
 */
export function offsiteExport(origins: Partial<Record<(typeof ASSET_ORIGINS)[number], string>> = {}): TarEntry[] {
  const moved = (data: string): string =>
    Object.entries(origins).reduce((text, [from, to]) => text.replaceAll(`${from}/`, `${to}/`), data);
  const text = (name: string, data: string): TarEntry => ({ name, data: Buffer.from(moved(data)) });
  return [
    text('index.html', page(INDEX_BODY, false, rscRow(ICON_BOOK, true))),
    text('index.txt', `0:{"b":"build"}\n${rscRow(ICON_BOOK, true)}`),
    { name: 'guides/', type: 'directory' },
    text('guides/math.html', page(MATH_BODY, true, rscRow(ICON_SIGMA, false))),
    text('guides/math.txt', `0:{"b":"build"}\n${rscRow(ICON_SIGMA, false)}`),
    { name: '_next/', type: 'directory' },
    { name: '_next/static/', type: 'directory' },
    { name: '_next/static/css/', type: 'directory' },
    text('_next/static/css/app.css', `@import url("${MONO_CSS}");\nbody{font-family:Inter,sans-serif}\n`),
    text('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    text('404.html', page('<h1>Not found</h1>', false, '0:{"b":"build"}\n')),
  ];
}

/** What `external-assets: report` must list for {@link offsiteExport}: each URL with the files that name it. */
export const OFFSITE_URLS: Record<string, string[]> = {
  [ICON_BOOK]: ['index.html', 'index.txt'],
  [ICON_CARET]: ['index.html'],
  [ICON_MENU]: ['index.html', 'index.txt'],
  [ICON_SIGMA]: ['guides/math.html', 'guides/math.txt'],
  [KATEX_CSS]: ['guides/math.html'],
  [FONTS_CSS]: ['404.html', 'guides/math.html', 'index.html'],
  [MONO_CSS]: ['_next/static/css/app.css'],
  [HERO_640]: ['index.html', 'index.txt'],
  [HERO_1280]: ['index.html', 'index.txt'],
};
