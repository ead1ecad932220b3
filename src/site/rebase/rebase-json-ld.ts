import { urlEditAt, type BasePath, type Edit } from './rebase-url.ts';

/**
 * Schema.org properties whose values are URLs (https://schema.org: `Thing`'s `url`, `sameAs`, `image`,
 * `mainEntityOfPage`, `CreativeWork`'s `license`, `isBasedOn`, `discussionUrl`, `MediaObject`'s `contentUrl` and
 * `embedUrl`, `ListItem`'s `item`, `Action`'s `target` and `EntryPoint`'s `urlTemplate` (a `SearchAction`'s
 * `target`, a string or an `EntryPoint`), `Organization`'s `logo`), `@id`, and any other whose name ends in `Url`.
 * Text properties (`name`, `description`, `text`) are text, even when they hold a URL.
 */
const URL_PROPERTIES = new Set([
  '@id',
  'url',
  'sameAs',
  'image',
  'logo',
  'mainEntityOfPage',
  'license',
  'isBasedOn',
  'item',
  'target',
  'urlTemplate',
  'significantLink',
  'relatedLink',
  'archivedAt',
]);

/**
 * A property and its value: one string, or an array of strings. An array that holds objects is not matched whole, so
 * the properties of its objects are read on their own (`potentialAction: [{target: …}]`).
 */
const PROPERTY = /"([^"\\]+)"\s*:\s*("(?:[^"\\]|\\.)*"|\[(?:\s*"(?:[^"\\]|\\.)*"\s*,?)*\s*\])/g;
/** A URL written as a whole JSON string without escapes (`JSON.stringify` writes `/` as it is). */
const URL_STRING = /"((?:https?:)?\/\/[^"\\\s]+)"/gi;

/**
 * The edits of the URLs in a JSON-LD block (`<script type="application/ld+json">`): structured data names the page's
 * own address (`url`, `@id`, `mainEntityOfPage`) and the site's (`logo`, `sameAs`), which crawlers read like
 * canonical (issue 30). Only URL-valued properties ({@link URL_PROPERTIES}) are URL positions, each an own-address
 * one, so `canonical: domain` keeps them on the export's origin; a `description` that is a URL is text.
 * @param json the block's text; offsets are Latin-1 (byte) offsets in it
 * @param offset where the block starts in its file, bytes
 */
export function jsonLdEdits(json: string, base: BasePath, offset = 0): Edit[] {
  const edits: Edit[] = [];
  for (const property of json.matchAll(PROPERTY)) {
    const name = property[1]!;
    if (!URL_PROPERTIES.has(name) && !name.endsWith('Url')) continue;
    const valueAt = property.index + property[0].length - property[2]!.length;
    for (const m of property[2]!.matchAll(URL_STRING)) {
      const edit = urlEditAt(m[1]!, offset + valueAt + m.index + 1, base, 'own-address');
      if (edit) edits.push(edit);
    }
  }
  return edits;
}
