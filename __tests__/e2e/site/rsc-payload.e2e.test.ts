/**
 * Inline RSC payloads (`self.__next_f.push`) and `.txt` payload files the reader cannot parse, and large ones, through
 * dist/index.js against the emulator: the rebase leaves such a row as it is and says so once, verification warns of
 * it, and neither fails the step (issue 37 review).
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { runWith } from '../../helpers/bundle-run.ts';

const MODULE = '2:I[111,["/_next/static/chunks/a.js"],"default"]\n';

/** A page that holds `payload` in one push, as Next.js writes it (its `htmlEscapeJsonString`). */
function page(payload: string, body = ''): string {
  const chunk = JSON.stringify(payload).replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return (
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
    `${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script>self.__next_f.push([1,${chunk}])</script></body></html>`
  );
}

function site(files: Record<string, string>): TarEntry[] {
  return Object.entries({
    '_next/static/chunks/a.js': 'x',
    'guides/start.html': '<html><body><a href="/">Home</a></body></html>',
    '404.html': '<html><body>Not found</body></html>',
    ...files,
  }).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}

const pages = (entries: TarEntry[]): number =>
  entries.filter((e) => e.name.endsWith('.html') && e.name !== '404.html').length;

/** A row with a string JSON refuses (`\x`), next to a link the rebase should still move. */
const BAD_ESCAPE = MODULE + '0:["$","$L2",null,{"href":"C:\\\\dir\\x"}]\n1:["$","$L2",null,{"href":"/guides/start"}]\n';

test('a payload row with an invalid JSON escape, inline, is skipped by verification without base-path', async () => {
  const entries = site({ 'index.html': page(BAD_ESCAPE, '<a href="/guides/start">Start</a>') });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, {});
  expect(result.log).not.toContain('Unexpected error');
  expect(result.code).toBe(0);
});

test('base-path: unreadable rows are left, said once naming the files; the rest is rebased', async () => {
  const entries = site({
    'index.html': page(BAD_ESCAPE, '<a href="/guides/start">Start</a>'),
    'index.txt': BAD_ESCAPE,
  });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.log).not.toContain('Unexpected error');
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  const txt = fs.readFileSync(path.join(root, 'index.txt'), 'utf8');
  expect(txt).toContain('0:["$","$L2",null,{"href":"C:\\\\dir\\x"}]\n');
  expect(txt).toContain('1:["$","$L2",null,{"href":"/docs/guides/start"}]\n');
  // The rebase's log line, once (verification's finding is apart: rsc-payload-rows.e2e.test.ts).
  const warnings = result.log.split('\n').filter((line) => line.includes('(their URLs not rebased, not checked)'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/2 files have .*index\.html.*index\.txt|2 files have .*index\.txt.*index\.html/);
});

test.each(['report', 'bundle'])(
  'external-assets: %s says once which files have unreadable rows, whose off-site URLs it cannot see',
  async (mode) => {
    // An image the row would load, behind an escape JSON refuses: it stays off-site, unlisted.
    const row = '0:["$","img",null,{"src":"https://images.cdn.test/hero.png","alt":"\\x"}]\n';
    const entries = site({ 'index.html': page(MODULE + row), 'index.txt': MODULE + row });
    const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'external-assets': mode });
    expect(result.log).not.toContain('Unexpected error');
    expect(result.code).toBe(0);
    // One line of external-assets' own (verification's finding on those rows is its own, and says other things).
    const warnings = result.log
      .split('\n')
      .filter((line) => line.includes('payload rows that are not valid JSON') && line.includes('off-site'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^::warning::2 files have .*e\.g\. index\.(html, index\.txt|txt, index\.html): the off-site/,
    );
    expect(warnings[0]).toContain(mode === 'bundle' ? 'not bundled: they stay off-site' : 'not listed');
  },
);

