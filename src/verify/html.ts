import { decodeHTMLAttribute } from 'entities';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { cssUrls } from './css.ts';
import { srcsetUrls } from './srcset.ts';

/**
 * What a reference is for, which decides its check and severity (issue "What it checks"):
 * `link` an `a`/`area` `href`; `asset` anything the page loads; `canonical` `link rel=canonical` and
 * `og:url`; `social-image` `og:image`/`twitter:image`; `external` an origin the page only connects to
 * (`preconnect`, `dns-prefetch`); `alternate` a `link rel=alternate` (a Markdown copy, a sitemap, a translation),
 * which readers do not follow.
 */
export type RefKind = 'link' | 'asset' | 'canonical' | 'social-image' | 'external' | 'alternate';

/**
 * Receives what a page holds, in document order. Strings may be slices of the page: `copy()` any
 * string kept beyond the call.
 */
export interface HtmlSink {
  ref(kind: RefKind, raw: string): void;
  /** An `id`, or the `name` of an `a`: a fragment target (U+0000 replaced by U+FFFD, as the HTML parser does). */
  anchor(name: string): void;
  /** The first `<base href>`. */
  base(href: string): void;
}

/** Attributes materialised per tag; every other tag only has its `id` read. */
const URL_TAGS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      ['a', ['href', 'name']],
      ['area', ['href']],
      ['img', ['src', 'srcset']],
      ['source', ['src', 'srcset']],
      ['link', ['rel', 'href', 'imagesrcset']],
      ['script', ['src']],
      ['video', ['src', 'poster']],
      ['audio', ['src']],
      ['track', ['src']],
      ['iframe', ['src']],
      ['embed', ['src']],
      ['object', ['data']],
      ['use', ['href', 'xlink:href']],
      ['image', ['href', 'xlink:href']],
      ['meta', ['property', 'name', 'content', 'http-equiv']],
      ['base', ['href']],
    ] as const
  ).map(([tag, names]) => [tag, new Set<string>([...names, 'id', 'style'])]),
);

/** First letters (lower case) of `URL_TAGS`' names, to rule most tags out before copying their names. */
const URL_TAG_INITIALS = new Set([...URL_TAGS.keys()].map((tag) => tag.charCodeAt(0)));
const LONGEST_URL_TAG = Math.max(...[...URL_TAGS.keys()].map((tag) => tag.length));

const NON_ASCII = /[\u0080-\uffff]/;
/** Bytes per chunk fed to the Tokenizer: well below V8's large-object size (128 KiB). */
const CHUNK_BYTES = 32 * 1024;

/** Elements whose references are plain attributes: (kind, attribute) pairs. */
const PLAIN_REFS: Record<'area' | 'video' | 'object', [RefKind, string][]> = {
  area: [['link', 'href']],
  video: [
    ['asset', 'src'],
    ['asset', 'poster'],
  ],
  object: [['asset', 'data']],
};

/** `link rel` values whose `href` the page loads. */
const LOADED_RELS = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'icon',
  'shortcut',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
  'prefetch',
]);
/** `link rel` values that only name an origin to connect to. */
const CONNECT_RELS = new Set(['preconnect', 'dns-prefetch']);

/**
 * Reads one HTML page with htmlparser2's `Tokenizer` (no tree is built) and reports its references
 * and fragment targets. The first of duplicate attributes wins, as in browsers; character references in
 * kept values are decoded (`entities`' attribute rules); `<template>` and `<noscript>` content is read like the rest.
 */
