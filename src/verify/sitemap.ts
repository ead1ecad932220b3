import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/**
 * The `<loc>` entries of a sitemap (https://www.sitemaps.org/protocol.html), read with htmlparser2's
 * `Tokenizer` in XML mode, and whether the file is a sitemap index (its `<loc>`s name more sitemaps).
 */
export function sitemapLocs(xml: string): { index: boolean; locs: string[] } {
  const locs: string[] = [];
  let index = false;
  let inLoc = false;
  let text = '';
  const tagName = (start: number, end: number): string => {
    const name = xml.slice(start, end).toLowerCase();
    // Namespaced sitemaps (`<sm:loc>`) are rare but valid.
    return name.slice(name.indexOf(':') + 1);
  };
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      const name = tagName(start, end);
      if (name === 'sitemapindex') index = true;
      inLoc = name === 'loc';
      text = '';
    },
    onclosetag(start, end) {
      if (inLoc && tagName(start, end) === 'loc') {
        const loc = text.trim();
        if (loc) locs.push(loc);
      }
      inLoc = false;
    },
    ontext(start, end) {
      if (inLoc) text += xml.slice(start, end);
    },
    ontextentity(codepoint) {
      if (inLoc) text += String.fromCodePoint(codepoint);
    },
    oncdata(start, end, endOffset) {
      if (inLoc) text += xml.slice(start, end - endOffset);
    },
    onattribdata() {},
    onattribentity() {},
    onattribend() {},
    onattribname() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onopentagend() {},
    onprocessinginstruction() {},
    onselfclosingtag() {
      inLoc = false;
    },
  };
  const tokenizer = new Tokenizer({ xmlMode: true, decodeEntities: true }, callbacks);
  tokenizer.write(xml);
  tokenizer.end();
  return { index, locs };
}
