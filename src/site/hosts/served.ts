import type { RebaseResult } from '../rebase/rebase.ts';
import type { ServedAddress } from '../rebase/rebase-url.ts';

/** The values of input `canonical`. */
export type CanonicalMode = 'site-url' | 'domain';

// Apart from stage.ts, so that the export's phase titles and the summary name the served address without loading
// the site stage.

/**
 * The served address when `site-url` names another origin than the export's (issue 30): absolute URLs on
 * `https://<domain>` or `http://<domain>` are then rewritten to `site-url`'s origin.
 * @returns undefined without a domain or site URL, or when `site-url` is on `https://<domain>`: the site stays as it is
 */
export function servedAddress(
  domain: string | undefined,
  siteUrl: string | undefined,
  canonical: CanonicalMode,
): ServedAddress | undefined {
  if (!domain || !siteUrl) return undefined;
  const origin = new URL(siteUrl).origin;
  const exported = `https://${domain.toLowerCase()}`;
  if (origin.toLowerCase() === exported) return undefined;
  const from = [exported, `http://${domain.toLowerCase()}`].filter((o) => o !== origin.toLowerCase());
  return { origin, from, keepOwnAddress: canonical === 'domain', rewritten: new Map() };
}

/**
 * "Rewrote 1,204 URLs from https://acme.mintlify.app (1,204) to https://docs.acme.com": the log line and the summary's
 * text for the served address (issue 30), with what `canonical: domain` kept.
 */
export function describeServed(served: NonNullable<RebaseResult['served']>): string {
  const total = served.rewritten.reduce((sum, entry) => sum + entry.urls, 0);
  const from = served.rewritten.map((entry) => `${entry.from} (${entry.urls.toLocaleString('en-US')})`).join(', ');
  const kept = served.keptOwnAddress ? " (canonical, og:url and JSON-LD kept on the export's origin)" : '';
  return total === 0
    ? `No URL named the export's origin; the site is served at ${served.to}.`
    : `Rewrote ${total.toLocaleString('en-US')} URL${total === 1 ? '' : 's'} from ${from} to ${served.to}${kept}.`;
}
