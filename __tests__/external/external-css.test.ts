/**
 * What `external-assets: bundle` reads in CSS and attributes (issue 38, review): CSS escapes in `url()`, quotes as
 * any character reference in `style=""`, what a `link` preloads, a stylesheet's declared encoding, and third-party
 * SVGs that would run script once same-origin. Pure functions; the same cases run through dist/ in
 * `external-bundle-css.e2e.test.ts`.
 */
import { cssRule } from '../../src/external/rules.ts';
import { svgActiveContent } from '../../src/external/svg.ts';
import { stylesheetEncoding } from '../../src/web/charset.ts';
import { cssEdits, cssUrlEdits } from '../../src/site/rebase/rebase-css.ts';
import { pageUrlEdits, type LinkDestination, type UrlPlace } from '../../src/site/rebase/rebase-html.ts';
import { applyEdits, type BasePath } from '../../src/site/rebase/rebase-url.ts';
import { cssUrls } from '../../src/verify/css.ts';

const base: BasePath = { prefix: '/docs', origins: [] };
const rebased = (css: string): string => {
  const bytes = Buffer.from(css);
  return applyEdits(bytes, cssEdits(bytes.toString('latin1'), base)).toString();
};
/** The URLs `cssUrlEdits` hands a rule (as UTF-8 bytes in a Latin-1 string), read back as text. */
const seen = (css: Buffer, encoding?: string): string[] => {
  const urls: string[] = [];
  cssUrlEdits(
    css.toString('latin1'),
    (raw) => void urls.push(Buffer.from(raw, 'latin1').toString('utf8')),
    0,
    encoding,
  );
  return urls;
};

describe("a rewritten stylesheet URL keeps the decoded URL's fragment", () => {
  const rewritten = (css: string): string => {
    const bytes = Buffer.from(css);
    const rule = cssRule('app.css', (url) => (url === 'https://cdn.test/s.svg' ? '/_external/s.svg' : undefined));
    return applyEdits(bytes, cssUrlEdits(bytes.toString('latin1'), rule)).toString();
  };

  test.each([
    ['written as UTF-8', 'a{b:url(https://cdn.test/s.svg#café)}', 'a{b:url(/_external/s.svg#caf%C3%A9)}'],
    [
      'written with a CSS escape',
      'a{b:url("https://cdn.test/s.svg#caf\\e9")}',
      'a{b:url("/_external/s.svg#caf%C3%A9")}',
    ],
    ['whose # is an escape', 'a{b:url(https://cdn.test/s.svg\\23 i)}', 'a{b:url(/_external/s.svg#i)}'],
    ['with a space, in quotes', "a{b:url('https://cdn.test/s.svg#a b')}", "a{b:url('/_external/s.svg#a%20b')}"],
    ['ASCII, as written', 'a{b:url(https://cdn.test/s.svg#icon-1)}', 'a{b:url(/_external/s.svg#icon-1)}'],
  ])('%s', (_, css, expected) => {
    const out = rewritten(css);
    expect(out).toBe(expected);
    // Read back as CSS, it names the stored file with the same fragment.
    expect(cssUrls(out)[0]).toBe(cssUrls(expected)[0]);
  });
});

describe('CSS escapes in url() are read as the URL they name', () => {
  const css = 'a{b:url(\\61.png)}c{b:url("caf\\e9 .png")}d{b:url(a\\)b.png)}e{b:url(\'\\2f x.png\')}';

  test('by the fetcher and the bundler (cssUrlEdits) and by the check (cssUrls) alike', () => {
    expect(seen(Buffer.from(css))).toEqual(['a.png', 'café.png', 'a)b.png', '/x.png']);
    expect(cssUrls(css)).toEqual(['a.png', 'café.png', 'a)b.png', '/x.png']);
  });

  test('an escaped URL that an edit changes is written back plain, escaped only where CSS must', () => {
    const edited = (text: string): string => {
      const bytes = Buffer.from(text);
      const edits = cssUrlEdits(bytes.toString('latin1'), (raw, start) => ({
        start,
        end: start + raw.length,
        text: `/_external/${Buffer.from(raw, 'latin1').toString('utf8')}`,
      }));
      return applyEdits(bytes, edits).toString();
    };
    expect(edited('a{b:url(\\61.png)}')).toBe('a{b:url(/_external/a.png)}');
    expect(edited('a{b:url("caf\\e9 .png")}')).toBe('a{b:url("/_external/caf%C3%A9.png")}');
    expect(edited('a{b:url(a\\)b.png)}')).toBe('a{b:url(/_external/a\\)b.png)}');
    expect(edited('a{b:url(plain.png)}')).toBe('a{b:url(/_external/plain.png)}');
  });

  test('the base-path rebase reads them too: a root-absolute URL written with escapes gets the prefix', () => {
    expect(rebased('.d{background:url(\\2f escaped.png)}')).toBe('.d{background:url(/docs/escaped.png)}');
    expect(rebased('.e{background:url("\\2f a\\)b c.png")}')).toBe('.e{background:url("/docs/a)b c.png")}');
    expect(rebased('.f{background:url(\\2f caf\\e9.png)}')).toBe('.f{background:url(/docs/caf%C3%A9.png)}');
    // Unescaped URLs keep every byte they had.
    expect(rebased('.g{background:url( /café.png )}')).toBe('.g{background:url( /docs/café.png )}');
    expect(rebased('.h{background:url(rel\\61tive.png)}')).toBe('.h{background:url(rel\\61tive.png)}');
  });
});

