/**
 * `npm run fixtures`: rebuilds the checked-in Next.js builds of the fixture app (`__tests__/fixtures/next-builds/`)
 * whose sources changed since they were made; commit what it writes. `__tests__/project/next-builds.test.ts` fails
 * until then.
 */
import { refreshCheckedInBuilds } from '../__tests__/helpers/next-fixture.ts';

const replaced = await refreshCheckedInBuilds();
console.log(replaced.length ? `Rebuilt: ${replaced.join(', ')}.` : 'Every checked-in build matches its sources.');
