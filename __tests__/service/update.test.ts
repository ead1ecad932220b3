/** The commit decision of the update phase (issue 12), without I/O. */
import { checkCommit, sameCommit, type CommitVerdict } from '../../src/service/update.ts';

const PUSHED = 'def5678901234567890123456789012345678901';
const DEPLOYED = 'abc1234567890123456789012345678901234567';
/** The message issue 12 asks for, word for word. */
const ISSUE_MESSAGE =
  'Mintlify deployed abc1234, which does not contain def5678: ' +
  'the deployment branch may not be the branch you pushed, or the push has not reached Mintlify yet';
const compared = (status: string) => ({ status, repository: 'acme/docs' });

test('equal SHAs pass without asking GitHub, full or abbreviated, any case', () => {
  expect(checkCommit(PUSHED, PUSHED)).toEqual({ kind: 'equal' });
  expect(checkCommit(PUSHED.slice(0, 7), PUSHED)).toEqual({ kind: 'equal' });
  expect(checkCommit(PUSHED.slice(0, 12), PUSHED.toUpperCase())).toEqual({ kind: 'equal' });
  // A service that reports an abbreviated SHA still matches the full one given.
  expect(checkCommit(PUSHED, PUSHED.slice(0, 8))).toEqual({ kind: 'equal' });
});

test('an abbreviation that is not the start of the deployed SHA, or too short to be one, does not match', () => {
  expect(sameCommit(PUSHED.slice(1, 9), PUSHED)).toBe(false);
  expect(sameCommit('def567', PUSHED)).toBe(false);
  expect(checkCommit(PUSHED.slice(0, 7), DEPLOYED)).toEqual({ kind: 'compare' });
});

test('different SHAs need a comparison', () => {
  expect(checkCommit(PUSHED, DEPLOYED)).toEqual({ kind: 'compare' });
});

test('deployed ahead of the commit passes, with a notice naming both', () => {
  const verdict = checkCommit(PUSHED, DEPLOYED, compared('ahead'));
  expect(verdict.kind).toBe('ahead');
  expect((verdict as Extract<CommitVerdict, { kind: 'ahead' }>).message).toMatch(
    /Mintlify deployed abc1234, which is ahead of def5678 in acme\/docs/,
  );
});

test('identical on GitHub passes', () => {
  expect(checkCommit(PUSHED, DEPLOYED, compared('identical'))).toEqual({ kind: 'equal' });
});

test.each(['behind', 'diverged', 'something-new'])('%s fails with the message of the issue', (status) => {
  const verdict = checkCommit(PUSHED, DEPLOYED, compared(status));
  expect(verdict.kind).toBe('mismatch');
  const { message, hint } = verdict as Extract<CommitVerdict, { kind: 'mismatch' }>;
  expect(message).toContain(ISSUE_MESSAGE);
  expect(message).toContain(`as ${status}`);
  expect(hint).toMatch(/deployment branch/);
});

test.each([
  'no github-token was given',
  'the GitHub API answered 404 to the comparison',
  'the GitHub API could not be reached (fetch failed)',
])('without a comparison only equal SHAs pass, and the message says why: %s', (reason) => {
  const verdict = checkCommit(PUSHED, DEPLOYED, { unavailable: reason });
  expect(verdict.kind).toBe('mismatch');
  expect((verdict as Extract<CommitVerdict, { kind: 'mismatch' }>).message).toBe(
    `Mintlify deployed abc1234, not def5678, and without a comparison only the same commit passes: ${reason}.`,
  );
});

test('a status without a commit is a warning, not a failure', () => {
  const verdict = checkCommit(PUSHED, undefined);
  expect(verdict.kind).toBe('unknown');
  expect((verdict as Extract<CommitVerdict, { kind: 'unknown' }>).message).toMatch(
    /names no deployed commit, so commit def5678 could not be checked/,
  );
});
