/**
 * What every bench probe (`scripts/*-probe.ts`, one measured run in a process of its own) measures and prints.
 * Call {@link startFigures} just before the measured work, and its result's `print` just after.
 */
export function startFigures(): { print: (result: Record<string, unknown>) => void } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  return {
    /** One line of JSON: wall and CPU time (ms), peak resident memory (MB, whole process), then `result`. */
    print: (result) => {
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      console.log(JSON.stringify({ ms, cpuMs, peakRssMb: process.resourceUsage().maxRSS / 1024, ...result }));
    },
  };
}
