/**
 * The pull-request preview recipes (issue 46) as they run: the GitHub Pages deploy half's comment step, run unchanged
 * with `gh` faked, on page names a fork's author chose (outside review of issue 46, finding 9).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { marked } from 'marked';
import { parse } from 'yaml';

interface Step {
  id?: string;
  name?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Recipe {
  jobs: Record<string, { steps: Step[] }>;
}

const DEPLOY = 'recipes/github-pages-pr-preview-deploy.yml';
const URL = 'https://acme.github.io/handbook/pr-preview/pr-7/';

describe(`${DEPLOY}'s comment shows page names inertly`, () => {
  const recipe = parse(fs.readFileSync(DEPLOY, 'utf8')) as Recipe;
  const step = recipe.jobs.deploy!.steps.find((s) => s.name === 'Post or update the preview comment')!;
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-comment-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs the step's script unchanged on a changes-file listing `pages` as added; returns the comment's Markdown. */
  function comment(pages: string[]): string {
    fs.writeFileSync(path.join(dir, 'changes.json'), JSON.stringify({ added: pages, modified: [], removed: [] }));
    // gh finds no earlier comment, so the step posts one; the body is the file comment.md it passes.
    const fakes = 'gh() { printf \'%s\\n\' "$*" >> gh-calls; }\n';
    const env = {
      PATH: process.env.PATH!,
      REPO: 'acme/handbook',
      NUMBER: '7',
      STATE: 'open',
      URL,
      VERIFY: 'passed',
      HEAD_SHA: '0123456789abcdef',
    };
    const result = spawnSync('bash', ['-e', '-c', fakes + step.run!], { cwd: dir, env, encoding: 'utf8' });
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'gh-calls'), 'utf8')).toContain('-F body=@comment.md');
    return fs.readFileSync(path.join(dir, 'comment.md'), 'utf8');
  }

  const unescape = (html: string): string =>
    html
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');

  /** Each list item of the rendered comment: its link and its text, which must be one code span in one link. */
  function items(markdown: string): { href: string; code: string }[] {
    const html = marked.parse(markdown, { gfm: true, async: false });
    const lis = [...html.matchAll(/<li>([^]*?)<\/li>/g)].map((m) => m[1]!);
    return lis.map((li) => {
      const m = /^<a href="([^"<>]*)"><code>([^<]*)<\/code><\/a>$/.exec(li);
      return m ? { href: unescape(m[1]!), code: unescape(m[2]!) } : { href: '', code: li };
    });
  }

  const hostile = [
    '] @acme/security-team URGENT - re-authenticate at www.evil.example now [y',
    '#123',
    '@octocat/',
    '[x](javascript:alert(1))',
    '<img src=x onerror=alert(1)>',
    'a`b``c',
    'ends with a backtick`',
    '**bold** _em_ ~~del~~ https://evil.example/ :+1:',
    'guides/ünïcode (draft)',
  ];
  // encodeURIComponent, and the characters it leaves that could end a Markdown link's destination or emphasis.
  const encode = (segment: string): string =>
    encodeURIComponent(segment).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const served = (name: string): string => name.replace(/\/$/, '') + (name.endsWith('/') ? '/index.html' : '.html');

  test('a hostile name is one code span in one link, with the preview URL encoded segment by segment', () => {
    const markdown = comment(hostile.map(served));
    const listed = items(markdown);
    expect(listed).toEqual(
      hostile.map((name) => ({
        href: URL + name.split('/').map(encode).join('/'),
        code: '/' + name,
      })),
    );
    // Outside the code spans nothing of the names is left to become a mention, an issue link, an autolink or HTML.
    const html = marked.parse(markdown, { gfm: true, async: false });
    const list = html.slice(html.indexOf('<ul>'));
    const outside = list.replace(/<code>[^<]*<\/code>/g, '').replace(/href="[^"]*"/g, '');
    expect(outside).not.toMatch(/@|#\d|www\.|evil|<img|javascript|<strong>|<em>|<del>/);
  });

  test('a page whose name ends in index is listed at its own URL; only a whole index.html is a folder', () => {
    const markdown = comment(['guides/reindex.html', 'search-index.html', 'guides/index.html', 'index.html']);
    expect(items(markdown).map((item) => item.code)).toEqual(['/guides/reindex', '/search-index', '/guides/', '/']);
  });

  test('names with newlines, control or bidi characters are counted, never shown', () => {
    const names = ['safe', 'two\nlines', 'bell\u0007', 'evil\u202Egnp.exe', 'rtl\u2067x\u2069', 'nul\u0000x'];
    const markdown = comment(names.map(served));
    expect(items(markdown)).toEqual([
      { href: URL + 'safe', code: '/safe' },
      { href: '', code: expect.stringMatching(/^and 5 whose names are not shown/) },
    ]);
    expect(markdown).not.toMatch(/two|bell|evil|rtl|nul|[\u202E\u2067\u2069]/);
    expect([...markdown].filter((c) => c !== '\n' && c.charCodeAt(0) < 0x20)).toEqual([]);
  });

  test('a change list that would make a comment of over 70,000 characters is cut, saying how many more', () => {
    const names = Array.from({ length: 400 }, (_, i) => `guides/${String(i).padStart(3, '0')}-${'x'.repeat(300)}`);
    const markdown = comment(names.map(served));
    // GitHub refuses a comment body over 65,536 characters.
    expect(markdown.length).toBeLessThan(65_536);
    const listed = items(markdown).filter((item) => item.href !== '');
    expect(listed.length).toBeGreaterThan(0);
    expect(markdown).toContain(`- and ${names.length - listed.length} more`);
  });
});

