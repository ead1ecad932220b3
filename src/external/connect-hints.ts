/**
 * Connection hints left pointing nowhere (issue 38: "Hints to origins that no longer serve anything are removed").
 * After `external-assets: bundle` has stored what the pages loaded from other origins, a `<link rel="preconnect">` or
 * `rel="dns-prefetch"` to such an origin only opens a connection the page never uses (and, offline, one that fails).
 * A hint is removed when no URL left in the site names its host: not a loaded URL of a page (attributes, `style`,
 * `<style>`, an iframe's page), not a URL of a stylesheet, and not a host written in an inline script or an RSC
 * payload. Hosts in scripts and payloads are read wholesale (any `http(s)://host`, escaped slashes included), since a
 * script may load from a host however it writes the URL: a hint is kept whenever in doubt, as a hint too many costs a
 * connection and one too few nothing that works.
 *
 * Where hints are: `<link>` elements whose every `rel` is `preconnect` or `dns-prefetch` (the element is removed, its
 * surrounding text kept byte for byte); in an RSC payload (inline `self.__next_f.push` chunks and `.txt` files), the
 * hint rows React's Flight server writes for `ReactDOM.preconnect` (`:HC"<href>"` or `:HC["<href>","<crossOrigin>"]`)
 * and `ReactDOM.prefetchDNS` (`:HD"<href>"`) (`emitHint` in `react-server-dom-webpack`; removed whole), and React
 * elements `["$","link",key,{"rel":"preconnect","href":…}]` (replaced by `null`, which renders nothing: left in the
 * payload, React would put the removed element back into the page's head when it hydrates).
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { writeFileAtomic } from '../common/atomic.ts';
import { isHtmlPage } from '../common/page-file.ts';
import { jsonString, member, parseJson, type JsonNode } from '../web/json-offsets.ts';
import { cssUrlEdits } from '../site/rebase/rebase-css.ts';
import { pageUrlEdits, RSC_CLOSE, RSC_OPEN, scriptType } from '../site/rebase/rebase-html.ts';
import { applyEdits, type Edit } from '../site/rebase/rebase-url.ts';
import { mayBeRscPayload, RSC_START } from '../web/rsc-start.ts';
import { payloadChunkEdits, payloadFileEdits, rscRows, type ChunkBody, type StreamEdit } from '../site/rebase/rsc.ts';
import { CONNECT_RELS } from '../web/url-places.ts';

/** Pages are read at this origin, which no real URL names (as `bundle.ts` reads them). */
const INTERNAL = 'https://site.invalid';

/**
 * An absolute http(s) URL's host as scripts and payloads write it: slashes plain, escaped (`\/`, JSON) or as
 * `\u002F`. Group 1 is the host (and port).
 */
const SCRIPT_HOST = /https?:(?:\\?\/|\\u002[fF]){2}([A-Za-z0-9.\-[\]:_%]+)/g;

/** What one file of the site says about hosts: those it hints at, and those its other URLs load from. */
export interface FileHosts {
  /** Hosts (`URL.hostname`) of its connection hints. */
  hinted: Set<string>;
  /** Hosts its loaded URLs, scripts and payloads name. */
  used: Set<string>;
  /** With `remove`: the edits that remove its hints to the hosts `remove` accepts, in byte offsets of the file. */
  edits: Edit[];
}

/** Which hosts' hints to remove. */
export type RemoveHint = (host: string) => boolean;

/** What {@link removeUnusedHints} did. */
export interface HintsResult {
  /** Hosts whose hints were removed, sorted. */
  hosts: string[];
  /** Files edited. */
  files: number;
}

/**
 * Removes, from every page and payload of the site, the connection hints to hosts that no URL left in the site names
 * (see above). Run after the bundler has rewritten the site.
 * @param files the site's files, relative to `root` with `/` separators (the stored assets included)
 * @throws a file system error
 */
