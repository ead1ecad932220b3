/**
 * The checked-in builds of the Next.js fixture (`__tests__/fixtures/next-builds/`, issue 44 item 9) are of the
 * fixture's current sources and Next's installed version: a stale one would be silently skipped for a fresh build,
 * and a fresh clone would pay for four `next build`s again.
 */
import { FIXTURE_BUILDS, checkedInHash } from '../helpers/next-fixture.ts';

test.each(FIXTURE_BUILDS)('the checked-in build at %p by %s was made from the current sources', (basePath, bundler) => {
  const { checkedIn, sources } = checkedInHash(basePath, bundler);
  const fix = 'npm run fixtures rebuilds it; commit __tests__/fixtures/next-builds/';
  expect({ hash: checkedIn, fix }).toEqual({ hash: sources, fix });
});
