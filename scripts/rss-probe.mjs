// Loaded with node --import by the benchmark: records the process's peak resident memory (kB) and the CPU time all
// its threads used (user + system, ms) at exit, as "<kB> <ms>".
// VmHWM belongs to this process's own address space. process.resourceUsage().maxRSS does not do for
// a spawned process on Linux: it carries the parent's peak across fork and exec, and the benchmark's
// parent holds the whole archive in memory.
import fs from 'node:fs';
process.on('exit', () => {
  if (!process.env.BENCH_RSS_FILE) return;
  let kb = process.resourceUsage().maxRSS;
  try {
    kb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? kb);
  } catch {
    // Not Linux: maxRSS is the best there is.
  }
  const { userCPUTime, systemCPUTime } = process.resourceUsage();
  fs.writeFileSync(process.env.BENCH_RSS_FILE, `${kb} ${Math.round((userCPUTime + systemCPUTime) / 1000)}`);
});
