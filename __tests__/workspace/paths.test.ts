/**
 * Paths compared as the runner's file system compares them (issue 39, item 4): the `.git` guard and the checks between
 * file inputs. The rules of each platform are tested here on any machine; the last tests ask the file system of the
 * machine they run on (CI runs this file on Linux, macOS and Windows).
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { foldPath, isStrictlyInside, namesBelow, pathKey, samePath, type Platform } from '../../src/workspace/paths.ts';
import { foldKey } from '../../src/archive/guard.ts';
import { readInputs } from '../../src/inputs.ts';
import { InputError, InputErrors } from '../../src/common/errors.ts';

describe('the rules of each platform', () => {
  test.each<[Platform, string, string, boolean]>([
    ['linux', '/ws/.GIT', '/ws/.git', false],
    ['linux', '/ws/X.tar.gz', '/ws/x.tar.gz', false],
    ['linux', '/ws/.git.', '/ws/.git', false],
    ['darwin', '/ws/.GIT', '/ws/.git', true],
    ['darwin', '/ws/X.tar.gz', '/ws/x.tar.gz', true],
    // APFS finds a name whatever its Unicode normalisation: é precomposed and e + combining acute.
    ['darwin', '/ws/caf\u00e9.json', '/ws/cafe\u0301.json', true],
    ['darwin', '/ws/.git.', '/ws/.git', false],
    ['win32', 'C:\\ws\\.GIT', 'C:\\ws\\.git', true],
    ['win32', 'C:\\ws\\.git.', 'c:\\WS\\.git', true],
    ['win32', 'C:\\ws\\.git ', 'C:\\ws\\.git', true],
    ['win32', 'C:\\ws\\.git. .', 'C:\\ws\\.git', true],
    ['win32', 'C:\\ws\\.git::$INDEX_ALLOCATION', 'C:\\ws\\.git', true],
    ['win32', 'C:/ws/out/X.tar.gz', 'C:\\ws\\out\\x.tar.gz', true],
    ['win32', 'C:\\ws\\a.tar.gz', 'C:\\ws\\a.tar', false],
    ['win32', 'C:\\ws\\..site', 'C:\\ws\\site', false],
  ])('%s: %j and %j name the same file: %s', (platform, a, b, same) => {
    expect(samePath(a, b, platform)).toBe(same);
    expect(pathKey(a, platform) === pathKey(b, platform)).toBe(same);
  });

  test.each<[Platform, string, string, boolean]>([
    ['linux', '/ws/Site/a.tar.gz', '/ws/site', false],
    ['darwin', '/ws/Site/a.tar.gz', '/ws/site', true],
    ['win32', 'C:\\ws\\Site\\a.tar.gz', 'C:\\ws\\site', true],
    ['win32', 'C:\\ws\\site.\\a.tar.gz', 'C:\\ws\\site', true],
    ['darwin', '/ws/site', '/ws/SITE', false],
    ['darwin', '/ws/..site/a', '/ws', true],
    ['darwin', '/elsewhere', '/ws', false],
    ['win32', 'D:\\ws\\a', 'C:\\ws', false],
  ])('%s: %j lies strictly inside %j: %s', (platform, child, parent, inside) => {
    expect(isStrictlyInside(child, parent, platform)).toBe(inside);
  });

  test('the names below the workspace, as the file system compares them', () => {
    expect(namesBelow('/ws/docs/.GIT/hooks', '/ws', 'darwin')).toEqual(['docs', '.git', 'hooks']);
    expect(namesBelow('C:\\ws\\.Git.\\config', 'C:\\ws', 'win32')).toEqual(['.git', 'config']);
    expect(namesBelow('/ws/.GIT', '/ws', 'linux')).toEqual(['.GIT']);
    expect(namesBelow('/WS', '/ws', 'darwin')).toEqual([]);
  });
});

test("folding joins the names the unpacker's foldKey joins, but for two documented differences", () => {
  // Classes of code points: by the unpacker's folding (exact, with Unicode's tables), and by foldPath.
  const exact = new Map<string, string[]>();
  const ours = new Map<string, Set<string>>();
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    const fold = foldKey(char);
    const same = exact.get(fold);
    if (same) same.push(char);
    else exact.set(fold, [char]);
    const key = foldPath(char);
    ours.set(key, (ours.get(key) ?? new Set()).add(fold));
  }
  const hex = (chars: Iterable<string>): string =>
    [...chars].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join('/');
  const leftApart = [...exact.values()].filter((chars) => new Set(chars.map(foldPath)).size > 1).map(hex);
  const joined = [...ours.values()].filter((folds) => folds.size > 1).map(hex);
  // ﬅ/ﬆ stay apart; ı joins i, as NTFS's upper-case table has it.
  expect(leftApart).toEqual(['fb05/fb06']);
  expect(joined).toEqual(['0069/0131']);
});

describe('the inputs, on the rules of each platform', () => {
  // A workspace path in this machine's own form, so that path.resolve keeps it as it is.
  const workspace = path.resolve(os.tmpdir(), 'no-such-workspace');
  const problems = (platform: Platform, inputs: Record<string, string>): string[] => {
    const all: Record<string, string> = { 'api-key': 'mint_test_abc123', domain: 'docs.example.com', ...inputs };
    try {
      readInputs((name) => all[name] ?? '', { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: workspace, platform });
      return [];
    } catch (error) {
      if (error instanceof InputErrors) return error.errors.map((each) => each.message);
      if (error instanceof InputError) return [error.message];
      throw error;
    }
  };
  const GIT = /lies in the repository's \.git folder/;
  // Windows' path functions read both forms; macOS and Linux rules apply to paths in their own form only.
  const onThisMachine = <T extends [Platform, ...unknown[]]>(cases: T[]): T[] =>
    cases.filter(([platform]) => platform === 'win32' || process.platform !== 'win32');
  const posixHost = process.platform !== 'win32';

  test.each<[Platform, Record<string, string>]>(
    onThisMachine([
      ['darwin', { path: '.GIT' }],
      ['win32', { path: '.GIT' }],
      ['win32', { path: '.git.' }],
      ['win32', { path: '.git ' }],
      ['darwin', { 'changes-file': '.Git/hooks/post-checkout' }],
      ['win32', { archive: '.git./hooks/pre-commit' }],
    ]),
  )('%s: %j is refused as the repository’s .git', (platform, inputs) => {
    const found = problems(platform, inputs);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(GIT);
  });

  (posixHost ? test.each : test.skip.each)([[{ path: '.GIT' }], [{ path: '.git.' }], [{ path: '.github-pages' }]])(
    'linux: %j is a folder of its own',
    (inputs) => {
      expect(problems('linux', inputs)).toEqual([]);
    },
  );

  test.each<[Platform, Record<string, string>, RegExp]>(
    onThisMachine([
      ['darwin', { archive: 'X.tar.gz', 'site-archive': 'x.tar.gz' }, /Input 'site-archive': .* same file as archive/],
      ['win32', { archive: 'X.tar.gz', 'site-archive': 'x.tar.gz' }, /Input 'site-archive': .* same file as archive/],
      [
        'win32',
        { archive: 'x.tar.gz.', 'verify-report': 'x.tar.gz' },
        /Input 'verify-report': .* same file as archive/,
      ],
      [
        'darwin',
        { 'site-archive': 'S.tar.gz', 'changes-file': 's.tar.gz.SHA256' },
        /Input 'changes-file': .* same file as site-archive's .sha256 file/,
      ],
      ['darwin', { archive: 'Static-Export/a.tar.gz' }, /Input 'archive': .* lies inside the site folder/],
      ['win32', { path: 'Out/Site', archive: 'out' }, /Input 'archive': 'out' is a folder that holds the site folder/],
    ]),
  )('%s: %j is refused', (platform, inputs, message) => {
    const found = problems(platform, inputs);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
    // Linux keeps them apart: different names are different files there.
    if (posixHost) expect(problems('linux', inputs)).toEqual([]);
  });
});

describe("this machine's own file system", () => {
  const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'paths-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, '.git'));
  fs.writeFileSync(path.join(root, 'x.tar.gz'), 'archive');
  const inputs = (given: Record<string, string>) => {
    const all: Record<string, string> = { 'api-key': 'mint_test_abc123', domain: 'docs.example.com', ...given };
    return () => readInputs((name) => all[name] ?? '', { GITHUB_WORKSPACE: root, RUNNER_TEMP: root });
  };
  // What the file system opens for each spelling: the guard must refuse exactly those that are the real .git. (Node
  // opens `.git.` on Windows through a \\?\ path, which keeps the dot: that rule is tested above, not here.)
  test.each(['.GIT', '.Git', '.git', 'git', '.gitx'])(
    'path %j is refused exactly when the file system opens .git for it',
    (name) => {
      const opensGit = fs.existsSync(path.join(root, name));
      if (opensGit) expect(inputs({ path: name })).toThrow(/lies in the repository's \.git folder/);
      else expect(inputs({ path: name })).not.toThrow();
    },
  );

  test.each(['X.tar.gz', 'x.tar.gz', 'X.TAR.GZ', 'y.tar.gz'])(
    'archive x.tar.gz and site-archive %j are refused exactly when they are one file here',
    (name) => {
      const oneFile = fs.existsSync(path.join(root, name));
      const run = inputs({ archive: 'x.tar.gz', 'site-archive': name });
      if (oneFile) expect(run).toThrow(/same file as archive/);
      else expect(run).not.toThrow();
    },
  );
});
