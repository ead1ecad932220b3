import { decodeXML } from 'entities';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { htmlEdits } from './rebase-html.ts';
import { onExportOrigin, urlEditAt, type BasePath, type Edit } from './rebase-url.ts';

/**
 * Elements whose text is a URL, by local name (namespace prefix dropped): the sitemaps protocol's `<loc>` (and the
 * image and video extensions' `<image:loc>`, `<video:content_loc>`, `<video:player_loc>`, `<video:thumbnail_loc>`),
 * RSS 2.0's `<link>`, `<guid>` (a permalink unless `isPermaLink="false"`), `<comments>`, `<image><url>`, `<docs>`,
 * `wfw:commentRss`, and Atom's `<icon>`, `<logo>` and `<uri>`. Atom's `<id>` and a `<guid isPermaLink="false">` are
 * identifiers, which must never change (RFC 4287 4.2.6; RSS 2.0 "guid"): they are left.
 */
const URL_ELEMENTS = new Set(['loc', 'link', 'guid', 'comments', 'url', 'docs', 'commentrss', 'icon', 'logo', 'uri']);
/** Attributes whose value is a URL, by local name: `xhtml:link href`, `atom:link href`, `enclosure url`, … */
const URL_ATTRIBUTES = new Set(['href', 'src', 'url']);
/**
 * Elements whose text is HTML (escaped or in CDATA): RSS's `<description>` and `<content:encoded>`, and Atom's text
 * constructs with `type="html"` (RFC 4287 3.1). Their links are rebased as a page's are.
 */
