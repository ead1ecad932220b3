import { EntryGuard, safeRelativePath, UnsafeArchiveError } from '../src/archive/guard.ts';

const refusal = (name: string): string => {
  try {
    safeRelativePath(name);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafeArchiveError);
    return (error as UnsafeArchiveError).message;
  }
  throw new Error(`'${name}' was accepted`);
};

test.each([
  ['./index.html', 'index.html'],
  ['guides//deploy/./page.html', 'guides/deploy/page.html'],
  ['_next/static/chunks/[slug]-3f8e.js', '_next/static/chunks/[slug]-3f8e.js'],
  ['ja/ガイド/はじめに.html', 'ja/ガイド/はじめに.html'],
  ['.well-known/security.txt', '.well-known/security.txt'],
  ['./', ''],
])('%j is kept as %j', (name, relative) => {
  expect(safeRelativePath(name)).toBe(relative);
});

test.each([
  ['/etc/passwd', 'is an absolute path'],
  ['C:/x', 'starts with a drive letter'],
  ['c:x', 'starts with a drive letter'],
  ['a/b:stream', 'contains a colon'],
  ['a/../../b', 'contains a .. segment'],
  ['a\\b', 'contains a backslash'],
  ['a\u0000b', 'contains a NUL byte'],
  ['a\u001bb', 'contains a control character'],
  ['what?.html', 'a character Windows does not allow'],
  ['a/b*.js', 'a character Windows does not allow'],
  ['trailing.', 'ending in a dot or a space'],
  ['guides/trailing /x', 'ending in a dot or a space'],
  ['CON', 'a device name on Windows'],
  ['docs/nul.txt', 'a device name on Windows'],
  ['Com1.html', 'a device name on Windows'],
])('%j is refused: %s', (name, reason) => {
  expect(refusal(name)).toContain(reason);
});

test('the guard refuses links and devices by kind, and counts entries and bytes against the limits', () => {
  const guard = new EntryGuard({ maxEntries: 3, maxUnpackedBytes: 100 });
  expect(() => guard.admit('l', 'symlink', 0)).toThrow(/is a symbolic link/);
  expect(guard.admit('a.html', 'file', 60)).toBe('a.html');
  expect(() => guard.admit('b.html', 'file', 41)).toThrow(/unpacked size past the limit of 100 bytes/);
  const counted = new EntryGuard({ maxEntries: 2, maxUnpackedBytes: 1e9 });
  counted.admit('d/', 'directory', 0);
  counted.admit('d/', 'directory', 0);
  expect(() => counted.admit('d/', 'directory', 0)).toThrow(/passes the limit of 2 entries/);
});
