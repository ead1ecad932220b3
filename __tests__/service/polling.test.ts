/** Issue #11 defect 3: at the deadline the loop asks once more before it reports a time-out. */
import type { AdminApi } from '../../src/service/api.ts';
import { pollUntil } from '../../src/service/polling.ts';
import { FakeClock, MemoryLog } from '../helpers/fakes.ts';

interface Answer {
  status: string;
}

function poll(
  clock: FakeClock,
  deadline: number,
  statusAt: (ms: number) => string,
): { run: Promise<Answer>; asked: number[] } {
  const asked: number[] = [];
  const started = clock.now();
  const run = pollUntil<Answer>(
    {
      label: 'Job se_1',
      fetch: () => {
        asked.push(clock.now() - started);
        return Promise.resolve({ status: statusAt(clock.now() - started) });
      },
      status: (a) => a.status,
      progress: () => undefined,
      describe: (a) => a.status,
      isFinal: (a) => a.status === 'completed',
      known: new Set(['running']),
      timedOut: (last) => new Error(`timed out while ${last.status}`),
    },
    {
      api: {} as AdminApi,
      clock,
      log: new MemoryLog(),
      signal: new AbortController().signal,
      deadline,
      output: () => {},
    },
  );
  return { run, asked };
}

test('a job that completed during the last wait is found by a request at the deadline', async () => {
  const clock = new FakeClock();
  const deadline = clock.now() + 20_000;
  const { run, asked } = poll(clock, deadline, (ms) => (ms >= 19_999 ? 'completed' : 'running'));
  await expect(run).resolves.toEqual({ status: 'completed' });
  expect(asked.at(-1)).toBe(20_000);
});

test('a job running at the deadline times out after that one last request, not before, and not more', async () => {
  const clock = new FakeClock();
  const deadline = clock.now() + 20_000;
  const { run, asked } = poll(clock, deadline, () => 'running');
  await expect(run).rejects.toThrow('timed out while running');
  expect(asked.filter((ms) => ms >= 20_000)).toEqual([20_000]);
});
