/**
 * The learning-efficacy bench: simulated learners (typist.ts) practise 15 minutes a day with each method
 * (methods.ts); every attempt is typed key by key into the real engine (`analyzeAttempt`, pass rules, key
 * history, notebook). Prints days to all letters learned, to 15 and 25 WPM at 95% accuracy (median and 90th
 * percentile), stall days, keys left weak and lessons that hold learners back.
 *
 *   npx tsx tests/bench/efficacy/simulate.ts [--learners 100] [--days 90] [--seed 1] [--methods a,b]
 */
import {
  analyzeAttempt,
  FORECAST_RULES,
  forecastSessions,
  seededRandom,
  type Keystroke,
  type TypingMode,
} from '../../../src/engine';
import { FixedOrderMethod, KeybrMethod, KeyQuestMethod, type Method } from './methods';
import { drawLearner, Typist, type LearnerTraits } from './typist';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const LEARNERS = Number(option('learners', '100'));
const DAYS = Number(option('days', '90'));
const SEED = Number(option('seed', '1'));
const SESSION_MS = 15 * 60_000;
/** Reading an introduction, the result screen, starting the next text. */
const OVERHEAD_MS = 20_000;
/** A letter is learned at 20 WPM for that key (600 ms) with at most 5% wrong presses, the adaptive targets. */
const LEARNED_MS = 600;
const LEARNED_ERRORS = 0.05;
/** The day the spec promises blind typing by: keys still weak then are reported. */
const WEAK_DAY = 30;

/**
 * Letter frequencies of English text in percent (Norvig 2013, "English Letter Frequency Counts: Mayzner
 * Revisited", from the Google Books corpus), and the space: one in 5.7 characters for words of 4.7 letters.
 */
const ENGLISH = new Map<string, number>([
  ...Object.entries({
    e: 12.49,
    t: 9.28,
    a: 8.04,
    o: 7.64,
    i: 7.57,
    n: 7.23,
    s: 6.51,
    r: 6.28,
    h: 5.05,
    l: 4.07,
    d: 3.82,
    c: 3.34,
    u: 2.73,
    m: 2.51,
    f: 2.4,
    p: 2.14,
    g: 1.87,
    w: 1.68,
    y: 1.66,
    b: 1.48,
    v: 1.05,
    k: 0.54,
    x: 0.23,
    j: 0.16,
    q: 0.12,
    z: 0.09,
  }),
  [' ', 21],
]);
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** Types a text with a typist: the keystroke log the browser would have sent. */
function type(typist: Typist, text: string, mode: TypingMode): Keystroke[] {
  const events: Keystroke[] = [];
  let time = 0;
  for (const char of text) {
    for (let tries = 0; tries < 6; tries++) {
      const { ms, typed } = typist.press(char);
      time += ms;
      events.push({ kind: 'insert', char: typed, timeStamp: time });
      if (typed === char) break;
      if (mode === 'free') {
        time += 300;
        typist.rest(300);
        events.push({ kind: 'delete', timeStamp: time });
      }
      if (tries === 5) {
        time += 400;
        events.push({ kind: 'insert', char, timeStamp: time });
      }
    }
  }
  return events;
}

interface LearnerResult {
  allKeys: number | null;
  wpm15: number | null;
  wpm25: number | null;
  stalls: number;
  weakAt30: string[];
  attempts: Map<string, number>;
  /** Net WPM of each day's attempts (as the app's history reports it), for the forecast's check. */
  daily: number[];
}

function simulate(traits: LearnerTraits, method: Method, seed: number): LearnerResult {
  const typist = new Typist(traits, seededRandom(seed));
  const result: LearnerResult = {
    allKeys: null,
    wpm15: null,
    wpm25: null,
    stalls: 0,
    weakAt30: [],
    attempts: method.attempts,
    daily: [],
  };
  let bestWpm = 0;
  for (let day = 1; day <= DAYS; day++) {
    typist.startSession(1);
    method.startDay(day);
    const progressBefore = method.progress();
    let matching = 0;
    let durationMs = 0;
    while (typist.elapsedMs < SESSION_MS) {
      const assignment = method.next(typist.elapsedMs);
      const events = type(typist, assignment.text, assignment.mode);
      const analysis = analyzeAttempt(assignment.text, events, { mode: assignment.mode });
      method.record(assignment, analysis);
      matching += analysis.matchingChars;
      durationMs += analysis.durationMs;
      typist.rest(OVERHEAD_MS);
    }
    result.daily.push(durationMs > 0 ? matching / 5 / (durationMs / 60_000) : 0);
    const { wpm, accuracy } = typist.testFigures(ENGLISH);
    const weak = LETTERS.filter(
      (letter) => typist.meanTimeMs(letter) > LEARNED_MS || typist.errorRate(letter) > LEARNED_ERRORS,
    );
    if (day === WEAK_DAY) result.weakAt30 = weak;
    if (result.allKeys === null && weak.length === 0) result.allKeys = day;
    if (result.wpm15 === null && wpm >= 15 && accuracy >= 0.95) result.wpm15 = day;
    if (result.wpm25 === null && wpm >= 25 && accuracy >= 0.95) result.wpm25 = day;
    if (result.wpm25 === null && method.progress() === progressBefore && wpm < bestWpm + 0.3) {
      result.stalls++;
    }
    bestWpm = Math.max(bestWpm, wpm);
    const attemptsAt25 = result.daily.some((speed) => speed >= 25);
    if (day >= WEAK_DAY && result.allKeys !== null && result.wpm25 !== null && attemptsAt25) break;
  }
  return result;
}