const HTML_ELEMENTS = new Set(['description', 'encoded']);
const ATOM_TEXT = new Set(['title', 'subtitle', 'summary', 'content', 'rights']);
/** An `href` in a processing instruction, `<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>`. */
const PI_HREF = /\shref\s*=\s*(["'])([^"']*)\1/;
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

interface Range {
  start: number;
  end: number;
}

/** An open element: its local name, attributes and where its content starts. */
interface Open {
  name: string;
  attributes: Map<string, Range>;
  content: number;
}

/**
 * The edits that make an XML file's URLs follow `base` (issue 39 #7): sitemaps and sitemap indexes (`<loc>`, the
 * `<xhtml:link rel="alternate" hreflang href>` of each language), RSS and Atom feeds (`<link>`, permalink `<guid>`,
 * `<atom:link href>`, `<enclosure url>`, the HTML of descriptions and contents), `xml:base`, and the `href` of an
 * `<?xml-stylesheet?>`. Read with htmlparser2's tokenizer in XML mode, as verification reads sitemaps; values are
 * edited where written (entities and CDATA kept), so every other byte stays.
 * @param xml the file, one character per byte (Latin-1), so offsets are byte offsets
 * @param kept told of each identifier left on the export's origin (`Atom <id>`, `<guid isPermaLink="false">`)
 */
export function xmlEdits(xml: string, base: BasePath, kept?: (identifier: string) => void): Edit[] {
  const edits: Edit[] = [];
  /** `folder`: the URL names a folder (`xml:base`), whose trailing slash relative URLs below it resolve against. */
  const url = (range: Range, folder = false): void => {
    const value = xml.slice(range.start, range.end);
    const lead = value.length - value.trimStart().length;
    const edit = urlEditAt(value.trim(), range.start + lead, base);
    const end = range.start + lead + value.trim().length;
    if (edit && folder && value.trim().endsWith('/') && edit.end === end && !edit.text.endsWith('/')) edit.text += '/';
    if (edit) edits.push(edit);
  };
  const stack: Open[] = [];
  let tagName = '';
  let attributes = new Map<string, Range>();
  let attribute = '';
  let valueStart = -1;
  let valueEnd = -1;
  const localName = (name: string): string => name.slice(name.indexOf(':') + 1);
  const value = (open: Open, name: string): string => {
    const range = open.attributes.get(name);
    return range ? xml.slice(range.start, range.end).trim().toLowerCase() : '';
  };
  const opened = (): Open => {
    for (const [name, range] of attributes)
      if (name === 'xml:base') url(range, true);
      else if (URL_ATTRIBUTES.has(localName(name))) url(range);
    return { name: localName(tagName), attributes, content: -1 };
  };
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tagName = xml.slice(start, end).toLowerCase();
      attributes = new Map();
    },
    onattribname(start, end) {
      attribute = xml.slice(start, end).toLowerCase();
      valueStart = -1;
    },
    onattribdata(start, end) {
      if (valueStart < 0) valueStart = start;
      valueEnd = end;
    },
    onattribentity() {},
    onattribend(_quote, endIndex) {
      if (!attributes.has(attribute))
        attributes.set(
          attribute,
          valueStart < 0 ? { start: endIndex, end: endIndex } : { start: valueStart, end: valueEnd },
        );
    },
    onopentagend(endIndex) {
      stack.push({ ...opened(), content: endIndex + 1 });
    },
    onselfclosingtag() {
      opened();
    },
    onclosetag(start, end) {
      const name = localName(xml.slice(start, end).toLowerCase());
      // `start` is the name's, after `</`; an unclosed element inside is dropped, as a parser would.
      let open: Open | undefined;
      while (stack.length > 0 && (open = stack.pop())!.name !== name) open = undefined;
      if (!open) return;
      const content = { start: open.content, end: start - 2 };
      const permalink = value(open, 'ispermalink') !== 'false';
      const text = open.name === 'guid' ? permalink : URL_ELEMENTS.has(open.name);
      if ((open.name === 'id' || (open.name === 'guid' && !permalink)) && kept) {
        const identifier = xml.slice(content.start, content.end).trim();
        if (onExportOrigin(identifier, base)) kept(open.name === 'id' ? 'Atom <id>' : '<guid isPermaLink="false">');
      }
      if (text || open.name.endsWith('_loc')) {
        const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(xml.slice(content.start, content.end));
        const at = cdata ? content.start + cdata[0].indexOf('<![CDATA[') + 9 : content.start;
        url(cdata ? { start: at, end: at + cdata[1]!.length } : content);
      } else if (HTML_ELEMENTS.has(open.name) || (ATOM_TEXT.has(open.name) && value(open, 'type') === 'html'))
        edits.push(...escapedHtmlEdits(xml, content, base));
    },
    onprocessinginstruction(start, end) {
      const m = PI_HREF.exec(xml.slice(start, end));
      if (m) url({ start: start + m.index + m[0].length - 1 - m[2]!.length, end: start + m.index + m[0].length - 1 });
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    ontext() {},
    ontextentity() {},
  };
  const tokenizer = new Tokenizer({ xmlMode: true, decodeEntities: false }, callbacks);
  tokenizer.write(xml);
  tokenizer.end();
  return edits;
}

/**
 * The edits of HTML held as XML text, `&lt;a href=&quot;/x&quot;&gt;` or in CDATA sections: the text is decoded
 * (each decoded byte remembers where it was written), rebased as a page, and each edit made where its bytes are
 * written, the inserted text escaped outside CDATA.
 */
function escapedHtmlEdits(xml: string, content: Range, base: BasePath): Edit[] {
  let decoded = '';
  /** For each byte of `decoded`: where it is written, and whether in a CDATA section; one more for the end. */
  const at: number[] = [];
  const inCdata: boolean[] = [];
  const text = (start: number, end: number): void => {
    let i = start;
    for (const m of xml.slice(start, end).matchAll(ENTITY)) {
      const entity = start + m.index;
      for (; i < entity; i++) push(xml[i]!, i, false);
      const value = decodeXML(m[0]);
      for (const byte of Buffer.from(value, 'utf8').toString('latin1')) push(byte, entity, false);
      i = entity + m[0].length;
    }
    for (; i < end; i++) push(xml[i]!, i, false);
  };
  const push = (byte: string, where: number, cdata: boolean): void => {
    decoded += byte;
    at.push(where);
    inCdata.push(cdata);
  };
  let from = content.start;
  for (const m of xml.slice(content.start, content.end).matchAll(CDATA)) {
    const start = content.start + m.index;
    text(from, start);
    for (let i = start + 9; i < start + 9 + m[1]!.length; i++) push(xml[i]!, i, true);
    from = start + m[0].length;
  }
  text(from, content.end);
  at.push(content.end);
  inCdata.push(false);
  return htmlEdits(Buffer.from(decoded, 'latin1'), base).map((edit) => ({
    start: at[edit.start]!,
    end: at[edit.end]!,
    text: inCdata[edit.start] ? edit.text : edit.text.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
  }));
}
