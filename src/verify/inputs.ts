import { InputError } from '../common/errors.ts';
import { HOSTS, type Host } from '../site/hosts/hosts.ts';
import type { RedirectsToCheck } from '../site/redirects/check.ts';

/** The verification inputs (issue 13 "Inputs and outputs this adds"), validated. */
export interface VerifyInputs {
  /** `links`: check the unpacked site before it replaces `path`; `off`: skip (input `verify`). */
  mode: 'links' | 'off';
  /** What fails the step (input `verify-fail-on`): errors, warnings too, or nothing. */
  failOn: 'broken' | 'warnings' | 'never';
  /** How the target host maps URL paths to files (input `host`; see `hosts.ts`). */
  host: Host;
  /**
   * Public origin without a trailing slash, maybe with a path prefix (input `site-url`, default `https://<domain>`).
   */
  siteUrl: string | undefined;
  /**
   * The URL path the site is judged at, percent-encoded, no trailing slash (`/docs`; `''` at the root): `site-url`'s
   * path here; `src/inputs.ts` sets input `base-path` when given (the two agree when both have one).
   */
  basePath: string;
  /** Input `base-path` was given: the export is rebased to `basePath` before the check. */
  rebased: boolean;
  /**
   * Not an input: set by the site stage when the export was already built for `basePath` and so was not rebased
   * (`site/rebase/export-base-path.ts`, issue 37 item 5).
   */
  builtFor?: BuiltFor;
  /**
   * `host: cloudfront` with the function the action writes for the site (input `cloudfront-function`), not a shipped
   * one: set by `src/inputs.ts`.
   */
  cloudfrontFunction: boolean;
  /** Not an input: the redirects the pipeline published into the site (issue 45), checked with it. */
  redirects?: RedirectsToCheck;
  /** Patterns of references not to check (input `verify-ignore`, one per line). */
  ignore: string[];
  /** Absolute path of the JSON report to write (input `verify-report`), inside the workspace and outside `path`. */
  reportPath: string | undefined;
}

/**
 * How an export already built for its base path carries it: `next` Next's own `basePath` build, whose router adds the
 * base path to the links it navigates to (so its RSC payloads write them without it); `mintlify` a deployment built
 * for that path (its base-path script's `var b`), whose links carry it.
 */
export type BuiltFor = 'next' | 'mintlify';

/** Runs one parse; may keep its InputError for a joint report and give `fallback` instead (`src/inputs.ts`). */
export type Check = <T>(parse: () => T, fallback: T) => T;

/** Throws at the first InputError. */
const firstError: Check = (parse) => parse();

/**
 * Reads the verification inputs.
 * @param read an input's trimmed value; `readLines` its raw text
 * @param workspaceFile resolves a path inside the workspace, throwing InputError (shared with `archive`)
 * @param check how each input's InputError is handled: thrown (the default), or collected with every other input's
 * @throws InputError naming the input and what would be valid (with the default `check`)
 */
export function readVerifyInputs(
  read: (name: string) => string,
  readLines: (name: string) => string,
  domain: string | undefined,
  workspaceFile: (input: string, text: string) => string,
  check: Check = firstError,
): VerifyInputs {
  const mode = check(() => oneOf('verify', read('verify') || 'links', ['links', 'off'] as const), 'links');
  const failOn = check(
    () => oneOf('verify-fail-on', read('verify-fail-on') || 'broken', ['broken', 'warnings', 'never'] as const),
    'broken',
  );
  const host = check(() => oneOf('host', read('host') || 'auto', HOSTS), 'auto');
  const siteText = read('site-url');
  const siteUrl = siteText ? check(() => parseSiteUrl(siteText), undefined) : domain && `https://${domain}`;
  const ignore = readLines('verify-ignore')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const reportText = read('verify-report');
  return {
    mode,
    failOn,
    host,
    siteUrl: siteUrl || undefined,
    basePath: siteUrl ? new URL(siteUrl).pathname.replace(/\/+$/, '') : '',
    rebased: false,
    cloudfrontFunction: false,
    ignore,
    reportPath: reportText ? check(() => workspaceFile('verify-report', reportText), undefined) : undefined,
  };
}

function oneOf<T extends string>(input: string, text: string, values: readonly T[]): T {
  if ((values as readonly string[]).includes(text)) return text as T;
  throw new InputError(input, `'${text}' is not one of ${values.join(', ')}`);
}

/** An http(s) origin with an optional path, no query, fragment or credentials; trailing slashes dropped. */
function parseSiteUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      'site-url',
      `'${text}' is not an absolute URL: give the public origin, e.g. https://docs.example.com`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InputError('site-url', `must be an http or https URL; got ${url.protocol}`);
  if (url.username || url.password || url.search || url.hash)
    throw new InputError('site-url', 'must not carry credentials, a query or a fragment');
  return url.href.replace(/\/+$/, '');
}
