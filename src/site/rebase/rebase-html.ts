import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { srcsetRanges } from '../../web/srcset.ts';
import { cssUrlEdits } from './rebase-css.ts';
import {
  CONNECT_RELS,
  HREF_TAGS,
  LOADED_METAS,
  LOADED_RELS,
  OWN_ADDRESS_METAS,
  URL_METAS,
} from '../../web/url-places.ts';
import { jsonLdEdits } from './rebase-json-ld.ts';
import { applyEdits, urlEditAt, type BasePath, type Edit, type UrlRole } from './rebase-url.ts';
import { rebaseRule, rscChunkEdits, type ChunkBody, type PayloadRule } from './rsc.ts';
import { basePathScriptEdits } from './base-path-script.ts';
import { nextScriptEdits } from './next-script.ts';

/** Attributes read; the first of duplicates wins, as in browsers. */
const READ = new Set([
  'href',
  'src',
  'srcset',
  'imagesrcset',
  'poster',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'style',
  'rel',
  'content',
  'property',
  'name',
  'http-equiv',
  'type',
  'as',
]);
/** Tags whose name matters (beyond their URL attributes, read on every tag). */
const NAMED_TAGS = new Set([
  'a',
  'area',
  'link',
  'base',
  'use',
  'image',
  'object',
  'meta',
  'script',
  'style',
  'iframe',
]);
/**
 * `length * 128 + first letter` of the names in a set: most tags and attributes (`div`, `class`, `aria-*`) are ruled
 * out by two comparisons, without copying their names out of the page.
 */
const keysOf = (names: Set<string>): Set<number> => new Set([...names].map((n) => n.length * 128 + n.charCodeAt(0)));
const READ_KEYS = keysOf(READ);
const NAMED_TAG_KEYS = keysOf(NAMED_TAGS);
/** The inline RSC payload chunk Next.js writes: `self.__next_f.push([1,"<JSON string>"])`. */
export const RSC_OPEN = 'self.__next_f.push([1,"';
export const RSC_CLOSE = '"])';
/**
 * Quotes as character references in a `style=""` value, as an attribute's value decodes them (HTML "character
 * reference state"): `&quot;`, `&QUOT;`, `&apos;`, decimal and hexadecimal with any leading zeros (`&#0034;`,
 * `&#x22;`), and the forms without `;` that attributes still decode (`&quot` not followed by a letter, digit or `=`;
 * `&#34` not followed by a digit). Replaced by same-length text the CSS tokenizer reads.
 */
