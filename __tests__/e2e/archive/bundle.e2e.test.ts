/**
 * Safe, verified, atomic unpacking, through dist/index.js: a corpus of hostile bundles built here,
 * damaged downloads, the other formats, and the download/archive inputs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { md5, tar, tarGz, treeEntries, zip, type TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { readTree, makeTempFolder, runAction, type RunResult } from '../../../emulator/runner.ts';
import { expectUntouched, good, previousWorkspace, runWith } from '../../helpers/bundle-run.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

const tag = randomBytes(4).toString('hex');
const OUTSIDE = path.join(fs.realpathSync(os.tmpdir()), `mintlify-escape-${tag}`);

async function expectUntouchedOutside(result: RunResult): Promise<void> {
  await expectUntouched(result);
  expect(fs.existsSync(OUTSIDE)).toBe(false);
}

describe('hostile bundles are refused whole, naming the entry', () => {
  const cases: [string, TarEntry[], RegExp][] = [
    [
      'an absolute path',
      [{ name: `${OUTSIDE}/owned.txt`, data: Buffer.from('x') }],
      new RegExp(`entry '${OUTSIDE}/owned\\.txt' is an absolute path`),
    ],
    [
      'a drive letter',
      [{ name: 'C:/Windows/evil.txt', data: Buffer.from('x') }],
      /entry 'C:\/Windows\/evil\.txt' starts with a drive letter/,
    ],
    [
      'a .. segment',
      [{ name: '../escaped.txt', data: Buffer.from('x') }],
      /entry '\.\.\/escaped\.txt' contains a \.\. segment/,
    ],
    [
      '.. deeper in the path',
      [{ name: 'guides/../../escaped.txt', data: Buffer.from('x') }],
      /contains a \.\. segment/,
    ],
    ['a backslash', [{ name: '..\\..\\escaped.txt', data: Buffer.from('x') }], /contains a backslash/],
    [
      'a NUL byte',
      [{ name: 'index\u0000.html', data: Buffer.from('x') }],
      /entry 'index\\x00\.html' contains a NUL byte/,
    ],
    ['a symbolic link', [{ name: 'etc', type: 'symlink', linkname: '/etc' }], /entry 'etc' is a symbolic link/],
    [
      'a hard link to a file outside',
      [{ name: 'passwd', type: 'hardlink', linkname: '../../../../etc/passwd' }],
      /entry 'passwd' is a hard link/,
    ],
    ['a character device', [{ name: 'null', type: 'chardev' }], /entry 'null' is a device file/],
    ['a block device', [{ name: 'sda', type: 'blockdev' }], /entry 'sda' is a device file/],
    ['a FIFO', [{ name: 'pipe', type: 'fifo' }], /entry 'pipe' is a FIFO/],
    [
      'names that collide once case is folded',
      [...good, { name: 'Index.html', data: Buffer.from('x') }],
      /entry 'Index\.html' collides with 'index\.html'/,
    ],
    [
      'names that collide once Unicode is normalised',
      [
        { name: 'caf\u00e9.html', data: Buffer.from('a') },
        { name: 'cafe\u0301.html', data: Buffer.from('b') },
      ],
      /collides with 'café\.html' once case or Unicode normalisation is folded/,
    ],
    [
      'a file where the bundle has a folder',
      [
        { name: 'guides', data: Buffer.from('x') },
        { name: 'guides/a.html', data: Buffer.from('y') },
      ],
      /entry 'guides\/a\.html' needs a folder where the bundle has the file 'guides'/,
    ],
    [
      'a symlink, then a file written through it',
      [
        ...good,
        { name: 'assets', type: 'symlink', linkname: OUTSIDE },
        { name: 'assets/owned.txt', data: Buffer.from('x') },
      ],
      /entry 'assets' is a symbolic link/,
    ],
    [
      'a folder symlink, then an entry below it',
      [
        { name: 'up', type: 'symlink', linkname: '../..' },
        { name: 'up/escaped.txt', data: Buffer.from('x') },
      ],
      /entry 'up' is a symbolic link/,
    ],
    [
      'a declared size past the unpacked-size limit (a compression bomb)',
      [{ name: 'huge.bin', data: Buffer.from('x'), pax: { size: String(9 * 1024 ** 3) } }],
      /entry 'huge\.bin' takes the unpacked size past the limit of \d+ bytes/,
    ],
  ];
  test.each(cases)('%s', async (_kind, entries, message) => {
    const { result } = await runWith({ tarEntries: entries });
    await expectUntouchedOutside(result);
    expect(result.log).toMatch(
      /::error title=Unsafe bundle refused::The bundle was refused, nothing was written to the site folder/,
    );
    expect(result.log).toMatch(message);
  });

  test('more entries than the limit (a compression bomb)', async () => {
    const entries: TarEntry[] = Array.from({ length: 250_001 }, () => ({ name: 'a/', type: 'directory' }));
    const { result } = await runWith({ archive: gzipSync(tar(entries), { level: 9 }) });
    await expectUntouchedOutside(result);
    expect(result.log).toMatch(/entry 'a\/' passes the limit of 250000 entries/);
  });

  test.each([
    [
      'a symbolic link in a zip',
      [
        { name: 'index.html', data: Buffer.from('x') },
        { name: 'link', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
      ],
      /entry 'link' is a symbolic link/,
    ],
    [
      'a .. segment in a zip',
      [{ name: '../escaped.txt', data: Buffer.from('x') }],
      /entry '\.\.\/escaped\.txt' contains a \.\. segment/,
    ],
  ])('%s', async (_kind, entries, message) => {
    const { result } = await runWith({ archive: zip(entries) });
    await expectUntouchedOutside(result);
    expect(result.log).toMatch(message);
  });
});

describe('damaged or wrong downloads fail clearly and change nothing', () => {
  test('a truncated gzip', async () => {
    const whole = tarGz(treeEntries(new Map([['index.html', randomBytes(200_000)]])));
    const { result } = await runWith({ archive: whole.subarray(0, Math.floor(whole.length * 0.7)) });
    await expectUntouchedOutside(result);
    expect(result.log).toMatch(/::error title=Bundle unreadable::The bundle's gzip stream is truncated/);
  });

  test('a gzip whose CRC does not match (zlib stops mid-write: the step still ends, and cleans up)', async () => {
    const whole = Buffer.from(tarGz(treeEntries(new Map([['index.html', randomBytes(200_000)]]))));
    whole[whole.length - 8] = whole[whole.length - 8]! ^ 1;
    const { result } = await runWith({ archive: whole });
    await expectUntouchedOutside(result);
    expect(result.log).toMatch(/::error title=Bundle unreadable::The bundle's gzip stream is corrupt/);
  });

  test('a size that differs from the sizeBytes the service announced', async () => {
    const { result } = await runWith({ tarEntries: good }, {}, [
      { serve: tarGz([...good, { name: 'extra.html', data: Buffer.from('more') }]) },
    ]);
    await expectUntouchedOutside(result);
    expect(result.log).toMatch(/The bundle has \d+ bytes but the service announced sizeBytes \d+/);
  });

  test('an MD5 that does not match the ETag', async () => {
    const archive = tarGz(good);
    const corrupted = Buffer.from(archive);
    corrupted[corrupted.length - 20]! ^= 0xff;
    const { result } = await runWith({ archive }, {}, [{ serve: corrupted, etag: md5(archive) }]);
    await expectUntouchedOutside(result);
    expect(result.log).toMatch(new RegExp(`MD5 ${md5(corrupted)} does not match the storage ETag ${md5(archive)}`));
  });

  test('an HTML page instead of an archive', async () => {
    const { result } = await runWith({
      archive: Buffer.from('<!DOCTYPE html>\n<html><body>Access denied by corporate proxy</body></html>'),
    });
    await expectUntouchedOutside(result);
    expect(result.log).toContain('The bundle is not an archive: it is an HTML page: <!DOCTYPE html>');
  });

  test('a site folder reached through a symbolic link is refused before any request', async () => {
    const emulator = await startEmulator({});
    try {
      const workspace = makeTempFolder();
      fs.mkdirSync(OUTSIDE);
      fs.symlinkSync(OUTSIDE, path.join(workspace, 'static-export'));
      const result = await runAction({
        inputs: {
          'api-key': emulator.apiKey,
          'api-url': emulator.apiUrl,
          domain: 'docs.example.com',
          ...NO_AGENT_FILES,
        },
        workspace,
      });
      expect(result.code).toBe(1);
      expect(result.log).toMatch(/is reached through the symbolic link .*static-export/);
      expect(emulator.requests).toHaveLength(0);
      expect(fs.readdirSync(OUTSIDE)).toEqual([]);
    } finally {
      fs.rmSync(OUTSIDE, { recursive: true, force: true });
      await emulator.close();
    }
  });
});

describe('formats, layout and inputs', () => {
  const expectSite = async (result: RunResult, emulator: Emulator) => {
    expect(result.code).toBe(0);
    const tree = await readTree(result.outputs.path!);
    const expected = emulator.siteFor('docs.example.com');
    expect([...tree.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) expect(tree.get(name)?.equals(content)).toBe(true);
  };

  test('a zip bundle unpacks to the same tree', async () => {
    const { result, emulator } = await runWith({ format: 'zip' });
    await expectSite(result, emulator);
    expect(result.summary).toContain('(zip)');
  });

  test('a bundle wrapped in one top-level folder: its contents become the site, and the log says so', async () => {
    const { result, emulator } = await runWith({ wrapFolder: 'mintlify-export' });
    await expectSite(result, emulator);
    expect(result.log).toContain("The bundle wraps the site in the folder 'mintlify-export/'");
  });

  test('a plain (uncompressed) tar', async () => {
    // Two pages against the generated site's pageCount: verification would rightly fail; this test is about the format.
    const { result } = await runWith({ archive: tar(good) }, { verify: 'off' });
    expect(result.code).toBe(0);
    expect(fs.readFileSync(path.join(result.outputs.path!, 'guides/start.html'), 'utf8')).toBe('<html>start</html>');
  });

  test('download: false stops after the link: outputs set, nothing downloaded, path untouched', async () => {
    const { result, emulator } = await runWith({}, { download: 'false' });
    expect(result.code).toBe(0);
    expect(result.outputs.bundleUrl).toMatch(/X-Amz-Signature=/);
    expect(result.outputs.sizeBytes).toMatch(/^\d+$/);
    expect(result.outputs.expiresAt).toBeDefined();
    expect(result.outputs.path).toBeUndefined();
    expect(emulator.requests.filter((r) => r.server === 'storage')).toHaveLength(0);
    expect(fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'), 'utf8')).toBe('previous');
    expect(result.summary).toContain('not downloaded (download: false)');
  });

  test('archive keeps the verified archive in the workspace and outputs its path', async () => {
    const { result, emulator } = await runWith({}, { archive: 'dist/site.tar.gz' });
    await expectSite(result, emulator);
    const kept = path.join(result.workspace, 'dist/site.tar.gz');
    expect(result.outputs.archive).toBe(kept);
    expect(md5(fs.readFileSync(kept))).toBe(md5(emulator.archiveFor([...emulator.jobs.keys()][0]!)));
  });

  test.each([
    [{ archive: 'static-export/site.tar.gz' }, /lies inside the site folder/],
    [{ archive: '../site.tar.gz' }, /must be a file path inside the workspace/],
    [{ download: 'maybe' }, /Input 'download': 'maybe' is not a boolean/],
    [{ download: 'false', archive: 'site.tar.gz' }, /Input 'archive': needs download: true/],
  ])('bad %j is refused before any request', async (inputs, message) => {
    const { result, emulator } = await runWith({}, inputs);
    expect(result.code).toBe(1);
    expect(result.log).toMatch(message);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('archive is checked before any request and kept before the swap (issue #11, defect 6)', () => {
  test.each([
    [
      'an existing folder',
      (ws: string) => fs.mkdirSync(path.join(ws, 'out')),
      'out',
      /::error title=Invalid input::Input 'archive': .*out exists and is not a file\./,
    ],
    [
      'a path through a symbolic link',
      (ws: string) => fs.symlinkSync(makeTempFolder('elsewhere-'), path.join(ws, 'link')),
      'link/site.tar.gz',
      /The archive destination .*link\/site\.tar\.gz is reached through the symbolic link .*link\./,
    ],
  ])('archive: %s is refused before any request, and nothing is written', async (_kind, prepare, archive, message) => {
    const emulator = await startEmulator({});
    try {
      const workspace = previousWorkspace();
      prepare(workspace);
      const result = await runAction({
        inputs: {
          'api-key': emulator.apiKey,
          'api-url': emulator.apiUrl,
          domain: 'docs.example.com',
          archive,
          ...NO_AGENT_FILES,
        },
        workspace,
      });
      expect(result.code).toBe(1);
      expect(result.log).toMatch(message);
      expect(result.log).not.toMatch(/bug in the action/);
      expect(emulator.requests).toHaveLength(0);
      expect(fs.readFileSync(path.join(workspace, 'static-export', 'index.html'), 'utf8')).toBe('previous');
    } finally {
      await emulator.close();
    }
  });
});

test('verify-report through a symbolic link is refused before any request', async () => {
  const emulator = await startEmulator({});
  try {
    const workspace = previousWorkspace();
    fs.symlinkSync(makeTempFolder('elsewhere-'), path.join(workspace, 'reports'));
    const result = await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        domain: 'docs.example.com',
        'verify-report': 'reports/verify.json',
      },
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /The verify-report destination .*reports\/verify\.json is reached through the symbolic link/,
    );
    expect(emulator.requests).toHaveLength(0);
  } finally {
    await emulator.close();
  }
});
