import { relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints where an end-to-end run's time went, after the list reporter's lines: the ten slowest tests (each try
 * of a retried test counts on its own) and each spec file's share of the summed test durations. The workers (three,
 * playwright.config.ts) run tests side by side, so the sum is up to three times the wall time.
 */
export default class SlowestReporter implements Reporter {
  private root = '';
  private readonly runs: { title: string; file: string; ms: number; status: string }[] = [];

  onBegin(config: FullConfig) {
    this.root = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.root, test.location.file);
    const title = test.titlePath().filter(Boolean).slice(1).join(' › ');
    const status = result.retry > 0 ? `${result.status}, try ${result.retry + 1}` : result.status;
    this.runs.push({ title, file, ms: result.duration, status });
  }

  onEnd() {
    if (this.runs.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    const total = this.runs.reduce((sum, run) => sum + run.ms, 0);
    const lines = [
      '',
      `The ten slowest tests (of ${this.runs.length}; summed test time ${seconds(total).trim()}):`,
    ];
    for (const run of [...this.runs].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      const title = run.title.length > 110 ? `${run.title.slice(0, 107)}...` : run.title;
      lines.push(`${seconds(run.ms)}  ${title} (${run.status})`);
    }
    const byFile = new Map<string, number>();
    for (const run of this.runs) byFile.set(run.file, (byFile.get(run.file) ?? 0) + run.ms);
    lines.push('Each spec file’s share of the summed test time:');
    for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]))
      lines.push(`${seconds(ms)}  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${file}`);
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return true;
  }
}
