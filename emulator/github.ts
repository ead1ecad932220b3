/**
 * A fake GitHub REST API answering only `GET /repos/{owner}/{repo}/compare/{base}...{head}` (what
 * `repos.compareCommits` sends), so the commit check runs offline. Point the action at it with
 * `GITHUB_API_URL`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** `status` of a comparison as GitHub reports it, or 404 for a commit it does not know. */
export type CompareAnswer = 'ahead' | 'behind' | 'diverged' | 'identical' | 404;

export interface FakeGitHubRequest {
  method: string;
  path: string;
  /** The Authorization header as received. */
  authorization: string | undefined;
}

export interface FakeGitHub {
  /** For `GITHUB_API_URL`. */
  apiUrl: string;
  requests: FakeGitHubRequest[];
  close(): Promise<void>;
}

/**
 * @param answer what to answer for a comparison of `owner/repo`, `base` and `head` (default 404)
 * @param token the only token accepted (others get 401); undefined: any
 */
export async function startFakeGitHub(
  answer: (base: string, head: string, repository: string) => CompareAnswer = () => 404,
  token?: string,
): Promise<FakeGitHub> {
  const requests: FakeGitHubRequest[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    const match = /^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)$/.exec(url.pathname);
    const range = match ? /^(.+?)\.\.\.(.+)$/.exec(decodeURIComponent(match[3]!)) : null;
    if (req.method !== 'GET' || !match || !range) return send(404, { message: 'Not Found', status: '404' });
    if (token !== undefined && req.headers.authorization !== `token ${token}`) {
      return send(401, { message: 'Bad credentials', status: '401' });
    }
    const [base, head] = [range[1]!, range[2]!];
    const status = answer(base, head, `${match[1]}/${match[2]}`);
    if (status === 404) return send(404, { message: 'Not Found', status: '404' });
    const counts = { ahead: [3, 0], behind: [0, 2], diverged: [1, 4], identical: [0, 0] }[status];
    send(200, {
      url: `https://api.github.com/repos/${match[1]}/${match[2]}/compare/${base}...${head}`,
      status,
      ahead_by: counts[0],
      behind_by: counts[1],
      total_commits: counts[0],
      base_commit: { sha: base },
      merge_base_commit: { sha: base },
      commits: [],
      files: [],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