const QUOTE_REFERENCES =
  /&(?:(?:quot|QUOT)(?:;|(?![A-Za-z0-9=]))|apos;|#0*(?:34|39)(?![0-9]);?|#[xX]0*(?:22|27)(?![0-9A-Fa-f]);?)/g;

interface Range {
  start: number;
  end: number;
}

/**
 * Rebases one HTML page (issue 21 "HTML"): `href`, `src`, every `srcset`/`imagesrcset` candidate, `poster`,
 * `action`, `formaction`, `object data`, `<link href>` of every `rel` but `preconnect`/`dns-prefetch`, `<meta
 * http-equiv=refresh>`, `og:url`/`og:image`/`twitter:image` and kin, `url()` in `<style>` and `style=""`, and the
 * Next.js RSC payload in `self.__next_f.push` scripts, and the URL a `beforeInteractive` script's
 * `self.__next_s.push` names. Read with htmlparser2's `Tokenizer`, the tokenizer verification
 * uses (`verify/html.ts`); values are edited in place, by byte ranges, so every other byte is kept as it is.
 * A URL whose first characters are written as character references is left. `<base href="/">` becomes
 * `<base href="/docs/">` (a folder: relative URLs resolve under it).
 * @returns the rebased page, or undefined when nothing changed
 */
export function rebaseHtml(page: Buffer, base: BasePath): Buffer | undefined {
  const edits = htmlEdits(page, base);
  return edits.length > 0 ? applyEdits(page, edits) : undefined;
}

/**
 * The edits {@link rebaseHtml} makes, in byte offsets of the page: each one inside a URL as the page writes it, or,
 * in an RSC payload chunk, a text row's byte length.
 */
export function htmlEdits(page: Buffer, base: BasePath): Edit[] {
  const payload = rebaseRule(base, (text) => htmlEdits(text, base));
  return pageEdits(page, (raw, start, role) => urlEditAt(raw, start, base, role), base, undefined, payload);
}

/**
 * What a URL in a page is to a rule that treats places apart (the external-assets bundler, `external/`): `asset`
 * something the page loads (`src` but an iframe's, `poster`, `object data`, a `link` of a loading `rel`, `srcset`,
 * `use`/`image` `href`, `url()` in `style=""` and `<style>`); `stylesheet` an asset loaded as a stylesheet (a `link`
 * whose `rel` has `stylesheet`, a `preload` `as="style"`, an `@import` in `style=""` or `<style>`); `frame` an iframe's
 * `src`; `link` what a reader follows or a crawler reads (`a`/`area` `href`, other `link`s, `action`, a refresh, a URL
 * `meta`); `folder` `<base href>`.
 */
export type UrlPlace = 'asset' | 'stylesheet' | 'frame' | 'link' | 'folder';

/**
 * What a `link` says it loads (Fetch's destination, HTML "link type preload"): its `as` (`style`, `script`, `font`,
 * `image`) for a `preload`, `script` for a `modulepreload`, `style` for a `stylesheet`.
 */
export type LinkDestination = 'style' | 'script' | 'font' | 'image';

/**
 * The edit a rule makes to a URL as written (trimmed) at byte `start` of a page, or undefined to leave it.
 * `destination` is given for a `link`'s `href` and `imagesrcset` when the link says what it loads.
 */
export type PageUrlRule = (
  raw: string,
  start: number,
  role: UrlRole,
  place: UrlPlace,
  destination?: LinkDestination,
) => Edit | undefined;

/**
 * The edits `rule` makes to the URLs of a page's attributes, `style=""` values and `<style>` elements, found as
 * {@link htmlEdits} finds them (the one reader of URL positions in HTML); with `script`, the edits it makes to the
 * text of each inline script that runs ({@link scriptType}: no data block) and is no RSC payload chunk
 * (`self.__next_f.push`); with `payload`,
 * the edits that rule makes to the page's RSC payload (read across its chunks, `rsc.ts`).
 * @param script the edits to a script's text (a Latin-1 string of its bytes), at byte `offset` of the page
 */
export function pageUrlEdits(
  page: Buffer,
  rule: PageUrlRule,
  script?: (text: string, offset: number) => Edit[],
  payload?: PayloadRule,
): Edit[] {
  return pageEdits(page, rule, undefined, script, payload);
}

/**
 * {@link htmlEdits} with any rule; JSON-LD, Mintlify's base-path script and Next's `beforeInteractive` script pushes
 * (`next-script.ts`) only with `base` (the rebase's).
 */
function pageEdits(
  page: Buffer,
  rule: PageUrlRule,
  base: BasePath | undefined,
  script?: (text: string, offset: number) => Edit[],
  payload?: PayloadRule,
): Edit[] {
  // One byte per character: offsets are byte offsets, and HTML's syntax is ASCII.
  const html = page.toString('latin1');
  const edits: Edit[] = [];
  const rscBodies: ChunkBody[] = [];
  let tag = '';
  const attrs = new Map<string, Range>();
  let attrName: string | undefined;
  let valueStart = -1;
  let valueEnd = -1;
  /** `script` or `style` while inside one, with the range of its text. */
  let rawTag = '';
  let rawText: Range | undefined;

  const url = (
    range: Range | undefined,
    role: UrlRole = 'url',
    place: UrlPlace = 'asset',
    destination?: LinkDestination,
  ): void => {
    if (!range) return;
    const value = html.slice(range.start, range.end);
    const lead = value.length - value.trimStart().length;
    const edit = rule(value.trim(), range.start + lead, role, place, destination);
    if (edit) edits.push(edit);
  };
  const css = (text: string, offset: number): Edit[] =>
    cssUrlEdits(text, (raw, start, imported) => rule(raw, start, 'url', imported ? 'stylesheet' : 'asset'), offset);
  const value = (name: string): string => {
    const range = attrs.get(name);
    return range ? html.slice(range.start, range.end).trim().toLowerCase() : '';
  };

  const emit = (): void => {
    if (attrs.size === 0) return;
    const destination = tag === 'link' ? linkDestination(value('rel'), value('as')) : undefined;
    url(attrs.get('src'), 'url', tag === 'iframe' ? 'frame' : 'asset');
    url(attrs.get('poster'));
    url(attrs.get('action'), 'url', 'link');
    url(attrs.get('formaction'), 'url', 'link');
    if (tag === 'object') url(attrs.get('data'));
    if (HREF_TAGS.has(tag)) {
      const rels = tag === 'link' ? value('rel').split(/[\t\n\f\r ]+/) : [];
      let role: UrlRole = rels.includes('canonical') ? 'own-address' : 'url';
      if (tag === 'base') role = 'folder';
      let place: UrlPlace = tag === 'use' || tag === 'image' ? 'asset' : 'link';
      if (tag === 'link' && rels.some((rel) => LOADED_RELS.has(rel)))
        place = rels.includes('stylesheet') || destination === 'style' ? 'stylesheet' : 'asset';
      if (tag === 'base') place = 'folder';
      if (!rels.some((rel) => CONNECT_RELS.has(rel))) url(attrs.get('href'), role, place, destination);
      url(attrs.get('xlink:href'), 'url', place);
    }
    for (const name of ['srcset', 'imagesrcset']) {
      const range = attrs.get(name);
      if (!range) continue;
      for (const candidate of srcsetRanges(html.slice(range.start, range.end)))
        url({ start: range.start + candidate.start, end: range.start + candidate.end }, 'url', 'asset', destination);
    }
    const style = attrs.get('style');
    if (style) {
      const text = html
        .slice(style.start, style.end)
        .replace(QUOTE_REFERENCES, (ref) => ' '.repeat(ref.length - 1) + '"');
      edits.push(...css(text, style.start));
    }
    if (tag === 'meta') metaEdits();
  };

  const metaEdits = (): void => {
    const content = attrs.get('content');
    if (!content) return;
    if (value('http-equiv') === 'refresh') {
      // `5; url=/next` (HTML "shared declarative refresh steps"): the URL follows `url=`, maybe quoted.
      const text = html.slice(content.start, content.end);
      const m = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)/i.exec(text);
      if (m && m[0].length < text.length) {
        const rest = text.slice(m[0].length);
        const end = m[1] ? rest.indexOf(m[1]) : rest.length;
        const at = content.start + m[0].length;
        url({ start: at, end: at + (end < 0 ? rest.length : end) }, 'url', 'link');
      }
    } else if (URL_METAS.has(value('property')) || URL_METAS.has(value('name'))) {
      const own = OWN_ADDRESS_METAS.has(value('property')) || OWN_ADDRESS_METAS.has(value('name'));
      url(content, own ? 'own-address' : 'url', 'link');
    } else if (LOADED_METAS.has(value('name'))) url(content, 'url', 'asset');
  };

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      if (attrs.size > 0) attrs.clear();
      const named = NAMED_TAG_KEYS.has((end - start) * 128 + (html.charCodeAt(start) | 32));
      tag = named ? html.slice(start, end).toLowerCase() : '';
    },
    onattribname(start, end) {
      attrName = undefined;
      valueStart = -1;
      if (!READ_KEYS.has((end - start) * 128 + (html.charCodeAt(start) | 32))) return;
      const name = html.slice(start, end).toLowerCase();
      if (READ.has(name) && !attrs.has(name)) attrName = name;
    },
    onattribdata(start, end) {
      if (!attrName) return;
      if (valueStart < 0) valueStart = start;
      valueEnd = end;
    },
    onattribentity() {},
    onattribend(_quote, endIndex) {
      if (attrName)
        attrs.set(attrName, valueStart < 0 ? { start: endIndex, end: endIndex } : { start: valueStart, end: valueEnd });
      attrName = undefined;
    },
    onopentagend() {
      emit();
      if ((tag === 'script' && !attrs.has('src')) || tag === 'style') {
        const type = tag === 'script' ? scriptType(value('type')) : 'script';
        rawTag = { script: tag, data: 'data', 'application/ld+json': 'json-ld' }[type];
        rawText = undefined;
      }
    },
    onselfclosingtag() {
      emit();
    },
    ontext(start, end) {
      if (!rawTag) return;
      if (rawText) rawText.end = end;
      else rawText = { start, end };
    },
    onclosetag() {
      if (rawTag && rawText) {
        if (rawTag === 'style') edits.push(...css(html.slice(rawText.start, rawText.end), rawText.start));
        // JSON-LD and the RSC payload are the rebase's own.
        else if (base && rawTag === 'json-ld')
          edits.push(...jsonLdEdits(html.slice(rawText.start, rawText.end), base, rawText.start));
        else if (
          rawTag === 'script' &&
          html.startsWith(RSC_OPEN, rawText.start) &&
          html.endsWith(RSC_CLOSE, rawText.end)
        ) {
          if (payload) rscBodies.push({ start: rawText.start + RSC_OPEN.length, end: rawText.end - RSC_CLOSE.length });
        } else if (rawTag !== 'data') {
          const text = html.slice(rawText.start, rawText.end);
          if (base) edits.push(...basePathScriptEdits(text, base, rawText.start));
          if (base) edits.push(...nextScriptEdits(text, base, rawText.start));
          if (script && rawTag === 'script') edits.push(...script(text, rawText.start));
        }
      }
      rawTag = '';
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onprocessinginstruction() {},
    ontextentity() {},
  };
  const tokenizer = new Tokenizer({ decodeEntities: false }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  if (payload && rscBodies.length > 0) edits.push(...rscChunkEdits(html, rscBodies, payload));
  return edits;
}

