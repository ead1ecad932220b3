import { context, getOctokit } from '@actions/github';
import { messageOf } from '../common/errors.ts';
import type { Comparison } from './update.ts';

/**
 * Compares two commits in the run's repository (`context.repo`, from `GITHUB_REPOSITORY`) with
 * `repos.compareCommits` (`GET /repos/{owner}/{repo}/compare/{base}...{head}`, REST base from
 * `GITHUB_API_URL`). One request, not retried: when it fails, the commit check falls back to
 * "equal SHAs only" and says why.
 * @param token `github-token`; undefined: no request is sent
 * @param base the `commit` input; `head` the deployed SHA
 * @param timeoutMs the request's own limit, ms
 * @returns how `head` relates to `base`, or why no comparison was possible; never throws except
 * with the signal's reason on cancellation
 */
export async function compareOnGitHub(
  token: string | undefined,
  base: string,
  head: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Comparison> {
  if (!token) return { unavailable: 'no github-token was given' };
  let repo: { owner: string; repo: string };
  try {
    repo = context.repo;
  } catch {
    return { unavailable: 'the run has no GITHUB_REPOSITORY to compare in' };
  }
  try {
    const answer = await getOctokit(token).rest.repos.compareCommits({
      ...repo,
      base,
      head,
      per_page: 1,
      request: { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) },
    });
    return { status: answer.data.status, repository: `${repo.owner}/${repo.repo}` };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const status = (error as { status?: unknown }).status;
    const hasResponse = (error as { response?: unknown }).response !== undefined;
    const where = `${repo.owner}/${repo.repo}`;
    if (typeof status === 'number' && hasResponse) {
      const known = status === 404 ? ` (one of the commits is not in ${where}, or the token cannot read it)` : '';
      return { unavailable: `the GitHub API answered ${status} to the comparison${known}` };
    }
    return { unavailable: `the GitHub API could not be reached (${messageOf(error)})` };
  }
}
