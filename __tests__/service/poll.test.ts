import { DEFAULT_POLL_POLICY, PollPlanner, type PlannedWait } from '../../src/service/polling.ts';

/** A job's answer at `t` ms after it started: status and progress. */
type Job = (t: number) => { status: string; progress: number | undefined };

const linear =
  (durationMs: number): Job =>
  (t) =>
    t >= durationMs
      ? { status: 'completed', progress: 100 }
      : { status: 'running', progress: Math.floor((t / durationMs) * 100) };

/** Polls a job with the planner on a fake clock; no jitter unless `random` is given. */
function simulate(job: Job, options: { deadlineMs?: number; random?: number; maxPolls?: number } = {}) {
  const planner = new PollPlanner();
  const waits: PlannedWait[] = [];
  let t = 0;
  for (let polls = 1; polls <= (options.maxPolls ?? 100); polls++) {
    const answer = job(t);
    planner.observe({ atMs: t, ...answer });
    if (answer.status === 'completed') return { waits, noticedAt: t, polls };
    const wait = planner.nextWait(t, options.deadlineMs ?? 3_600_000, options.random ?? 0);
    if (!wait) return { waits, noticedAt: undefined, polls };
    waits.push(wait);
    t += wait.ms;
  }
  return { waits, noticedAt: undefined, polls: options.maxPolls ?? 100 };
}

test('linear progress: one backoff step, one approach, then straight to the estimate', () => {
  const { waits, noticedAt, polls } = simulate(linear(20_000));
  expect(waits.map((w) => w.reason)).toEqual(['fallback', 'approach', 'estimate']);
  expect(waits.map((w) => w.ms)).toEqual([1000, 14_250, 4816]);
  expect(polls).toBe(4);
  expect(noticedAt! - 20_000).toBeLessThanOrEqual(Math.max(1000, 2000));
});

test.each([7_000, 13_000, 22_000, 31_000, 120_000, 600_000])(
  'a %d ms linear job is noticed within 10%% of its length (or 1 s) in few requests',
  (durationMs) => {
    const { noticedAt, polls } = simulate(linear(durationMs));
    expect(noticedAt! - durationMs).toBeLessThanOrEqual(Math.max(1000, durationMs * 0.1));
    // Long jobs are polled at least every ceilingMs, so the log keeps showing progress.
    expect(polls).toBeLessThanOrEqual(Math.ceil(durationMs / DEFAULT_POLL_POLICY.ceilingMs) + 8);
  },
);

test('stalled progress falls back to growing waits, never polling at the floor', () => {
  const stalls: Job = (t) => ({ status: 'running', progress: Math.min(40, Math.floor(t / 200)) });
  const { waits } = simulate(stalls, { maxPolls: 20 });
  const afterStall = waits.slice(4);
  expect(afterStall.every((w) => w.reason === 'fallback')).toBe(true);
  expect(afterStall.map((w) => w.ms)).toEqual([...afterStall.map((w) => w.ms)].sort((a, b) => a - b));
  expect(Math.min(...afterStall.map((w) => w.ms))).toBeGreaterThanOrEqual(1000);
  expect(afterStall.at(-1)!.ms).toBe(DEFAULT_POLL_POLICY.fallback.maxMs);
});

test('jumpy progress: every wait within floor and ceiling, completion noticed within 3 s', () => {
  const jumpy: Job = (t) =>
    t >= 9000
      ? { status: 'completed', progress: 100 }
      : { status: 'running', progress: [0, 50, 90][Number(t >= 2000) + Number(t >= 6000)] };
  const { waits, noticedAt } = simulate(jumpy);
  for (const w of waits) {
    expect(w.ms).toBeGreaterThanOrEqual(DEFAULT_POLL_POLICY.floorMs);
    expect(w.ms).toBeLessThanOrEqual(DEFAULT_POLL_POLICY.ceilingMs);
  }
  expect(noticedAt! - 9000).toBeLessThanOrEqual(3000);
});

test('progress that goes backwards (a restarted job) starts a new estimate', () => {
  const planner = new PollPlanner();
  planner.observe({ atMs: 0, status: 'running', progress: 10 });
  planner.observe({ atMs: 1000, status: 'running', progress: 60 });
  expect(planner.nextWait(1000, 1e9, 0)!.reason).toBe('estimate');
  planner.observe({ atMs: 2000, status: 'running', progress: 5 });
  expect(planner.nextWait(2000, 1e9, 0)).toMatchObject({ reason: 'fallback', etaMs: undefined });
  planner.observe({ atMs: 3000, status: 'running', progress: 15 });
  expect(planner.nextWait(3000, 1e9, 0)).toMatchObject({ reason: 'approach', etaMs: 3000 + 8500 });
});

test('no progress at all (queued, a service that omits it, agent jobs): gentle backoff from 1 s by 1.5 to 15 s', () => {
  const planner = new PollPlanner();
  const waits: number[] = [];
  for (let i = 0; i < 10; i++) {
    planner.observe({ atMs: i, status: i < 3 ? 'queued' : 'running', progress: i < 3 ? 0 : undefined });
    waits.push(planner.nextWait(0, 1e9, 0)!.ms);
  }
  expect(waits).toEqual([1000, 1500, 2250, 3375, 5063, 7594, 11_391, 15_000, 15_000, 15_000]);
});

test('jitter only shortens a wait, by at most 10 %', () => {
  const at = (random: number) => {
    const planner = new PollPlanner();
    planner.observe({ atMs: 0, status: 'running', progress: 0 });
    planner.observe({ atMs: 1000, status: 'running', progress: 50 });
    return planner.nextWait(1000, 1e9, random)!.ms;
  };
  expect(at(0)).toBe(1000);
  expect(at(0.999)).toBe(900);
});

test('the deadline cuts a wait short and then ends polling', () => {
  const planner = new PollPlanner();
  expect(planner.nextWait(0, 700, 0)!.ms).toBe(700);
  expect(planner.nextWait(700, 700, 0)).toBeUndefined();
});
