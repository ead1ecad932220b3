/**
 * Differential tests: archives of one fixture site written at test time by tools nobody on this project
 * wrote (see helpers/corpus.ts), unpacked by `unpackArchive` and by the reference tool (GNU tar for
 * tars, unzip for zips). The trees must agree in file paths, bytes, and every file's mtime (whole
 * seconds), after the wrapper-folder rule. A case whose tool is missing is skipped with the reason in its name.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unpackArchive, type UnpackResult } from '../../src/archive/unpack.ts';
import {
  contentDifferences,
  Corpus,
  missing,
  mtimeDifferences,
  PRODUCERS,
  PUBLIC_ARCHIVES,
  readExtracted,
  referenceExtract,
  TOOLS,
  unavailable,
  type CaseArchive,
  type ExtractedTree,
  type Producer,
  type PublicArchive,
} from '../helpers/corpus.ts';

const PATHS = 'unpackArchive gives the same file paths and bytes';
const TIMES = 'unpackArchive restores every file mtime';

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

    test(PATHS, async () => {
      const { expected, actual, result, error } = await outcomeOf(producer);
      if (producer.sparse && error && /sparse/i.test(error.message)) return;
      expect(error === undefined ? [] : [refused(error)]).toEqual([]);
      expect(contentDifferences(actual!, expected)).toEqual([]);
      expect([...result!.files].sort()).toEqual([...actual!.files.keys()].sort());
      expect(result!.unwrapped).toBe(expected.unwrapped);
    });

    test(TIMES, async () => {
      const { expected, actual, error } = await outcomeOf(producer);
      if (producer.sparse && error && /sparse/i.test(error.message)) return;
      expect(error === undefined ? [] : [refused(error)]).toEqual([]);
      expect(mtimeDifferences(actual!, expected)).toEqual([]);
    });
  });
}

/** A public archive unpacked by GNU tar and by `unpackArchive`, each into its own empty folder. */
async function publicOutcome(
  archive: PublicArchive,
): Promise<{ expected: ExtractedTree; actual?: ExtractedTree; error?: Error }> {
  const dir = fs.mkdtempSync(path.join(work, 'public-'));
  const file = path.join(dir, 'bundle.tar');
  fs.writeFileSync(file, archive.bytes());
  const [reference, ours] = [path.join(dir, 'reference'), path.join(dir, 'ours')];
  fs.mkdirSync(reference);
  fs.mkdirSync(ours);
  referenceExtract('tar', file, reference);
  try {
    await unpackArchive(file, ours);
    return { expected: readExtracted(reference), actual: readExtracted(ours) };
  } catch (error) {
    return { expected: readExtracted(reference), error: error as Error };
  }
}

for (const archive of PUBLIC_ARCHIVES) {
  describe(archive.name, () => {
    const why = missing(TOOLS.gnuTar);
    if (why) {
      console.warn(`Differential case '${archive.name}' SKIPPED: ${why}.`);
      test.skip(`SKIPPED: ${why}`, () => undefined);
      return;
    }
    test(`the bytes are those of ${archive.source}`, () => {
      expect(createHash('sha256').update(archive.bytes()).digest('hex')).toBe(archive.sha256);
    });
    test('unpackArchive gives the same folders, file paths and bytes as GNU tar', async () => {
      const { expected, actual, error } = await publicOutcome(archive);
      expect(error === undefined ? [] : [refused(error)]).toEqual([]);
      expect(contentDifferences(actual!, expected)).toEqual([]);
    });
  });
}
