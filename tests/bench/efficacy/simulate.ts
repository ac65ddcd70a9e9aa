/**
 * The learning-efficacy bench: simulated learners (typist.ts) practise 15 minutes of typing a day with each
 * method (methods.ts); every attempt is typed key by key into the real engine (learner.ts). Reports, over
 * several populations (seeds) of learners: days to each outcome by method with bootstrap intervals, paired
 * per-learner differences against KeyQuest, the same comparison under variants of the model, hours typed, and the
 * forecast's calibration. Runs on at most two worker threads.
 *
 *   npx tsx tests/bench/efficacy/simulate.ts [--seeds 101,...,105|report|tune|1,2,3] [--learners 100] [--days 45]
 *     [--methods a,b] [--variants none|all|a,b] [--variant-seeds 2] [--workers 2] [--json out.json]
 *     [--dump-daily daily.json] [--dump-results results.json] [--cache runs.jsonl]
 *
 * The default (`npm run bench:efficacy`) is the first five reported populations (101-105) with every method and
 * no model variants: about 580 s of CPU, about 5 minutes on the quiet 2-core machine, within its 10 (BENCHMARKS.md,
 * stop 19); `--seeds report --variants all` is the full report, best run in parts with `--cache`.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { seededRandom } from '../../../src/engine';
import { forecastCalibration } from './calibration';
import { simulateLearner, WEAK_DAY, type LearnerResult } from './learner';
import { FixedOrderMethod, KeybrMethod, KeyQuestMethod, type Method } from './methods';
import {
  bootstrapInterval,
  formatInterval,
  median,
  pairedDifferences,
  percentile,
  shareBy,
  type Day,
} from './stats';
import { BASE_MODEL, drawLearner, type ModelVariant } from './typist';

/** Seeds the model and the product were tuned on: never in the reported tables. */
export const TUNING_SEEDS = [1, 2, 3, 4];
/** The reported populations. */
export const REPORT_SEEDS = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];
/** The default run's populations: the first five reported ones (what fits in 10 minutes, see the top). */
const DEFAULT_SEEDS = 5;

const METHODS: Record<string, (seed: number) => Method> = {
  KeyQuest: (seed) => new KeyQuestMethod(seed),
  'keybr-like 35': (seed) => new KeybrMethod(seed, { targetWpm: 35 }),
  'keybr-like 20': (seed) => new KeybrMethod(seed, { targetWpm: 20 }),
  'keybr rule 35': (seed) => new KeybrMethod(seed, { targetWpm: 35, rule: 'best', name: 'keybr rule 35' }),
  'fixed order': () => new FixedOrderMethod(),
};

const VARIANTS: Record<string, ModelVariant> = {
  base: BASE_MODEL,
  'power-law forgetting': { ...BASE_MODEL, forgetting: 'power' },
  'digraph rollover': { ...BASE_MODEL, digraphs: true },
  'no massing discount': { ...BASE_MODEL, massing: false },
  'slower learners (τ ×2)': { ...BASE_MODEL, learningScale: 2 },
  'faster learners (τ ×0.5)': { ...BASE_MODEL, learningScale: 0.5 },
};

interface Job {
  variant: string;
  seed: number;
  method: string;
  learners: number;
  days: number;
  /** Keep the daily speeds (for the forecast's check). */
  daily: boolean;
}

type Compact = Omit<LearnerResult, 'daily' | 'tests'> & { daily?: number[] };

function runJob(job: Job): Compact[] {
  const population = seededRandom(job.seed);
  const model = VARIANTS[job.variant]!;
  const learners = Array.from({ length: job.learners }, () => drawLearner(population, model));
  return learners.map((traits, i) => {
    const method = METHODS[job.method]!(job.seed * 1000 + i);
    const {
      daily,
      tests: _tests,
      ...rest
    } = simulateLearner(traits, method, job.seed * 7919 + i, model, job.days);
    return job.daily ? { ...rest, daily } : rest;
  });
}

