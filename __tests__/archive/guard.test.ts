import { EntryGuard, foldKey, safeRelativePath, UnsafeArchiveError } from '../../src/archive/guard.ts';

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
  // Issue 20 #8: the rest of Windows' reserved names, with extensions and spaces before them.
  ['COM0', 'a device name on Windows'],
  ['lpt0.txt', 'a device name on Windows'],
  ['COM¹', 'a device name on Windows'],
  ['com².html', 'a device name on Windows'],
  ['LPT³.tar.gz', 'a device name on Windows'],
  ['docs/CONIN$', 'a device name on Windows'],
  ['conout$.log', 'a device name on Windows'],
  ['NUL .txt', 'a device name on Windows'],
  ['aux..html', 'a device name on Windows'],
  ['CON.', 'a dot or a space'],
  ['conout$ ', 'a dot or a space'],
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

/** Whether the guard lets `first` and `second` be two entries of one archive. */
function bothAdmitted(first: string, second: string): boolean {
  const guard = new EntryGuard();
  guard.admit(first, 'file', 1);
  try {
    guard.admit(second, 'file', 1);
    return true;
  } catch (error) {
    expect((error as Error).message).toMatch(/collides with .* once case or Unicode normalisation is folded/);
    return false;
  }
}

// Issue 20 #8: names one file on a case-insensitive file system, by Unicode simple case folding (CaseFolding.txt
// statuses C and S), which toLowerCase() misses for most of these.
test.each([
  ['Index.HTML', 'index.html', 'ASCII case'],
  ['σ.html', 'ς.html', 'Greek small sigma and final sigma'],
  ['Σ.html', 'ς.html', 'Greek capital sigma and final sigma'],
  ['s.html', 'ſ.html', 'Latin s and long s'],
  ['µ.html', 'μ.html', 'micro sign and Greek mu'],
  ['K.html', 'k.html', 'Kelvin sign and k'],
  ['Å.html', 'å.html', 'Angstrom sign and å'],
  ['β.html', 'ϐ.html', 'beta and the beta symbol'],
  ['θ.html', 'ϑ.html', 'theta and the theta symbol'],
  ['ι.html', 'ͅ.html', 'iota and the combining ypogegrammeni'],
  ['ẞ.html', 'ß.html', 'capital and small sharp s (status S)'],
  ['ᾳ.html', 'ᾼ.html', 'alpha with ypogegrammeni and its titlecase (status S)'],
  ['Ꭰ.html', 'ꭰ.html', 'Cherokee capital and small letter a'],
  ['e\u0301.html', 'É.html', 'NFD é and NFC É'],
])('%j and %j name one file (%s): the second is refused', (first, second) => {
  expect(bothAdmitted(first, second)).toBe(false);
  expect(foldKey(first)).toBe(foldKey(second));
});

// Full folding (status F) and toUpperCase() join these; no file system does, so both are written.
test.each([
  ['ß.html', 'ss.html', 'sharp s is not ss (full folding only)'],
  ['ﬁ.html', 'fi.html', 'the fi ligature is not fi (full folding only)'],
  ['İ.html', 'i.html', 'dotted capital I is not i (Turkic status T only)'],
  ['ŉ.html', 'ʼn.html', 'n preceded by apostrophe is not two characters (full folding only)'],
])('%j and %j are different names (%s)', (first, second) => {
  expect(bothAdmitted(first, second)).toBe(true);
});
