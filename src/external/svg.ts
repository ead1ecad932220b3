import { Parser } from 'htmlparser2';

/**
 * What makes a third-party SVG unsafe to serve from the docs site (issue 38, review): a stored file is same-origin, so
 * an SVG opened directly (`/_external/…/icon.svg`) runs its scripts with the site's cookies and storage. As an image
 * (`<img>`, a CSS mask) nothing in it runs; the check is for the file opened as a document. Pure.
 */

/** Elements that run script or hold HTML (`foreignObject` embeds XHTML: iframes, forms, scripts), by local name. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'handler', 'listener', 'iframe', 'embed', 'object']);
const XHTML = 'http://www.w3.org/1999/xhtml';
/** What URL parsing drops or strips (tabs and newlines anywhere, controls and spaces at the ends), dropped anywhere. */
// eslint-disable-next-line no-control-regex -- controls are what it drops
const CONTROLS = /[\x00-\x20\x7f]/g;

/**
 * Why an SVG file would run script when opened as a document, or undefined when it would not: a `<script>` (in any
 * namespace prefix), `<foreignObject>` or other active element, an event handler attribute (`onload`, `onclick`, any
 * `on…`), an animation of one, a `javascript:` URL in any attribute (as URL parsing reads it: entities decoded, tabs,
 * newlines and controls dropped), an element in the XHTML namespace, a DOCTYPE with an internal subset or any markup
 * declaration (default attributes and entities that a browser's XML parser applies where this check does not see them,
 * {@link markupDeclaration}), or an XSLT stylesheet. Read as the bytes' encoding says (byte
 * order mark, XML declaration) and as UTF-8, which a host's `charset=utf-8` imposes: refused if either shows one.
 * @returns what was found, for an error message (`a <script> element`)
 */
export function svgActiveContent(bytes: Buffer): string | undefined {
  const encodings = new Set(['utf-8']);
  const declared = svgEncoding(bytes);
  if (declared === undefined) return 'an encoding declaration this check cannot read';
  encodings.add(declared);
  for (const encoding of encodings) {
    const found = activeIn(new TextDecoder(encoding).decode(bytes));
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
  const label = /^<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/.exec(bytes.toString('latin1', 0, 1024))?.[1];
  if (label === undefined) return 'utf-8';
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

function activeIn(text: string): string | undefined {
  const declaration = markupDeclaration(text);
  if (declaration) return declaration;
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
          if (found) return;
        }
      },
      onprocessinginstruction(name, data) {
        if (found || localName(name.replace(/^\?/, '')) !== 'xml-stylesheet') return;
        const type = /\stype\s*=\s*["']([^"']*)["']/i.exec(data)?.[1]?.trim().toLowerCase();
        if (type !== 'text/css') found = 'an XSLT stylesheet (<?xml-stylesheet?>)';
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
    const next = text.slice(end + 1).search(/<!DOCTYPE/i);
    at = next === -1 ? -1 : end + 1 + next;
  }
  return undefined;
}

/** A name without its namespace prefix, lower case (`svg:script` → `script`). */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}