if (!isMainThread) {
  parentPort!.on('message', (job: Job | null) => {
    if (job === null) process.exit(0);
    const started = performance.now();
    parentPort!.postMessage({ job, results: runJob(job), ms: performance.now() - started });
  });
} else {
  await main();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string): string => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
  };
  const LEARNERS = Number(option('learners', '100'));
  const DAYS = Number(option('days', '45'));
  const WORKERS = Math.max(1, Math.min(2, Number(option('workers', '2'))));
  const seedsOption = option('seeds', REPORT_SEEDS.slice(0, DEFAULT_SEEDS).join(','));
  const SEEDS =
    seedsOption === 'report'
      ? REPORT_SEEDS
      : seedsOption === 'tune'
        ? TUNING_SEEDS
        : seedsOption.split(',').map(Number);
  const VARIANT_SEEDS = SEEDS.slice(0, Number(option('variant-seeds', '2')));
  const methods = option('methods', Object.keys(METHODS).join(',')).split(',');
  const variantMethods = ['KeyQuest', 'keybr-like 20'];
  const variants = option('variants', 'none')
    .replace(/^none$/, '')
    .replace(/^all$/, Object.keys(VARIANTS).slice(1).join(','))
    .split(',')
    .filter((name) => name && VARIANTS[name]);

  const jobs: Job[] = [];
  for (const seed of SEEDS) {
    for (const method of methods) {
      jobs.push({
        variant: 'base',
        seed,
        method,
        learners: LEARNERS,
        days: DAYS,
        daily: method === 'KeyQuest',
      });
    }
  }
  // Seed by seed, so that a run stopped part way has every variant on its first seeds.
  for (const seed of VARIANT_SEEDS) {
    for (const variant of variants) {
      for (const method of variantMethods)
        jobs.push({ variant, seed, method, learners: LEARNERS, days: DAYS, daily: false });
    }
  }

  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  console.log(
    `Learning efficacy: ${SEEDS.length} populations of ${LEARNERS} simulated learners (seeds ${SEEDS.join(', ')}; ` +
      `tuning seeds ${TUNING_SEEDS.join(', ')} kept apart), 15 minutes of typing a day, up to ${DAYS} practice days; ` +
      `${jobs.length} runs on ${WORKERS} worker threads (${cpus().length} cores, load ${loadBefore.toFixed(1)}).`,
  );
  const results = new Map<string, Compact[]>();
  const key = (variant: string, method: string, seed: number) => `${variant}|${method}|${seed}`;
  // --cache file: each finished run is appended to it (one JSON line), and runs found there are not run again, so
  // the full report can be run in parts (the simulation is deterministic: a run's results depend only on its job).
  const cacheFile = option('cache', '');
  const sameJob = (a: Job, b: Job) =>
    a.variant === b.variant &&
    a.seed === b.seed &&
    a.method === b.method &&
    a.learners === b.learners &&
    a.days === b.days &&
    (a.daily === b.daily || b.daily);
  if (cacheFile && existsSync(cacheFile)) {
    for (const line of readFileSync(cacheFile, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const cached = JSON.parse(line) as { job: Job; results: Compact[] };
      const wanted = jobs.find((job) => sameJob(job, cached.job));
      if (wanted) results.set(key(wanted.variant, wanted.method, wanted.seed), cached.results);
    }
    if (results.size > 0) console.log(`${results.size} of the runs read from ${cacheFile}.`);
  }
  let cpuMs = 0;
  await new Promise<void>((resolve, reject) => {
    const queue = jobs.filter((job) => !results.has(key(job.variant, job.method, job.seed)));
    if (queue.length === 0) return resolve();
    let running = 0;
    const script = fileURLToPath(new URL('./worker.mjs', import.meta.url));
    for (let w = 0, workers = Math.min(WORKERS, queue.length); w < workers; w++) {
      const worker = new Worker(script);
      running++;
      const feed = () => worker.postMessage(queue.shift() ?? null);
      worker.on('message', ({ job, results: found, ms }: { job: Job; results: Compact[]; ms: number }) => {
        results.set(key(job.variant, job.method, job.seed), found);
        if (cacheFile) appendFileSync(cacheFile, `${JSON.stringify({ job, results: found })}\n`);
        cpuMs += ms;
        process.stderr.write(
          `  ${job.variant} / ${job.method} / seed ${job.seed}: ${(ms / 1000).toFixed(1)} s (${results.size}/${jobs.length}, ${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
        );
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', () => {
        if (--running === 0) resolve();
      });
      feed();
    }
  });

  const random = seededRandom(20261127);
  const pooled = (variant: string, method: string, seeds: readonly number[]) =>
    seeds.flatMap((seed) => results.get(key(variant, method, seed)) ?? []);
  const medianDay = (days: readonly Day[]) => {
    const value = percentile(days, 50);
    return Number.isFinite(value) ? value : DAYS + 1;
  };
  const dayCell = (days: readonly Day[]) => {
    const interval = bootstrapInterval(days, medianDay, random, { resamples: 500 });
    return formatInterval(interval).replaceAll(String(DAYS + 1), `>${DAYS}`);
  };
  const shareCell = (days: readonly Day[], by: number) =>
    `${formatInterval(
      bootstrapInterval(days, (sample) => shareBy(sample, by), random, { resamples: 500 }),
      0,
      100,
    )} %`;
  const pairedCell = (days: readonly Day[], reference: readonly Day[]) =>
    formatInterval(
      bootstrapInterval(pairedDifferences(days, reference, DAYS), median, random, { resamples: 500 }),
      1,
    );
  const table = (rows: string[][]) => {
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(line(rows[0]!));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows.slice(1)) console.log(line(row));
  };
  const json: Record<string, unknown> = { seeds: SEEDS, learners: LEARNERS, days: DAYS };
  const dump = option('dump-daily', '');
  if (dump) writeFileSync(dump, JSON.stringify(pooled('base', 'KeyQuest', SEEDS).map((r) => r.daily)));
  // Each method's day to 25 WPM @ 95 % per learner, the same learners in the same order (analysis.ts --simulate).
  const dumpResults = option('dump-results', '');
  if (dumpResults) {
    const outcomes = Object.fromEntries(
      methods.map((method) => [method, pooled('base', method, SEEDS).map((r) => r.wpm25)]),
    );
    writeFileSync(dumpResults, JSON.stringify({ seeds: SEEDS, days: DAYS, outcomes }));
  }

  // 1. Seed by method: median days to 25 WPM @ 95 % on the typed test, bootstrap 95 % interval over learners.
  console.log(
    `\nDays to 25 WPM @ 95 % on the typed test (unseen text): median [95 % bootstrap interval], by seed`,
  );
  const seedRows = [['seed', ...methods]];
  for (const seed of SEEDS) {
    seedRows.push([
      String(seed),
      ...methods.map((method) => dayCell((results.get(key('base', method, seed)) ?? []).map((r) => r.wpm25))),
    ]);
  }
  seedRows.push([
    'all',
    ...methods.map((method) => dayCell(pooled('base', method, SEEDS).map((r) => r.wpm25))),
  ]);
  table(seedRows);

  // 2. The baselines: every outcome, pooled over the seeds, and the paired difference against KeyQuest.
  console.log(
    `\nMethods, all ${SEEDS.length * LEARNERS} learners: median days [95 % interval]; shares by day ${WEAK_DAY}`,
  );
  const reference = pooled('base', 'KeyQuest', SEEDS);
  const baseRows = [
    [
      'method',
      'letters by touch by day 7 / 14 / 30',
      `all letters learned by day ${WEAK_DAY}`,
      '15 WPM @95%',
      '25 WPM @95%',
      'covered 15 WPM @95%',
      `25 WPM by day ${WEAK_DAY}`,
      `covered 15 by day ${WEAK_DAY}`,
      'Δ days to 25 vs KeyQuest',
      'hours typed/day',
      'hours to 25',
      `looking, day ${WEAK_DAY}`,
    ],
  ];
  const methodSummary: Record<string, unknown> = {};
  for (const method of methods) {
    const all = pooled('base', method, SEEDS);
    const hours = all.map((r) => r.hoursTo25).filter((value): value is number => value !== null);
    baseRows.push([
      method,
      [7, 14, WEAK_DAY]
        .map(
          (by) =>
            `${Math.round(
              shareBy(
                all.map((r) => r.touchLetters),
                by,
              ) * 100,
            )}`,
        )
        .join(' / ') + ' %',
      `${Math.round(
        shareBy(
          all.map((r) => r.allKeys),
          WEAK_DAY,
        ) * 100,
      )} %`,
      dayCell(all.map((r) => r.wpm15)),
      dayCell(all.map((r) => r.wpm25)),
      dayCell(all.map((r) => r.blind15)),
      shareCell(
        all.map((r) => r.wpm25),
        WEAK_DAY,
      ),
      shareCell(
        all.map((r) => r.blind15),
        WEAK_DAY,
      ),
      method === 'KeyQuest'
        ? '0'
        : pairedCell(
            all.map((r) => r.wpm25),
            reference.map((r) => r.wpm25),
          ),
      median(all.map((r) => r.hoursPerDay)).toFixed(3),
      hours.length > 0 ? `${median(hours).toFixed(1)} (${hours.length} reached)` : '-',
      `${(median(all.map((r) => r.lookingAt30)) * 100).toFixed(0)} %`,
    ]);
    methodSummary[method] = {
      wpm25By30: shareBy(
        all.map((r) => r.wpm25),
        WEAK_DAY,
      ),
      wpm15By30: shareBy(
        all.map((r) => r.wpm15),
        WEAK_DAY,
      ),
      blind15By30: shareBy(
        all.map((r) => r.blind15),
        WEAK_DAY,
      ),
      touchBy7: shareBy(
        all.map((r) => r.touchLetters),
        7,
      ),
      touchBy14: shareBy(
        all.map((r) => r.touchLetters),
        14,
      ),
      wpm25Median: medianDay(all.map((r) => r.wpm25)),
      blind15Median: medianDay(all.map((r) => r.blind15)),
      touchBy30: shareBy(
        all.map((r) => r.touchLetters),
        WEAK_DAY,
      ),
    };
  }
  table(baseRows);
  json.methods = methodSummary;

  // 3. The model's variants: does KeyQuest's lead hold when the model changes?
  if (variants.length > 0) {
    console.log(
      `\nModel variants (seeds ${VARIANT_SEEDS.join(', ')}, ${VARIANT_SEEDS.length * LEARNERS} learners): median days to 25 WPM @ 95 % [95 % interval]`,
    );
    const variantRows = [
      [
        'model',
        ...variantMethods.map((m) => `${m}`),
        `Δ ${variantMethods[1]} − KeyQuest`,
        `KeyQuest 25 by day ${WEAK_DAY}`,
      ],
    ];
    for (const variant of ['base', ...variants]) {
      const seeds = VARIANT_SEEDS;
      const [a, b] = variantMethods.map((method) => pooled(variant, method, seeds).map((r) => r.wpm25));
      variantRows.push([variant, dayCell(a!), dayCell(b!), pairedCell(b!, a!), shareCell(a!, WEAK_DAY)]);
    }
    table(variantRows);
  }

  // 4. The forecast's range and its calibration (KeyQuest's learners, the app's rules, non-arrivers included).
  if (methods.includes('KeyQuest')) {
    json.forecast = forecastCalibration(
      pooled('base', 'KeyQuest', SEEDS).map((r) => r.daily!),
      DAYS,
    );
  }

  const cpu = process.cpuUsage();
  const wall = (Date.now() - started) / 1000;
  console.log(
    `\nWall time ${wall.toFixed(0)} s; the workers' simulation ${(cpuMs / 1000).toFixed(0)} s; main thread CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (${cpus().length} cores).`,
  );
  json.wallSeconds = wall;
  const out = option('json', '');
  if (out) writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
}
