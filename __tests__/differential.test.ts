/**
 * Differential tests: archives of one fixture site written at test time by tools nobody on this project
 * wrote (see helpers/corpus.ts), unpacked by `unpackArchive` and by the reference tool (GNU tar for
 * tars, unzip for zips). The trees must agree in file paths, bytes, and every file's mtime (whole
 * seconds), after the wrapper-folder rule. A case whose tool is missing is skipped with the reason in its name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unpackArchive, type UnpackResult } from '../src/archive/unpack.ts';
import {
  contentDifferences,
  Corpus,
  mtimeDifferences,
  PRODUCERS,
  readExtracted,
  unavailable,
  type CaseArchive,
  type ExtractedTree,
  type Producer,
} from './helpers/corpus.ts';

const MTIMES = 'mtimes not restored: every file gets the time of the unpack';
const PREFIX = "ustar prefix dropped: the 101-255 byte paths land under their last 100 bytes ('page.html' at the root)";
const UNWRAP = `${PREFIX}, and those stray entries stop the wrapper folder from being unwrapped`;
const V7 = "a v7 tar (no 'ustar' magic) is refused: 'The bundle is not an archive: it is of an unknown format'";
const HARD_LINK = "refused: entry 'hard/original.html' is a hard link (to hard/linked.html, written just before)";
const GNU_SPARSE = "refused, but not as sparse: entry 'assets/holes.bin' is of a type other than file or folder";
const PAX_SPARSE = 'wrong tree, exit 0: the sparse map is written as assets/GNUSparseFile.<n>/holes.bin';
const TYPELESS = "refused: entry '.nojekyll' is of a type other than file or folder (mode 0644, no type bits)";
const MTIMES_UNWRAP = `${MTIMES}; ${UNWRAP}`;
const PATHS = 'unpackArchive gives the same file paths and bytes';
const TIMES = 'unpackArchive restores every file mtime';

/**
 * Cases that fail against the reader on main today, by full test name (`<case> › <aspect>`), with the
 * failure seen. Each runs as `test.failing`: when a fix makes it pass, jest reports it as failed, and
 * its entry here is deleted.
 */
const FAILING_ON_MAIN = new Map<string, string>([
  [`GNU tar --format=gnu .tar › ${TIMES}`, MTIMES],
  [`GNU tar --format=gnu .tar.gz › ${TIMES}`, MTIMES],
  [`GNU tar --format=oldgnu .tar › ${TIMES}`, MTIMES],
  [`GNU tar --format=oldgnu .tar.gz › ${TIMES}`, MTIMES],
  [`GNU tar --format=posix .tar › ${TIMES}`, MTIMES],
  [`GNU tar --format=posix .tar.gz, wrapped in site/ › ${TIMES}`, MTIMES],
  [`GNU tar --format=ustar .tar, wrapped in site/ (no path over 255 bytes) › ${PATHS}`, UNWRAP],
  [`GNU tar --format=ustar .tar, wrapped in site/ (no path over 255 bytes) › ${TIMES}`, MTIMES_UNWRAP],
  [`GNU tar --format=ustar .tar.gz, wrapped in site/ (no path over 255 bytes) › ${PATHS}`, UNWRAP],
  [`GNU tar --format=ustar .tar.gz, wrapped in site/ (no path over 255 bytes) › ${TIMES}`, MTIMES_UNWRAP],
  [`GNU tar --format=v7 .tar (no path over 99 bytes) › ${PATHS}`, V7],
  [`GNU tar --format=v7 .tar (no path over 99 bytes) › ${TIMES}`, V7],
  [`GNU tar --format=v7 .tar.gz (no path over 99 bytes) › ${TIMES}`, MTIMES],
  [`GNU tar --format=gnu .tar.gz, two names of one inode (a hard link entry) › ${PATHS}`, HARD_LINK],
  [`GNU tar --format=gnu .tar.gz, two names of one inode (a hard link entry) › ${TIMES}`, HARD_LINK],
  [`GNU tar --sparse --format=gnu .tar, a file with holes (GNU S entry) › ${PATHS}`, GNU_SPARSE],
  [`GNU tar --sparse --format=gnu .tar, a file with holes (GNU S entry) › ${TIMES}`, GNU_SPARSE],
  [`GNU tar --sparse --format=posix .tar, a file with holes (pax sparse) › ${PATHS}`, PAX_SPARSE],
  [`GNU tar --sparse --format=posix .tar, a file with holes (pax sparse) › ${TIMES}`, `${MTIMES}; ${PAX_SPARSE}`],
  [`bsdtar default format (restricted pax) .tar.gz › ${PATHS}`, PREFIX],
  [`bsdtar default format (restricted pax) .tar.gz › ${TIMES}`, `${MTIMES}; ${PREFIX}`],
  [`bsdtar --format ustar .tar (no path over 255 bytes) › ${PATHS}`, PREFIX],
  [`bsdtar --format ustar .tar (no path over 255 bytes) › ${TIMES}`, `${MTIMES}; ${PREFIX}`],
  [`bsdtar default format .tar, a file with holes (pax sparse 1.0) › ${PATHS}`, `${PAX_SPARSE}; ${PREFIX}`],
  [`bsdtar default format .tar, a file with holes (pax sparse 1.0) › ${TIMES}`, `${MTIMES}; ${PAX_SPARSE}`],
  [`Python tarfile USTAR_FORMAT .tar.gz, wrapped in site/ (no path over 255 bytes) › ${PATHS}`, UNWRAP],
  [`Python tarfile USTAR_FORMAT .tar.gz, wrapped in site/ (no path over 255 bytes) › ${TIMES}`, MTIMES_UNWRAP],
  [`Python tarfile GNU_FORMAT .tar › ${TIMES}`, MTIMES],
  [`Python tarfile PAX_FORMAT .tar.gz › ${TIMES}`, MTIMES],
  [`Python zipfile write() › ${TIMES}`, MTIMES],
  [`Python zipfile writestr() (Unix modes without file-type bits) › ${PATHS}`, TYPELESS],
  [`Python zipfile writestr() (Unix modes without file-type bits) › ${TIMES}`, TYPELESS],
  [`Python zipfile open(force_zip64=True) (ZIP64 local headers) › ${TIMES}`, MTIMES],
  [`node-tar (npm tar) .tar.gz, wrapped in site/ › ${PATHS}`, UNWRAP],
  [`node-tar (npm tar) .tar.gz, wrapped in site/ › ${TIMES}`, MTIMES_UNWRAP],
  [`archiver (tar-stream) .tar.gz › ${PATHS}`, PREFIX],
  [`archiver (tar-stream) .tar.gz › ${TIMES}`, `${MTIMES}; ${PREFIX}`],
  [`archiver (zip-stream) .zip › ${TIMES}`, MTIMES],
  [`Info-ZIP zip -r › ${TIMES}`, MTIMES],
  [`Info-ZIP zip -r to a pipe (data descriptors), wrapped in site/ › ${TIMES}`, MTIMES],
  [`Info-ZIP zip -r -fz (ZIP64) › ${TIMES}`, MTIMES],
  [`npm pack of a package with paths over 100 bytes (wrapped in package/) › ${PATHS}`, UNWRAP],
  [`npm pack of a package with paths over 100 bytes (wrapped in package/) › ${TIMES}`, MTIMES_UNWRAP],
]);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'differential-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const corpus = new Corpus(work);