test('an escaped backslash before a letter is valid JSON: the row is rebased, no warning', async () => {
  // "C:\\dir\\new" in JSON is C:\dir\new: each backslash pair is one escape, the letters after them plain text.
  const row = '0:["$","$L2",null,{"path":"C:\\\\dir\\\\new","href":"/guides/start"}]\n';
  const entries = site({ 'index.html': page(MODULE + row), 'index.txt': MODULE + row });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  expect(result.log).not.toContain('payload rows that are not valid JSON');
  const txt = fs.readFileSync(path.join(result.workspace, 'static-export', 'index.txt'), 'utf8');
  expect(txt).toContain('{"path":"C:\\\\dir\\\\new","href":"/docs/guides/start"}');
});

test('10,000 nested elements in a payload row fail neither the rebase nor verification', async () => {
  let element = '"x"';
  for (let n = 0; n < 10000; n++) element = `["$","span",null,{"children":${element}}]`;
  const payload = `0:${element}\n`;
  const entries = site({ 'index.html': page(payload), 'index.txt': payload });
  for (const inputs of [{}, { 'base-path': '/docs' }] as Record<string, string>[]) {
    const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, inputs);
    expect(result.log).not.toContain('Maximum call stack');
    expect(result.code).toBe(0);
  }
});

test('20,000 data links in one push are all rebased', async () => {
  const links = Array.from({ length: 20000 }, (_, n) => `{"href":"/guides/start","title":"Page é ${n}"}`);
  const payload = `${MODULE}0:["$","$L2",null,{"navigation":[${links.join(',')}]}]\n`;
  const entries = site({ 'index.html': page(payload) });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const html = fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'), 'utf8');
  const chunk = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/.exec(html)![1]!;
  const rebased = JSON.parse(chunk) as string;
  expect(rebased.split('"href":"/docs/guides/start"')).toHaveLength(20001);
  expect(rebased).not.toContain('"href":"/guides/start"');
});

test('a .txt payload client navigation fetches is checked: a missing chunk and link fail the step, named', async () => {
  const entries = site({
    'index.html': '<html><body><a href="/guides/start">Start</a></body></html>',
    'index.txt': '0:[]\n',
    'guides/start.txt':
      '2:I[1,["/_next/static/chunks/gone-turbopack.js"],"default"]\n0:["$","$L2",null,{"href":"/gone-page"}]\n',
  });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) });
  expect(result.code).toBe(1);
  expect(result.log).toContain(
    'missing asset: /_next/static/chunks/gone-turbopack.js (1 pages, e.g. guides/start.txt)',
  );
  expect(result.log).toContain('missing page: /gone-page (1 pages, e.g. guides/start.txt)');
});

/**
 * A Mintlify deployment built for /docs (its script's `var b`): the sidebar's data and the compiled MDX are the links
 * its client follows, and one of each is wrong (the data link `/docs/guides/start`, to which the client's next/link
 * adds /docs again); its logo, data too, is outside /docs; a code sample that looks the same is text.
 * @param config the docs configuration in the payload
 * @param mdxHref the compiled MDX's link
 */
