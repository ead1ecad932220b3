import { Parser } from 'htmlparser2';

/**
 * What makes a third-party SVG unsafe to serve from the docs site (issue 38, review): a stored file is same-origin, so
 * an SVG opened directly (`/_external/…/icon.svg`) runs its scripts with the site's cookies and storage. As an image
 * (`<img>`, a CSS mask) nothing in it runs; the check is for the file opened as a document. Pure.
 */

/** Elements that run script or hold HTML (`foreignObject` embeds XHTML: iframes, forms, scripts), by local name. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'handler',
  'listener',
  'iframe',
  'frame',
  'frameset',
  'fencedframe',
  'embed',
  'object',
]);
const XHTML = 'http://www.w3.org/1999/xhtml';
/** A document that declares XSLT's namespace can be its own stylesheet (`xsl:version` on the root). */
const XSLT = 'http://www.w3.org/1999/XSL/Transform';
/** What URL parsing drops or strips (tabs and newlines anywhere, controls and spaces at the ends), dropped anywhere. */
// eslint-disable-next-line no-control-regex -- controls are what it drops
const CONTROLS = /[\x00-\x20\x7f]/g;

/**
 * Why an SVG file would run script when opened as a document, or undefined when it would not: a `<script>` (in any
 * namespace prefix), `<foreignObject>` or other active element, an event handler attribute (`onload`, `onclick`, any
 * `on…`), an animation of one, a `javascript:` URL in any attribute (as URL parsing reads it: entities decoded, tabs,
 * newlines and controls dropped), an element in the XHTML or XSLT namespace, a frame, a control character, a named
 * entity reference beyond XML's five, a DOCTYPE with an internal subset, of another language than SVG, or any markup
 * declaration (default attributes and entities that a browser's XML parser applies where this check does not see them,
 * {@link markupDeclaration}), or an XSLT stylesheet. Read as the bytes' encoding says (byte
 * order mark, XML declaration) and as UTF-8, which a host's `charset=utf-8` imposes: refused if either shows one.
 * @returns what was found, for an error message (`a <script> element`)
 */
export function svgActiveContent(bytes: Buffer): string | undefined {
  const declared = svgEncoding(bytes);
  if (declared === undefined) return 'an encoding declaration this check cannot read';
  for (const encoding of new Set([declared, 'utf-8'])) {
    // UTF-16 read as UTF-8 is full of NULs, which XML refuses outright: that reading cannot run anything.
    const controls = !(encoding === 'utf-8' && declared.startsWith('utf-16'));
    const found = activeIn(new TextDecoder(encoding).decode(bytes), controls);
    if (found) return found;
  }
  return undefined;
}

/** The encoding an XML parser takes for `bytes`: a byte order mark, UTF-16 sniffed, the declaration, else UTF-8. */
function svgEncoding(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0x3c && bytes[1] === 0 && bytes[2] === 0x3f))
    return 'utf-16le';
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0 && bytes[1] === 0x3c && bytes[2] === 0))
    return 'utf-16be';
  // The declaration is read to its `>` however far that is: a browser has no window, and a label past one was missed.
  const head = bytes.toString('latin1');
  if (head.startsWith('<?xml') && !head.includes('>')) return undefined;
  const label = /^<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
  if (label === undefined) return 'utf-8';
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

