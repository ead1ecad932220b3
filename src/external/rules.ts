/**
 * How `external-assets` (issue 38) reads an off-site URL where a site file writes it, for both of its passes: `bundle`
 * (`bundle.ts`) first notes what is loaded, then points it at the stored file; `report` (`verify/check.ts`) lists what
 * payloads load. One decision per place, so that `report` lists what `bundle` fetches:
 * - a page's attributes, `style=""` and `<style>`, read by the HTML rebase's reader (`site/rebase/rebase-html.ts`);
 * - a stylesheet's `url()` and `@import`, by the CSS rebase's reader (`site/rebase/rebase-css.ts`);
 * - an inline script's literal that is exactly a URL loaded elsewhere (KaTeX's preload switch, `literals.ts`);
 * - an RSC payload, inline or in a `.txt` file, by the RSC rebase's reader (`site/rebase/rsc.ts`): the props of
 *   elements that load what they name (`src`, `srcSet`, a loading `link`'s `href`, `url()` in a `style` prop, hint
 *   rows), the markup React inserts (HTML, `<style>`, scripts), and the members of compiled MDX's `_jsx` props that
 *   load what they name (`src:`). Links, iframes, metas and components' props are left.
 */
import { decodeHTMLAttribute } from 'entities';
import { cssUrlEdits } from '../site/rebase/rebase-css.ts';
import { pageUrlEdits, type LinkDestination, type PageUrlRule, type UrlPlace } from '../site/rebase/rebase-html.ts';
import { mdxUrlMembers } from '../site/rebase/rebase-mdx.ts';
import { templateText } from '../web/js-code.ts';
import type { Edit } from '../site/rebase/rebase-url.ts';
import type { PayloadPlace, PayloadRule } from '../site/rebase/rsc.ts';
import type { AssetKind } from './fetch.ts';
import { urlLiterals } from './literals.ts';
import { bytesAsText } from './tree.ts';

/** Site files are read at this origin, which no real URL names: a URL that stays on it is the site's own. */
const INTERNAL = 'https://site.invalid';

/**
 * How a file uses an off-site URL: loads it (`asset`), loads it as a stylesheet (`stylesheet`), or names it whole in
 * an inline script (`named`: rewritten when stored, never fetched for that alone).
 */
export type AssetUse = 'asset' | 'stylesheet' | 'named';

/**
 * What to write instead of an off-site URL (absolute, `URL.href`, without its fragment), or undefined to leave it:
 * the stored file's URL when rewriting; undefined, after noting the URL, when collecting.
 * `kind`: what a page says it loads (a `link`'s `as`), when it says.
 */
export type AssetRule = (url: string, use: AssetUse, kind?: AssetKind) => string | undefined;

/** The rule for a page's URLs (attributes, `style=""`, `<style>`) at `file` (site-relative). */
export function pageRule(file: string, rule: AssetRule): PageUrlRule {
  const base = siteUrl(file);
  return (raw, start, _role, place, destination) => {
    const use = loadedAs(place);
    const url = use && parsed(raw, base, true);
    const served = url && offsite(url) ? rule(withoutHash(url), use, kindOf(place, destination)) : undefined;
    if (served === undefined) return undefined;
    // The fragment is the decoded URL's (`&#x23;` is a `#`, the `#` of `&#38;` is none), written back so that an
    // attribute in either quotes reads it as it is.
    const hash = url!.hash.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    return { start, end: start + raw.length, text: `${served}${hash}` };
  };
}

/** The rule for a stylesheet's URLs at `file` (`cssUrlEdits`' callback); `imported` ones are stylesheets. */
export function cssRule(
  file: string,
  rule: AssetRule,
): (raw: string, start: number, imported: boolean) => Edit | undefined {
  const base = siteUrl(file);
  return (raw, start, imported) => {
    const url = parsed(raw, base, true);
    const served = url && offsite(url) ? rule(withoutHash(url), imported ? 'stylesheet' : 'asset') : undefined;
    if (served === undefined) return undefined;
    // The decoded URL's fragment (`\23 x` is `#x`), as URL parsing serialises it: non-ASCII, spaces and quotes
    // percent-encoded, so that it reads back the same wherever the URL is written (`cssUrlEdits` escapes the rest).
    return { start, end: start + raw.length, text: `${served}${fragmentOf(url!)}` };
  };
}

/**
 * The edits of an inline script's text (a Latin-1 string of its bytes, at byte `offset` of its file): each literal
 * that is exactly a URL the rule rewrites, written back with `/` escaped as the literal escapes it.
 */
export function scriptEdits(rule: AssetRule): (text: string, offset: number) => Edit[] {
  return (text, offset) =>
    urlLiterals(text).flatMap(({ start, end, url, slash }) => {
      const served = rule(url, 'named');
      return served === undefined
        ? []
        : [{ start: offset + start, end: offset + end, text: served.replaceAll('/', slash) }];
    });
}

/**
 * The rule for an RSC payload of `file` (a page's inline payload, or a `.txt` payload): see the module's comment.
 * @param unreadable told with `file` when a row cannot be read (`rsc.ts`): the URLs it holds are neither listed nor
 * rewritten ({@link unreadablePayloads} says so)
 */
