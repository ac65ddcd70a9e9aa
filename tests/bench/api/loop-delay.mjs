// Loaded into the benchmarked server with `node --import` (startServer does it): watches the server's event loop
// with perf_hooks' delay monitor, and on SIGUSR2 writes the worst delay and the p99 since the last signal to the
// file named by BENCH_LOOP_DELAY_FILE, then starts again. It changes nothing in the server, so the same bench
// reads any build's event loop.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const figures = { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
    histogram.reset();
    writeFileSync(file, JSON.stringify(figures));
  });
}
