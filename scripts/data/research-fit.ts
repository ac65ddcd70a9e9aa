/**
 * Reads a school's research export (GET /school/research-export: JSON lines, docs/PRIVACY.md "Research") into the
 * efficacy bench's fit and pre-registered analysis (docs/EVIDENCE.md): fits the learner model per learner and
 * prints the parameters, and writes the trial's subjects for tests/bench/efficacy/analysis.ts.
 *
 *   npx tsx scripts/data/research-fit.ts keyquest-research.jsonl [--subjects subjects.json]
 *   npx tsx tests/bench/efficacy/analysis.ts subjects.json --control taught-keys --variant practice-keys
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { subjectsOfAttempts, type ExportedAttempt } from '../../tests/bench/efficacy/analysis';
import { fitLearner, type LogAttempt } from '../../tests/bench/efficacy/fit';

const args = process.argv.slice(2);
const file = args[0];
if (!file) {
  console.error('usage: research-fit.ts <export.jsonl> [--subjects subjects.json]');
  process.exit(2);
}
const at = args.indexOf('--subjects');
const subjectsFile = at >= 0 ? args[at + 1] : undefined;

type Line = LogAttempt & ExportedAttempt;
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim().length > 0)
  .map((line) => JSON.parse(line) as Line);
const byLearner = new Map<string, Line[]>();
for (const line of lines) byLearner.set(line.learner, [...(byLearner.get(line.learner) ?? []), line]);

console.log('| learner | arm | practice days | t0 | tMin | rate | forget | fatigue | e0 | eMin |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
const round = (value: number) => Number(value.toPrecision(3));
for (const [learner, attempts] of byLearner) {
  const fitted = fitLearner(attempts);
  const days = new Set(attempts.map((attempt) => attempt.day)).size;
  console.log(
    `| ${learner} | ${attempts[0]!.arm ?? '-'} | ${days} | ${[fitted.t0, fitted.tMin, fitted.rate, fitted.forget, fitted.fatigue, fitted.e0, fitted.eMin].map(round).join(' | ')} |`,
  );
}
if (subjectsFile) {
  writeFileSync(subjectsFile, JSON.stringify(subjectsOfAttempts(lines), null, 1));
  console.log(`\nThe trial's subjects: ${subjectsFile}`);
}