/** @param controls whether a control character XML forbids refuses the file (not for UTF-16 read as UTF-8) */
function activeIn(text: string, controls: boolean): string | undefined {
  // XML forbids these; a stateful encoding (ISO-2022-JP's ESC sequences) hides `onload` behind them from a UTF-8 read.
  // eslint-disable-next-line no-control-regex -- controls are what it looks for
  if (controls && /[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(text)) return 'a control character XML does not allow';
  const declaration = markupDeclaration(text);
  if (declaration) return declaration;
  // Beyond XML's five, a named reference comes from a DTD: Chromium expands HTML's entities for XHTML's public ids,
  // so `javascript&colon;` is a URL to the browser and not to this check.
  const named = /&(?!(?:amp|lt|gt|quot|apos);)[A-Za-z_:][\w.:-]*;/.exec(text);
  if (named) return `an entity reference that only a DTD defines (${named[0]})`;
  let found: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (found) return;
        const local = localName(name);
        if (ACTIVE_ELEMENTS.has(local)) {
          found = `a <${name}> element`;
          return;
        }
        for (const [attribute, value] of Object.entries(attributes)) {
          const attr = localName(attribute);
          const url = value.replace(CONTROLS, '').toLowerCase();
          if (attr.startsWith('on')) found = `an event handler attribute (${attribute})`;
          else if (url.includes('javascript:')) found = `a javascript: URL (in ${attribute})`;
          else if (attr === 'attributename' && url.replace(/^[^:]*:/, '').startsWith('on'))
            found = `an animation of an event handler attribute (${value})`;
          else if ((attribute === 'xmlns' || attribute.startsWith('xmlns:')) && value.trim() === XHTML)
            found = 'an element in the XHTML namespace';
          else if ((attribute === 'xmlns' || attribute.startsWith('xmlns:')) && value.trim() === XSLT)
            found = 'the XSLT namespace';
          if (found) return;
        }
      },
      onprocessinginstruction(name, data) {
        if (found || localName(name.replace(/^\?/, '')) !== 'xml-stylesheet') return;
        if (!cssStylesheet(data)) found = 'an XSLT stylesheet (<?xml-stylesheet?>)';
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(text);
  return found;
}

/**
 * A document type declaration that can change the document (XML 1.0 §2.8): an internal subset (`<!DOCTYPE svg [ … ]>`),
 * whose `<!ATTLIST svg onload CDATA "…">` gives every `<svg>` an event handler that no tag shows, or whose `<!ENTITY>`
 * expands into markup; or a markup declaration anywhere (`<!ATTLIST`, `<!ENTITY`, `<!ELEMENT`, `<!NOTATION`). The
 * declaration is read to its end as an XML parser reads it, quoted literals and all, not to its first `>`. A DOCTYPE
 * with only a name and an external identifier (`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "…svg11.dtd">`, as
 * editors write it) is kept: browsers do not load external DTDs.
 * @returns what was found, for an error message, or undefined
 */
function markupDeclaration(text: string): string | undefined {
  const declared = /<!(ATTLIST|ENTITY|ELEMENT|NOTATION)\b/i.exec(text);
  if (declared?.[1]?.toUpperCase() === 'ENTITY') return 'an entity declaration';
  if (declared) return `a markup declaration (<!${declared[1]!.toUpperCase()}>)`;
  for (let at = text.search(/<!DOCTYPE/i); at !== -1;) {
    let quote = '';
    let end = -1;
    for (let i = at + '<!DOCTYPE'.length; i < text.length && end === -1; i++) {
      const c = text[i]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '[') return 'a DOCTYPE with an internal subset';
      else if (c === '>') end = i;
    }
    if (end === -1) return 'a DOCTYPE that does not end';
    // Only SVG's public ids: for XHTML's and MathML's, Chromium defines HTML's named entities without loading a DTD.
    const publicId = /^<!DOCTYPE\s+\S+\s+PUBLIC\s+(?:"([^"]*)"|'([^']*)')/i.exec(text.slice(at, end + 1));
    const id = publicId?.[1] ?? publicId?.[2];
    if (id !== undefined && !/^-\/\/W3C\/\/DTD SVG /.test(id)) return `a DOCTYPE of another language (${id})`;
    const next = text.slice(end + 1).search(/<!DOCTYPE/i);
    at = next === -1 ? -1 : end + 1 + next;
  }
  return undefined;
}

/** A pseudo-attribute of `<?xml-stylesheet?>`: a name, then a value in either quote (Associating Style Sheets §2). */
const PSEUDO_ATTRIBUTE = /\s*([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Whether an `<?xml-stylesheet?>` is plainly a CSS one, read as the browser reads its pseudo-attributes: case-sensitive
 * names, each once, nothing else in it, and `type` exactly `text/css`. A looser read took the first `type=` it saw,
 * even inside another value (`title=" type='text/css'" type="text/xsl"`), while the browser ran the XSLT.
 * @param data the instruction as the parser hands it (`?xml-stylesheet type="…" href="…"?`)
 */
function cssStylesheet(data: string): boolean {
  const pseudo = data.replace(/^\?\S+/, '').replace(/\?$/, '');
  const pairs = [...pseudo.matchAll(PSEUDO_ATTRIBUTE)];
  const names = pairs.map((pair) => pair[1]);
  const type = pairs.find((pair) => pair[1] === 'type');
  return (
    pseudo.replace(PSEUDO_ATTRIBUTE, '').trim() === '' &&
    new Set(names).size === names.length &&
    type !== undefined &&
    (type[2] ?? type[3]) === 'text/css'
  );
}

/** A name without its namespace prefix, lower case (`svg:script` → `script`). */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}
