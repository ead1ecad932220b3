/**
 * A few differential cases through the bundled action (`dist/index.js`), with the emulator serving the
 * archive bytes: the site folder the action leaves must equal GNU tar's or unzip's extraction of the
 * same archive, in file paths, bytes and mtimes. One case stages on another file system, where the
 * action copies the site into place instead of renaming it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import { contentDifferences, Corpus, mtimeDifferences, PRODUCERS, PUBLIC_ARCHIVES } from '../../helpers/corpus.ts';
import { missing, readExtracted, referenceExtract, TOOLS } from '../../helpers/corpus.ts';
import { unavailable, type CaseArchive, type Producer } from '../../helpers/corpus.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

/**
 * Inputs for a run that only downloads and unpacks a new job's bundle: the fixtures are not docs exports (no
 * pageCount to match, no pages to index), so the comparison is the unpacker's alone.
 */
function unpackOnly(emulator: Emulator): Record<string, string> {
  const jobId = emulator.createJob('docs.example.com', 60_000);
  return { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId, verify: 'off', ...NO_AGENT_FILES };
}

const PATHS = 'the site folder has the same file paths and bytes';
const TIMES = 'the site folder keeps every file mtime';
const OTHER_FS = 'GNU tar --format=gnu .tar.gz, staged on another file system';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'differential-e2e-'));
const corpus = new Corpus(work);
const runs: string[] = [];
afterAll(() => {
  for (const dir of [work, ...runs]) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A folder on another file system than the workspace, for `RUNNER_TEMP`: tmpfs `/dev/shm` on Linux
 * when the temp folder is elsewhere. Undefined when there is none.
 */
function otherFileSystem(): string | undefined {
  try {
    if (fs.statSync('/dev/shm').dev === fs.statSync(os.tmpdir()).dev) return undefined;
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return undefined;
  }
}

interface ActionOutcome extends CaseArchive {
  result: RunResult;
}

/** Serves the case's archive as the job's bundle and runs the action on it, once per case. */
function actionOutcome(producer: Producer, runnerTemp?: string): () => Promise<ActionOutcome> {
  let outcome: Promise<ActionOutcome> | undefined;
  return () =>
    (outcome ??= (async () => {
      const built = await corpus.build(producer);
      const emulator = await startEmulator({ archive: built.bytes, durationMs: 0, queuedMs: 0 });
      try {
        const env = runnerTemp ? { RUNNER_TEMP: fs.mkdtempSync(path.join(runnerTemp, 'runner-temp-')) } : undefined;
        if (env) runs.push(env.RUNNER_TEMP);
        const result = await runAction({ inputs: unpackOnly(emulator), env });
        runs.push(path.dirname(result.workspace));
        return { ...built, result };
      } finally {
        await emulator.close();
      }
    })());
}

type Outcome = () => Promise<ActionOutcome>;
function caseTests(name: string, why: string | undefined, outcome: Outcome): void {
  describe(name, () => {
    if (why) {
      console.warn(`Differential case '${name}' SKIPPED: ${why}.`);
      test.skip(`SKIPPED: ${why}`, () => undefined);
      return;
    }
    test(PATHS, async () => {
      const { result, expected } = await outcome();
      const error = /::error[^\n]*/.exec(result.log)?.[0];
      expect({ code: result.code, error }).toEqual({ code: 0, error: undefined });
      const site = readExtracted(result.outputs.path!, false);
      expect(contentDifferences({ ...site, unwrapped: expected.unwrapped }, expected)).toEqual([]);
      const wraps = `The bundle wraps the site in the folder '${expected.unwrapped}/'`;
      if (expected.unwrapped) expect(result.log).toContain(wraps);
      else expect(result.log).not.toContain('The bundle wraps the site');
    });

    test(TIMES, async () => {
      const { result, expected } = await outcome();
      expect(result.code).toBe(0);
      expect(mtimeDifferences(readExtracted(result.outputs.path!, false), expected)).toEqual([]);
    });
  });
}

const byName = (name: string): Producer => PRODUCERS.find((p) => p.name === name)!;
for (const name of [
  'Python tarfile USTAR_FORMAT .tar.gz, wrapped in site/ (no path over 255 bytes)',
  'Info-ZIP zip -r',
  'npm pack of a package with paths over 100 bytes (wrapped in package/)',
]) {
  const producer = byName(name);
  caseTests(name, unavailable(producer), actionOutcome(producer));
}

const gnu = byName('GNU tar --format=gnu .tar.gz');
const other = otherFileSystem();
const noOther = other ? undefined : 'no writable folder on another file system than the temp folder (/dev/shm)';
caseTests(OTHER_FS, unavailable(gnu) ?? noOther, actionOutcome(gnu, other));

// Real archives from other projects' test suites (issue 20 #11): the site folder must hold GNU tar's folders and files.
for (const archive of PUBLIC_ARCHIVES) {
  describe(archive.name, () => {
    const why = missing(TOOLS.gnuTar);
    if (why) {
      console.warn(`Differential case '${archive.name}' SKIPPED: ${why}.`);
      test.skip(`SKIPPED: ${why}`, () => undefined);
      return;
    }
    test(`${PATHS}, folders included`, async () => {
      const dir = fs.mkdtempSync(path.join(work, 'public-'));
      const file = path.join(dir, 'bundle.tar');
      fs.writeFileSync(file, archive.bytes());
      fs.mkdirSync(path.join(dir, 'reference'));
      referenceExtract('tar', file, path.join(dir, 'reference'));
      const expected = readExtracted(path.join(dir, 'reference'));
      const emulator = await startEmulator({ archive: archive.bytes(), durationMs: 0, queuedMs: 0 });
      try {
        const result = await runAction({ inputs: unpackOnly(emulator) });
        runs.push(path.dirname(result.workspace));
        const error = /::error[^\n]*/.exec(result.log)?.[0];
        expect({ code: result.code, error }).toEqual({ code: 0, error: undefined });
        const site = readExtracted(result.outputs.path!, false);
        expect(contentDifferences({ ...site, unwrapped: expected.unwrapped }, expected)).toEqual([]);
      } finally {
        await emulator.close();
      }
    });
  });
}