describe("a stylesheet's encoding (CSS Syntax Level 3 §3.2)", () => {
  const latin1 = Buffer.from('@charset "iso-8859-1";a{background:url(caf\u00e9.png)}', 'latin1');

  test('a byte order mark, then the charset of the Content-Type, then @charset, else UTF-8', () => {
    expect(stylesheetEncoding(latin1)).toBe('windows-1252');
    expect(stylesheetEncoding(latin1, 'text/css')).toBe('windows-1252');
    expect(stylesheetEncoding(latin1, 'text/css; charset=utf-8')).toBe('utf-8');
    expect(
      stylesheetEncoding(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), latin1]), 'text/css; charset=latin1'),
    ).toBe('utf-8');
    expect(stylesheetEncoding(Buffer.from('a{}'), 'text/css; charset="ISO-8859-2"')).toBe('iso-8859-2');
    expect(stylesheetEncoding(Buffer.from('@charset "utf-16le";a{}'))).toBe('utf-8');
    expect(stylesheetEncoding(Buffer.from('@charset  "iso-8859-1";a{}'))).toBe('utf-8');
    expect(stylesheetEncoding(Buffer.from('@charset "no-such-encoding";a{}'))).toBe('utf-8');
  });

  test("a Latin-1 byte in a url() is the character the stylesheet's encoding says", () => {
    expect(seen(latin1, stylesheetEncoding(latin1))).toEqual(['café.png']);
    // Read as UTF-8, the same byte is no character at all.
    expect(seen(latin1)).toEqual(['caf\ufffd.png']);
  });
});

/** Each URL of a page with what the bundler is told of it. */
const places = (html: string): { url: string; place: UrlPlace; destination?: LinkDestination }[] => {
  const found: { url: string; place: UrlPlace; destination?: LinkDestination }[] = [];
  pageUrlEdits(Buffer.from(html), (raw, _start, _role, place, destination) => {
    found.push({ url: raw, place, ...(destination && { destination }) });
    return undefined;
  });
  return found;
};

test('quotes written as any character reference in style="" are read, and the URL found where it is', () => {
  for (const quote of ['&quot;', '&QUOT;', '&#34;', '&#0034;', '&#x22;', '&#X0022;', '&#34']) {
    const html = `<span style="mask-image:url(${quote}https://icons.cdn.test/a.svg${quote})"></span>`;
    expect([quote, places(html)]).toEqual([quote, [{ url: 'https://icons.cdn.test/a.svg', place: 'asset' }]]);
    const page = Buffer.from(html);
    const edits = pageUrlEdits(page, (raw, start) => ({ start, end: start + raw.length, text: '/_external/a.svg' }));
    expect(applyEdits(page, edits).toString()).toBe(
      `<span style="mask-image:url(${quote}/_external/a.svg${quote})"></span>`,
    );
  }
  // `&quot` before a space is a quote in an attribute; before a letter it is no reference, nor `&#341` a quote.
  expect(places('<span style="mask:url(&quot https://a.test/x.svg&quot)"></span>')).toEqual([
    { url: 'https://a.test/x.svg', place: 'asset' },
  ]);
  expect(places('<span style="mask:url(&quothttps://a.test/x.svg&quot)"></span>')[0]?.url).not.toBe(
    'https://a.test/x.svg',
  );
  expect(places('<span style="mask:url(&#341https://a.test/x.svg&#341)"></span>')[0]?.url).not.toBe(
    'https://a.test/x.svg',
  );
});

