/**
 * Reads Stryker's JSON report and prints what the README's mutation table needs, per folder
 * (killed, survived, no coverage, score), then every surviving mutant as file:line mutator → code:
 *   npx tsx tools/mutation-survivors.ts [report.json …] [--summary]
 * The report defaults to reports/mutation/mutation.json (`npm run mutate` writes it). Several
 * reports (folders measured in separate runs) are read as one; for a file in more than one, the
 * last report given counts. The line "all" is then the score of everything measured.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const args = process.argv.slice(2);
const paths = args.filter((a) => !a.startsWith('--'));
const report: Report = { files: {} };
for (const path of paths.length ? paths : ['reports/mutation/mutation.json'])
  Object.assign(report.files, (JSON.parse(readFileSync(path, 'utf8')) as Report).files);

/** Stryker's score: detected (killed + time-out) over valid mutants (all but compile errors / ignored). */
interface Tally {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
}
const tallies = new Map<string, Tally>();
const survivors: string[] = [];
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const folder = dirname(file);
  const t = tallies.get(folder) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };
  tallies.set(folder, t);
  for (const m of [...mutants].sort((a, b) => a.location.start.line - b.location.start.line)) {
    if (m.status === 'Killed') t.killed++;
    else if (m.status === 'Timeout') t.timeout++;
    else if (m.status === 'Survived' || m.status === 'NoCoverage') {
      if (m.status === 'Survived') t.survived++;
      else t.noCoverage++;
      const code = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100);
      survivors.push(`${file}:${m.location.start.line} ${m.status} ${m.mutatorName} → ${code}`);
    }
  }
}
const score = (t: Tally) => {
  const valid = t.killed + t.timeout + t.survived + t.noCoverage;
  return valid === 0 ? 100 : (100 * (t.killed + t.timeout)) / valid;
};
const total: Tally = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };
for (const [folder, t] of tallies) {
  for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += t[k];
  console.log(JSON.stringify({ folder, ...t, score: Number(score(t).toFixed(1)) }));
}
console.log(JSON.stringify({ folder: 'all', ...total, score: Number(score(total).toFixed(1)) }));
if (!args.includes('--summary')) for (const line of survivors) console.log(line);
