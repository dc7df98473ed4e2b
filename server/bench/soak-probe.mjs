// Loaded into the soaked server (`node --import`): every SOAK_PROBE_MS it appends one JSON line to SOAK_PROBE_FILE with
// the process's RSS and heap and the event loop's delay over the interval, so the soak reads the server from inside.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  const timer = setInterval(
    () => {
      const memory = process.memoryUsage();
      const line = {
        at: Date.now(),
        rssMb: Math.round(memory.rss / 1048576),
        heapMb: Math.round(memory.heapUsed / 1048576),
        delayP50Ms: ms(histogram.percentile(50)),
        delayP99Ms: ms(histogram.percentile(99)),
        delayMaxMs: ms(histogram.max),
      };
      histogram.reset();
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    Number(process.env.SOAK_PROBE_MS ?? 5000),
  );
  timer.unref();
}
