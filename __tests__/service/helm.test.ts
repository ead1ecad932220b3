/**
 * The Helm values edit (`src/service/helm.ts`) changes only the staticExport values, every other byte as it was, and
 * the atomic write (`src/common/atomic.ts`) keeps the mode, follows a link, and leaves no temporary file when it fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { editHelmValues, loadHelmValues } from '../../src/service/helm.ts';
import { writeFileAtomic } from '../../src/common/atomic.ts';

const URL_ = 'https://bucket.s3.amazonaws.com/se_1/bundle.tar.gz?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=abc';

function edit(text: string, version?: string): string {
  return editHelmValues(text, parseDocument(text, { version: '1.1' }), { bundleUrl: URL_, version });
}

/** The lines of `after` that differ from `before`, position by position (both with the same number of lines). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe('editHelmValues', () => {
  test('only the staticExport values change; flow collections, comment spacing and quoting stay byte for byte', () => {
    const before = [
      'replicaCount: 2  # two pods',
      'hosts: [docs.internal.example]',
      'image: {repository: mintlify/enterprise,   tag: "1.42.0"}',
      'staticExport:',
      '  enabled: false    # switched on by the workflow',
      "  bundleUrl: 'https://old.example/bundle.tar.gz?X-Amz-Signature=old'",
      '  version: "2025-10"',
      'anchors:',
      '  base: &base {a: 1}',
      '  copy: *base',
      '',
    ].join('\n');
    const after = edit(before, '2025-11');
    expect(changedLines(before, after)).toEqual([
      '  enabled: true    # switched on by the workflow',
      `  bundleUrl: '${URL_}'`,
      '  version: "2025-11"',
    ]);
  });

  test('missing keys are added at the end of the block with its indentation', () => {
    const before = 'staticExport:\n    enabled: false\n    # keep this comment\nother: 1\n';
    expect(edit(before)).toBe(
      `staticExport:\n    enabled: true\n    bundleUrl: ${URL_}\n    # keep this comment\nother: 1\n`,
    );
  });

  test('a missing block is appended; a file without a final line break gets one first', () => {
    expect(edit('a: 1')).toBe(`a: 1\nstaticExport:\n  enabled: true\n  bundleUrl: ${URL_}\n`);
    expect(edit('')).toBe(`staticExport:\n  enabled: true\n  bundleUrl: ${URL_}\n`);
    expect(edit('# only a comment\n')).toBe(`# only a comment\nstaticExport:\n  enabled: true\n  bundleUrl: ${URL_}\n`);
  });

  test('an empty or null staticExport gets the block under its key, keeping a comment on that line', () => {
    expect(edit('staticExport:\nb: 2\n')).toBe(`staticExport:\n  enabled: true\n  bundleUrl: ${URL_}\nb: 2\n`);
    expect(edit('staticExport: ~ # later\nb: 2\n')).toBe(
      `staticExport: # later\n  enabled: true\n  bundleUrl: ${URL_}\nb: 2\n`,
    );
  });

  test('CRLF files keep CRLF, including the lines added', () => {
    const before = 'a: 1\r\nstaticExport:\r\n  enabled: false\r\n';
    expect(edit(before)).toBe(`a: 1\r\nstaticExport:\r\n  enabled: true\r\n  bundleUrl: ${URL_}\r\n`);
  });

  test('a flow mapping is edited in place, a value with a comma quoted', () => {
    const before = 'staticExport: {enabled: false}\nz: 1\n';
    const withComma = 'https://x.example/b.tar.gz?a=1,2';
    const text = editHelmValues(before, parseDocument(before, { version: '1.1' }), {
      bundleUrl: withComma,
      version: undefined,
    });
    expect(text).toBe(`staticExport: {enabled: true, bundleUrl: "${withComma}"}\nz: 1\n`);
  });

  test('an empty value (`enabled:`) is filled after its colon', () => {
    expect(edit('staticExport:\n  enabled:\n  bundleUrl: old\n')).toBe(
      `staticExport:\n  enabled: true\n  bundleUrl: ${URL_}\n`,
    );
  });

  test('versions that YAML 1.1 would read as another type are quoted', () => {
    const after = parseDocument(edit('staticExport:\n  enabled: true\n', 'on'), { version: '1.1' });
    expect(after.getIn(['staticExport', 'version'])).toBe('on');
    expect(edit('x: 1\n', '1.10')).toContain('version: "1.10"');
  });
});

describe('loadHelmValues', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helm-unit-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test.each([
    ['a scalar staticExport', 'staticExport: yes\n', /staticExport that is not a mapping/],
    ['an alias', 'base: &b {enabled: false}\nstaticExport: *b\n', /alias/],
    ['a top-level flow mapping', '{staticExport: {enabled: false}}\n', /flow mapping/],
    ['a value the edit cannot replace (a mapping)', 'staticExport:\n  bundleUrl:\n    a: 1\n', /would not read back/],
    [
      'an anchored block that an alias uses (issue 20, defect 6)',
      'staticExport: &se\n  enabled: false\n  bundleUrl: old\nmirror: *se\n',
      /staticExport marked with the anchor &se, which \*se uses elsewhere/,
    ],
    [
      'an anchored bundleUrl that an alias uses',
      'staticExport:\n  enabled: false\n  bundleUrl: &url https://old.example/b.tar.gz\ncdn:\n  source: *url\n',
      /staticExport\.bundleUrl marked with the anchor &url, which \*url uses elsewhere/,
    ],
    [
      'an anchored enabled that an alias uses in a flow mapping',
      'staticExport: {enabled: &off false, bundleUrl: x}\nsearch: {enabled: *off}\n',
      /staticExport\.enabled marked with the anchor &off/,
    ],
  ])('%s is refused before any request, untouched', async (_name, text, message) => {
    const file = path.join(dir, 'values.yaml');
    fs.writeFileSync(file, text);
    await expect(loadHelmValues(file, undefined)).rejects.toThrow(message);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  test('an anchored version is refused only when version is edited', async () => {
    const file = path.join(dir, 'values.yaml');
    fs.writeFileSync(file, 'staticExport:\n  version: &v v1\nimage:\n  tag: *v\n');
    await expect(loadHelmValues(file, 'v2')).rejects.toThrow(/staticExport\.version marked with the anchor &v/);
    await expect(loadHelmValues(file, undefined)).resolves.toMatchObject({ file });
  });

  test('anchors nobody aliases, and aliases of other anchors, are edited as usual', async () => {
    const file = path.join(dir, 'values.yaml');
    const text = 'defaults: &d {replicas: 2}\nstaticExport: &se\n  enabled: &on false\n  bundleUrl: old\nweb: *d\n';
    fs.writeFileSync(file, text);
    const values = await loadHelmValues(file, undefined);
    const edited = editHelmValues(values.text, values.doc, { bundleUrl: 'https://new.example/b', version: undefined });
    expect(edited).toBe(
      text.replace('&on false', '&on true').replace('bundleUrl: old', 'bundleUrl: https://new.example/b'),
    );
  });
});

describe('writeFileAtomic', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-unit-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('an existing file keeps its mode; a new one gets 0644 whatever the umask', async () => {
    const secret = path.join(dir, 'values.yaml');
    fs.writeFileSync(secret, 'old', { mode: 0o600 });
    await writeFileAtomic(secret, 'new');
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
    const fresh = path.join(dir, 'fresh.yaml');
    const umask = process.umask(0o077);
    try {
      await writeFileAtomic(fresh, 'x');
    } finally {
      process.umask(umask);
    }
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o644);
    expect(fs.readdirSync(dir).sort()).toEqual(['fresh.yaml', 'values.yaml']);
  });

  test('a symbolic link stays a link and its target gets the content', async () => {
    fs.mkdirSync(path.join(dir, 'charts'));
    fs.writeFileSync(path.join(dir, 'charts', 'values.yaml'), 'old');
    fs.symlinkSync('charts/values.yaml', path.join(dir, 'values.yaml'));
    await writeFileAtomic(path.join(dir, 'values.yaml'), 'new');
    expect(fs.lstatSync(path.join(dir, 'values.yaml')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'charts', 'values.yaml'), 'utf8')).toBe('new');
    expect(fs.readdirSync(path.join(dir, 'charts'))).toEqual(['values.yaml']);
  });

  test('when the rename fails, the target is as it was and no temporary file is left', async () => {
    // A folder where the file should be: the write succeeds, the rename over a folder fails.
    const target = path.join(dir, 'archive.tar.gz');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'keep'), 'x');
    await expect(writeFileAtomic(target, Buffer.from('bytes'))).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
    expect(fs.readdirSync(dir)).toEqual(['archive.tar.gz']);
    expect(fs.readdirSync(target)).toEqual(['keep']);
  });

  test('a copy is streamed from the source file', async () => {
    const source = path.join(dir, 'source.bin');
    const bytes = Buffer.alloc(3 << 20, 7);
    fs.writeFileSync(source, bytes);
    await writeFileAtomic(path.join(dir, 'kept.bin'), { copyFrom: source });
    expect(fs.readFileSync(path.join(dir, 'kept.bin')).equals(bytes)).toBe(true);
  });
});
