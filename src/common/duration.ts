/**
 * Parses the `timeout` input: `90s`, `15m`, `1h`, `1h30m`, `500ms`, or a plain number of seconds. `ms` is
 * tried before `m`, or `500ms` would read as 500 minutes and a stray `s`.
 * @returns the duration in ms (> 0)
 * @throws Error with a message suitable for an InputError when the text is not a positive duration
 */
export function parseDuration(text: string): number {
  const value = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(value)) return positive(Number(value) * 1000, text);
  const re = /(\d+(?:\.\d+)?)\s*(ms|h|m|s)/gy;
  const unit: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  let total = 0;
  let consumed = 0;
  for (const match of value.matchAll(re)) {
    total += Number(match[1]) * (unit[match[2] ?? 's'] ?? 1000);
    consumed = (match.index ?? 0) + match[0].length;
  }
  if (consumed !== value.length || value.length === 0) {
    throw new Error(`'${text}' is not a duration: use 90s, 15m, 1h, 1h30m or a number of seconds`);
  }
  return positive(total, text);
}

function positive(ms: number, text: string): number {
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(`'${text}' must be longer than zero`);
  return Math.round(ms);
}
