import { readInputs, type ExportInputs } from '../src/inputs.ts';
import { InputError, InputErrors } from '../src/common/errors.ts';
import { parseDuration } from '../src/common/duration.ts';

const env = { GITHUB_WORKSPACE: '/home/runner/work/docs/docs', RUNNER_TEMP: '/home/runner/work/_temp' };
const read = (inputs: Record<string, string>) => readInputs((name) => inputs[name] ?? '', env);
const ok = { 'api-key': 'mint_test_abc123', domain: 'docs.example.com' };

function error(inputs: Record<string, string>): InputError {
  try {
    read(inputs);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

test('defaults: api-url, path and timeout', () => {
  const inputs = read(ok) as ExportInputs;
  expect(inputs).toMatchObject({
    mode: 'export',
    apiUrl: 'https://api.mintlify.com',
    sitePath: '/home/runner/work/docs/docs/static-export',
    timeoutMs: 30 * 60_000,
    domain: 'docs.example.com',
    jobId: undefined,
  });
});

test.each([
  ['', /Input 'api-key': is empty/],
  ['mint_dsc_public123', /assistant key \(mint_dsc_…\)/],
  ['mint_us_index123', /index key \(mint_us_…\)/],
  ['sk_live_123', /admin keys start with mint_/],
  ['mint_ab c', /white space/],
])('api-key %j is refused', (key, message) => {
  expect(error({ ...ok, 'api-key': key }).message).toMatch(message);
});

test.each([
  ['https://docs.example.com', 'use docs.example.com'],
  ['docs.example.com/docs', 'use docs.example.com'],
  ['docs.example.com:8443', 'use docs.example.com'],
  ['docs.example.com/', 'use docs.example.com'],
  ['docs example.com', 'white space'],
  ['http://acme.mintlify.app/guides', 'use acme.mintlify.app'],
])('domain %j is refused and the hostname shown', (domain, message) => {
  const e = error({ ...ok, domain });
  expect(e.message).toContain("Input 'domain'");
  expect(e.message).toContain(message);
});

test('domain or job-id is required', () => {
  expect(error({ 'api-key': ok['api-key'] }).message).toMatch(/Input 'domain': is required .* unless job-id is given/);
  expect((read({ 'api-key': ok['api-key'], 'job-id': 'se_1' }) as ExportInputs).jobId).toBe('se_1');
});

test.each([
  ['http://api.example.com', /must use https/],
  ['ftp://api.mintlify.com', /must use https/],
  ['https://api.mintlify.com/v1', /version segment: use https:\/\/api.mintlify.com/],
  ['not a url', /is not a URL/],
  ['https://user:pw@api.mintlify.com', /credentials/],
])('api-url %j is refused', (url, message) => {
  expect(error({ ...ok, 'api-url': url }).message).toMatch(message);
});

test.each(['http://localhost:8080', 'http://127.0.0.1:3000/', 'http://[::1]:9000'])(
  'api-url %j over http is allowed (loopback)',
  (url) => {
    expect(read({ ...ok, 'api-url': url }).apiUrl).toBe(url.replace(/\/$/, ''));
  },
);

test.each(['.', '..', '../elsewhere', '/etc', ''])('path %j outside or equal to the workspace is refused', (p) => {
  if (p === '') return expect(read({ ...ok, path: p }).mode).toBe('export');
  expect(error({ ...ok, path: p }).message).toMatch(/Input 'path': .* must be a folder inside the workspace/);
});

test.each([
  ['90s', 90_000],
  ['15m', 900_000],
  ['1h', 3_600_000],
  ['1h30m', 5_400_000],
  ['45', 45_000],
  ['500ms', 500],
  ['1m30s500ms', 90_500],
])('timeout %j is %d ms', (text, ms) => {
  expect(parseDuration(text)).toBe(ms);
  expect(read({ ...ok, timeout: text }).timeoutMs).toBe(ms);
});

test.each(['soon', '0', '0ms', '-5m', '10 minutes', '5d'])('timeout %j is refused', (text) => {
  expect(error({ ...ok, timeout: text }).message).toMatch(/Input 'timeout'/);
});

test.each(['se 1', 'se/../x', 'a?b'])('job-id %j that would change the URL path is refused', (id) => {
  expect(error({ ...ok, 'job-id': id }).message).toMatch(/Input 'job-id'/);
});

describe('update, commit and github-token', () => {
  const updating = { ...ok, update: 'true', 'project-id': 'proj_1' };

  test('off by default; on, it carries project-id, commit (lower case) and the token', () => {
    expect((read(ok) as ExportInputs).update).toBeUndefined();
    expect((read({ ...updating, commit: 'ABCDEF1', 'github-token': 'ghs_test' }) as ExportInputs).update).toEqual({
      projectId: 'proj_1',
      commit: 'abcdef1',
      githubToken: 'ghs_test',
    });
    const bare = (read({ ...updating, update: 'True' }) as ExportInputs).update;
    expect(bare).toMatchObject({ commit: undefined, githubToken: undefined });
    expect((read({ ...ok, update: 'FALSE' }) as ExportInputs).update).toBeUndefined();
  });

  test.each([
    [{ ...ok, update: 'true' }, /Input 'project-id': is required with update: true/],
    [{ ...updating, 'job-id': 'se_1' }, /Input 'update': .*, so job-id must be empty/],
    [{ ...updating, domain: '', 'agent-job-id': 'job_1' }, /Input 'update': .*agent jobs are unaffected by updates/],
    [{ ...ok, commit: 'abcdef1' }, /Input 'commit': needs update: true/],
    [{ ...updating, commit: 'abcdef' }, /Input 'commit': 'abcdef' is not a commit SHA: give 7 to 40 hex digits/],
    [{ ...updating, commit: 'a'.repeat(41) }, /Input 'commit': .* is not a commit SHA/],
    [{ ...updating, commit: 'main' }, /Input 'commit': 'main' is not a commit SHA/],
    [{ ...updating, commit: 'ghijklm' }, /Input 'commit': .* is not a commit SHA/],
    [{ ...ok, update: 'yes' }, /Input 'update': 'yes' is not a boolean/],
    [{ ...updating, 'project-id': 'a/b' }, /Input 'project-id'/],
  ])('refused before any request: %j', (inputs, message) => {
    expect(error(inputs).message).toMatch(message);
  });
});

test('a folder or file named with two leading dots is inside the workspace; a .. segment is not (issue #11)', () => {
  const inputs = read({ ...ok, path: '..site', archive: '..site.tar.gz', 'helm-values': '..deploy/values.yaml' });
  expect(inputs.mode === 'export' && [inputs.sitePath, inputs.archivePath, inputs.helmValues]).toEqual([
    `${env.GITHUB_WORKSPACE}/..site`,
    `${env.GITHUB_WORKSPACE}/..site.tar.gz`,
    `${env.GITHUB_WORKSPACE}/..deploy/values.yaml`,
  ]);
  expect(error({ ...ok, path: '../site' }).message).toMatch(/Input 'path'/);
  expect(error({ ...ok, archive: '../site.tar.gz' }).message).toMatch(/Input 'archive'/);
  expect(error({ ...ok, path: 'site', archive: 'site/../site/x.tar.gz' }).message).toMatch(
    /lies inside the site folder/,
  );
});

describe('every file input against the site folder and each other, in one place (issue 20, defect 2)', () => {
  test.each([
    [
      { 'helm-values': 'static-export/values.yaml' },
      /Input 'helm-values': .* inside the site folder \(path: static-export\)/,
    ],
    [{ path: 'site', 'helm-values': 'site/deploy/values.yaml' }, /Input 'helm-values': .*\(path: site\)/],
    [{ archive: 'out/a.tar.gz', 'verify-report': 'out/a.tar.gz' }, /Input 'verify-report': .* same file as archive/],
    [{ 'helm-values': 'v.yaml', 'verify-report': './v.yaml' }, /Input 'verify-report': .* same file as helm-values/],
    [{ 'site-archive': 'static-export/s.tar.gz' }, /Input 'site-archive': .* inside the site folder/],
    [{ 'site-archive': '../s.tar.gz' }, /Input 'site-archive': .* must be a file path inside the workspace/],
    [{ archive: 's.tar.gz', 'site-archive': './s.tar.gz' }, /Input 'site-archive': .* same file as archive/],
    [
      { archive: 's.tar.gz.sha256', 'site-archive': 's.tar.gz' },
      /Input 'site-archive': 's.tar.gz.sha256' \(written beside it\) is the same file as archive/,
    ],
    [
      { 'site-archive': 's.tar.gz', 'changes-file': 's.tar.gz.sha256' },
      /Input 'changes-file': .* same file as site-archive's .sha256 file/,
    ],
    [{ path: 'out/site', 'site-archive': 'out' }, /Input 'site-archive': 'out' is a folder that holds the site folder/],
    [{ 'site-archive': 's.tar.gz', download: 'false' }, /Input 'site-archive': needs download: true/],
    // On another origin its URLs are rewritten to site-url: without base-path they would drop its path.
    [
      { 'site-url': 'https://docs.acme.test/docs' },
      /Input 'base-path': is empty, but site-url \(https:\/\/docs.acme.test\/docs\) serves the site under \/docs/,
    ],
    [{ path: '.git' }, /Input 'path': '.git' lies in the repository's .git folder/],
    [{ 'changes-file': '.git/hooks/post-checkout' }, /Input 'changes-file': .* lies in the repository's .git folder/],
    // The site folder where the archive's .sha256 goes: the step would place the site there and say it wrote both.
    [
      { path: 'sa.tar.gz.sha256', 'site-archive': 'sa.tar.gz' },
      /Input 'site-archive': 'sa.tar.gz.sha256' \(written beside it\) lies inside the site folder/,
    ],
    // One input a folder of another's file: both are written after the site is placed, so refuse it before.
    [
      { archive: 'out', 'changes-file': 'out/changes.json' },
      /Input 'changes-file': 'out\/changes.json' and archive are a folder and a file in it/,
    ],
    [
      { 'site-archive': 'out', 'verify-report': 'out/r.json' },
      /Input 'verify-report': 'out\/r.json' and site-archive are a folder and a file in it/,
    ],
  ])('%j is refused', (extra, message) => {
    expect(error({ ...ok, ...extra }).message).toMatch(message);
  });

  test('site-archive is an absolute path in the workspace; empty is off', () => {
    expect((read({ ...ok, 'site-archive': 'out/site.tar.gz' }) as ExportInputs).siteArchive).toBe(
      `${env.GITHUB_WORKSPACE}/out/site.tar.gz`,
    );
    expect((read(ok) as ExportInputs).siteArchive).toBeUndefined();
  });

  test('with download: false the site folder is not replaced, so helm-values may lie inside it', () => {
    const inputs = read({ ...ok, download: 'false', 'helm-values': 'static-export/values.yaml' }) as ExportInputs;
    expect(inputs.helmValues).toBe(`${env.GITHUB_WORKSPACE}/static-export/values.yaml`);
  });
});

test('verification defaults: links, broken, auto, https://<domain>, no patterns, no report', () => {
  const inputs = read(ok) as ExportInputs;
  expect(inputs.verify).toEqual({
    mode: 'links',
    failOn: 'broken',
    host: 'auto',
    siteUrl: 'https://docs.example.com',
    basePath: '',
    rebased: false,
    cloudfrontFunction: false,
    ignore: [],
    reportPath: undefined,
  });
});

test('base-path is the path verification judges the site at, and the export is rebased to it', () => {
  const inputs = read({ ...ok, 'base-path': 'docs/' }) as ExportInputs;
  expect(inputs.basePath).toBe('/docs');
  expect(inputs.verify).toMatchObject({ siteUrl: 'https://docs.example.com', basePath: '/docs', rebased: true });
});

test('verification inputs are read and normalised', () => {
  const inputs = read({
    ...ok,
    // The export's own origin with a path (a proxy serves it there): judged at the path, nothing rewritten.
    domain: 'example.com',
    verify: 'off',
    'verify-fail-on': 'warnings',
    host: 'cloudflare-pages',
    'site-url': 'https://example.com/docs/',
    'verify-ignore': '/legacy/**\n\n  https://old.example.com/*  \n',
    'verify-report': 'reports/verify.json',
  }) as ExportInputs;
  expect(inputs.verify).toEqual({
    mode: 'off',
    failOn: 'warnings',
    host: 'cloudflare-pages',
    siteUrl: 'https://example.com/docs',
    // Judged at site-url's path; nothing is rebased without base-path.
    basePath: '/docs',
    rebased: false,
    cloudfrontFunction: false,
    ignore: ['/legacy/**', 'https://old.example.com/*'],
    reportPath: '/home/runner/work/docs/docs/reports/verify.json',
  });
});

test.each([
  [{ verify: 'yes' }, /Input 'verify': 'yes' is not one of links, off/],
  [{ 'verify-fail-on': 'errors' }, /Input 'verify-fail-on': 'errors' is not one of broken, warnings, never/],
  [{ host: 'cloudfront-s3' }, /Input 'host': 'cloudfront-s3' is not one of auto, s3, s3-website, cloudfront/],
  [{ 'site-url': 'docs.example.com' }, /Input 'site-url': 'docs.example.com' is not an absolute URL/],
  [{ 'site-url': 'ftp://docs.example.com' }, /Input 'site-url': must be an http or https URL/],
  [{ 'site-url': 'https://docs.example.com/?a=1' }, /Input 'site-url': must not carry/],
  [
    { 'verify-report': '../out.json' },
    /Input 'verify-report': '..\/out.json' must be a file path inside the workspace/,
  ],
  [{ 'verify-report': 'static-export/report.json' }, /Input 'verify-report': .* lies inside the site folder/],
])('verification input %j is refused', (extra, message) => {
  expect(error({ ...ok, ...extra }).message).toMatch(message);
});

test('with job-id and no domain, site-url has no default', () => {
  const inputs = read({ 'api-key': ok['api-key'], 'job-id': 'se_1' }) as ExportInputs;
  expect(inputs.verify.siteUrl).toBeUndefined();
});

describe('cloudfront-function', () => {
  test('writes the function for the site, which verification then assumes', () => {
    const inputs = read({ ...ok, host: 'cloudfront', 'cloudfront-function': 'viewer-request.js' }) as ExportInputs;
    expect(inputs.cloudfrontFunction).toBe('/home/runner/work/docs/docs/viewer-request.js');
    expect(inputs.verify).toMatchObject({ host: 'cloudfront', cloudfrontFunction: true });
  });

  test.each([
    [
      { 'cloudfront-function': 'viewer-request.js' },
      /Input 'cloudfront-function': needs host: cloudfront .*host is auto/,
    ],
    [
      { host: 's3', 'cloudfront-function': 'viewer-request.js' },
      /Input 'cloudfront-function': needs host: cloudfront .*host is s3/,
    ],
    [
      { host: 'cloudfront', 'cloudfront-function': 'static-export/viewer-request.js' },
      /Input 'cloudfront-function': .* lies inside the site folder/,
    ],
    [
      { host: 'cloudfront', 'cloudfront-function': 'out.json', 'changes-file': 'out.json' },
      /Input 'cloudfront-function': .* same file as changes-file/,
    ],
    [{ host: 'cloudfront', 'cloudfront-function': '../viewer-request.js' }, /Input 'cloudfront-function'/],
    [
      { host: 'cloudfront', 'cloudfront-function': 'viewer-request.js', download: 'false' },
      /Input 'cloudfront-function': needs download: true/,
    ],
  ])('%j is refused before any request', (extra, message) => {
    expect(error({ ...ok, ...extra }).message).toMatch(message);
  });
});

describe('every invalid input at once (issue 31)', () => {
  const fourMistakes = {
    ...ok,
    domain: 'https://docs.example.com',
    path: '../x',
    search: 'yes',
    'base-path': 'https://x/y',
  };

  test('four mistakes are named in one error, each with its input, what is wrong and the fix', () => {
    let thrown: unknown;
    try {
      read(fourMistakes);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(InputErrors);
    const e = thrown as InputErrors;
    expect(e.title).toBe('Invalid inputs');
    expect(e.errors.map((each) => each.input)).toEqual(['domain', 'path', 'base-path', 'search']);
    expect(e.message).toMatch(/^4 inputs are invalid:\n/);
    expect(e.message).toContain("- Input 'domain': 'https://docs.example.com' is not a hostname");
    expect(e.message).toContain('use docs.example.com');
    expect(e.message).toContain("- Input 'path': '../x' must be a folder inside the workspace");
    expect(e.message).toContain("- Input 'search': 'yes' is not one of off, pagefind");
    expect(e.message).toContain("- Input 'base-path': 'https://x/y' is a URL: give its path only");
  });

  test('the verification inputs are named with the rest, each of them', () => {
    let thrown: unknown;
    try {
      read({ ...ok, verify: 'yes', 'verify-fail-on': 'sometimes', host: 'geocities', 'site-url': 'docs', search: 'x' });
    } catch (e) {
      thrown = e;
    }
    expect((thrown as InputErrors).errors.map((each) => each.input)).toEqual([
      'verify',
      'verify-fail-on',
      'host',
      'site-url',
      'search',
    ]);
  });

  test('one mistake stays one InputError, as before', () => {
    const e = error({ ...ok, search: 'yes' });
    expect(e).not.toBeInstanceOf(InputErrors);
    expect(e.message).toBe("Input 'search': 'yes' is not one of off, pagefind");
  });

  test('a check that needs a valid value waits for it: an invalid domain is not also "required"', () => {
    const e = error({ ...ok, domain: 'https://docs.example.com' });
    expect(e.message).not.toContain('is required');
  });

  test('cross-input rules are collected too (commit without update, archive with download false)', () => {
    expect(() => read({ ...ok, commit: 'abc1234', download: 'false', archive: 'a.tar.gz', timeout: 'soon' })).toThrow(
      expect.objectContaining({
        errors: [
          expect.objectContaining({ input: 'timeout' }),
          expect.objectContaining({ input: 'commit' }),
          expect.objectContaining({ input: 'archive' }),
        ],
      }),
    );
  });
});

describe('an input set with underscores (INPUT_API_KEY), which the runner never reads', () => {
  const withVariables = (variables: Record<string, string>, inputs: Record<string, string>) =>
    readInputs((name) => inputs[name] ?? '', { ...env, variables });

  test("api-key empty with INPUT_API_KEY set: the error names the runner's INPUT_API-KEY and how to pass it", () => {
    expect(() => withVariables({ INPUT_API_KEY: 'mint_test_abc' }, { domain: 'docs.example.com' })).toThrow(
      "Input 'api-key': is empty: pass an admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }} " +
        "(INPUT_API_KEY is set, but the runner's variable for api-key is INPUT_API-KEY, with a hyphen, which a shell " +
        "cannot export: run env 'INPUT_API-KEY=…' node dist/index.js, or npm run demo -- --api-key …)",
    );
  });

  test('any input with a hyphen gets the note: project-id with update true', () => {
    expect(() => withVariables({ INPUT_PROJECT_ID: 'p_1' }, { ...ok, update: 'true' })).toThrow(
      "(INPUT_PROJECT_ID is set, but the runner's variable for project-id is INPUT_PROJECT-ID, with a hyphen",
    );
  });

  test('no note when the input was given, or the variable is not set', () => {
    expect(() => withVariables({}, { domain: 'docs.example.com' })).toThrow(/is empty: pass an admin API key[^(]*$/);
    expect(() => withVariables({ INPUT_API_KEY: 'x' }, { 'api-key': 'sk_1', domain: 'docs.example.com' })).toThrow(
      /admin keys start with mint_ \(create one on the dashboard's API keys page\)$/,
    );
  });
});

describe('base-path without site-url (issue 39 #12): one warning, naming site-url', () => {
  const warnings = (inputs: Record<string, string>): string[] => (read({ ...ok, ...inputs }) as ExportInputs).warnings;

  test('base-path alone: its URLs would name https://<domain>/<base-path>/…, where no site is served', () => {
    expect(warnings({ 'base-path': 'docs/' })).toEqual([
      'base-path is /docs but site-url is empty, so canonical, og:url, sitemap and llms.txt URLs name ' +
        'https://docs.example.com/docs/…, where no site is served (the hosted docs are at https://docs.example.com/). ' +
        'Set site-url to the address this copy is served at, e.g. https://<owner>.github.io/docs or ' +
        'https://example.com/docs.',
    ]);
    // In a run, the example names the repository's own Pages address, not a placeholder the inputs refuse.
    const inRun = readInputs((name) => ({ ...ok, 'base-path': 'docs/' })[name] ?? '', {
      ...env,
      GITHUB_REPOSITORY: 'Acme/docs',
    }) as ExportInputs;
    expect(inRun.warnings).toEqual([expect.stringContaining('e.g. https://acme.github.io/docs or https://example')]);
    expect(warnings({ 'base-path': '/docs', host: 'github-pages' })).toHaveLength(1);
  });

  test.each([
    [{}],
    [{ host: 'github-pages' }],
    [{ 'base-path': '/', host: 'github-pages' }],
    [{ 'base-path': '/docs', 'site-url': 'https://acme.github.io' }],
    [{ 'base-path': '/docs', 'site-url': 'https://acme.github.io/docs' }],
    [{ 'site-url': 'https://example.com' }],
    // With job-id alone the export's origin is unknown: no URL is rebased on it.
    [{ domain: '', 'job-id': 'se_1', 'base-path': '/docs' }],
  ])('%j: nothing to say', (inputs) => {
    expect(warnings(inputs)).toEqual([]);
  });
});

describe("the GitHub Pages recipe's placeholders and the run's repository (issue 44 item 10)", () => {
  const inRepo = (repository: string | undefined, inputs: Record<string, string>) =>
    readInputs((name) => ({ ...ok, ...inputs })[name] ?? '', { ...env, GITHUB_REPOSITORY: repository });
  const pasted = { host: 'github-pages', 'base-path': '/REPO', 'site-url': 'https://OWNER.github.io/REPO' };
  const errorsOf = (repository: string | undefined, inputs: Record<string, string>): string[] => {
    try {
      inRepo(repository, inputs);
    } catch (e) {
      if (e instanceof InputErrors) return e.errors.map((one) => one.message);
      if (e instanceof InputError) return [e.message];
      throw e;
    }
    throw new Error('expected an input error');
  };
  const warningsIn = (repository: string | undefined, inputs: Record<string, string>): string[] =>
    (inRepo(repository, inputs) as ExportInputs).warnings;

  test("the recipe as pasted: both inputs refused, each with the values of the run's repository", () => {
    expect(errorsOf('acme/docs', pasted)).toEqual([
      "Input 'site-url': 'https://OWNER.github.io/REPO': OWNER and REPO are placeholders of the recipe, for OWNER " +
        "the account that owns it, REPO the repository's name: this run's repository acme/docs is served at " +
        'https://acme.github.io/docs/, so set site-url: https://acme.github.io/docs',
      "Input 'base-path': '/REPO': REPO is a placeholder of the recipe, for REPO the repository's name: this run's " +
        'repository acme/docs is served at https://acme.github.io/docs/, so set base-path: /docs',
    ]);
  });

  test('outside a runner (no GITHUB_REPOSITORY): refused, saying what each placeholder stands for', () => {
    expect(errorsOf(undefined, pasted)).toEqual([
      "Input 'site-url': 'https://OWNER.github.io/REPO': OWNER and REPO are placeholders of the recipe: replace " +
        "OWNER the account that owns it, REPO the repository's name, as in the address Settings > Pages shows " +
        '(https://<owner>.github.io/<repository>/)',
      "Input 'base-path': '/REPO': REPO is a placeholder of the recipe: replace REPO the repository's name, as in " +
        'the address Settings > Pages shows (https://<owner>.github.io/<repository>/)',
    ]);
  });

  test('one placeholder left: only that input is named; the owner in lower case, the name as GitHub spells it', () => {
    expect(errorsOf('Acme/Handbook', { ...pasted, 'base-path': '/Handbook' })).toEqual([
      expect.stringMatching(/^Input 'site-url': .* so set site-url: https:\/\/acme\.github\.io\/Handbook$/),
    ]);
    expect(errorsOf('acme/docs', { 'base-path': 'REPO/', 'site-url': 'https://acme.github.io/REPO/' })).toEqual([
      expect.stringMatching(/so set site-url: https:\/\/acme\.github\.io\/docs$/),
      expect.stringMatching(/so set base-path: \/docs$/),
    ]);
  });

  test("the user or organisation site acme.github.io: REPO goes (it is served at the host's root)", () => {
    expect(errorsOf('acme/acme.github.io', pasted)).toEqual([
      expect.stringMatching(/is served at https:\/\/acme\.github\.io\/, so set site-url: https:\/\/acme\.github\.io$/),
      expect.stringMatching(/is served at https:\/\/acme\.github\.io\/, so leave base-path empty$/),
    ]);
  });

  test.each([
    [{ 'base-path': '/REPOS', 'site-url': 'https://owners.github.io/REPOS' }],
    [{ 'base-path': '/repo', 'site-url': 'https://owner.github.io/repo' }],
    [{ 'site-url': 'https://docs.example.com/REPO-guide' }],
  ])('%j is no placeholder: exactly OWNER or REPO, a whole segment or label, upper case', (inputs) => {
    expect(() => inRepo('acme/docs', inputs)).not.toThrow();
  });

  test('on github-pages, a base path GitHub Pages does not serve the repository at is a warning naming the fix', () => {
    expect(
      warningsIn('acme/handbook', {
        host: 'github-pages',
        'base-path': '/docs',
        'site-url': 'https://acme.github.io/docs',
      }),
    ).toEqual([
      "host is github-pages and this run's repository acme/handbook is served at https://acme.github.io/handbook/, " +
        'but base-path is /docs: every link of the site would answer 404 there. Set base-path: /handbook and ' +
        'site-url: https://acme.github.io/handbook, or, when the site has a custom domain, give it as site-url.',
    ]);
    // Pages paths are case-sensitive: the name is compared as GitHub spells it.
    expect(
      warningsIn('acme/Handbook', {
        host: 'github-pages',
        'base-path': '/handbook',
        'site-url': 'https://acme.github.io/handbook',
      }),
    ).toEqual([
      expect.stringContaining(
        'but base-path is /handbook (Pages paths are case-sensitive: /handbook/ is not /Handbook/)',
      ),
    ]);
    // A project site is never at the root of github.io.
    expect(warningsIn('acme/handbook', { host: 'github-pages', 'site-url': 'https://acme.github.io' })).toEqual([
      expect.stringContaining('but base-path is empty: every link of the site would answer 404 there'),
    ]);
    // Without site-url, the address is unknown: the warning about site-url, and this one.
    expect(warningsIn('acme/handbook', { host: 'github-pages', 'base-path': '/docs' })).toEqual([
      expect.stringContaining('site-url is empty'),
      expect.stringContaining('is served at https://acme.github.io/handbook/, but base-path is /docs'),
    ]);
  });

  test.each([
    [
      'the base path is the repository',
      'acme/docs',
      { 'base-path': '/docs', 'site-url': 'https://acme.github.io/docs' },
    ],
    ['below the repository', 'acme/docs', { 'base-path': '/docs/v2', 'site-url': 'https://acme.github.io/docs/v2' }],
    ['a custom domain', 'acme/handbook', { 'base-path': '/docs', 'site-url': 'https://example.com/docs' }],
    ['a custom domain at the root', 'acme/handbook', { 'site-url': 'https://docs.example.com' }],
    ['the root, no site-url', 'acme/handbook', {}],
    ['the user site', 'acme/ACME.github.io', { 'base-path': '/docs', 'site-url': 'https://acme.github.io/docs' }],
    ['no repository known', undefined, { 'base-path': '/docs', 'site-url': 'https://acme.github.io/docs' }],
  ])('github-pages, %s: no warning', (_, repository, inputs) => {
    expect(warningsIn(repository, { host: 'github-pages', ...inputs })).toEqual([]);
  });

  test('another host: no warning, whatever the repository', () => {
    expect(
      warningsIn('acme/handbook', { host: 'netlify', 'base-path': '/docs', 'site-url': 'https://acme.github.io/docs' }),
    ).toEqual([]);
  });
});

describe('base paths Mintlify reserves are refused before any request (issue 37 #6)', () => {
  test.each([
    ['/api', '/api', 'is'],
    ['api/', '/api', 'is'],
    ['/api/v2', '/api', 'lies below'],
    ['/API', '/api', 'is'],
    ['/%61pi', '/api', 'is'],
    ['/_next', '/_next', 'is'],
    ['/_next/static', '/_next', 'lies below'],
    ['/_mintlify', '/_mintlify', 'is'],
    ['/_sites/acme', '/_sites', 'lies below'],
    ['/_live-preview', '/_live-preview', 'is'],
    ['/login', '/login', 'is'],
    ['/logout/', '/logout', 'is'],
    ['/mcp', '/mcp', 'is'],
    ['/feedback', '/feedback', 'is'],
    ['/openapi-specs.download', '/openapi-specs.download', 'is'],
    ['/llms.txt', '/llms.txt', 'is'],
    ['/llms-full.txt', '/llms-full.txt', 'is'],
    ['/sitemap.xml', '/sitemap.xml', 'is'],
    ['/robots.txt', '/robots.txt', 'is'],
    ['/skill.md', '/skill.md', 'is'],
    ['/.well-known', '/.well-known', 'is'],
    ['/.well-known/docs', '/.well-known', 'lies below'],
  ])('%j %s reserved', (basePath, reserved, where) => {
    const message = error({ ...ok, 'base-path': basePath }).message;
    expect(message).toContain(
      `Input 'base-path': '${basePath}' ${where} ${reserved}, a path Mintlify reserves for its own routes and files`,
    );
    expect(message).toContain('/_next, /_mintlify, /_sites, /_live-preview, /api, /login, /logout, /mcp, /feedback');
    expect(message).toContain('choose another, e.g. /docs');
  });

  test.each(['/apis', '/docs/api', '/login-help', '/api-reference', '/next', '/mintlify', '/llms', '/docs/_next'])(
    '%j is a base path of its own',
    (basePath) => {
      expect(
        (read({ ...ok, 'base-path': basePath, 'site-url': `https://example.com${basePath}` }) as ExportInputs).basePath,
      ).toBe(basePath);
    },
  );
});

test('an invalid base-path with a site-url path is one error, not also "base-path is empty"', () => {
  const e = error({ ...ok, 'base-path': '/api', 'site-url': 'https://example.com/api' });
  expect(e.message).toMatch(/^Input 'base-path': '\/api' is \/api, a path Mintlify reserves/);
  // The root given as / is still empty for the check against site-url's path.
  expect(error({ ...ok, 'base-path': '/', 'site-url': 'https://example.com/docs' }).message).toMatch(
    /Input 'base-path': is empty, but site-url \(https:\/\/example.com\/docs\) serves the site under \/docs/,
  );
});

test('no input error carries a control character given in an input: each is shown escaped (\\x1b)', () => {
  const esc = '\x1b[31mRED\x1b[0m';
  let thrown: unknown;
  try {
    read({
      ...ok,
      domain: `a${esc}.com`,
      path: `../${esc}`,
      archive: `.git/${esc}.tgz`,
      'changes-file': `${esc}.json`,
      'verify-report': `${esc}.json`,
      'base-path': `/a${esc}`,
      'site-url': `https://example.com/x${esc}`,
    });
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(InputErrors);
  const { errors, message } = thrown as InputErrors;
  expect(errors.map((each) => each.input).sort()).toEqual(
    ['archive', 'base-path', 'changes-file', 'domain', 'path'].sort(),
  );
  // eslint-disable-next-line no-control-regex -- the control characters that must not reach the log
  expect(message).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  for (const each of errors) expect(each.message).toContain('\\x1b[31mRED\\x1b[0m');
});

test('an input error shows bidi controls and line separators escaped too, as the log does', () => {
  // U+202E reverses what follows in the annotation; U+2028 ends a line in some viewers (CVE-2021-42574).
  const e = error({ ...ok, path: '../\u202egnp.exe\u2028x' });
  expect(e.message).toContain('\\u202egnp.exe\\u2028x');
  expect(e.message).not.toMatch(/[\u2028\u202e]/);
});