interface Outcome extends CaseArchive {
  result?: UnpackResult;
  actual?: ExtractedTree;
  error?: Error;
}

const outcomes = new Map<Producer, Promise<Outcome>>();
/** Builds the case's archive, extracts it with the reference tool and with `unpackArchive`, once per case. */
function outcomeOf(producer: Producer): Promise<Outcome> {
  let outcome = outcomes.get(producer);
  if (!outcome) {
    outcome = (async () => {
      const built: Outcome = await corpus.build(producer);
      const ours = path.join(path.dirname(built.file), 'ours');
      fs.mkdirSync(ours);
      try {
        built.result = await unpackArchive(built.file, ours);
        built.actual = readExtracted(ours);
      } catch (error) {
        built.error = error as Error;
      }
      return built;
    })();
    outcomes.set(producer, outcome);
  }
  return outcome;
}

const refused = (error: Error): string => `refused: ${error.message}`;

const testNames = new Set<string>();
/** A test, or `test.failing` when FAILING_ON_MAIN lists it. */
function caseTest(producer: Producer, aspect: string, body: () => Promise<void>): void {
  const name = `${producer.name} › ${aspect}`;
  testNames.add(name);
  (FAILING_ON_MAIN.has(name) ? test.failing : test)(aspect, body);
}

for (const producer of PRODUCERS) {
  describe(producer.name, () => {
    const why = unavailable(producer);
    if (why) {
      console.warn(`Differential case '${producer.name}' SKIPPED: ${why}.`);
      test.skip(`SKIPPED: ${why}`, () => undefined);
      return;
    }

    const about = producer.check ? ', and it has what the case is about' : '';
    test(`the reference tool extracts the fixture from it${about}`, async () => {
      const { fixture, bytes, expected } = await outcomeOf(producer);
      expect(producer.check?.(bytes)).toBeUndefined();
      expect([...expected.files.keys()].sort()).toEqual([...fixture.files.keys()].sort());
      const differing = [...fixture.files].filter(([name, data]) => !expected.files.get(name)?.data.equals(data));
      expect(differing.map(([name]) => name)).toEqual([]);
    });

    caseTest(producer, PATHS, async () => {
      const { expected, actual, result, error } = await outcomeOf(producer);
      if (producer.sparse && error && /sparse/i.test(error.message)) return;
      expect(error === undefined ? [] : [refused(error)]).toEqual([]);
      expect(contentDifferences(actual!, expected)).toEqual([]);
      expect([...result!.files].sort()).toEqual([...actual!.files.keys()].sort());
      expect(result!.unwrapped).toBe(expected.unwrapped);
    });

    caseTest(producer, TIMES, async () => {
      const { expected, actual, error } = await outcomeOf(producer);
      if (producer.sparse && error && /sparse/i.test(error.message)) return;
      expect(error === undefined ? [] : [refused(error)]).toEqual([]);
      expect(mtimeDifferences(actual!, expected)).toEqual([]);
    });
  });
}

test('every entry of FAILING_ON_MAIN names a test of this file', () => {
  expect([...FAILING_ON_MAIN.keys()].filter((name) => !testNames.has(name))).toEqual([]);
});