function mintlifyForDocs(
  config: object = {
    navigation: [{ href: '/docs/guides/start' }, { href: '/guides/start' }],
    favicon: '/docs/x.svg',
    logo: { light: '/logo.svg' },
  },
  mdxHref = '/docs/guides/gone-mdx',
): TarEntry[] {
  const mdx =
    '"use strict";\nconst {jsx: _jsx} = arguments[0];\nfunction _createMdxContent() {\n  return _jsx("a", ' +
    `{href: "${mdxHref}", children: "Gone"});\n}\nreturn {default: _createMdxContent};\n`;
  const code = '{"href":"/guides/deploy"}';
  const payload =
    '1:I[9,["/docs/_next/static/chunks/a.js"],"default"]\n' +
    `0:[["$","$L1",null,{"config":${JSON.stringify(config)}}],` +
    `["$","$L1",null,{"compiledSource":${JSON.stringify(mdx)}}],` +
    `["$","pre",null,{"children":["$","code",null,{"children":${JSON.stringify(code)}}]}]]\n`;
  const chunk = JSON.stringify(payload).replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const html =
    '<!DOCTYPE html><html><head><script>!function(){var b="/docs";var p=location.pathname}()</script>' +
    '<script src="/docs/_next/static/chunks/a.js" async=""></script></head>' +
    '<body><a href="/docs/guides/start">Start</a>' +
    `<pre><code>${code}</code></pre><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script>self.__next_f.push([1,${chunk}])</script></body></html>`;
  return Object.entries({
    'index.html': html,
    'x.svg': '<svg/>',
    'logo.svg': '<svg/>',
    '_next/static/chunks/a.js': 'x',
    'api-reference/auth.html': '<html><body><a href="/docs">Home</a></body></html>',
    'guides/start.html': '<html><body><a href="/docs">Home</a></body></html>',
    'guides/deploy.html': '<html><body><a href="/docs">Home</a></body></html>',
    '404.html': '<html><body>Not found</body></html>',
  }).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}