export async function removeUnusedHints(root: string, files: readonly string[]): Promise<HintsResult> {
  const read = files.filter((f) => isHtmlPage(f) || mayBeRscPayload(f) || f.toLowerCase().endsWith('.css'));
  const hinted = new Set<string>();
  const used = new Set<string>();
  const hinting: string[] = [];
  for (const file of read) {
    const hosts = fileHosts(file, await fs.promises.readFile(path.join(root, file)));
    for (const host of hosts.used) used.add(host);
    if (hosts.hinted.size === 0) continue;
    hinting.push(file);
    for (const host of hosts.hinted) hinted.add(host);
  }
  const removed = [...hinted].filter((host) => !used.has(host)).sort();
  if (removed.length === 0) return { hosts: [], files: 0 };
  const remove: RemoveHint = (host) => removed.includes(host);
  let edited = 0;
  for (const file of hinting) {
    const target = path.join(root, file);
    const bytes = await fs.promises.readFile(target);
    const { edits } = fileHosts(file, bytes, remove);
    if (edits.length === 0) continue;
    await writeFileAtomic(target, applyEdits(bytes, edits));
    edited++;
  }
  return { hosts: removed, files: edited };
}

/**
 * The hosts one file hints at and uses, and with `remove` the edits removing its hints to those hosts.
 * @param file relative to the site root, `/`-separated: a page (`.html`), a payload (`.txt` starting with a row) or a
 * stylesheet (`.css`); any other file names nothing
 */
export function fileHosts(file: string, bytes: Buffer, remove?: RemoveHint): FileHosts {
  const hosts: FileHosts = { hinted: new Set(), used: new Set(), edits: [] };
  const base = `${INTERNAL}/${file.split('/').map(encodeURIComponent).join('/')}`;
  if (isHtmlPage(file)) pageHosts(bytes, base, hosts, remove);
  else if (file.toLowerCase().endsWith('.css'))
    cssUrlEdits(bytes.toString('latin1'), (raw) => void addHost(hosts.used, raw, base));
  else if (mayBeRscPayload(file) && RSC_START.test(bytes.subarray(0, 64).toString('latin1')))
    hosts.edits.push(...payloadFileEdits(bytes, (s) => streamHints(s, hosts, remove)));
  return hosts;
}

/** {@link fileHosts} of a page. */
function pageHosts(page: Buffer, base: string, hosts: FileHosts, remove: RemoveHint | undefined): void {
  // What the page loads, found as the bundler finds it; and the hosts its inline scripts name.
  pageUrlEdits(
    page,
    (raw, _start, _role, place) =>
      place === 'asset' || place === 'stylesheet' || place === 'frame' ? addHost(hosts.used, raw, base) : undefined,
    (text) => {
      scriptHosts(text, hosts.used);
      return [];
    },
  );
  const html = page.toString('latin1');
  const bodies: ChunkBody[] = [];
  let tag = '';
  let open = -1;
  const attrs = new Map<string, string>();
  let attrName = '';
  let value = '';
  let inScript = false;
  let text: { start: number; end: number } | undefined;
  const link = (end: number): void => {
    if (tag !== 'link') return;
    const rels = (attrs.get('rel') ?? '')
      .toLowerCase()
      .split(/[\t\n\f\r ]+/)
      .filter(Boolean);
    if (rels.length === 0 || !rels.every((rel) => CONNECT_RELS.has(rel))) return;
    const host = hostOf(attrs.get('href') ?? '', base, true);
    if (host === undefined) return;
    hosts.hinted.add(host);
    if (remove?.(host)) hosts.edits.push({ start: open, end, text: '' });
  };
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tag = html.slice(start, end).toLowerCase();
      open = start - 1;
      attrs.clear();
    },
    onattribname(start, end) {
      attrName = html.slice(start, end).toLowerCase();
      value = '';
    },
    onattribdata(start, end) {
      value += html.slice(start, end);
    },
    onattribentity() {},
    onattribend() {
      // The first of duplicate attributes wins, as in browsers.
      if (!attrs.has(attrName)) attrs.set(attrName, value);
    },
    onopentagend(endIndex) {
      link(endIndex + 1);
      // A data block (`text/plain`, JSON) is text, not a payload chunk (`scriptType`).
      inScript = tag === 'script' && !attrs.has('src') && scriptType(attrs.get('type')) === 'script';
      text = undefined;
    },
    onselfclosingtag(endIndex) {
      link(endIndex + 1);
    },
    ontext(start, end) {
      if (!inScript) return;
      if (text) text.end = end;
      else text = { start, end };
    },
    onclosetag() {
      if (inScript && text && html.startsWith(RSC_OPEN, text.start) && html.endsWith(RSC_CLOSE, text.end))
        bodies.push({ start: text.start + RSC_OPEN.length, end: text.end - RSC_CLOSE.length });
      inScript = false;
      text = undefined;
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
  if (bodies.length > 0) hosts.edits.push(...payloadChunkEdits(html, bodies, (s) => streamHints(s, hosts, remove)));
}

