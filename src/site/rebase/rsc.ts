import { isAscii } from 'node:buffer';
import { srcsetRanges } from '../../web/srcset.ts';
import {
  escapeJson,
  escapedCursor,
  escapedOffsets,
  jsonString,
  member,
  pageJsonString,
  parseJson,
  type JsonNode,
  type PageString,
} from '../../web/json-offsets.ts';
import { pageEncoding } from '../../web/charset.ts';
import { advanceBytes, utf8Offsets, utf8View } from '../../web/offsets.ts';
import { cssEdits, cssUrlsIn } from './rebase-css.ts';
import { CONNECT_RELS, HREF_TAGS, LOADED_RELS, OWN_ADDRESS_METAS, URL_METAS } from '../../web/url-places.ts';
import { jsonLdEdits } from './rebase-json-ld.ts';
import { basePathScript, basePathScriptEdits } from './base-path-script.ts';
import { nextScriptEdits, nextScriptUrl } from './next-script.ts';
import { isCompiledMdx, mdxEdits, mdxUrlMembers } from './rebase-mdx.ts';
import { rebaseUrl, type BasePath, type Edit, type UrlEdit, type UrlRole } from './rebase-url.ts';

/** A change to a payload, in its own offsets (UTF-16 units): replace `[start, end)` with `text`. */
export interface StreamEdit {
  start: number;
  end: number;
  text: string;
}

/** The edits that rebase an HTML page's bytes (`rebase-html.ts`, passed in: it rebases the payloads of its pages). */
export type HtmlEdits = (page: Buffer) => Edit[];

/**
 * What a URL of a payload is, by the element that names it: `asset` a tag's prop the browser loads (`src` but an
 * iframe's, `poster`, `object data`, `use`/`image` `href`, a `link` of a loading `rel`, a `srcSet` candidate, a
 * hint row's URL); `stylesheet` such a `link` whose `rel` has `stylesheet`, or a `:HS` hint; `link` a tag's URL that
 * is followed or read, not loaded (`a`/`area`/other `link` `href`, `base`, an iframe's `src`, `action`, a URL
 * `meta`); `component` a client component's URL prop (`next/link`'s `href`, `src`: what it does is its code's);
 * `data` a member of a component's object prop that names a root-absolute path; `chunk` a client reference row's
 * chunk.
 */
export type PayloadPlace = 'asset' | 'stylesheet' | 'link' | 'component' | 'data' | 'chunk';

/**
 * What a payload's URLs become: the rebase's rule ({@link rebaseRule}) or another's (the external-assets bundler's,
 * `external/rules.ts`), applied by the one reader of payloads ({@link rscStreamEdits}).
 */
export interface PayloadRule {
  /** The edit of a URL (its JSON string's text, white space trimmed) in a place, or undefined to leave it. */
  url(value: string, role: UrlRole, place: PayloadPlace): UrlEdit | undefined;
  /** The edits of text React inserts as it is ({@link MarkupKind}), as UTF-8 bytes, in byte offsets of `bytes`. */
  markup(bytes: Buffer, kind: MarkupKind): Edit[];
  /**
   * Told when a row cannot be read as JSON, or a page's chunk cannot be mapped to its bytes (a multi-byte charset other
   * than UTF-8), and is left as it is.
   */
  unreadable?(): void;
}

/**
 * The rebase's payload rule: every URL position but a `data` member that names no file of the site (`base.has`) gets
 * the base path ({@link rebaseUrl}); inserted markup is rebased by its kind, HTML by `htmlEdits`. A tag's `style`
 * prop is rebased as the page's `style=""` is (`rebase-css.ts`), so that the page and its payload name the same URLs:
 * React re-renders from the payload where they differ, and client navigation renders from it alone (issue 37).
 */
export function rebaseRule(base: BasePath, htmlEdits: HtmlEdits): PayloadRule {
  return {
    url: (value, role, place) => (place === 'data' && !base.has?.(value) ? undefined : rebaseUrl(value, base, role)),
    markup: (bytes, kind) => MARKUP_EDITS[kind](bytes, base, htmlEdits),
    unreadable: () => base.unreadable?.(),
  };
}

/** Length-prefixed row tags of React 19's Flight protocol: text (`T`) and the binary kinds, read by byte count. */
const LENGTH_TAG = /[TAOoUSsLlGgMmVb]([0-9a-fA-F]+),/y;
const ROW_ID = /[0-9a-fA-F]*:/y;
/** A reference to another row (`"$5"`); a string that starts with `$` is written `$$…` (React's Flight server). */
const ROW_REFERENCE = /^\$(?:L)?([0-9a-fA-F]+)$/;
/** A model string that is another row's value (`"$1f"`: a text row's, for a long string); `"$L1f"` is an element. */
const TEXT_REFERENCE = /^\$([0-9a-fA-F]+)$/;

