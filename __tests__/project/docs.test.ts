/**
 * The documentation a newcomer reads holds: the README's Inputs and Outputs tables are what `npm run docs` makes of
 * action.yml, every relative link in README.md, docs/, CONTRIBUTING.md and SECURITY.md resolves (a file that exists,
 * and a heading for its `#anchor`), the README stays short with its two commands on top, and the S3 + CloudFront
 * guide's policies are the ones that work (both OIDC subject formats, 403 and 404 mapped to /404.html).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { renderReadme, renderTables } from '../../scripts/docs.ts';
import { hintFor } from '../../src/http/hints.ts';
import { readInputs, type ExportInputs } from '../../src/inputs.ts';

const actionYml = fs.readFileSync('action.yml', 'utf8');
const readme = fs.readFileSync('README.md', 'utf8');

/** Every Markdown file whose links must resolve: README.md, CONTRIBUTING.md, SECURITY.md and docs/ (recursively). */
function checkedFiles(): string[] {
  const pages = fs
    .readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`);
  return ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...pages.sort()];
}

/** Markdown without fenced code blocks (their `#` lines are not headings, their brackets not links). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Markdown without fenced code blocks and inline code spans, whose text is not a link. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[\s\S]*?\1/g, '');
}

/**
 * The anchors GitHub gives a file's headings (github-slugger): lower case, every character that is not a letter,
 * digit, mark, `_`, `-` or space removed, spaces made hyphens; a repeated slug gets `-1`, `-2`, ….
 */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = match[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** A relative link that does not resolve: where it is, what it says, and why. */
interface BrokenLink {
  file: string;
  link: string;
  reason: string;
}

/**
 * Checks every inline link `[text](target)` and image of `file` (given its text) whose target has no scheme:
 * the file or folder must exist, inside the repository, and an `#anchor` must name a heading of the Markdown file it
 * points into. Links inside code are not links and are skipped.
 */
export function brokenLinks(file: string, markdown: string, read = (f: string) => fs.readFileSync(f, 'utf8')) {
  const broken: BrokenLink[] = [];
  for (const match of withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const link = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
    const [target = '', anchor] = link.split('#');
    const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    if (target === '') {
      if (anchor !== undefined && !anchors(markdown).has(decodeURIComponent(anchor)))
        broken.push({ file, link, reason: `no heading #${anchor} on this page` });
    } else if (resolved.startsWith('../') || path.posix.isAbsolute(resolved)) {
      broken.push({ file, link, reason: 'outside the repository' });
    } else if (!fs.existsSync(resolved)) {
      broken.push({ file, link, reason: `${resolved} does not exist` });
    } else if (anchor !== undefined) {
      if (!resolved.endsWith('.md')) broken.push({ file, link, reason: 'an anchor into a file that is not Markdown' });
      else if (!anchors(read(resolved)).has(decodeURIComponent(anchor)))
        broken.push({ file, link, reason: `${resolved} has no heading #${anchor}` });
    }
  }
  return broken;
}

/** The ```json blocks of `markdown` (those indented under a list item too), with their line, indentation removed. */
export function jsonBlocksOf(markdown: string): { line: number; text: string }[] {
  return [...markdown.matchAll(/^( *)```json\n([\s\S]*?)^\1```$/gm)].map((m) => ({
    line: markdown.slice(0, m.index).split('\n').length,
    text: m[2]!.replace(new RegExp(`^${m[1]!}`, 'gm'), ''),
  }));
}

/** Why `text` is not JSON, or undefined when it parses. */
function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('Inputs and Outputs tables', () => {
  test('the README tables are what `npm run docs` makes of action.yml', () => {
    expect(renderReadme(actionYml, readme)).toBe(readme);
  });

  test('a change to action.yml changes the tables (the check above can fail)', () => {
    const action = parse(actionYml) as {
      inputs: Record<string, object>;
      outputs: Record<string, object>;
    };
    action.inputs['new-input'] = { description: 'An input added | with a pipe and <angle> *stars*.', default: 'x' };
    action.outputs.newOutput = { description: 'An output added later.' };
    const next = renderReadme(stringify(action), readme);
    expect(next).not.toBe(readme);
    expect(next).toContain('| `new-input` | `x` | An input added \\| with a pipe and &lt;angle> \\*stars\\*. |');
    expect(next).toContain('| `newOutput` | An output added later. |');
    // Everything outside the markers is kept byte for byte.
    const outside = (text: string): string => text.replace(/<!-- (inputs|outputs):start[\s\S]*?<!-- \1:end -->/g, '');
    expect(outside(next)).toBe(outside(readme));
  });

  test('a README without the markers is an error, not a silent no-op', () => {
    expect(() => renderReadme(actionYml, '# A README\n')).toThrow(/markers/);
  });

  test('the inputs and outputs issue 23 names are listed', () => {
    for (const name of ['project-id', 'agent-job-id', 'update', 'commit', 'prLink', 'ref', 'updateId'])
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });

  test('docs/inputs.md tables are what `npm run docs` makes of action.yml', () => {
    const page = fs.readFileSync('docs/inputs.md', 'utf8');
    expect(renderTables(actionYml, page, 'docs/inputs.md')).toBe(page);
  });

  test('docs/inputs.md lists every input and output of action.yml (issue 31: it lacked base-path, search, …)', () => {
    const action = parse(actionYml) as { inputs: object; outputs: object };
    const page = fs.readFileSync('docs/inputs.md', 'utf8');
    const inputs = page.slice(page.indexOf('## Inputs'), page.indexOf('## Outputs'));
    const outputs = page.slice(page.indexOf('## Outputs'), page.indexOf('## Details'));
    const rows = (section: string): string[] => [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
    expect(Object.keys(action.inputs).filter((name) => !rows(inputs).includes(name))).toEqual([]);
    expect(Object.keys(action.outputs).filter((name) => !rows(outputs).includes(name))).toEqual([]);
  });

  test('docs/inputs.md names no input or output that action.yml lacks', () => {
    const action = parse(actionYml) as { inputs: object; outputs: object };
    const declared = new Set([...Object.keys(action.inputs), ...Object.keys(action.outputs)]);
    const page = fs.readFileSync('docs/inputs.md', 'utf8');
    const named = [...page.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe('what SECURITY.md and docs/security.md say the action writes (issue 39 #16)', () => {
  const fileInputs = {
    archive: 'bundle.tar.gz',
    'site-archive': 'site.tar.gz',
    'helm-values': 'values.yaml',
    'verify-report': 'report.json',
    'changes-file': 'changes.json',
    'cloudfront-function': 'viewer-request.js',
    'external-assets-cache': '.cache/external-assets',
  };
  const given: Record<string, string> = {
    'api-key': 'mint_test_key',
    domain: 'docs.example.com',
    host: 'cloudfront',
    'external-assets': 'bundle',
    ...fileInputs,
  };
  const env = { GITHUB_WORKSPACE: '/home/runner/work/r/r', RUNNER_TEMP: '/home/runner/work/_temp' };
  const written = readInputs((name) => given[name] ?? '', env) as ExportInputs;
  const inputs = [...new Set(written.filesWritten.map(([input]) => input))];
  const files = written.filesWritten.map(([, file]) => file);
  const security = fs.readFileSync('SECURITY.md', 'utf8');
  const details = fs.readFileSync('docs/security.md', 'utf8');
  const paragraphs = {
    'SECURITY.md': security.slice(
      security.indexOf('**Files.**'),
      security.indexOf('\n\n', security.indexOf('**Files.**')),
    ),
    'docs/security.md': /^- The action writes only[^]*?(?=\n\n)/m.exec(details)?.[0] ?? '',
  };

  test('the list the action checks holds every input of action.yml that names a file to write, and the .sha256', () => {
    const action = parse(actionYml) as { inputs: Record<string, { description: string }> };
    const declared = Object.entries(action.inputs)
      .filter(([name, input]) => name !== 'path' && /relative to the workspace/.test(input.description))
      .map(([name]) => name);
    expect(inputs.sort()).toEqual(declared.sort());
    expect(files).toContain('/home/runner/work/r/r/site.tar.gz.sha256');
  });

  test.each(Object.keys(paragraphs))(
    '%s names each of them, the .sha256, the tool cache and the runner files',
    (doc) => {
      const text = paragraphs[doc as keyof typeof paragraphs];
      expect(text).toMatch(/^(\*\*Files\.\*\*|- The action writes only under `RUNNER_TEMP`)/);
      const missing = [...inputs, 'path', 'RUNNER_TOOL_CACHE', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']
        .filter((name) => !text.includes(`\`${name}\``))
        .concat(text.includes('`<site-archive>.sha256`') ? [] : ['<site-archive>.sha256']);
      expect(missing).toEqual([]);
    },
  );
});

test('the setup page and the 401 hint give the key lifetime of platform facts in the same words (issue 39 #16)', () => {
  const lifetime = '7, 30, 60 or 90 days, 90 by default, or never';
  expect(hintFor('start', 401)).toContain(`a key lives ${lifetime}`);
  expect(fs.readFileSync('docs/setup.md', 'utf8').replace(/\s+/g, ' ')).toContain(`it lives ${lifetime}`);
  const everything = checkedFiles()
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  expect(everything).not.toMatch(/7 to 90 days/);
});

test.each(['docs/base-path.md', 'docs/hosts/github-pages.md'])(
  "%s says a project site's robots.txt and .well-known/ are never read, and what to do (issue 39 #16)",
  (page) => {
    const text = fs.readFileSync(page, 'utf8').replace(/\s+/g, ' ');
    expect(text).toMatch(/`robots.txt` and `.well-known\/` (under a path )?are never read/);
    expect(text).toContain('https://OWNER.github.io/REPO/robots.txt');
    expect(text).toMatch(/only at the root of a host \(RFC 9309\)/);
    expect(text).toMatch(/custom domain \(drop `base-path`\)/);
    expect(text).toMatch(/user or organisation site/);
  },
);

describe('JSON in the docs', () => {
  test.each(checkedFiles())('every ```json block in %s parses (issue 39 #14)', (file) => {
    const broken = jsonBlocksOf(fs.readFileSync(file, 'utf8'))
      .map((block) => ({ line: block.line, error: jsonError(block.text) }))
      .filter((block) => block.error !== undefined);
    expect(broken).toEqual([]);
  });

  test('the check finds a broken block, indented ones too (it can fail)', () => {
    const page = '# T\n\n```json\n{ "a": 1 }\n```\n\n- item\n\n  ```json\n  { "b": [1,] }\n  ```\n';
    const blocks = jsonBlocksOf(page);
    expect(blocks.map((b) => b.line)).toEqual([3, 9]);
    expect(blocks.map((b) => jsonError(b.text) === undefined)).toEqual([true, false]);
  });
});

describe('relative links', () => {
  test.each(checkedFiles())('every relative link in %s resolves, anchors included', (file) => {
    expect(brokenLinks(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  test('the checker finds a missing file, a missing anchor and a link out of the repository (it can fail)', () => {
    const page = [
      '# Title',
      '## Quick start: GitHub Pages',
      '## Quick start: GitHub Pages',
      '[ok](#quick-start-github-pages) [ok](#quick-start-github-pages-1) [ok](../README.md#inputs)',
      '[bad](#nowhere) [bad](missing.md) [bad](../README.md#nowhere) [bad](../../x.md)',
      '`[not a link](missing.md)` and [web](https://example.com/x.md)',
      '```md\n[in a code block](missing.md)\n```',
    ].join('\n');
    const found = brokenLinks('docs/page.md', page, (f) => (f === 'docs/page.md' ? page : readme));
    expect(found.map((b) => b.link)).toEqual(['#nowhere', 'missing.md', '../README.md#nowhere', '../../x.md']);
  });

  test('GitHub anchors: punctuation and code marks dropped, spaces made hyphens, repeats numbered', () => {
    const page = '# A `host`: S3 + CloudFront\n## Failures, retries and resuming\n## Failures, retries and resuming\n';
    expect([...anchors(page)]).toEqual([
      'a-host-s3--cloudfront',
      'failures-retries-and-resuming',
      'failures-retries-and-resuming-1',
    ]);
  });

  test('every docs/ page is reachable from the README, directly or through another page', () => {
    const reached = new Set<string>(['README.md']);
    const queue = ['README.md'];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const match of withoutCode(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(match[1]!)) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
        if (target.endsWith('.md') && fs.existsSync(target) && !reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
      }
    }
    expect(checkedFiles().filter((file) => !reached.has(file))).toEqual([]);
  });
});

describe('the README a newcomer finishes in five minutes', () => {
  test('at most 300 lines, with the two commands that work on a fresh machine at the top', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
    const top = readme.split('\n').slice(0, 10).join('\n');
    expect(top).toContain('npm ci && npm run demo');
    expect(top).toContain('npm test');
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['demo', 'test', 'docs']));
  });

  test('the quick start is GitHub Pages, with its permissions and environment, before any other host', () => {
    const quick = readme.indexOf('## Quick start: GitHub Pages');
    expect(quick).toBeGreaterThan(0);
    expect(readme.indexOf('<!-- recipe: recipes/github-pages.yml -->')).toBeGreaterThan(quick);
    const recipe = parse(fs.readFileSync('recipes/github-pages.yml', 'utf8')) as {
      permissions: Record<string, string>;
      jobs: { deploy: { environment: { name: string } } };
    };
    expect(recipe.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    expect(recipe.jobs.deploy.environment.name).toBe('github-pages');
    expect(readme.slice(0, quick)).not.toMatch(/cloudfront|aws /i);
  });

  test('the hosts table links a guide per host, and each guide links its recipe and states its limits', () => {
    const guides: Record<string, RegExp[]> = {
      'docs/hosts/github-pages.md': [/1 GB/, /100 GB/, /\/REPO\//],
      'docs/hosts/cloudflare-pages.md': [/20,000 files/, /25 MiB/, /production branch/],
      'docs/hosts/netlify.md': [/--no-build/],
      'docs/hosts/s3-cloudfront.md': [/no index documents on its REST endpoint/],
      'docs/hosts/helm.md': [/CVE-2025-53547/, /60 days/],
      'docs/hosts/air-gapped.md': [/archive/],
    };
    for (const [guide, limits] of Object.entries(guides)) {
      expect({ guide, linked: readme.includes(`](${guide})`) }).toEqual({ guide, linked: true });
      const text = fs.readFileSync(guide, 'utf8');
      expect(text).toContain('## Limits that bite a docs site');
      const recipe = `recipes/${path.basename(guide, '.md')}.yml`;
      expect({ guide, recipe: text.includes(`](../../${recipe})`) }).toEqual({ guide, recipe: true });
      for (const limit of limits)
        expect({ guide, limit: limit.source, found: limit.test(text) }).toMatchObject({ found: true });
    }
  });
});

describe('the S3 + CloudFront guide', () => {
  const guide = fs.readFileSync('docs/hosts/s3-cloudfront.md', 'utf8');
  const jsonBlocks = jsonBlocksOf(guide).map((b) => JSON.parse(b.text) as unknown);
  const recipe = fs.readFileSync('recipes/s3-cloudfront.yml', 'utf8');
  type Statement = {
    Effect: string;
    Principal?: Record<string, string>;
    Action: string | string[];
    Resource: string | string[];
    Condition?: Record<string, Record<string, string | string[]>>;
  };
  type Policy = { Version: string; Statement: Statement[] };
  const policies = jsonBlocks.filter((b): b is Policy => typeof b === 'object' && b !== null && 'Statement' in b);
  const actions = (statement: Statement): string[] => [statement.Action].flat();

  test('the trust policy admits both subject claim formats of the default branch, and says how to find the ids', () => {
    const policy = policies.find((p) => actions(p.Statement[0]!).includes('sts:AssumeRoleWithWebIdentity'))!;
    const equals = policy.Statement[0]!.Condition!.StringEquals!;
    expect(equals['token.actions.githubusercontent.com:aud']).toBe('sts.amazonaws.com');
    expect([equals['token.actions.githubusercontent.com:sub']].flat().sort()).toEqual([
      'repo:OWNER/REPO:ref:refs/heads/main',
      'repo:OWNER@OWNER_ID/REPO@REPO_ID:ref:refs/heads/main',
    ]);
    expect(guide).toContain("gh api repos/OWNER/REPO --jq '.owner.id, .id'");
    expect(guide).toContain('15 July 2026');
  });

  test('403 and 404 are answered with /404.html and status 404', () => {
    type Config = {
      CustomErrorResponses: { Items: { ErrorCode: number; ResponsePagePath: string; ResponseCode: string }[] };
    };
    const config = jsonBlocks.find((b) => typeof b === 'object' && b !== null && 'CustomErrorResponses' in b) as Config;
    const items = config.CustomErrorResponses.Items.map((i) => [i.ErrorCode, i.ResponsePagePath, i.ResponseCode]);
    expect(items.sort()).toEqual([
      [403, '/404.html', '404'],
      [404, '/404.html', '404'],
    ]);
  });

  test('the bucket is private, encrypted by default, and read by the distribution only (issue 39 #14)', () => {
    const block = jsonBlocks.find((b) => typeof b === 'object' && b !== null && 'BlockPublicAcls' in b);
    expect(block).toEqual({
      BlockPublicAcls: true,
      IgnorePublicAcls: true,
      BlockPublicPolicy: true,
      RestrictPublicBuckets: true,
    });
    const encryption = jsonBlocks.find((b) => typeof b === 'object' && b !== null && 'Rules' in b);
    expect(encryption).toEqual({ Rules: [{ ApplyServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] });
    expect(guide).toMatch(/SSE-KMS[^]*kms:Decrypt[^]*kms:GenerateDataKey/);
    const oac = jsonBlocks.find((b) => typeof b === 'object' && b !== null && 'SigningProtocol' in b);
    expect(oac).toMatchObject({
      SigningProtocol: 'sigv4',
      SigningBehavior: 'always',
      OriginAccessControlOriginType: 's3',
    });
    const distribution = 'arn:aws:cloudfront::123456789012:distribution/DISTRIBUTION_ID';
    const bucketPolicy = policies.find((p) => p.Statement.some((st) => st.Principal?.Service !== undefined))!;
    expect(bucketPolicy.Statement).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Resource: 'arn:aws:s3:::BUCKET/*',
        Condition: { StringEquals: { 'AWS:SourceArn': distribution } },
      }),
    ]);
  });

  test("the role's policy allows every AWS call the recipe makes, and nothing else (issue 39 #14)", () => {
    const role = policies.find((p) => p.Statement.some((st) => actions(st).includes('s3:PutObject')))!;
    expect(role.Version).toBe('2012-10-17');
    const allowed = role.Statement.flatMap((st) => actions(st).map((action) => ({ action, resource: st.Resource })));
    // What each command of the recipe needs (AWS service authorization reference).
    const needed = [...recipe.matchAll(/\baws (s3|cloudfront|cloudfront-keyvaluestore) ([a-z-]+)/g)].flatMap(
      ([, service, command]) =>
        command === 'sync'
          ? ['s3:ListBucket', 's3:PutObject', 's3:DeleteObject']
          : [`${service}:${command!.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`],
    );
    expect(needed).toEqual(expect.arrayContaining(['cloudfront:UpdateFunction', 'cloudfront:CreateInvalidation']));
    const granted = allowed.map((a) => a.action);
    expect([...new Set(needed)].filter((action) => !granted.includes(action))).toEqual([]);
    expect(granted.filter((action) => !needed.includes(action))).toEqual(['s3:AbortMultipartUpload']);
    expect(allowed.every((a) => !`${String(a.resource)}`.includes('*') || a.resource === 'arn:aws:s3:::BUCKET/*')).toBe(
      true,
    );
    expect(recipe).toMatch(/aws-actions\/configure-aws-credentials@v\d+\n\s+with:\n\s+role-to-assume:/);
  });

  test('the excerpt defines AWS_REGION, which it reads (issue 39 #14)', () => {
    const excerpt = guide.slice(guide.indexOf('<!-- recipe: recipes/s3-cloudfront.yml -->'));
    const block = excerpt.slice(0, excerpt.indexOf('\n```\n', excerpt.indexOf('```yaml')));
    expect(block).toContain('${{ env.AWS_REGION }}');
    expect(block).toMatch(/^ +env:\n +AWS_REGION: [a-z]+-[a-z]+-\d$/m);
  });

  test('one way to create and publish the function: one create-function, one --function-config (issue 39 #14)', () => {
    const files = [
      ...checkedFiles(),
      'recipes/cloudfront/README.md',
      ...fs.readdirSync('recipes').map((f) => `recipes/${f}`),
    ];
    const texts = files.filter((f) => f.endsWith('.md') || f.endsWith('.yml')).map((f) => fs.readFileSync(f, 'utf8'));
    expect(texts.join('\n').match(/aws cloudfront create-function/g)).toHaveLength(1);
    const configs = texts.flatMap((text) =>
      [...text.matchAll(/--function-config ((?:"[^"]*"|'[^']*'|[^\s"'\\])+)/g)].map((m) => m[1]!),
    );
    expect(configs.length).toBeGreaterThanOrEqual(3);
    // The recipe and the KeyValueStore set-up build theirs with jq, to pass the store's association too.
    expect(new Set(configs)).toEqual(
      new Set(['Comment="Mintlify static export URLs",Runtime=cloudfront-js-2.0', '"$config"']),
    );
    const created = /create-function --name "\$FUNCTION"/.test(guide) && /^FUNCTION=([\w-]+)$/m.exec(guide)?.[1];
    expect(created).toBe('docs-viewer-request');
    expect(guide).toContain(`set the variable \`CLOUDFRONT_FUNCTION\` to\n\`${created}\``);
    expect(guide).toContain('arn:aws:cloudfront::123456789012:function/FUNCTION');
  });

  test('no lifecycle advice that expires what the site serves', () => {
    const everything = checkedFiles()
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    expect(everything).not.toMatch(/expire them with a lifecycle rule|"Expiration"\s*:/);
    expect(guide).toContain('Never expire current objects');
  });
});

test("docs/setup.md's table names every recipe that uses each secret and variable (issue 44)", () => {
  const rows = [
    ...fs.readFileSync('docs/setup.md', 'utf8').matchAll(/^\| `([A-Z_]+)` \| (?:secret|variable) \| ([^|]+) \|/gm),
  ];
  const usedBy = new Map(rows.map((m) => [m[1]!, m[2]!.trim()]));
  expect(usedBy.has('MINTLIFY_PROJECT_ID')).toBe(true);
  const recipes = fs.readdirSync('recipes').filter((name) => name.endsWith('.yml'));
  for (const [name, listed] of usedBy) {
    const using = recipes
      .filter((file) => new RegExp(`\\b(vars|secrets)\\.${name}\\b`).test(fs.readFileSync(`recipes/${file}`, 'utf8')))
      .map((file) => file.replace(/\.yml$/, ''))
      .sort();
    if (listed === 'every recipe') continue;
    expect({ name, usedBy: listed.split(/,\s*/).sort() }).toEqual({ name, usedBy: using });
  }
});

test("CONTRIBUTING's run-it-yourself example sets the runner's files (outputs are no ::set-output lines)", () => {
  const blocks = [...fs.readFileSync('CONTRIBUTING.md', 'utf8').matchAll(/```sh\n([^]*?)```/g)].map((m) => m[1]!);
  const example = blocks.find((block) => block.includes('node dist/index.js'))!;
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'GITHUB_WORKSPACE', 'RUNNER_TEMP'])
    expect({ name, set: new RegExp(`\\s${name}=\\S`).test(example) }).toEqual({ name, set: true });
});