export function scanHtml(page: Buffer | string, sink: HtmlSink): void {
  // Bytes are read as Latin-1: one byte per character keeps the string compact and the decoding cheap,
  // and HTML's syntax is ASCII. Values kept are turned back into UTF-8 text below (`text`).
  // Fed in chunks: a whole page as one string would be a large object that V8 promotes and frees only
  // in a full collection, so garbage pages would pile up; chunks die young.
  const bytes = typeof page !== 'string';
  let previous = '';
  let previousStart = 0;
  let current = '';
  let currentStart = 0;
  /** The page's characters [start, end): the Tokenizer's offsets are absolute; a name may straddle two chunks. */
  const slice = (start: number, end: number): string => {
    if (start >= currentStart) return current.slice(start - currentStart, end - currentStart);
    if (start < previousStart) return '';
    if (end <= currentStart) return previous.slice(start - previousStart, end - previousStart);
    return previous.slice(start - previousStart) + current.slice(0, end - currentStart);
  };
  const codeAt = (index: number): number =>
    index >= currentStart ? current.charCodeAt(index - currentStart) : previous.charCodeAt(index - previousStart);
  const text = (value: string): string =>
    bytes && NON_ASCII.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value;
  let tag = '';
  let wanted: ReadonlySet<string> | undefined;
  const attrs = new Map<string, string>();
  let attrName: string | undefined;
  let value = '';
  let sawBase = false;
  /** Inside a `<style>` element: its text, whose `url()`s are read at `</style>`. */
  let inStyle = false;
  let styleText = '';

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      // Map.clear() allocates a new table even when empty: most tags have nothing kept.
      if (attrs.size > 0) attrs.clear();
      const length = end - start;
      const initial = codeAt(start) | 32;
      if (length > LONGEST_URL_TAG || (length === 1 && initial !== 97) || !URL_TAG_INITIALS.has(initial)) {
        tag = '';
        wanted = undefined;
        return;
      }
      tag = slice(start, end).toLowerCase();
      wanted = URL_TAGS.get(tag);
    },
    onattribname(start, end) {
      if (wanted) {
        const name = slice(start, end).toLowerCase();
        attrName = wanted.has(name) && !attrs.has(name) ? name : undefined;
      } else {
        // Only `id` and `style` matter on other tags: compare in place rather than copy every attribute name.
        const length = end - start;
        const initial = codeAt(start) | 32;
        let name: string | undefined;
        if (length === 2 && initial === 105 && (codeAt(start + 1) | 32) === 100) name = 'id';
        else if (length === 5 && initial === 115 && slice(start, end).toLowerCase() === 'style') name = 'style';
        attrName = name !== undefined && !attrs.has(name) ? name : undefined;
      }
      value = '';
    },
    onattribdata(start, end) {
      if (attrName) value += slice(start, end);
    },
    onattribentity() {},
    onattribend() {
      // Entities are decoded here, only in the values kept, as the HTML standard decodes attribute values.
      if (attrName) attrs.set(attrName, value.includes('&') ? decodeHTMLAttribute(text(value)) : text(value));
      attrName = undefined;
    },
    onopentagend() {
      emit();
      if (tag === 'style') {
        inStyle = true;
        styleText = '';
      }
    },
    onselfclosingtag() {
      emit();
    },
    onclosetag() {
      if (!inStyle) return;
      // Raw text: the only end tag the tokenizer reports inside <style> is </style>.
      inStyle = false;
      refCss(text(styleText));
      styleText = '';
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onprocessinginstruction() {},
    ontext(start, end) {
      if (inStyle) styleText += slice(start, end);
    },
    ontextentity() {},
  };

  const refCss = (css: string): void => {
    for (const url of cssUrls(css)) sink.ref('asset', url);
  };

  const emit = (): void => {
    if (attrs.size === 0) return;
    const id = attrs.get('id');
    if (id) sink.anchor(anchorName(id));
    const style = attrs.get('style');
    if (style) refCss(style);
    if (wanted) emitUrls();
  };

  const emitUrls = (): void => {
    const get = (name: string): string | undefined => {
      const v = attrs.get(name);
      return v === undefined ? undefined : v.trim();
    };
    const refSrcset = (name: string): void => {
      const v = attrs.get(name);
      if (v) for (const url of srcsetUrls(v)) sink.ref('asset', url);
    };
    const ref = (kind: RefKind, name: string): void => {
      const v = get(name);
      if (v !== undefined) sink.ref(kind, v);
    };
    switch (tag) {
      case 'a':
        if (attrs.has('name')) sink.anchor(anchorName(attrs.get('name')!));
        ref('link', 'href');
        return;
      case 'img':
      case 'source':
        ref('asset', 'src');
        refSrcset('srcset');
        return;
      case 'link': {
        const rels = (get('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
        if (rels.includes('canonical')) ref('canonical', 'href');
        else if (rels.some((r) => LOADED_RELS.has(r))) ref('asset', 'href');
        else if (rels.some((r) => CONNECT_RELS.has(r))) ref('external', 'href');
        else if (rels.includes('alternate')) ref('alternate', 'href');
        refSrcset('imagesrcset');
        return;
      }
      case 'area':
      case 'video':
      case 'object':
        for (const [kind, attribute] of PLAIN_REFS[tag]) ref(kind, attribute);
        return;
      case 'use':
      case 'image':
        if (attrs.has('href')) ref('asset', 'href');
        else ref('asset', 'xlink:href');
        return;
      case 'meta': {
        if ((get('http-equiv') ?? '').toLowerCase() === 'refresh') {
          const url = refreshUrl(attrs.get('content') ?? '');
          if (url !== undefined) sink.ref('link', url);
          return;
        }
        const property = (get('property') ?? get('name') ?? '').toLowerCase();
        if (property === 'og:url') ref('canonical', 'content');
        else if (property === 'og:image' || property === 'twitter:image') ref('social-image', 'content');
        return;
      }
      case 'base': {
        const href = get('href');
        if (href !== undefined && !sawBase) {
          sawBase = true;
          sink.base(href);
        }
        return;
      }
      default:
        ref('asset', 'src');
    }
  };

  // Without entity decoding the tokenizer skips through text and attribute values with indexOf-like
  // loops instead of visiting every character: most of a page is text this check never reads.
  const tokenizer = new Tokenizer({ decodeEntities: false }, callbacks);
  const write = (chunk: string): void => {
    previous = current;
    previousStart = currentStart;
    currentStart += current.length;
    current = chunk;
    tokenizer.write(chunk);
  };
  if (!bytes) write(page);
  else
    for (let at = 0; at < page.length; at += CHUNK_BYTES)
      write(page.toString('latin1', at, Math.min(page.length, at + CHUNK_BYTES)));
  tokenizer.end();
}

/** An `id` or `a name` as the HTML parser stores it: U+0000 becomes U+FFFD, so no fragment can contain it. */
function anchorName(value: string): string {
  return value.includes('\u0000') ? value.replaceAll('\u0000', '\ufffd') : value;
}

const WHITESPACE = /[\t\n\f\r ]/;

/**
 * The URL of a `<meta http-equiv=refresh content="…">`, parsed as the HTML standard's "shared declarative
 * refresh steps" do (`0; url='/x'`, `5,/x`, `0;URL = "x"`), or undefined when it names none (`30`) or is invalid.
 */
export function refreshUrl(content: string): string | undefined {
  let at = 0;
  const skipSpace = (): void => {
    while (at < content.length && WHITESPACE.test(content[at]!)) at++;
  };
  skipSpace();
  const timeStart = at;
  while (at < content.length && content[at]! >= '0' && content[at]! <= '9') at++;
  if (at === timeStart && content[at] !== '.') return undefined;
  while (at < content.length && ((content[at]! >= '0' && content[at]! <= '9') || content[at] === '.')) at++;
  if (at >= content.length) return undefined;
  if (!/[;,\t\n\f\r ]/.test(content[at]!)) return undefined;
  skipSpace();
  if (content[at] === ';' || content[at] === ',') at++;
  skipSpace();
  if (at >= content.length) return undefined;
  // "url =", letter by letter: a partial prefix is left consumed, as the standard's steps do.
  let prefixed = true;
  for (const letter of 'url') {
    if ((content[at] ?? '').toLowerCase() !== letter) {
      prefixed = false;
      break;
    }
    at++;
  }
  if (prefixed) {
    skipSpace();
    if (content[at] === '=') {
      at++;
      skipSpace();
    }
  }
  const quote = content[at] === '"' || content[at] === "'" ? content[at]! : '';
  if (quote) at++;
  let url = content.slice(at);
  if (quote && url.includes(quote)) url = url.slice(0, url.indexOf(quote));
  url = url.trim();
  return url === '' ? undefined : url;
}

/**
 * A flat copy of a string: V8 keeps a slice (or a cons-string built from slices) pointing at the whole
 * page, so a kept value would keep every page it came from alive.
 */
export function copy(text: string): string {
  return text.length <= 12 ? (' ' + text).slice(1) : Buffer.from(text, 'utf8').toString('utf8');
}