test('a Mintlify export built for /docs: its data and MDX links are checked as its client follows them', async () => {
  const entries = mintlifyForDocs();
  const { result } = await runWith(
    { tarEntries: entries, pages: pages(entries) },
    { 'base-path': '/docs', 'site-url': 'https://docs.example.com' },
  );
  expect(result.log).toContain('Not rebased: the export is already built for /docs');
  expect(result.code).toBe(1);
  const errors = result.log.split('\n').filter((line) => /^error: /.test(line.trim()));
  // The data link /guides/start is /docs/guides/start as next/link renders it (issue 44 item 6): no finding.
  expect(errors.map((line) => line.trim().replace(/ \(.*$/, ''))).toEqual([
    'error: missing page: /docs/guides/start',
    'error: missing page: /guides/gone-mdx',
    "error: outside the site's path: /logo.svg",
  ]);
  expect(result.log).toContain('a link written /docs/guides/start leads to /docs/docs/guides/start');
  // The message says what happened (no rebase) and what to do; the code sample's look-alike is no finding.
  expect(result.log).toContain(
    "The export was built for /docs (Mintlify's base-path script says so) and is published as it is, not rebased",
  );
  expect(result.log).not.toContain('the rebase does not reach');
  expect(result.log).not.toContain('set base-path');
  expect(result.log).not.toContain('/guides/deploy is outside');
});

test('a Mintlify export built for /docs with root-absolute navigation data passes under base-path: /docs', async () => {
  // The sidebar as Mintlify's docs configuration gives it; the client renders it through next/link, which adds /docs.
  const navigation = [{ href: '/api-reference/auth' }, { href: '/guides/start' }, { href: '/guides/deploy' }];
  const inputs = { 'base-path': '/docs', 'site-url': 'https://docs.example.com' };
  const clean = mintlifyForDocs({ navigation, favicon: '/docs/x.svg' }, '/docs/guides/deploy');
  const { result } = await runWith({ tarEntries: clean, pages: pages(clean) }, inputs);
  expect(result.log).toContain('Not rebased: the export is already built for /docs');
  expect(result.code).toBe(0);
  expect(result.outputs.verifyResult).toBe('passed');
  expect(result.log).not.toContain("outside the site's path");
  // A data link to a page the site does not have under /docs is still reported: /docs/guides/start, to which next/link
  // adds /docs again.
  const twice = mintlifyForDocs({ navigation: [...navigation, { href: '/docs/guides/start' }] }, '/docs/guides/deploy');
  const again = (await runWith({ tarEntries: twice, pages: pages(twice) }, inputs)).result;
  expect(again.code).toBe(1);
  expect(again.log).toContain('missing page: /docs/guides/start (1 pages, e.g. index.html)');
  expect(again.log).toContain('Write it as /guides/start in the source.');
});

/** A page whose compiled MDX shows an API response example (a component's data) beside a link prop. */
function responseExample(): TarEntry[] {
  const mdx =
    '"use strict";\nconst {jsx: _jsx} = arguments[0];\nfunction _createMdxContent() {\n  return _jsx(ResponseField, ' +
    '{name: "links", href: "/guides/start", example: {href: "/orders/1", src: "/img/o.png"}});\n}\n' +
    'return {default: _createMdxContent};\n';
  const payload = `${MODULE}0:["$","$L2",null,{"compiledSource":${JSON.stringify(mdx)}}]\n`;
  return site({ 'index.html': page(payload, '<a href="/guides/start">Start</a>'), 'index.txt': payload });
}

test("an object nested in compiled MDX's props is data: not a finding, and the rebase leaves it", async () => {
  const entries = responseExample();
  const plainRun = (await runWith({ tarEntries: entries, pages: pages(entries) })).result;
  expect(plainRun.log).not.toContain('/orders/1');
  expect(plainRun.code).toBe(0);
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const txt = fs.readFileSync(path.join(result.workspace, 'static-export', 'index.txt'), 'utf8');
  expect(txt).toContain('href: \\"/docs/guides/start\\", example: {href: \\"/orders/1\\", src: \\"/img/o.png\\"}');
});

/**
 * A page whose compiled MDX is minified as a real `mint export` writes it (issue 44 item 3): its props' strings in
 * backquotes, one link built from a `${…}`.
 */
function backquotedMdx(link: string): TarEntry[] {
  const mdx =
    '"use strict";const{jsx:_jsx,jsxs:_jsxs}=arguments[0];function _createMdxContent(e){return _jsxs("p",' +
    `{children:[_jsx(e.a,{href:\`${link}\`,children:\`Start\`}),_jsx("img",{src:\`/img/a.png\`}),` +
    '_jsx(e.a,{href:`/tree/${e.slug}`})]})}return{default:_createMdxContent};';
  const payload = `${MODULE}0:["$","$L2",null,{"compiledSource":${JSON.stringify(mdx)}}]\n`;
  return site({
    'index.html': page(payload, '<a href="/guides/start">Start</a>'),
    'index.txt': payload,
    'img/a.png': 'png',
  });
}

test('base-path: backquoted compiled MDX is rebased, inline and in .txt; a ${} link is a warning', async () => {
  const entries = backquotedMdx('/guides/start');
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  const txt = fs.readFileSync(path.join(root, 'index.txt'), 'utf8');
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const inline = JSON.parse(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/.exec(html)![1]!) as string;
  expect(inline).toBe(txt);
  expect(txt).toContain('{href:`/docs/guides/start`,children:`Start`}');
  expect(txt).toContain('{src:`/docs/img/a.png`}');
  expect(txt).toContain('{href:`/tree/${e.slug}`}');
  expect(result.log).toContain(
    'warning: URL built at run time: href:`/tree/${e.slug}` (2 pages, e.g. index.html, index.txt): Compiled MDX ' +
      'builds this link from a template literal with ${…} when the page runs: where it leads is not checked, and ' +
      'base-path cannot add /docs to it.',
  );
});

test('verification reads compiled MDX in backquotes: a link to no page fails the step, named', async () => {
  const entries = backquotedMdx('/gone-tick');
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(1);
  expect(result.log).toContain('error: missing page: /gone-tick (2 pages, e.g. index.html, index.txt)');
});

/**
 * A page whose elements have site images in their `style` (a background, and a CSS-mask icon as Mintlify draws them):
 * React writes the attribute with `&quot;`, the payload the prop with `\"`. A client component's `style` data and a
 * code sample that hold the same text are not styles.
 */
function styledPage(): TarEntry[] {
  const code = `style={{maskImage: 'url("/icons/book.svg")'}}`;
  const payload =
    MODULE +
    '0:["$","div",null,{"children":[' +
    '["$","div",null,{"id":"banner","style":{"backgroundImage":"url(\\"/img/hero.png\\")","height":8}}],' +
    '["$","span",null,{"className":"icon",' +
    '"style":{"WebkitMaskImage":"url(/icons/book.svg)","maskImage":"url(/icons/book.svg)"}}],' +
    '["$","$L2",null,{"theme":{"style":{"maskImage":"url(/icons/book.svg)"}}}],' +
    `["$","code",null,{"children":${JSON.stringify(code)}}]]}]\n`;
  const body =
    '<div><div id="banner" style="background-image:url(&quot;/img/hero.png&quot;);height:8px"></div>' +
    '<span class="icon" style="-webkit-mask-image:url(/icons/book.svg);mask-image:url(/icons/book.svg)"></span>' +
    `<code>${code.replaceAll('"', '&quot;')}</code></div>`;
  return site({
    'index.html': page(payload, body),
    'index.txt': payload,
    'img/hero.png': 'png',
    'icons/book.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}

/** The `url()`s of the styles in a payload, as `prop: url`, in order. */
function payloadStyles(payload: string): string[] {
  return [...payload.matchAll(/"((?:Webkit)?[mM]askImage|backgroundImage)":"((?:[^"\\]|\\.)*)"/g)].map(
    (m) => `${m[1]}: ${/url\((.*)\)/.exec(JSON.parse(`"${m[2]}"`) as string)![1]}`,
  );
}

test("base-path: a tag's style prop in a payload names what its style attribute does, inline and in .txt", async () => {
  const entries = styledPage();
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // The attributes, as the HTML rebase writes them.
  expect(html).toContain('style="background-image:url(&quot;/docs/img/hero.png&quot;);height:8px"');
  expect(html).toContain('style="-webkit-mask-image:url(/docs/icons/book.svg);mask-image:url(/docs/icons/book.svg)"');
  const chunk = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/.exec(html)![1]!;
  const inline = JSON.parse(chunk) as string;
  const txt = fs.readFileSync(path.join(root, 'index.txt'), 'utf8');
  const expected = [
    'backgroundImage: "/docs/img/hero.png"',
    'WebkitMaskImage: /docs/icons/book.svg',
    'maskImage: /docs/icons/book.svg',
    // A component's data is not a style: it stays.
    'maskImage: /icons/book.svg',
  ];
  expect(payloadStyles(inline)).toEqual(expected);
  expect(payloadStyles(txt)).toEqual(expected);
  // The rows are the same in the page and in its .txt; the code sample's text stays byte for byte.
  expect(inline).toBe(txt);
  expect(txt).toContain(`"children":${JSON.stringify(`style={{maskImage: 'url("/icons/book.svg")'}}`)}`);
});

test("verification reads a .txt payload's style props: a missing image fails the step, named", async () => {
  const entries = site({
    'index.html': '<html><body><a href="/guides/start">Start</a></body></html>',
    'index.txt': '0:[]\n',
    'guides/start.txt':
      '0:["$","span",null,{"className":"icon","style":{"maskImage":"url(\\"/icons/gone.svg\\")","width":16}}]\n',
  });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) });
  expect(result.code).toBe(1);
  expect(result.log).toContain('missing asset: /icons/gone.svg (1 pages, e.g. guides/start.txt)');
});

test("an export built for /docs: a payload style's URL outside /docs is a finding", async () => {
  const entries = [
    ...mintlifyForDocs(),
    ...site({
      'guides/deploy.txt': '0:["$","span",null,{"style":{"maskImage":"url(/icons/book.svg)"}}]\n',
      'icons/book.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }).filter((e) => e.name.startsWith('icons/') || e.name.endsWith('.txt')),
  ];
  const { result } = await runWith(
    { tarEntries: entries, pages: pages(entries) },
    { 'base-path': '/docs', 'site-url': 'https://docs.example.com' },
  );
  expect(result.code).toBe(1);
  expect(result.log).toMatch(
    /error: outside the site's path: \/icons\/book\.svg \(1 pages, e\.g\. guides\/deploy\.txt\)/,
  );
});