export function payloadRule(file: string, rule: AssetRule, unreadable?: (file: string) => void): PayloadRule {
  const base = siteUrl(file);
  return {
    unreadable: () => unreadable?.(file),
    url: (value, _role, place) => {
      const use = PAYLOAD_USES[place];
      // A payload's strings are text: `&amp;` is four characters there.
      const url = use && parsed(value, base, false);
      const served = url && offsite(url) ? rule(withoutHash(url), use) : undefined;
      if (served === undefined) return undefined;
      const sharp = value.indexOf('#');
      return { at: 0, remove: value.length, insert: `${served}${sharp < 0 ? '' : value.slice(sharp)}` };
    },
    markup: (bytes, kind) => {
      if (kind === 'html') return pageUrlEdits(bytes, pageRule(file, rule), scriptEdits(rule));
      if (kind === 'css' || kind === 'style') return cssUrlEdits(bytes.toString('latin1'), cssRule(file, rule));
      if (kind === 'script') return scriptEdits(rule)(bytes.toString('latin1'), 0);
      if (kind === 'mdx') return mdxAssetEdits(bytes.toString('latin1'), base, rule);
      return [];
    },
  };
}

/**
 * The edits of compiled MDX a client component renders (`site/rebase/rebase-mdx.ts`): the members of a `_jsx` call's
 * props that load what they name (all but `href`, a link), read as verification reads them (`rsc.ts`'s `rscUrls`
 * lists them as assets, so `report` lists them: issue 44 review, finding 3). A component's data is left. The URL is
 * replaced up to its fragment, written as its literal needs ({@link templateText} in backquotes).
 * @param code the compiled code, a Latin-1 string of its UTF-8 bytes
 * @param base where the file is read (`siteUrl`)
 * @returns edits in offsets of `code`
 */
function mdxAssetEdits(code: string, base: string, rule: AssetRule): Edit[] {
  const edits: Edit[] = [];
  mdxUrlMembers(code, (member) => {
    if (member.data || member.key === 'href') return;
    const value = member.value.trimStart();
    const url = parsed(bytesAsText(value), base, false);
    const served = url && offsite(url) ? rule(withoutHash(url), 'asset') : undefined;
    if (served === undefined) return;
    const lead = member.value.length - value.length;
    const sharp = value.indexOf('#');
    edits.push({
      start: member.at(lead),
      end: member.at(lead + (sharp < 0 ? value.length : sharp)),
      text: member.quote === '`' ? templateText(served) : served,
    });
  });
  return edits;
}

/**
 * The one warning of a run about payload rows that cannot be read, as the base-path rebase warns (`site/stage.ts`).
 * @param files the pages and `.txt` payloads holding them, site-relative
 * @param outcome what became of the off-site URLs they may hold (`not bundled: they stay off-site`)
 */
export function unreadablePayloads(files: readonly string[], outcome: string): string {
  return (
    `${files.length === 1 ? '1 file has' : `${files.length} files have`} React Server Components payload rows that ` +
    `are not valid JSON, nest too deep or are written in a multi-byte charset other than UTF-8, e.g. ` +
    `${files.slice(0, 3).join(', ')}: the off-site URLs those rows may ` +
    `name were ${outcome}. Check how the export was built.`
  );
}

const PAYLOAD_USES: Record<PayloadPlace, AssetUse | undefined> = {
  asset: 'asset',
  stylesheet: 'stylesheet',
  link: undefined,
  component: undefined,
  data: undefined,
  chunk: undefined,
};

/** The kind of asset a reference in this place loads: a stylesheet, or what a `link` says it preloads. */
function kindOf(place: UrlPlace, destination: LinkDestination | undefined): AssetKind {
  if (place === 'stylesheet' || destination === 'style') return 'stylesheet';
  return destination ?? 'any';
}

/** How a page loads what is at a URL in this place; undefined for iframes, links and `<base>`. */
function loadedAs(place: UrlPlace): AssetUse | undefined {
  return place === 'asset' || place === 'stylesheet' ? place : undefined;
}

/** Where a site file is read: its path under the internal origin. */
function siteUrl(file: string): string {
  return `${INTERNAL}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** Whether a URL is an http(s) URL on another origin than the site's. */
function offsite(url: URL): boolean {
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== INTERNAL;
}

/** `url`'s fragment with its `#` (a `#` alone kept), as `URL.href` writes it; `''` when it has none. */
function fragmentOf(url: URL): string {
  const sharp = url.href.indexOf('#');
  return sharp < 0 ? '' : url.href.slice(sharp);
}

function withoutHash(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

/**
 * The URL `raw` names at `base`; undefined if none.
 * @param bytes `raw` is a Latin-1 string of a file's bytes (read as UTF-8), in a page or stylesheet, whose character
 *   references are decoded; otherwise it is text (a payload's string)
 */
function parsed(raw: string, base: string, bytes: boolean): URL | undefined {
  let text = raw;
  if (bytes) {
    text = bytesAsText(raw);
    if (text.includes('&')) text = decodeHTMLAttribute(text);
  }
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}