test("a link's preload says what it loads: as=style a stylesheet, font, image, script; modulepreload a script", () => {
  expect(
    places(
      '<link rel="preload" href="https://k.test/katex.css" as="style">' +
        '<link rel="preload" as="font" href="https://f.test/a.woff2" crossorigin>' +
        '<link rel="preload" as="image" href="https://i.test/a.png" imagesrcset="https://i.test/b.png 2x">' +
        '<link rel="preload" as="script" href="https://s.test/a.js">' +
        '<link rel="modulepreload" href="https://s.test/m.js">' +
        '<link rel="preload" as="fetch" href="https://d.test/data.json">' +
        '<link rel="stylesheet" href="https://k.test/app.css">' +
        '<img src="https://i.test/c.png">',
    ),
  ).toEqual([
    { url: 'https://k.test/katex.css', place: 'stylesheet', destination: 'style' },
    { url: 'https://f.test/a.woff2', place: 'asset', destination: 'font' },
    { url: 'https://i.test/a.png', place: 'asset', destination: 'image' },
    { url: 'https://i.test/b.png', place: 'asset', destination: 'image' },
    { url: 'https://s.test/a.js', place: 'asset', destination: 'script' },
    { url: 'https://s.test/m.js', place: 'asset', destination: 'script' },
    { url: 'https://d.test/data.json', place: 'asset' },
    { url: 'https://k.test/app.css', place: 'stylesheet', destination: 'style' },
    { url: 'https://i.test/c.png', place: 'asset' },
  ]);
});