/** A style prop's value that may hold a URL (most are lengths and colours: not read). */
const STYLE_URL = /url\(|image-set\(/i;
/** Props that hold a URL on any element. */
const URL_PROPS = new Set(['src', 'poster', 'action', 'formAction']);
const SRCSET_PROPS = new Set(['srcSet', 'imageSrcSet']);
/** Props of a client component taken for links: `next/link`'s `href`, and the same names as on elements. */
const COMPONENT_URL_PROPS = new Set(['href', ...URL_PROPS]);
/**
 * Members of a client component's object props that its client renders as links or images when they name the site's
 * own files (issue 37 item 3): Mintlify's docs configuration (navigation `href`s, the logo's `light`, `dark` and
 * `href`, the `favicon`).
 */
const DATA_URL_KEYS = new Set(['href', 'src', 'light', 'dark', 'favicon']);

/**
 * The edits that rebase a React Server Components payload as Next.js writes it (issue 21 "Next.js", issue 29 item 5):
 * a stream of rows `<hex id>:<json>\n`, hint rows `:H<code><json>\n`, and length-prefixed rows
 * `<hex id>:T<hex byte length>,<text>` with no terminator. Only what the browser or the router follows is rebased,
 * as Next's own `basePath` build has it; text and data are kept:
 * - the URL props of React elements `["$", type, key, props]`: of a tag (`href` of `a`/`area`/`link`/`base`/`use`/
 *   `image` but `preconnect`/`dns-prefetch` links, `src`, `srcSet`, `imageSrcSet`, `poster`, `action`,
 *   `formAction`, `object data`, `xlinkHref`, `content` of `og:url`/`og:image`/`twitter:image` metas), and of a client
 *   component (`href`, `src`, `poster`, `action`, `formAction`, srcsets; the `src` member of a static image import):
 *   production builds name client components by module number only, so `next/link` cannot be told from Mintlify's
 *   link components, which take the same props. A value of 1,024 UTF-16 units or more (a signed srcset) is in the text
 *   row the prop references (`"srcSet":"$1"`, issue 44 item 2): that row is edited as the prop would be, and its length
 *   recomputed; a text row referenced from any other prop (`children`) is text, and stays;
 * - the links a client renders from data (issue 37 item 3): in a client component's object props, at any depth, the
 *   `href`, `src`, `light`, `dark` and `favicon` members that name a file or page the site has (`base.has`), as
 *   Mintlify's docs configuration holds its navigation, logo and favicon. Any other member, and a URL the site does
 *   not have (an API response's `{"href":"/orders/1"}` shown on the page), is data and stays;
 * - compiled MDX passed to a client component (`rebase-mdx.ts`): the `href:`/`src:` (and `poster:`, `srcSet:`,
 *   an `<object>`'s `data:`) members of its JSX props,
 *   outside its string literals, so a code block's text stays;
 * - HTML that React inserts as HTML (`dangerouslySetInnerHTML.__html`), the CSS of a `style` element and the `url()`s
 *   of a tag's `style` prop (`{"maskImage":"url(\"/icons/x.svg\")"}`, read as the page's `style=""` is), inline or in
 *   the text row they reference (`"$<id>"`, a style value of 1,024 UTF-16 units or more included: `"backgroundImage":
 *   "$2"`): only these text rows are read, as markup, and their length is then
 *   recomputed in UTF-8 bytes (React reads exactly that many bytes: a stale length breaks hydration);
 * - the chunk URLs of client reference rows (`I[…]`), which Turbopack writes root-absolute (issue 37);
 * - the target of `redirect()`/`permanentRedirect()` in an error row's digest (`E{"digest":"NEXT_REDIRECT;replace;
 *   /x;307;"}`): a static export has no other trace of it, and the client's router navigates to it;
 * - the hints of React's Flight client (`dispatchHint` in `react-server-dom-webpack`): `:HL` preload `[href, as,
 *   options?]` with `options.imageSrcSet`, `:HS` stylesheet, `:HX` script, `:HM` module script and `:Hm` module
 *   preload (each a URL string or `[url, …]`); `:HD`/`:HC` only name origins.
 * Edits are made where the characters are written: escapes and every other character are kept.
 * The same reader serves another rule (`rule`): the external-assets bundler's, which tells the places apart
 * ({@link PayloadPlace}).
 * @param s the payload, decoded
 * @param rule what each URL and each inserted markup becomes ({@link rebaseRule} for the rebase)
 * @returns the edits, sorted, none overlapping
 */
export function rscStreamEdits(s: string, rule: PayloadRule, found?: Found): StreamEdit[] {
  const edits: StreamEdit[] = [];
  const textRows = new Map<string, { start: number; end: number; header: number }>();
  const jsonRows: { start: number; end: number }[] = [];
  const imports = new Set<string>();
  rscRows(s, (row) => {
    const tag = s[row.at];
    if (row.text !== undefined) {
      if (tag === 'T') textRows.set(row.id!, { start: row.text, end: row.end, header: row.at + 1 });
    } else if (row.id !== undefined && tag === 'I') {
      imports.add(row.id);
      moduleRowEdits(s, readRow(s, row.at + 1, row.end, rule), rule, edits, found);
    } else if (row.id !== undefined && tag === 'H')
      hintEdits(s, s[row.at + 1]!, readRow(s, row.at + 2, row.end, rule), rule, edits, found);
    else if (row.id !== undefined && tag === 'E')
      redirectEdits(s, readRow(s, row.at + 1, row.end, rule), rule, edits, found);
    else if (row.id !== undefined && '[{"'.includes(tag!)) jsonRows.push({ start: row.at, end: row.end });
  });
  const markup = new Map<string, MarkupKind>();
  const urlRows = new Map<string, UrlRow>();
  const context: Walk = { s, rule, edits, imports, markup, urlRows, found };
  for (const row of jsonRows) {
    const node = readRow(s, row.start, row.end, rule);
    if (node) walk(node, context);
  }
  // A row a URL prop references is not compiled MDX, which is only a guess (from a component's prop).
  for (const [id, kind] of markup) if (kind === 'mdx' && urlRows.has(id)) markup.delete(id);
  for (const [id, kind] of markup) {
    const row = textRows.get(id);
    if (!row) continue;
    if (found) {
      foundIn(s.slice(row.start, row.end), kind, found);
      continue;
    }
    textRowEdits(s, row, markupEdits(s.slice(row.start, row.end), kind, context), edits);
  }
  for (const [id, url] of urlRows) {
    const row = textRows.get(id);
    // A row read as markup is edited once, as markup.
    if (!row || markup.has(id)) continue;
    const text = s.slice(row.start, row.end);
    if (found) foundInUrlRow(text, url, found);
    else textRowEdits(s, row, urlRowEdits(text, url, rule), edits);
  }
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Adds the edits of a text row's content (`inner`, in the content's own offsets) to `edits`, and the edit of its
 * header's byte length when any: React's Flight client reads exactly that many UTF-8 bytes, so a stale length breaks
 * hydration and every later row.
 * @param row where the content starts and ends, and where its hex length starts (`header`), in `s`
 */
function textRowEdits(
  s: string,
  row: { start: number; end: number; header: number },
  inner: StreamEdit[],
  edits: StreamEdit[],
): void {
  if (inner.length === 0) return;
  let length = Buffer.byteLength(s.slice(row.start, row.end), 'utf8');
  for (const edit of inner) {
    const start = row.start + edit.start;
    const end = row.start + edit.end;
    edits.push({ start, end, text: edit.text });
    length += Buffer.byteLength(edit.text, 'utf8') - Buffer.byteLength(s.slice(start, end), 'utf8');
  }
  edits.push({ start: row.header, end: row.start - 1, text: length.toString(16) });
}

/**
 * A text row that a URL prop references (`"srcSet":"$1"`): React's Flight server moves a string of 1,024 UTF-16 units
 * or more into a text row (`1:T<hex byte length>,<text>`, no terminator), and the prop's value is then the row's
 * text, read as the prop is (issue 44 item 2). `srcset` a srcset's candidates, else one URL; `place` and `role` as
 * the prop's; `kind` what reading ({@link rscUrls}) tells `found` of its URLs: what the client loads (`asset`) or its
 * router navigates to (`link`), or null when it is neither.
 */
interface UrlRow {
  srcset: boolean;
  place: PayloadPlace;
  role: UrlRole;
  kind: 'link' | 'asset' | null;
}

/** The edits of a text row a URL prop references ({@link UrlRow}), in the row's own offsets, as the prop's would be. */
function urlRowEdits(text: string, url: UrlRow, rule: PayloadRule): StreamEdit[] {
  const ranges = url.srcset ? srcsetRanges(text) : [{ start: text.length - text.trimStart().length, end: text.length }];
  const out: StreamEdit[] = [];
  for (const range of ranges) {
    const edit = rule.url(text.slice(range.start, range.end), url.role, url.place);
    if (edit) out.push({ start: range.start + edit.at, end: range.start + edit.at + edit.remove, text: edit.insert });
  }
  return out;
}

/** Reading ({@link rscUrls}): tells `found` of the URLs of a text row a URL prop references. */
function foundInUrlRow(text: string, url: UrlRow, found: Found): void {
  if (!url.kind) return;
  const urls = url.srcset ? srcsetRanges(text).map((range) => text.slice(range.start, range.end)) : [text];
  for (const value of urls) if (value.trim()) found(value.trim(), url.kind);
}

/**
 * One row of a payload (see {@link rscStreamEdits}). `start` is its first character, `at` its tag's (after `<id>:`),
 * `end` the end of its content (its newline, or the payload's end); `id` the row's id in lower case (`''` for a hint
 * row, which has none), undefined when the row does not start with `<id>:`; `text`, for a length-prefixed row, where
 * its content starts (it ends after that many UTF-8 bytes, with no newline).
 */
export interface RscRow {
  start: number;
  at: number;
  end: number;
  id?: string;
  text?: number;
}

/** Calls `visit` with each row of a payload, in order: the one reader of its row boundaries. */
export function rscRows(s: string, visit: (row: RscRow) => void): void {
  let i = 0;
  while (i < s.length) {
    ROW_ID.lastIndex = i;
    const id = ROW_ID.exec(s);
    const at = id ? i + id[0].length : i;
    const key = id?.[0].slice(0, -1).toLowerCase();
    if (id) {
      LENGTH_TAG.lastIndex = at;
      const tagged = LENGTH_TAG.exec(s);
      if (tagged) {
        const text = LENGTH_TAG.lastIndex;
        const end = advanceBytes(s, text, parseInt(tagged[1]!, 16));
        visit({ start: i, at, end, id: key, text });
        i = end;
        continue;
      }
    }
    const newline = s.indexOf('\n', i);
    const end = newline < 0 ? s.length : newline;
    visit({ start: i, at, end, id: key });
    i = end + 1;
  }
}

/**
 * A row's JSON; undefined, and `rule.unreadable` told, when it cannot be read (an invalid escape, nesting deeper than
 * `MAX_JSON_DEPTH`): the row is then left as it is, and verification skips it, rather than failing the step.
 */
function readRow(s: string, start: number, end: number, rule: PayloadRule): JsonNode | undefined {
  const node = parseJson(s, start, end);
  if (!node) rule.unreadable?.();
  return node;
}

/** What walking a payload's JSON rows needs and gathers. */
interface Walk {
  s: string;
  rule: PayloadRule;
  edits: StreamEdit[];
  /** Ids of the client reference rows (`I[…]`). */
  imports: Set<string>;
  /** Text rows to read as markup, by id. */
  markup: Map<string, MarkupKind>;
  /**
   * Text rows that URL props reference, by id: present when walking the model's rows, whose strings React's Flight
   * server writes with a `$` escape and references (hint, module and error rows are plain JSON).
   */
  urlRows?: Map<string, UrlRow>;
  /** Reading, not rebasing ({@link rscUrls}): told of each URL the client follows, and no edit is made. */
  found?: Found;
}

/**
 * What a URL of a payload is to the client: `link` a link its router navigates to (a client component's `href`, a
 * compiled MDX `href:`); `asset` a file it loads (a chunk, a hinted resource, a compiled MDX `src:`, a `url()` of a
 * tag's `style` prop); `data-link` and `data-asset` a member of a client component's object prop at a key the rebase
 * reads as a URL (`href`, and `src`, `light`, `dark`, `favicon`), which is a link or an asset only when it names a
 * file or page of the site (the rebase's `BasePath.has`, `site-paths.ts`), else data; `expression` a compiled MDX
 * `href:`/`src:` of a `_jsx` call's props written as a template literal with a `${…}` (issue 44 item 3), a URL built
 * when the page runs, which the rebase leaves: the member as written (`` href:`/tree/${e.slug}` ``), not a URL.
 */
export type FoundKind = 'link' | 'asset' | 'data-link' | 'data-asset' | 'expression';

/** Told of a URL of a payload that the client follows ({@link FoundKind}), trimmed. */
export type Found = (url: string, kind: FoundKind) => void;

/**
 * The URLs a payload makes the client follow (issue 37 item 5), read where the rebase writes, for verification:
 * client components' links (`next/link`'s `href`: client navigation, which fetches the target's `.txt`), the data
 * members the rebase reads as URLs when the site has them (a sidebar rendered from the docs configuration), compiled
 * MDX's `href:`/`src:` members and what else its elements load (`poster:`, `srcSet:` candidates, an `<object>`'s
 * `data:`; those built from a `${…}` as an `expression`), a `redirect()`'s target (a link), the
 * chunks of client reference rows (`I[…]`, what a Turbopack build loads), the URLs of resource hints (chunks, CSS,
 * fonts) and the `url()`s of tags' `style` props (what React renders after hydration and on client navigation; the
 * rebase writes them). Tags' other props are left out: React renders them into the page's HTML, where they are read;
 * but the URLs of a text row that a prop references (issue 44 item 2) are reported, what it loads as an `asset` and a
 * component's `href` as a `link`, as nothing else checks the row that client navigation renders from (a `.txt`
 * payload's, or one the rebase did not reach).
 * @param s the payload, decoded
 * @param unreadable told of each row that cannot be read (not JSON, too deep): what it names is not reported
 */
export function rscUrls(s: string, found: Found, unreadable?: () => void): void {
  rscStreamEdits(
    s,
    rebaseRule({ prefix: '', origins: [], unreadable }, () => []),
    found,
  );
}

/** Finds the React elements in a JSON value (a `["$", …]` array is always one: Flight writes a `$` string `$$`). */
function walk(node: JsonNode, w: Walk): void {
  if (node.kind === 'array') {
    const [, type, , props] = node.items;
    if (isElement(node, w.s)) element(jsonString(w.s, type as { start: number; end: number }), props, w);
    for (const item of node.items) walk(item, w);
  } else if (node.kind === 'object') for (const value of node.values) walk(value, w);
}

/** Whether an array is a React element `["$", type, key, props]`. */
function isElement(node: { kind: 'array'; items: JsonNode[] }, s: string): boolean {
  const [dollar, type] = node.items;
  return (
    dollar?.kind === 'string' && dollar.end - dollar.start === 1 && s[dollar.start] === '$' && type?.kind === 'string'
  );
}

/**
 * The links in a client component's prop that is data (see {@link rscStreamEdits}): members at {@link DATA_URL_KEYS}
 * that name the site's own files, and compiled MDX. Elements inside are left to {@link walk}.
 */
function dataEdits(node: JsonNode, w: Walk, key = ''): void {
  if (node.kind === 'array') {
    if (!isElement(node, w.s)) for (const item of node.items) dataEdits(item, w);
  } else if (node.kind === 'object') node.keys.forEach((k, n) => dataEdits(node.values[n]!, w, k));
  else if (node.kind === 'string') {
    if (DATA_URL_KEYS.has(key) && jsonString(w.s, node).startsWith('/')) {
      const value = jsonString(w.s, node);
      // Reading: whether the site has it is the check's to decide, with the same predicate.
      if (w.found) return w.found(value.trim(), key === 'href' ? 'data-link' : 'data-asset');
      if (urlEdits(node, w, 'data', 'url', null)) return;
    }
    compiledMdx(node, w);
  }
}

/** Compiled MDX in a string, inline or in the text row it references, marked to be read ({@link mdxEdits}). */
function compiledMdx(node: { kind: 'string'; start: number; end: number }, w: Walk): void {
  const raw = w.s.slice(node.start, node.end);
  // Cheap tests first: most strings are short words.
  if (TEXT_REFERENCE.test(raw) || (raw.includes('arguments[0]') && isCompiledMdx(jsonString(w.s, node))))
    inlineMarkup(node, 'mdx', w);
}

/**
 * What a text React inserts as it is holds: HTML, a stylesheet, JSON-LD (issue 30), a script's code (read as HTML
 * but for Mintlify's base-path script and Next's `beforeInteractive` push, issue 37), compiled MDX, or the value of a
 * tag's `style` prop member (`"maskImage":"url(…)"`, a CSS value).
 */
export type MarkupKind = 'html' | 'css' | 'json-ld' | 'script' | 'mdx' | 'style';

const MARKUP_EDITS: Record<MarkupKind, (bytes: Buffer, base: BasePath, htmlEdits: HtmlEdits) => Edit[]> = {
  html: (bytes, _base, htmlEdits) => htmlEdits(bytes),
  script: (bytes, base, htmlEdits) => {
    const text = bytes.toString('latin1');
    const edits = [...basePathScriptEdits(text, base), ...nextScriptEdits(text, base)];
    return edits.length > 0 ? edits : htmlEdits(bytes);
  },
  css: (bytes, base) => cssEdits(bytes.toString('latin1'), base),
  'json-ld': (bytes, base) => jsonLdEdits(bytes.toString('latin1'), base),
  mdx: (bytes, base) => mdxEdits(bytes.toString('latin1'), base),
  // A declaration's value is read as a `style=""` value is, so both forms of a tag's style name the same URLs.
  style: (bytes, base) => cssEdits(bytes.toString('latin1'), base),
};

/** The edits of one element's props. */
function element(type: string, props: JsonNode | undefined, w: Walk): void {
  if (props?.kind !== 'object') return;
  const reference = ROW_REFERENCE.exec(type);
  const component = reference !== null && w.imports.has(reference[1]!.toLowerCase());
  if (type.startsWith('$') && !component) return;
  const text = (name: string): string => {
    const value = member(props, name);
    return value?.kind === 'string' ? jsonString(w.s, value).trim().toLowerCase() : '';
  };
  props.keys.forEach((key, k) => {
    const value = props.values[k]!;
    if (key === 'dangerouslySetInnerHTML') {
      let kind: MarkupKind = type === 'script' ? 'script' : 'html';
      if (type === 'script' && text('type') === 'application/ld+json') kind = 'json-ld';
      return inlineMarkup(member(value, '__html'), kind, w);
    }
    if (type === 'style' && key === 'children') return inlineMarkup(value, 'css', w);
    if (component && key === 'src' && value.kind === 'object') {
      // A static image import (`next/image`'s `src={logo}`): `{src, width, height, blurDataURL}`.
      const src = member(value, 'src');
      if (src?.kind === 'string') urlEdits(src, w, 'component', 'url', null, 'asset');
      return;
    }
    if (component && (value.kind === 'object' || value.kind === 'array')) return dataEdits(value, w);
    if (!component && key === 'style' && value.kind === 'object') {
      // A value of 1,024 UTF-16 units or more is in the text row it references (`"backgroundImage":"$2"`), read as
      // the value (issue 44 review, finding 2), as a URL prop's row is.
      for (const declaration of value.values) {
        if (declaration.kind !== 'string') continue;
        const raw = w.s.slice(declaration.start, declaration.end);
        if (STYLE_URL.test(raw) || TEXT_REFERENCE.test(raw)) inlineMarkup(declaration, 'style', w);
      }
      return;
    }
    if (value.kind !== 'string') return;
    if (SRCSET_PROPS.has(key)) return srcsetEdits(value, w, component ? 'component' : 'asset');
    const rels = (): string[] => text('rel').split(/\s+/);
    let place: PayloadPlace | undefined;
    if (component) place = COMPONENT_URL_PROPS.has(key) ? 'component' : undefined;
    else if (key === 'href' || key === 'xlinkHref') {
      if (type === 'use' || type === 'image') place = 'asset';
      else if (key === 'href' && HREF_TAGS.has(type) && !rels().some((r) => CONNECT_RELS.has(r))) {
        place = 'link';
        if (type === 'link' && rels().some((r) => LOADED_RELS.has(r)))
          place = rels().includes('stylesheet') ? 'stylesheet' : 'asset';
      }
    } else if (key === 'data') place = type === 'object' ? 'asset' : undefined;
    else if (key === 'content')
      place = type === 'meta' && (URL_METAS.has(text('property')) || URL_METAS.has(text('name'))) ? 'link' : undefined;
    else if (URL_PROPS.has(key))
      place = key === 'action' || key === 'formAction' || type === 'iframe' ? 'link' : 'asset';
    if (!place) return component ? compiledMdx(value, w) : undefined;
    let role: UrlRole = 'url';
    if (!component && type === 'base') role = 'folder';
    else if (!component && type === 'link' && rels().includes('canonical')) role = 'own-address';
    else if (key === 'content' && (OWN_ADDRESS_METAS.has(text('property')) || OWN_ADDRESS_METAS.has(text('name'))))
      role = 'own-address';
    // Reading: a tag's URLs, and a component's other than its link, are in the page's HTML. A text row's are read: what
    // the client loads or navigates to from it (the page may name none of it, and client navigation reads the `.txt`).
    let rowKind: 'link' | 'asset' | null = place === 'asset' || place === 'stylesheet' ? 'asset' : null;
    if (component && key === 'href') rowKind = 'link';
    else if (component) rowKind = key === 'src' || key === 'poster' ? 'asset' : null;
    urlEdits(value, w, place, role, component && key === 'href' ? 'link' : null, rowKind);
  });
}

/** HTML or CSS React inserts as it is: read now when inline, or its text row marked to be read. */
function inlineMarkup(node: JsonNode | undefined, kind: MarkupKind, w: Walk): void {
  if (node?.kind !== 'string') return;
  const value = jsonString(w.s, node);
  const reference = TEXT_REFERENCE.exec(value);
  if (reference) {
    // A row read as markup of another kind is not compiled MDX (which is only a guess, from a component's prop).
    const id = reference[1]!.toLowerCase();
    if (kind !== 'mdx' || !w.markup.has(id)) w.markup.set(id, kind);
    return;
  }
  // `$$…` is a string that starts with `$`; any other `$…` is a reference to something else.
  const skip = value.startsWith('$$') ? 1 : 0;
  if (value.startsWith('$') && !skip) return;
  if (w.found) return foundIn(value.slice(skip), kind, w.found);
  const inner = markupEdits(value.slice(skip), kind, w);
  if (inner.length === 0) return;
  const positions = inner.flatMap((edit) => [edit.start + skip, edit.end + skip]);
  const offsets = escapedOffsets(w.s, node.start, node.end, positions);
  inner.forEach((edit, k) =>
    w.edits.push({ start: offsets[2 * k]!, end: offsets[2 * k + 1]!, text: escapeJson(edit.text) }),
  );
}

/**
 * Reading ({@link rscUrls}): tells `found` of what markup makes the client follow. Compiled MDX renders its links and
 * images on the client; a tag's `style` prop loads its `url()`s, in a `.txt` payload too, which no page's HTML holds.
 * Inserted HTML and `<style>` text are in the page's own HTML, where they are read.
 */
function foundIn(text: string, kind: MarkupKind, found: Found): void {
  if (kind === 'mdx') mdxUrls(text, found);
  else if (kind === 'style') for (const url of cssUrlsIn(text)) if (url.value) found(url.value, 'asset');
}

/**
 * Tells `found` of compiled MDX's links and images ({@link mdxUrlMembers}); a member of a component's data is one only
 * when it names the site's file, as the payload's data. A link or image built from a `${…}` is an `expression`; in
 * data it is text the page shows, as other data that names no file of the site.
 */
function mdxUrls(code: string, found: Found): void {
  mdxUrlMembers(
    code,
    ({ value, key, data }) => {
      if (!value.trim() || (data && !value.startsWith('/'))) return;
      if (data) found(value.trim(), key === 'href' ? 'data-link' : 'data-asset');
      else found(value.trim(), key === 'href' ? 'link' : 'asset');
    },
    (written, data) => (data ? undefined : found(written, 'expression')),
  );
}

/** The edits of markup text, in its own UTF-16 offsets. */
function markupEdits(text: string, kind: MarkupKind, w: Walk): StreamEdit[] {
  if (kind === 'html' && !text.includes('<')) return [];
  if (kind === 'script' && !text.includes('<') && !basePathScript(text) && !nextScriptUrl(text)) return [];
  if (kind === 'mdx' && !isCompiledMdx(text)) return [];
  const bytes = Buffer.from(text, 'utf8');
  const edits = w.rule.markup(bytes, kind);
  edits.sort((a, b) => a.start - b.start);
  const out: StreamEdit[] = [];
  let unit = 0;
  let byte = 0;
  for (const edit of edits) {
    const start = advanceBytes(text, unit, edit.start - byte);
    const end = advanceBytes(text, start, edit.end - edit.start);
    out.push({ start, end, text: edit.text });
    unit = end;
    byte = edit.end;
  }
  return out;
}

/**
 * The edit of a JSON string that holds one URL (leading white space allowed), as `w.rule` makes it for `place`. In the
 * model's rows, a reference to a text row (`"$1"`) marks the row to be read as this URL ({@link UrlRow}), and `$$…` is
 * a string that starts with `$`.
 * @param kind reading ({@link rscUrls}): what to tell `w.found` the URL is, or null to leave it out
 * @param rowKind reading: what to tell `w.found` the URL is when it is in a text row, which the page's HTML need not
 *   name as the prop does
 * @returns whether an edit was made
 */
function urlEdits(
  node: { start: number; end: number },
  w: Walk,
  place: PayloadPlace,
  role: UrlRole = 'url',
  kind: 'link' | 'asset' | null = 'asset',
  rowKind: 'link' | 'asset' | null = kind,
): boolean {
  const full = jsonString(w.s, node);
  const skip = modelString(full, w, { srcset: false, place, role, kind: rowKind });
  if (skip === undefined) return false;
  const value = full.slice(skip);
  if (w.found) {
    if (kind && value.trim()) w.found(value.trim(), kind);
    return false;
  }
  const lead = skip + value.length - value.trimStart().length;
  const edit = w.rule.url(full.slice(lead), role, place);
  if (!edit) return false;
  pushEdit(node, w, lead + edit.at, lead + edit.at + edit.remove, edit.insert);
  return true;
}

/**
 * How a URL prop's string reads in the model's rows (React's Flight server, `renderModelDestructive` in
 * `react-server-dom-webpack`: a string of 1,024 UTF-16 units or more becomes a text row referenced as `"$<hex id>"`,
 * and a string that starts with `$` is written `$$…`): the number of characters before the string's own text (1 for
 * `$$`, else 0), or undefined when it is no string of its own: a text row's reference, then marked in `w.urlRows` to
 * be read as `url` says, or another reference (`$L…`, `$@…`, `$undefined`).
 */
function modelString(value: string, w: Walk, url: UrlRow): number | undefined {
  if (!w.urlRows || value[0] !== '$') return 0;
  if (value[1] === '$') return 1;
  const reference = TEXT_REFERENCE.exec(value);
  const id = reference?.[1]!.toLowerCase();
  if (id !== undefined && !w.urlRows.has(id)) w.urlRows.set(id, url);
  return undefined;
}

/**
 * Replaces `[from, to)` of a JSON string's text with `text`, where those characters are written. Text that replaces
 * characters written with `\/` or `\u002F` for `/` is written in the same form.
 */
function pushEdit(node: { start: number; end: number }, w: Walk, from: number, to: number, text: string): void {
  const [start, end] = escapedOffsets(w.s, node.start, node.end, [from, to]);
  const written = w.s.slice(start, end);
  const slash = /\\u002[fF]/.exec(written)?.[0] ?? (written.includes('\\/') ? '\\/' : '/');
  w.edits.push({ start: start!, end: end!, text: escapeJson(text).replaceAll('/', slash) });
}

/** The edits of a JSON string that holds a srcset, or of the text row it references ({@link modelString}). */
function srcsetEdits(node: { start: number; end: number }, w: Walk, place: PayloadPlace): void {
  const full = jsonString(w.s, node);
  const skip = modelString(full, w, { srcset: true, place, role: 'url', kind: 'asset' });
  // Reading: the images of an inline srcset are rendered into the page's HTML.
  if (skip === undefined || w.found) return;
  const value = full.slice(skip);
  for (const range of srcsetRanges(value)) {
    const edit = w.rule.url(value.slice(range.start, range.end), 'url', place);
    if (!edit) continue;
    const at = skip + range.start + edit.at;
    pushEdit(node, w, at, at + edit.remove, edit.insert);
  }
}

/**
 * The edits of a client reference row `I[<module id>, [<chunk>, …], <export name>]`: the chunks the browser loads for
 * the module. Webpack lists them relative to its public path (`"static/chunks/…"`, left: the runtime's `.p` is
 * rebased); Turbopack lists root-absolute URLs (`"/_next/static/chunks/…"`), which its runtime loads as they are.
 */
function moduleRowEdits(
  s: string,
  node: JsonNode | undefined,
  rule: PayloadRule,
  edits: StreamEdit[],
  found?: Found,
): void {
  const chunks = node?.kind === 'array' ? node.items[1] : undefined;
  if (chunks?.kind !== 'array') return;
  const w: Walk = { s, rule, edits, imports: new Set(), markup: new Map(), found };
  for (const chunk of chunks.items) {
    if (chunk.kind !== 'string') continue;
    // Reading: webpack's chunks are relative to its runtime's public path, not to the page; Turbopack's are absolute.
    urlEdits(chunk, w, 'chunk', 'url', jsonString(s, chunk).startsWith('/') ? 'asset' : null);
  }
}

/** The edits of a hint row's URLs (React's `dispatchHint`, `react-server-dom-webpack` client). */
function hintEdits(
  s: string,
  code: string,
  node: JsonNode | undefined,
  rule: PayloadRule,
  edits: StreamEdit[],
  found?: Found,
): void {
  if (!node || !'LSXMm'.includes(code)) return;
  const w: Walk = { s, rule, edits, imports: new Set(), markup: new Map(), found };
  const url = node.kind === 'array' ? node.items[0] : node;
  if (url?.kind === 'string') urlEdits(url, w, code === 'S' ? 'stylesheet' : 'asset');
  if (code !== 'L' || node.kind !== 'array') return;
  const srcset = member(node.items[2], 'imageSrcSet');
  if (srcset?.kind === 'string') srcsetEdits(srcset, w, 'asset');
}

/**
 * A redirect's error digest (Next.js's `getRedirectError`, `next/dist/client/components/redirect.js`):
 * `NEXT_REDIRECT;<push|replace>;<url>;<status>;`, the same for `redirect()` (307) and `permanentRedirect()` (308);
 * the URL may hold `;` (Next reads it as what lies between the second and the second-to-last `;`).
 */
const REDIRECT_DIGEST = /^(NEXT_REDIRECT;(?:push|replace);)([^]*);(\d+);$/;

/**
 * The edit of the target of a page that calls `redirect()`, written in an error row `E{"digest":"NEXT_REDIRECT;…"}`
 * ({@link REDIRECT_DIGEST}): a static export has no meta refresh for it, the client's router navigates to the URL, so
 * it is a link (`place` `link`, and a `link` to `found`).
 */
function redirectEdits(
  s: string,
  node: JsonNode | undefined,
  rule: PayloadRule,
  edits: StreamEdit[],
  found?: Found,
): void {
  const digest = member(node, 'digest');
  if (digest?.kind !== 'string') return;
  const match = REDIRECT_DIGEST.exec(jsonString(s, digest));
  if (!match) return;
  const url = match[2]!.trimStart();
  if (found) return url.trim() ? found(url.trim(), 'link') : undefined;
  const at = match[1]!.length + match[2]!.length - url.length;
  const edit = rule.url(url, 'url', 'link');
  const w: Walk = { s, rule, edits, imports: new Set(), markup: new Map() };
  if (edit) pushEdit(digest, w, at + edit.at, at + edit.at + edit.remove, edit.insert);
}

/**
 * The edits of an RSC payload file (`<page>.txt`), in byte offsets of the file ({@link payloadFileEdits}).
 */
export function rscFileEdits(bytes: Buffer, rule: PayloadRule): Edit[] {
  return payloadFileEdits(bytes, (s) => rscStreamEdits(s, rule));
}

/** An RSC payload file as its readers read it ({@link utf8View}: a byte of no UTF-8 sequence is one character). */
export function payloadText(bytes: Buffer): string {
  return utf8View(bytes).text;
}

/**
 * The edits `streamEdits` makes to an RSC payload file (`<page>.txt`), in byte offsets of the file. A file that is not
 * valid UTF-8 is read through {@link utf8View}, so its text rows' byte lengths still hold; its invalid bytes are kept,
 * and an edit that would replace one is left out.
 */
export function payloadFileEdits(bytes: Buffer, streamEdits: (s: string) => StreamEdit[]): Edit[] {
  const { text: s, invalid } = utf8View(bytes);
  const edits = streamEdits(s);
  const offsets = utf8Offsets(
    s,
    edits.flatMap((e) => [e.start, e.end]),
  );
  const out = edits.map((edit, k) => ({ start: offsets[2 * k]!, end: offsets[2 * k + 1]!, text: edit.text }));
  if (invalid.length === 0) return out;
  let k = 0;
  return out.filter((edit) => {
    while (k < invalid.length && invalid[k]! < edit.start) k++;
    return k === invalid.length || invalid[k]! >= edit.end;
  });
}

/** Where one chunk of a payload is written in a page: the body of a JSON string, in byte offsets. */
export interface ChunkBody {
  start: number;
  end: number;
}

/**
 * The edits of a payload written in a page in chunks (`self.__next_f.push([1,"…"])`, one per script), in byte offsets
 * of the page. The chunks do not follow row boundaries (a text row's header ends one chunk while its text is the
 * next): the rows are read across them, and each edit is made in the chunk (or chunks) its characters came from,
 * escaped as Next.js escapes a chunk (its `htmlEscapeJsonString`, so that `</script>` cannot occur).
 * @param html the page as a Latin-1 string of its bytes
 * @param bodies each chunk's string body, in order; a body that is not a JSON string's is left out
 */
export function rscChunkEdits(html: string, bodies: ChunkBody[], rule: PayloadRule): Edit[] {
  return payloadChunkEdits(
    html,
    bodies,
    (s) => rscStreamEdits(s, rule),
    () => rule.unreadable?.(),
  );
}

/**
 * The edits `streamEdits` makes to a payload written in a page in chunks, in byte offsets of the page, made as
 * {@link rscChunkEdits} makes them. Each chunk is read in the page's encoding ({@link pageJsonString}): a byte of no
 * UTF-8 sequence in a UTF-8 page is kept, and an edit that would replace it left out (as in a `.txt` payload); in a
 * single-byte charset (`windows-1252`) each byte is a character, and text written into the chunk is ASCII (`\u`
 * escapes); a chunk whose characters cannot be mapped back to its bytes (a multi-byte charset other than UTF-8) is
 * left as it is, and `inexact` told.
 * @param streamEdits the edits to the payload, decoded (all chunks joined): sorted, none overlapping
 * @param inexact told once when an edit was left out of a chunk that could not be mapped to its bytes
 */
export function payloadChunkEdits(
  html: string,
  bodies: ChunkBody[],
  streamEdits: (s: string) => StreamEdit[],
  inexact?: () => void,
): Edit[] {
  const chunks: PageString[] = [];
  const kept: ChunkBody[] = [];
  let encoding: string | undefined;
  for (const body of bodies) {
    const bytes = Buffer.from(html.slice(body.start, body.end), 'latin1');
    // Most pages are UTF-8 and most chunks ASCII: the page's <meta charset> is read only when a chunk is neither.
    encoding ??= isAscii(bytes) ? undefined : pageEncoding(Buffer.from(html.slice(0, 1024), 'latin1'));
    const chunk = pageJsonString(bytes, encoding ?? 'utf-8');
    // Not a JSON string: not a script Next.js wrote; left as it is.
    if (!chunk) continue;
    chunks.push(chunk);
    kept.push(body);
  }
  const edits = streamEdits(chunks.map((chunk) => chunk.text).join(''));
  const ascii = (encoding ?? 'utf-8') !== 'utf-8';
  const out: Edit[] = [];
  const cursors: ((position: number) => number)[] = [];
  let told = false;
  let k = 0;
  let chunkStart = 0;
  for (const edit of edits) {
    // The chunk that holds the edit's first character; an insertion at a chunk's end goes at the next one's start.
    while (k < chunks.length - 1 && edit.start >= chunkStart + chunks[k]!.text.length)
      chunkStart += chunks[k++]!.text.length;
    let start = edit.start;
    let text = htmlEscapeJson(escapeJson(edit.text));
    if (ascii) text = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const parts: Edit[] = [];
    let exact = true;
    for (;;) {
      const chunk = chunks[k]!;
      const chunkEnd = chunkStart + chunk.text.length;
      const end = Math.min(edit.end, chunkEnd);
      const body = kept[k]!;
      if (chunk.cursor === undefined) exact = false;
      else {
        // The edits are sorted and none overlap: each chunk is scanned once, whatever the number of edits in it.
        const at = (cursors[k] ??= escapedCursor(html, body.start, body.end, chunk.cursor === 'utf8'));
        const part = { start: at(start - chunkStart), end: at(end - chunkStart), text };
        if (chunk.invalid.some((byte) => body.start + byte >= part.start && body.start + byte < part.end)) break;
        parts.push(part);
      }
      if (end >= edit.end || k === chunks.length - 1) {
        if (exact) out.push(...parts);
        break;
      }
      // The rest of the edit removes characters of the next chunk; its text went with the first part.
      text = '';
      start = chunkEnd;
      chunkStart = chunkEnd;
      k++;
    }
    if (!exact && !told) {
      told = true;
      inexact?.();
    }
  }
  return out;
}

/** What Next.js escapes in JSON it puts in a script (its `htmlEscapeJsonString`). */
function htmlEscapeJson(json: string): string {
  return json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export { advanceBytes } from '../../web/offsets.ts';
