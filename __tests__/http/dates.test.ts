/** Issue #11 defect 10: Retry-After and timestamps are read strictly, in GMT/UTC, whatever the runner's zone. */
import { parseHttpDate, parseIsoTime } from '../../src/http/dates.ts';
import { parseRetryAfter } from '../../src/http/retry.ts';
import { parseBundle } from '../../src/service/responses.ts';

const NOW = Date.UTC(1994, 10, 6, 8, 49, 25);

test.each([
  ['Sun, 06 Nov 1994 08:49:37 GMT', 12_000],
  ['Sunday, 06-Nov-94 08:49:37 GMT', 12_000],
  ['Sun Nov  6 08:49:37 1994', 12_000],
  ['120', 120_000],
  ['Sun, 06 Nov 1994 08:49:00 GMT', 0],
])('Retry-After %j waits %d ms', (value, ms) => {
  expect(parseRetryAfter(value, NOW)).toBe(ms);
});

test.each(['1.5', '-1', '1e3', 'soon', '2026-11-22', 'Sun, 31 Feb 1994 08:49:37 GMT', 'Sun, 06 Nov 1994 08:49:37 PST'])(
  'Retry-After %j is treated as absent',
  (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  },
);

test('the tests run far from UTC (jest.global-setup.js), so local-time readings would be caught', () => {
  expect(new Date(Date.UTC(2026, 10, 22, 12)).getHours()).not.toBe(12);
});

test('an asctime date is GMT, not the local time of the runner', () => {
  // V8 reads asctime in local time; the runner may be anywhere. Date.UTC is the answer whatever TZ is.
  expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(Date.UTC(1994, 10, 6, 8, 49, 37));
});

test.each([
  ['2026-11-22T10:00:00Z', Date.UTC(2026, 10, 22, 10)],
  ['2026-11-22T10:00:00', Date.UTC(2026, 10, 22, 10)],
  ['2026-11-22T10:00:00.250', Date.UTC(2026, 10, 22, 10, 0, 0, 250)],
  ['2026-11-22T12:00:00+02:00', Date.UTC(2026, 10, 22, 10)],
  ['2026-11-22T12:00:00+0200', Date.UTC(2026, 10, 22, 10)],
])('expiresAt %j is %d (no offset: UTC)', (text, ms) => {
  expect(parseIsoTime(text)).toBe(ms);
  expect(parseBundle({ bundleUrl: 'https://s3.test/b.tar.gz', expiresAt: text })?.expiresAtMs).toBe(ms);
});

test.each(['tomorrow', '1.5', '22/11/2026 10:00'])(
  'expiresAt %j is unreadable (the link is then tried as it is)',
  (text) => {
    expect(parseIsoTime(text)).toBeUndefined();
  },
);