/**
 * Reads a payload (decoded): records its hints' hosts and the hosts its other rows name, and returns the edits that
 * remove the hints `remove` accepts, sorted.
 */
export function streamHints(s: string, hosts: FileHosts, remove?: RemoveHint): StreamEdit[] {
  const edits: StreamEdit[] = [];
  rscRows(s, (row) => {
    const tag = s[row.at];
    if (
      row.id !== undefined &&
      row.text === undefined &&
      tag === 'H' &&
      (s[row.at + 1] === 'C' || s[row.at + 1] === 'D')
    ) {
      const node = parseJson(s, row.at + 2, row.end);
      const href = node?.kind === 'array' ? node.items[0] : node;
      const host = href?.kind === 'string' ? hostOf(jsonString(s, href), INTERNAL) : undefined;
      if (host !== undefined) {
        hosts.hinted.add(host);
        // The whole row, its newline too: nothing refers to a hint row.
        if (remove?.(host)) edits.push({ start: row.start, end: Math.min(row.end + 1, s.length), text: '' });
        return;
      }
    }
    /** Ranges of the row that are hint elements, whose hosts are not uses. */
    const hints: { start: number; end: number }[] = [];
    if (row.id !== undefined && row.text === undefined && (tag === '[' || tag === '{')) {
      const node = parseJson(s, row.at, row.end);
      if (node)
        linkHints(node, s, (element, host) => {
          hosts.hinted.add(host);
          hints.push(element);
          if (remove?.(host)) edits.push({ start: element.start, end: element.end, text: 'null' });
        });
    }
    let from = row.start;
    for (const hint of hints) {
      scriptHosts(s.slice(from, hint.start), hosts.used);
      from = hint.end;
    }
    scriptHosts(s.slice(from, row.end), hosts.used);
  });
  return edits.sort((a, b) => a.start - b.start);
}

/** Calls `found` with each React element of a JSON value that is a connection hint `<link>`, and its host. */
function linkHints(
  node: JsonNode,
  s: string,
  found: (element: { start: number; end: number }, host: string) => void,
): void {
  if (node.kind === 'object') {
    for (const value of node.values) linkHints(value, s, found);
    return;
  }
  if (node.kind !== 'array') return;
  const [dollar, type, , props] = node.items;
  if (
    dollar?.kind === 'string' &&
    jsonString(s, dollar) === '$' &&
    type?.kind === 'string' &&
    jsonString(s, type) === 'link'
  ) {
    const rel = member(props, 'rel');
    const href = member(props, 'href');
    const rels =
      rel?.kind === 'string'
        ? jsonString(s, rel)
            .toLowerCase()
            .split(/[\t\n\f\r ]+/)
            .filter(Boolean)
        : [];
    const host = href?.kind === 'string' ? hostOf(jsonString(s, href), INTERNAL) : undefined;
    if (host !== undefined && rels.length > 0 && rels.every((r) => CONNECT_RELS.has(r))) return found(node, host);
  }
  for (const item of node.items) linkHints(item, s, found);
}

/** Adds the hosts of the absolute http(s) URLs written in script or payload text. */
function scriptHosts(text: string, into: Set<string>): void {
  if (!text.includes('http')) return;
  for (const match of text.matchAll(SCRIPT_HOST)) {
    const host = hostOf(`https://${match[1]!}/`, INTERNAL);
    if (host !== undefined) into.add(host);
  }
}

/** Adds the host of a URL (as an attribute or stylesheet writes it) that is on another origin; returns undefined. */
function addHost(into: Set<string>, raw: string, base: string): undefined {
  const host = hostOf(raw, base, true);
  if (host !== undefined) into.add(host);
  return undefined;
}

/**
 * The host of the http(s) URL `raw` names at `base`, when it is another origin's; undefined otherwise.
 * @param html `raw` is an attribute's bytes (a Latin-1 string): read as UTF-8, character references decoded
 */
function hostOf(raw: string, base: string, html = false): string | undefined {
  let text = raw.trim();
  if (html) {
    text = Buffer.from(text, 'latin1').toString('utf8');
    if (text.includes('&')) text = decodeHTMLAttribute(text);
  }
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === INTERNAL) return undefined;
  return url.hostname;
}
