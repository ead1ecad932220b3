import { decodeXML } from 'entities';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** What {@link walkSitemap} reports. */
export interface SitemapVisitor {
  /** Each element's name, lower-case, without its namespace prefix (`sm:loc` is `loc`). */
  element?(name: string): void;
  /** Each `<loc>`'s content as written, `[start, end)` in offsets of the text read: entities and CDATA undecoded. */
  loc(start: number, end: number): void;
}

/**
 * Walks a sitemap or sitemap index (https://www.sitemaps.org/protocol.html) with htmlparser2's `Tokenizer` in XML
 * mode: the one reader of sitemaps, for verification ({@link sitemapLocs}) and the rebase
 * (`site/rebase/rebase-files.ts`, which edits the `<loc>`s where they are written).
 * @param xml the file as text; offsets are this string's (a Latin-1 string of the bytes gives byte offsets)
 */
export function walkSitemap(xml: string, visitor: SitemapVisitor): void {
  /** Where the open `<loc>`'s content starts; -1 outside one. */
  let content = -1;
  let inLoc = false;
  const localName = (start: number, end: number): string => {
    const name = xml.slice(start, end).toLowerCase();
    // Namespaced sitemaps (`<sm:loc>`) are rare but valid.
    return name.slice(name.indexOf(':') + 1);
  };
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      const name = localName(start, end);
      visitor.element?.(name);
      inLoc = name === 'loc';
      content = -1;
    },
    onopentagend(endIndex) {
      if (inLoc) content = endIndex + 1;
    },
    onclosetag(start, end) {
      // `start` is the name's, after `</`.
      if (content >= 0 && localName(start, end) === 'loc') visitor.loc(content, start - 2);
      inLoc = false;
      content = -1;
    },
    onselfclosingtag() {
      inLoc = false;
      content = -1;
    },
    onattribdata() {},
    onattribentity() {},
    onattribend() {},
    onattribname() {},
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onprocessinginstruction() {},
    ontext() {},
    ontextentity() {},
  };
  const tokenizer = new Tokenizer({ xmlMode: true, decodeEntities: false }, callbacks);
  tokenizer.write(xml);
  tokenizer.end();
}

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

/**
 * The `<loc>` entries of a sitemap (their text: entities decoded, CDATA unwrapped, trimmed; empty ones left out), and
 * whether the file is a sitemap index (its `<loc>`s name more sitemaps).
 */
export function sitemapLocs(xml: string): { index: boolean; locs: string[] } {
  const locs: string[] = [];
  let index = false;
  walkSitemap(xml, {
    element(name) {
      if (name === 'sitemapindex') index = true;
    },
    loc(start, end) {
      const raw = xml.slice(start, end);
      let text = '';
      let at = 0;
      for (const m of raw.matchAll(CDATA)) {
        text += decodeXML(raw.slice(at, m.index)) + m[1]!;
        at = m.index + m[0].length;
      }
      const loc = (text + decodeXML(raw.slice(at))).trim();
      if (loc) locs.push(loc);
    },
  });
  return { index, locs };
}