function percentile(values: readonly (number | null)[], p: number): string {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return value === Infinity ? `>${DAYS}` : String(value);
}

/**
 * How the app's forecast would have done for these learners: on practice days 8, 12 and 20, the forecast from
 * the days so far (net WPM of the day's attempts, as the app's history gives it), against the day the learner's
 * own attempts first averaged 25 WPM.
 */
const RULES = { ...FORECAST_RULES, ...JSON.parse(process.env.FORECAST_RULES ?? '{}') };

function forecastCheck(results: readonly LearnerResult[]): string {
  const parts: string[] = [];
  for (const day of [8, 12, 20]) {
    const errors: number[] = [];
    const signed: number[] = [];
    let eligible = 0;
    for (const result of results) {
      // Only learners whose attempts reached 25 WPM within the days simulated have a day to compare with.
      const reached = result.daily.findIndex((wpm) => wpm >= 25) + 1;
      if (reached === 0 || reached <= day) continue;
      eligible++;
      const forecast = forecastSessions(result.daily.slice(0, day), 25, RULES);
      if (forecast.status !== 'forecast') continue;
      errors.push(Math.abs(day + forecast.sessionsLeft! - reached));
      signed.push(day + forecast.sessionsLeft! - reached);
    }
    errors.sort((a, b) => a - b);
    const median = errors.length > 0 ? errors[Math.floor(errors.length / 2)]! : NaN;
    const p90 = errors.length > 0 ? errors[Math.ceil(errors.length * 0.9) - 1]! : NaN;
    parts.push(
      `day ${day}: shown to ${errors.length} of ${eligible} learners not at 25 WPM yet, off by ${median} days (median) / ${p90} (p90), bias ${signed.sort((a, b) => a - b)[Math.floor(signed.length / 2)]}`,
    );
  }
  return `KeyQuest forecast to 25 WPM (the app's rules): ${parts.join('; ')}`;
}

const METHODS: Record<string, (seed: number) => Method> = {
  KeyQuest: (seed) => new KeyQuestMethod(seed),
  'KeyQuest (adaptive from 7 keys)': (seed) =>
    new KeyQuestMethod(seed, { name: 'KeyQuest (adaptive from 7 keys)', courseKeys: false }),
  'keybr-like': (seed) => new KeybrMethod(seed),
  'fixed order': () => new FixedOrderMethod(),
};
const chosen = option('methods', 'KeyQuest,keybr-like,fixed order').split(',');

const started = Date.now();
const population = seededRandom(SEED);
const learners = Array.from({ length: LEARNERS }, () => drawLearner(population));
console.log(
  `${LEARNERS} simulated learners, 15 minutes a day, up to ${DAYS} days (seed ${SEED}); days are practice days.`,
);
const rows: string[][] = [
  [
    'method',
    'all letters learned',
    '15 WPM @95%',
    '25 WPM @95%',
    'stall days',
    `weak letters on day ${WEAK_DAY}`,
  ],
];
const notes: string[] = [];
for (const name of chosen) {
  const make = METHODS[name];
  if (!make) throw new Error(`unknown method ${name}`);
  const results = learners.map((traits, i) => simulate(traits, make(SEED * 1000 + i), SEED * 7919 + i));
  const pair = (pick: (result: LearnerResult) => number | null) =>
    `${percentile(results.map(pick), 50)} / ${percentile(results.map(pick), 90)}`;
  const weakCounts = results.map((result) => result.weakAt30.length);
  rows.push([
    name,
    pair((result) => result.allKeys),
    pair((result) => result.wpm15),
    pair((result) => result.wpm25),
    pair((result) => result.stalls),
    `${percentile(weakCounts, 50)} / ${percentile(weakCounts, 90)}`,
  ]);
  const weakLetters = new Map<string, number>();
  for (const result of results) {
    for (const letter of result.weakAt30) weakLetters.set(letter, (weakLetters.get(letter) ?? 0) + 1);
  }
  const commonWeak = [...weakLetters]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([letter, count]) => `${letter} ${Math.round((count / results.length) * 100)}%`);
  notes.push(`${name}: letters weak on day ${WEAK_DAY}: ${commonWeak.join(', ') || 'none'}`);
  // A lesson blocks a learner who needs 4 or more attempts at it.
  const blocking = new Map<string, number>();
  for (const result of results) {
    for (const [label, count] of result.attempts) {
      if (label === 'adaptive' || label === 'review') continue;
      if (count >= 4) blocking.set(label, (blocking.get(label) ?? 0) + 1);
    }
  }
  const blockers = [...blocking]
    .filter(([, count]) => count >= results.length * 0.2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([label, count]) => `${label} ${Math.round((count / results.length) * 100)}%`);
  if (name === 'KeyQuest') notes.push(forecastCheck(results));
  if (name !== 'fixed order') {
    notes.push(`${name}: steps needing 4+ attempts for 20%+ of learners: ${blockers.join(', ') || 'none'}`);
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(rows[0]!));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows.slice(1)) console.log(line(row));
console.log('Cells: median / 90th percentile of practice days (>N: not reached within the days simulated).');
for (const note of notes) console.log(note);
const cpu = process.cpuUsage();
console.log(
  `Simulated in ${((Date.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU).`,
);
