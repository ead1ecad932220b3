/**
 * Timestamps the service and storage send, parsed strictly: V8's `Date.parse` accepts almost anything
 * (`"1.5"` is a date in 2001) and reads dates without a zone in the runner's local time.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An HTTP date (RFC 9110 §5.6.7), always GMT, in its three forms: IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`,
 * obsolete RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT`, and asctime `Sun Nov  6 08:49:37 1994`.
 * @returns epoch ms, or undefined for anything else
 */
export function parseHttpDate(text: string): number | undefined {
  const value = text.trim();
  const fixdate = /^[A-Za-z]{3}, (\d{2}) ([A-Za-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/.exec(value);
  const rfc850 = /^[A-Za-z]{6,9}, (\d{2})-([A-Za-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/.exec(value);
  const asctime = /^[A-Za-z]{3} ([A-Za-z]{3}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/.exec(value);
  if (fixdate) return utc(fixdate[3]!, fixdate[2]!, fixdate[1]!, fixdate[4]!, fixdate[5]!, fixdate[6]!);
  if (rfc850) {
    // RFC 9110: a two-digit year more than 50 years in the future is in the past century.
    const yy = Number(rfc850[3]);
    const thisYear = new Date().getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + yy;
    if (year > thisYear + 50) year -= 100;
    return utc(String(year), rfc850[2]!, rfc850[1]!, rfc850[4]!, rfc850[5]!, rfc850[6]!);
  }
  if (asctime) return utc(asctime[6]!, asctime[1]!, asctime[2]!.trim(), asctime[3]!, asctime[4]!, asctime[5]!);
  return undefined;
}

function utc(
  year: string,
  month: string,
  day: string,
  hour: string,
  minute: string,
  second: string,
): number | undefined {
  const m = MONTHS.indexOf(month.toLowerCase());
  if (m < 0) return undefined;
  const ms = Date.UTC(Number(year), m, Number(day), Number(hour), Number(minute), Number(second));
  const check = new Date(ms);
  // Date.UTC rolls 31 Feb over into March; a date that does not exist is not a date.
  return check.getUTCDate() === Number(day) && check.getUTCHours() === Number(hour) ? ms : undefined;
}

/**
 * An ISO 8601 date-time as the API writes `expiresAt` and `endedAt`; one without an offset is UTC (the platform
 * docs write UTC), never the runner's local time.
 * @returns epoch ms, or undefined when the text is not an ISO date-time
 */
export function parseIsoTime(text: string): number | undefined {
  const value = text.trim();
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(value);
  if (!match) return undefined;
  const zone = match[3] ?? 'Z';
  const ms = Date.parse(`${match[1]}T${match[2]}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`);
  return Number.isNaN(ms) ? undefined : ms;
}
