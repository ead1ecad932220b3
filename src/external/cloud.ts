/**
 * What a Mintlify page asks of Mintlify's cloud at run time, with `external-assets: bundle` (issue 38 "The cloud's
 * calls"): the one call the action answers, `/_mintlify/api/user`, and the features that stay offline.
 *
 * Platform facts ("Off-site resources of a real export", "Real pages"): the client fetches `/_mintlify/api/user` (a
 * JSON object; `{}` is a valid answer) and opens socket.io; `/_mintlify/*` follows the deployment's base path, as
 * Mintlify's docs on serving under a subpath say. So the answer is the file `_mintlify/api/user` at the site's root,
 * served at `<base-path>/_mintlify/api/user` on every host: the file exists, so GitHub Pages, Netlify and Cloudflare
 * Pages serve it at its own URL (they look for `x.html` only when `x` is missing, or before `x` but there is none),
 * and the CloudFront functions pass it through (`FILES`, `src/site/hosts/cloudfront-function.ts`). Hosts send an
 * extension-less file as `application/octet-stream` (S3 `binary/octet-stream`): `Response.json()` reads the body
 * whatever its `Content-Type`, so no host rule is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../common/atomic.ts';
import { ActionError } from '../common/errors.ts';
import { code, markdownText } from '../common/markdown.ts';
import { isHtmlPage } from '../common/page-file.ts';
import { USER_FILE } from './mode.ts';

export { USER_FILE };

/** What it answers: no signed-in user. */
export const USER_ANSWER = '{}';

/**
 * Writes {@link USER_FILE} into the site.
 * @param files the site's files, relative to `root` with `/` separators
 * @returns the file written, relative to `root`
 * @throws ActionError when the export already has that path (a file, or a folder holding files): the action never
 * overwrites the export's own files
 */
export async function answerUserCall(root: string, files: readonly string[]): Promise<string> {
  const clash = files.find((f) => f === USER_FILE || f.startsWith(`${USER_FILE}/`) || USER_FILE.startsWith(`${f}/`));
  if (clash !== undefined)
    throw new ActionError(
      'External assets not bundled',
      `The export already has ${clash}, where external-assets: bundle writes the answer to ${USER_FILE} ` +
        `(${USER_ANSWER}, what Mintlify's client asks the cloud for).`,
      'Remove that file from the docs, or publish with external-assets: report or keep.',
    );
  const target = path.join(root, ...USER_FILE.split('/'));
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await writeFileAtomic(target, USER_ANSWER);
  return USER_FILE;
}

/**
 * Marks of a Mintlify export in a page (platform facts "Real pages"): the inline script every page starts with
 * (`!function(){var b="…"`, the base path), or a URL under `/_mintlify/` or `/mintlify-assets/`.
 */