/** JavaScript MIME type essences (WHATWG MIME Sniffing §4.6): each makes a `<script>` run as a classic script. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * What a `<script>`'s `type` makes of its text (HTML "prepare the script element"): `script` when it runs (no `type`,
 * an empty one, a JavaScript MIME type or `module`), `application/ld+json` for JSON-LD, `data` for any other data
 * block (`text/plain`, `application/json`, a template), which browsers never run and no rule rewrites: one rule for the
 * base-path rebase and the asset bundler alike.
 */
export function scriptType(type: string | undefined): 'script' | 'application/ld+json' | 'data' {
  const essence = (type ?? '').split(';')[0]!.trim().toLowerCase();
  if (essence === '' || essence === 'module' || JAVASCRIPT_TYPES.has(essence)) return 'script';
  return essence === 'application/ld+json' ? essence : 'data';
}

/** What a `link` with these `rel` and `as` values says it loads ({@link LinkDestination}), when it says. */
function linkDestination(rel: string, as: string): LinkDestination | undefined {
  const rels = rel.split(/[\t\n\f\r ]+/);
  if (rels.includes('stylesheet')) return 'style';
  if (rels.includes('modulepreload')) return 'script';
  if (!rels.includes('preload')) return undefined;
  return as === 'style' || as === 'script' || as === 'font' || as === 'image' ? as : undefined;
}