/** Runs `git` with an identity, in `cwd`, failing the test on an error. */
function git(cwd: string, ...args: string[]): string {
  const identity = ['-c', 'user.name=t', '-c', 'user.email=t@example.com'];
  const result = spawnSync('git', [...identity, ...args], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

describe(`${DEPLOY} keeps every pull request's preview when runs cross (finding 8)`, () => {
  const recipe = parse(fs.readFileSync(DEPLOY, 'utf8')) as Recipe & {
    jobs: Record<string, { concurrency?: { group?: string; 'cancel-in-progress'?: boolean } }>;
  };
  const publish = recipe.jobs.deploy!.steps.find((s) => s.name === 'Publish')!;
  let dir: string;
  let remote: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-publish-'));
    remote = path.join(dir, 'server', 'acme', 'handbook.git');
    fs.mkdirSync(remote, { recursive: true });
    git(remote, 'init', '--quiet', '--bare', '-b', 'gh-pages');
    // gh-pages as it is: the main site and pull request 3's preview.
    pushPreview('main', 'index.html');
    pushPreview('pr-3', 'pr-preview/pr-3/index.html');
    fs.mkdirSync(path.join(dir, 'site'));
    fs.writeFileSync(path.join(dir, 'site', 'index.html'), '<p>pull request 7</p>');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Another run's push: a commit adding `file` on top of gh-pages as it is. */
  function pushPreview(name: string, file: string): void {
    const clone = fs.mkdtempSync(path.join(dir, `other-${name}-`));
    if (git(remote, 'branch', '--list', 'gh-pages').trim()) git(clone, 'clone', '--quiet', remote, '.');
    else git(clone, 'init', '--quiet', '-b', 'gh-pages');
    fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    fs.writeFileSync(path.join(clone, file), name);
    git(clone, 'add', '-A');
    git(clone, 'commit', '--quiet', '-m', name);
    git(clone, 'push', '--quiet', remote, 'HEAD:gh-pages');
  }

  /**
   * Runs the step's script unchanged against the bare repository as `GITHUB_SERVER_URL`, with sleep faked; before
   * each of its first `races` pushes, another pull request's run pushes first.
   */
  function run(action: 'publish' | 'remove', races: number): { status: number | null; stdout: string } {
    const script = path.join(dir, 'race.sh');
    const other = (i: number): string =>
      `c=$(mktemp -d) && command git clone -q "${remote}" "$c" && mkdir -p "$c/pr-preview/pr-${90 + i}" && ` +
      `echo x > "$c/pr-preview/pr-${90 + i}/index.html" && command git -C "$c" add -A && ` +
      `command git -C "$c" -c user.name=o -c user.email=o@example.com commit -qm other && ` +
      `command git -C "$c" push -q origin HEAD:gh-pages`;
    const fakes = [
      'sleep() { :; }',
      'pushes=0',
      'git() {',
      '  if [ "$3" = push ]; then pushes=$((pushes + 1));',
      ...Array.from({ length: races }, (_, i) => `    if [ "$pushes" = ${i + 1} ]; then ${other(i)}; fi`),
      '  fi',
      '  command git "$@"',
      '}',
      '',
    ].join('\n');
    fs.writeFileSync(script, fakes + publish.run!);
    const env = {
      PATH: process.env.PATH!,
      HOME: dir,
      GITHUB_SERVER_URL: `file://${path.join(dir, 'server')}`,
      GH_TOKEN: 'ghs_test',
      REPO: 'acme/handbook',
      NUMBER: '7',
      ACTION: action,
      SITE: path.join(dir, 'site'),
    };
    const result = spawnSync('bash', ['-e', script], { cwd: dir, env, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout + result.stderr };
  }

  const onGhPages = (): string[] =>
    git(remote, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n').filter(Boolean).sort();

  test('a push that another pull request beat is applied again on top: no preview is lost, none forced over', () => {
    const { status, stdout } = run('publish', 2);
    expect(stdout).toContain('The push was refused');
    expect(status).toBe(0);
    expect(onGhPages()).toEqual([
      'index.html',
      'pr-preview/pr-3/index.html',
      'pr-preview/pr-7/index.html',
      'pr-preview/pr-90/index.html',
      'pr-preview/pr-91/index.html',
    ]);
    expect(git(remote, 'show', 'gh-pages:pr-preview/pr-7/index.html')).toBe('<p>pull request 7</p>');
  });

  test("a closed pull request's removal, beaten by another run's push, still removes its folder alone", () => {
    pushPreview('pr-7', 'pr-preview/pr-7/index.html');
    const { status } = run('remove', 1);
    expect(status).toBe(0);
    expect(onGhPages()).toEqual(['index.html', 'pr-preview/pr-3/index.html', 'pr-preview/pr-90/index.html']);
  });

  test('the first preview, with no gh-pages yet, makes it with the root .nojekyll GitHub Pages reads', () => {
    fs.rmSync(remote, { recursive: true, force: true });
    fs.mkdirSync(remote, { recursive: true });
    git(remote, 'init', '--quiet', '--bare', '-b', 'main');
    const { status } = run('publish', 0);
    expect(status).toBe(0);
    // Without it Jekyll builds the branch and drops every preview's _next/.
    expect(onGhPages()).toEqual(['.nojekyll', 'pr-preview/pr-7/index.html']);
  });

  test('the attempts are bounded: a push refused every time fails the step, saying so', () => {
    const { status, stdout } = run('publish', 50);
    expect(status).toBe(1);
    expect(stdout).toContain('::error title=gh-pages push refused::');
  });

  test('a run that waited behind a newer one publishes nothing; a closed pull request is removed', () => {
    const step = recipe.jobs.deploy!.steps.find((s) => s.id === 'pr')!;
    const decide = (now: string): string => {
      const output = path.join(dir, 'output');
      fs.writeFileSync(output, '');
      const fakes = `gh() { echo ${JSON.stringify(now)}; }\n`;
      const env = {
        PATH: process.env.PATH!,
        REPO: 'acme/handbook',
        NUMBER: '7',
        HEAD_SHA: 'aaa',
        GITHUB_OUTPUT: output,
      };
      const result = spawnSync('bash', ['-e', '-c', fakes + step.run!], { cwd: dir, env, encoding: 'utf8' });
      expect(result.status).toBe(0);
      return /^action=(.*)$/m.exec(fs.readFileSync(output, 'utf8'))?.[1] ?? '';
    };
    expect(decide('open aaa')).toBe('publish');
    expect(decide('open bbb')).toBe('skip');
    expect(decide('closed aaa')).toBe('remove');
    expect(decide('closed bbb')).toBe('remove');
  });

  test("the deploy job's concurrency group names the pull request, so only its own older runs give way", () => {
    const deploy = recipe.jobs.deploy!;
    expect(deploy.concurrency).toEqual({
      group: expect.stringContaining('${{ needs.pr.outputs.number }}'),
      'cancel-in-progress': false,
    });
    const pr = recipe.jobs.pr as { outputs?: Record<string, string> } | undefined;
    expect(pr?.outputs?.number).toBe('${{ steps.pr.outputs.number }}');
  });
});
