import { urlEditAt, type BasePath, type Edit } from './rebase-url.ts';

/**
 * An absolute or scheme-relative URL written as a whole JSON string, without escapes (`JSON.stringify` writes `/`
 * as it is; a URL written with `\/` is left).
 */
const JSON_URL = /"((?:https?:)?\/\/[^"\\\s]+)"/gi;

/**
 * The edits of the URLs in a JSON-LD block (`<script type="application/ld+json">`): structured data names the page's
 * own address (`url`, `@id`, `mainEntityOfPage`, a logo), which crawlers read like canonical (issue 30). Each is an
 * own-address position, so `canonical: domain` keeps it on the export's origin. Root-relative strings are not URLs
 * to JSON-LD and are left.
 * @param json the block's text; offsets are Latin-1 (byte) offsets in it
 * @param offset where the block starts in its file, bytes
 */
export function jsonLdEdits(json: string, base: BasePath, offset = 0): Edit[] {
  const edits: Edit[] = [];
  for (const m of json.matchAll(JSON_URL)) {
    const edit = urlEditAt(m[1]!, offset + m.index + 1, base, 'own-address');
    if (edit) edits.push(edit);
  }
  return edits;
}