describe('a third-party SVG that would run script once same-origin', () => {
  const svg = (body: string, attributes = ''): Buffer =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attributes}>${body}</svg>`);

  test('an icon is fine: paths, styles, titles, comments, CDATA', () => {
    expect(svgActiveContent(svg('<path d="M2 3h20"/>'))).toBeUndefined();
    expect(
      svgActiveContent(
        svg('<style>.a{fill:red}</style><title>onload javascript:</title><!-- <script/> --><![CDATA[<script>]]>'),
      ),
    ).toBeUndefined();
    expect(svgActiveContent(svg('<a href="https://example.com/"><text>x</text></a>'))).toBeUndefined();
  });

  test.each([
    ['<script>alert(1)</script>', '', 'a <script> element'],
    ['<svg:script xmlns:svg="http://www.w3.org/2000/svg">1</svg:script>', '', 'a <svg:script> element'],
    ['<style>.a{}<script>alert(1)</script></style>', '', 'a <script> element'],
    ['', ' onload="alert(1)"', 'an event handler attribute (onload)'],
    ['<rect onclick="alert(1)"/>', '', 'an event handler attribute (onclick)'],
    ['<a href=" jav&#x09;ascript:alert(1)"><text>x</text></a>', '', 'a javascript: URL (in href)'],
    ['<a xlink:href="JavaScript:alert(1)"><text>x</text></a>', '', 'a javascript: URL (in xlink:href)'],
    ['<a><set attributeName="href" to="javascript:alert(1)"/></a>', '', 'a javascript: URL (in to)'],
    [
      '<set attributeName="onmouseover" to="alert(1)"/>',
      '',
      'an animation of an event handler attribute (onmouseover)',
    ],
    ['<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', '', 'a <foreignObject>'],
    ['<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="x"/>', '', 'an element in the XHTML namespace'],
  ])('%s%s: %s', (body, attributes, found) => {
    expect(svgActiveContent(svg(body, attributes))).toContain(found);
  });

  // Issue 44 item 1: Chromium applies a default attribute declared in the internal subset, so this runs on open.
  test.each([
    ['<!DOCTYPE svg [ <!ATTLIST svg onload CDATA "alert(1)"> ]>', 'a markup declaration (<!ATTLIST>)'],
    ['<!DOCTYPE svg [\n<!attlist svg onload CDATA "alert(1)">\n]>', 'a markup declaration (<!ATTLIST>)'],
    // The doctype ends at its last `>`, not at the first one inside a quoted literal.
    ['<!DOCTYPE svg SYSTEM "a>b" [ ]>', 'a DOCTYPE with an internal subset'],
    ["<!DOCTYPE svg PUBLIC 'x' 'y>[' [ %p; ]>", 'a DOCTYPE with an internal subset'],
    ['<!DOCTYPE svg [ <!ELEMENT svg ANY> ]>', 'a markup declaration (<!ELEMENT>)'],
    // An unclosed literal runs to the end of the file: what follows is never read as markup, so it cannot pass.
    ['<!DOCTYPE svg SYSTEM "x.dtd', 'a DOCTYPE that does not end'],
  ])('a DOCTYPE that can change the document is refused: %s', (doctype, found) => {
    const file = `${doctype}<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>`;
    expect(svgActiveContent(Buffer.from(file))).toBe(found);
    expect(svgActiveContent(Buffer.from(`\ufeff${file}`, 'utf16le'))).toBe(found);
  });

  // Issue 44 item 1, tried against public SVG attack corpora (PayloadsAllTheThings, H5SC, DOMPurify's fixtures): the
  // three that got through and ran in Chromium 156, each written out here.
  test('an XHTML DOCTYPE, whose public id makes Chromium expand HTML entities, cannot hide a javascript: frame', () => {
    const xhtml =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "">' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http&colon;//www.w3.org/1999/xhtml">' +
      '<h:frame src="javascript&colon;alert(document.domain)"/></svg>';
    expect(svgActiveContent(Buffer.from(xhtml))).toBe(
      'a DOCTYPE of another language (-//W3C//DTD XHTML 1.0 Strict//EN)',
    );
    const entities = xhtml.replace(/PUBLIC "[^"]*" ""/, 'SYSTEM "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"');
    expect(svgActiveContent(Buffer.from(entities))).toBe('an entity reference that only a DTD defines (&colon;)');
    const doctypeOnly = Buffer.concat([
      Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD MathML 2.0//EN" "">'),
      svg('<path d="M0 0h1"/>'),
    ]);
    expect(svgActiveContent(doctypeOnly)).toBe('a DOCTYPE of another language (-//W3C//DTD MathML 2.0//EN)');
    const frame = '<svg xmlns="http://www.w3.org/2000/svg"><frame src="x"/></svg>';
    expect(svgActiveContent(Buffer.from(frame))).toBe('a <frame> element');
  });

  test.each([
    `<?xml-stylesheet title=" type='text/css'" type="text/xsl" href="#"?>`,
    '<?xml-stylesheet TYPE="text/css" type="text/xsl" href="#"?>',
    '<?xml-stylesheet type="text/css" type="text/xsl" href="#"?>',
  ])('an XSLT stylesheet is told by the pseudo-attributes the browser reads: %s', (instruction) => {
    const file =
      `${instruction}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" ` +
      'xsl:version="1.0"><xsl:element name="script">alert(1)</xsl:element></svg>';
    expect(svgActiveContent(Buffer.from(file))).toContain('XSLT');
  });

  test('an encoding declared past the first KiB is still read, and ISO-2022-JP escapes cannot split onload', () => {
    const late = Buffer.concat([
      Buffer.from(`<?xml version="1.0"${' '.repeat(1024)} encoding="ISO-2022-JP"?>\n`),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" o\x1b(Bnload="alert(1)"/>', 'latin1'),
    ]);
    expect(svgActiveContent(late)).toBe('an event handler attribute (onload)');
    const missed = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" o\x1b(Bnload="alert(1)"/>', 'latin1');
    expect(svgActiveContent(missed)).toBe('a control character XML does not allow');
    const unclosed = Buffer.from(`<?xml version="1.0"${' '.repeat(2048)}`);
    expect(svgActiveContent(unclosed)).toContain('encoding');
  });

  test.each([
    '<!DOCTYPE svg>',
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
    '<?xml version="1.0" standalone="no"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.0//EN"\n  "svg10.dtd">',
  ])('a DOCTYPE with only a name and an external identifier passes (editors write it): %s', (doctype) => {
    const file = `${doctype}<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>`;
    expect(svgActiveContent(Buffer.from(file))).toBeUndefined();
  });

  test('what a browser reads that a plain scan would miss: entities, XSLT, UTF-16, an unknown encoding', () => {
    const entity = '<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg>&x;</svg>';
    expect(svgActiveContent(Buffer.from(entity))).toBe('an entity declaration');
    const xslt = '<?xml-stylesheet type="text/xsl" href="x.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(svgActiveContent(Buffer.from(xslt))).toContain('XSLT');
    const css = '<?xml-stylesheet type="text/css" href="x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(svgActiveContent(Buffer.from(css))).toBeUndefined();
    const utf16 = Buffer.from('\ufeff<svg><script>alert(1)</script></svg>', 'utf16le');
    expect(svgActiveContent(utf16)).toBe('a <script> element');
    const unknown = '<?xml version="1.0" encoding="x-unknown"?><svg/>';
    expect(svgActiveContent(Buffer.from(unknown))).toContain('encoding');
  });
});
