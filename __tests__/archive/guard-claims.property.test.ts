/**
 * Issue 32 #5: the entry guard skips folders it has already claimed by the same path and folds ASCII names without
 * Unicode normalisation. Neither may change a decision: for any sequence of entries, which are admitted and which are
 * refused, with what message, must be what the plain rule says (claim every parent folder of every entry, fold every
 * name through NFC and simple case folding). Names are drawn from pieces that collide on case, on normalisation
 * (`é` composed and decomposed) and on final sigma, at several depths, so collisions are frequent.
 */
import fc from 'fast-check';
import { EntryGuard, safeRelativePath, UnsafeArchiveError, type EntryKind } from '../../src/archive/guard.ts';
import { simpleCaseFold } from '../../src/archive/fold.ts';
import { printableName } from '../../src/common/errors.ts';

/** The rule as written before the shortcuts: every parent claimed for every entry, every name fully folded. */
class PlainGuard {
  private readonly files = new Map<string, string>();
  private readonly directories = new Map<string, string>();

  admit(name: string, kind: EntryKind): string {
    const relative = name === '' && kind === 'directory' ? '' : safeRelativePath(name);
    if (relative === '' && kind === 'file') throw new UnsafeArchiveError(name, 'names the root folder, not a file');
    if (relative === '') return relative;
    for (let slash = relative.indexOf('/'); slash >= 0; slash = relative.indexOf('/', slash + 1)) {
      this.directory(name, relative.slice(0, slash));
    }
    if (kind === 'directory') this.directory(name, relative);
    else {
      const key = fold(relative);
      if (this.directories.get(key) === relative)
        throw new UnsafeArchiveError(name, 'is a file where the bundle has a folder by that name');
      const other = this.files.get(key) ?? this.directories.get(key);
      if (other === relative) throw new UnsafeArchiveError(name, 'appears twice');
      if (other !== undefined) throw collision(name, other);
      this.files.set(key, relative);
    }
    return relative;
  }

  private directory(entry: string, relative: string): void {
    const key = fold(relative);
    const file = this.files.get(key);
    if (file !== undefined)
      throw new UnsafeArchiveError(entry, `needs a folder where the bundle has the file '${printableName(file)}'`);
    const other = this.directories.get(key);
    if (other !== undefined && other !== relative) throw collision(entry, other);
    this.directories.set(key, relative);
  }
}

const collision = (entry: string, other: string): UnsafeArchiveError =>
  new UnsafeArchiveError(entry, `collides with '${printableName(other)}' once case or Unicode normalisation is folded`);

const fold = (relative: string): string => simpleCaseFold(relative.normalize('NFC')).normalize('NFC');

const outcome = (admit: () => string): string => {
  try {
    return `ok ${admit()}`;
  } catch (error) {
    return `refused ${(error as Error).message}`;
  }
};

const segment = fc.constantFrom(
  'docs',
  'Docs',
  'DOCS',
  'caf\u00e9',
  'cafe\u0301',
  'CAF\u00c9',
  'σ',
  'ς',
  'Σ',
  'a',
  'A',
);
const entry = fc.record({
  name: fc
    .array(segment, { minLength: 1, maxLength: 4 })
    .chain((parts) => fc.constantFrom(parts.join('/'), `./${parts.join('/')}`, `${parts.join('/')}/`)),
  kind: fc.constantFrom<EntryKind>('file', 'directory'),
});

test('the guard admits and refuses exactly as the plain rule does, in any order of entries', () => {
  fc.assert(
    fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
      const guard = new EntryGuard();
      const plain = new PlainGuard();
      for (const { name, kind } of entries) {
        expect(outcome(() => guard.admit(name, kind, 0))).toBe(outcome(() => plain.admit(name, kind)));
      }
    }),
    { numRuns: 2000 },
  );
});

test('a refused entry is refused again when it comes back, and a later colliding one still collides', () => {
  const guard = new EntryGuard();
  guard.admit('Docs/a.html', 'file', 1);
  expect(() => guard.admit('docs/b.html', 'file', 1)).toThrow("collides with 'Docs'");
  expect(() => guard.admit('docs/b.html', 'file', 1)).toThrow("collides with 'Docs'");
  expect(guard.admit('Docs/b.html', 'file', 1)).toBe('Docs/b.html');
  expect(() => guard.admit('Docs/A.html', 'file', 1)).toThrow("collides with 'Docs/a.html'");
});

test('a file named as a folder the bundle already has is called that, not a second copy of a file', () => {
  const guard = new EntryGuard();
  guard.admit('a/', 'directory', 0);
  expect(() => guard.admit('a', 'file', 1)).toThrow("entry 'a' is a file where the bundle has a folder by that name");
  guard.admit('b/page.html', 'file', 1);
  expect(() => guard.admit('b', 'file', 1)).toThrow('a folder by that name');
  guard.admit('c.html', 'file', 1);
  expect(() => guard.admit('c.html', 'file', 1)).toThrow("entry 'c.html' appears twice");
});
