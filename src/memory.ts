import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps a bulk transfer's memory flat. Every chunk of a download or an unpack is a new Buffer that
 * lives outside the V8 heap, and V8 collects such "external" memory lazily: about 64 MB past what the
 * last collection left. A 250 MB bundle would otherwise hold ~90 MB of dead chunks at the peak
 * (measured: `npm run bench`). A collection every `everyBytes` (1 MB) bounds that to one interval. Most
 * are minor (a scavenge): the chunks' Buffer objects die young, and scavenging releases their memory
 * at a fraction of a full collection's cost. Chunks still in use at a scavenge are promoted to the
 * old generation, so every `majorEvery`-th collection is a full one. A JavaScript action cannot pass
 * node flags, so `gc` is exposed at run time.
 * @returns a function to call with each chunk's size in bytes
 */
export function createCollector(everyBytes = 1 << 20, majorEvery = 32): (bytes: number) => void {
  const gc = exposeGc();
  if (!gc) return () => {};
  let sinceLast = 0;
  let collections = 0;
  return (bytes) => {
    sinceLast += bytes;
    if (sinceLast >= everyBytes) {
      sinceLast = 0;
      gc({ type: ++collections % majorEvery === 0 ? 'major' : 'minor' });
    }
  };
}

type Gc = (options?: { type: 'minor' | 'major' }) => void;
let cached: Gc | null | undefined;

function exposeGc(): Gc | null {
  if (cached !== undefined) return cached;
  try {
    v8.setFlagsFromString('--expose-gc');
    cached = vm.runInNewContext('gc') as Gc;
  } catch {
    cached = null;
  }
  return cached;
}