const MINTLIFY_MARK = /!function\(\)\{var b="|\/_mintlify\/|\/mintlify-assets\//;

/** Pages read at most to tell a Mintlify export: the mark is on every page of one, so the first few tell. */
const PAGES_READ = 5;

/**
 * Whether the site is a Mintlify export, from its first pages' marks ({@link MINTLIFY_MARK}): only then are Mintlify's
 * cloud features listed.
 * @param files the site's files, relative to `root` with `/` separators
 */
export async function isMintlifyExport(root: string, files: readonly string[]): Promise<boolean> {
  for (const file of files.filter(isHtmlPage).slice(0, PAGES_READ)) {
    const page = await fs.promises.readFile(path.join(root, file), 'latin1');
    if (MINTLIFY_MARK.test(page)) return true;
  }
  return false;
}

/** One Mintlify cloud feature that needs the cloud at run time. */
export interface CloudFeature {
  name: string;
  /** What happens on the published site. */
  offline: string;
  /** What a user can do about it in Mintlify's settings (from Mintlify's docs), or where to look. */
  turnOff: string;
}

/**
 * The Mintlify cloud features that cannot work from a copy of the site, and what Mintlify's settings offer for each
 * (www.mintlify.com/docs: `assistant/configure`, `optimize/feedback`, `integrations/privacy/overview`,
 * `organize/settings-integrations`, `api-playground/overview`). Listed in the step summary and `docs/offline.md`; the
 * action leaves the pages' code as it is (it never breaks a page to hide one).
 */
export const CLOUD_FEATURES: readonly CloudFeature[] = [
  {
    name: 'The assistant',
    offline: "its answers come from Mintlify's cloud: asking fails",
    turnOff: "turn it off with the assistant's status toggle on the dashboard's Assistant page",
  },
  {
    name: 'Feedback (page ratings, suggestions)',
    offline: "votes and comments are sent to Mintlify's cloud: they are lost",
    turnOff: "turn the feedback types off on the dashboard's Add-ons page",
  },
  {
    name: 'Live updates (socket.io)',
    offline: "the client's connection to Mintlify's live-update server fails",
    turnOff: "no setting is documented: check Mintlify's docs",
  },
  {
    name: "The API playground's requests",
    offline: "sent through Mintlify's proxy under /_mintlify/, which a static host does not serve",
    turnOff:
      "set the playground's proxy setting to false in docs.json to send requests from the browser to your API, or " +
      "hide the playground (display none); check Mintlify's docs for the exact keys",
  },
  {
    name: 'Analytics',
    offline: "Mintlify's telemetry and the integrations in docs.json send to their own hosts",
    turnOff: 'set integrations.telemetry.enabled to false in docs.json, and remove the integrations you do not want',
  },
  {
    name: "Search's cloud",
    offline: "the search box asks Mintlify's cloud",
    turnOff: "use the action's search: pagefind, which indexes the site and answers from it (docs/search.md)",
  },
];

/** What `bundle` did about the cloud's calls, for the log and the step summary. */
export interface CloudResult {
  /** The file answering `/_mintlify/api/user`, relative to the site root. */
  userAnswer: string;
  /** The URL path it is served at (`/docs/_mintlify/api/user`). */
  userUrl: string;
  /** Hosts whose connection hints were removed (`connect-hints.ts`). */
  hintsRemoved: readonly string[];
  /** Whether the export is Mintlify's ({@link isMintlifyExport}): its cloud features are then listed. */
  mintlify: boolean;
  /** What was fetched and what the patterns left, as the log says it (`bundle.ts` `bundleCounts`). */
  bundled?: string;
}

/** The log's lines: the answer written, the hints removed, and the features that stay offline. */
export function cloudLog(result: CloudResult): string[] {
  const hints = result.hintsRemoved;
  return [
    `Answered ${result.userUrl} with ${USER_ANSWER} (the file ${result.userAnswer}).`,
    hints.length > 0
      ? `Removed the preconnect and dns-prefetch hints to ${hints.join(', ')}: the site loads nothing from there now.`
      : 'No connection hint to remove: every hinted host is still loaded from.',
    ...(result.mintlify
      ? [
          "Mintlify's cloud features that stay offline (the pages are left as they are; docs/offline.md):",
          ...CLOUD_FEATURES.map((f) => `  ${f.name}: ${f.offline}; ${f.turnOff}.`),
        ]
      : []),
  ];
}

/** The step summary's section for `external-assets: bundle`'s cloud part: what was done and what stays offline. */
export function cloudSummary(result: CloudResult): string {
  const hints = result.hintsRemoved;
  const lines = [
    '### Offline',
    '',
    ...(result.bundled === undefined ? [] : [`- ${markdownText(result.bundled)}.`]),
    `- ${code(result.userUrl)} answers ${code(USER_ANSWER)} (the file ${code(result.userAnswer)}).`,
    hints.length > 0
      ? `- Connection hints removed (nothing is loaded from these hosts now): ${hints.map((h) => code(h)).join(', ')}.`
      : '- No connection hint removed: every hinted host is still loaded from.',
  ];
  if (result.mintlify)
    lines.push(
      '',
      "Mintlify's cloud features that cannot work offline. The pages are left as they are: each fails on its own, " +
        'and nothing else on the page breaks.',
      '',
      '| feature | offline | what you can do |',
      '|---|---|---|',
      ...CLOUD_FEATURES.map(
        (f) => `| ${markdownText(f.name)} | ${markdownText(f.offline)} | ${markdownText(f.turnOff)} |`,
      ),
    );
  lines.push('');
  return lines.join('\n');
}
