// Loaded into the benchmarked server with `node --import` (startServer does it): watches the server's event loop
// with perf_hooks' delay monitor and, asked over the IPC channel startServer opens ('loop-delay'), answers the
// worst delay and the p99 since it was last asked, then starts again. It changes nothing in the server (no signal:
// the server takes SIGUSR2 as "back up the embedded database"), so the same bench reads any build's event loop.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  process.on('message', (message) => {
    if (message !== 'loop-delay') return;
    const figures = { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
    histogram.reset();
    process.send({ loopDelay: figures });
  });
  // The channel must not keep the server running once it is told to stop.
  process.channel?.unref();
}
