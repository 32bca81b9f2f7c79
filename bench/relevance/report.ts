/**
 * What the relevance run says at the end: the summary against the targets, per family, the worst
 * queries and unexplained hits on the console; bench/results/relevance.json; the figures section of
 * docs/SEARCH-QUALITY.md; and, when asked, the materialised judgements.
 */
import fs from 'node:fs';
import path from 'node:path';
import { machine, replaceSection } from '../lib/stats';
import { mean, round3 } from './metrics';
import type { QueryRow } from './run-query';

export const TARGETS = {
  ndcg_at_10: '>= 0.85 (mean)',
  unexplained_hits: '0',
  repeated_ids: '0 across pages',
} as const;

export type Summary = {
  queries: number;
  ndcg: number;
  ndcgMedian: number;
  p10: number;
  idealP10: number;
  zeroResultRate: number;
  unexplained: number;
  hitsShown: number;
  repeatedIds: number;
  queriesWithRepeats: number;
  totalMismatches: number;
  estimateRatios: number[];
  pageSizeInconsistent: number;
  met: { ndcg: boolean; unexplained: boolean; repeats: boolean };
};

const ndcgOf = (r: QueryRow) => r.ndcg10 ?? 0;

export function summarise(rows: readonly QueryRow[]): Summary {
  const ndcgs = rows.map(ndcgOf).sort((a, b) => a - b);
  const s = {
    queries: rows.length,
    ndcg: round3(mean(ndcgs)),
    ndcgMedian: round3(ndcgs[Math.floor(ndcgs.length / 2)] ?? Number.NaN),
    p10: round3(mean(rows.map((r) => r.p10))),
    idealP10: round3(mean(rows.map((r) => r.idealP10))),
    zeroResultRate: round3(rows.filter((r) => r.zeroResults).length / Math.max(1, rows.length)),
    unexplained: rows.reduce((n, r) => n + r.unexplained, 0),
    hitsShown: rows.reduce((n, r) => n + r.top10.length, 0),
    repeatedIds: rows.reduce((n, r) => n + r.paging.repeatedIds, 0),
    queriesWithRepeats: rows.filter((r) => r.paging.repeatedIds > 0).length,
    totalMismatches: rows.filter((r) => !r.paging.totalOk).length,
    estimateRatios: rows.filter((r) => r.paging.totalIsEstimate).map((r) => r.paging.ratio ?? Number.NaN),
    pageSizeInconsistent: rows.filter((r) => !r.pageSizeConsistent).length,
  };
  return {
    ...s,
    met: { ndcg: s.ndcg >= 0.85, unexplained: s.unexplained === 0, repeats: s.repeatedIds === 0 },
  };
}

export function byFamily(rows: readonly QueryRow[]) {
  const families = [...new Set(rows.map((r) => r.family))];
  return Object.fromEntries(
    families.map((f) => {
      const of = rows.filter((r) => r.family === f);
      return [
        f,
        {
          queries: of.length,
          ndcg: round3(mean(of.map(ndcgOf))),
          p10: round3(mean(of.map((r) => r.p10))),
          zeroResults: of.filter((r) => r.zeroResults).length,
          unexplained: of.reduce((n, r) => n + r.unexplained, 0),
          repeatedIds: of.reduce((n, r) => n + r.paging.repeatedIds, 0),
        },
      ];
    }),
  );
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const met = (ok: boolean) => (ok ? 'MET' : 'MISSED');

export function printReport(rows: readonly QueryRow[], s: Summary, seconds: number): void {
  const line = (cells: (string | number)[], widths: number[]) =>
    cells.map((c, i) => String(c).padEnd(widths[i] ?? 8)).join(' ');
  const w = [46, 7, 8, 7, 7, 5, 6, 8];
  console.log(`\n${line(['query', 'total', 'NDCG@10', 'P@10', 'ideal', 'unexp', 'repeat', 'total ok'], w)}`);
  for (const r of rows)
    console.log(
      line(
        [
          r.id,
          `${r.totalIsEstimate ? '~' : ''}${r.total}`,
          r.ndcg10 === null ? 'n/a' : r.ndcg10.toFixed(3),
          r.p10.toFixed(1),
          r.idealP10.toFixed(1),
          r.unexplained,
          r.paging.repeatedIds,
          r.error
            ? 'ERROR'
            : r.paging.totalIsEstimate
              ? `${r.paging.totalOk ? 'yes' : 'no'} (ratio ${r.paging.ratio}, allowed ±${r.paging.allowed})`
              : r.paging.totalOk
                ? 'yes'
                : `no (${r.paging.distinct}/${r.paging.total})`,
        ],
        w,
      ),
    );
  console.log('\nPer family');
  for (const [f, v] of Object.entries(byFamily(rows)))
    console.log(
      `  ${f.padEnd(22)} n=${String(v.queries).padEnd(3)} NDCG@10 ${v.ndcg.toFixed(3)}  P@10 ${v.p10.toFixed(2)}  zero ${v.zeroResults}  unexplained ${v.unexplained}  repeated ${v.repeatedIds}`,
    );
  console.log('\nWorst 10 queries by NDCG@10 (top hits: grade title)');
  for (const r of [...rows].sort((a, b) => ndcgOf(a) - ndcgOf(b)).slice(0, 10))
    console.log(
      `  ${r.id.padEnd(46)} ${(r.ndcg10 ?? 0).toFixed(3)}  ${r.top10
        .slice(0, 3)
        .map((h) => `${h.grade} ${h.title ?? '-'}`)
        .join(' | ')}`,
    );
  const unexplained = rows.flatMap((r) => r.top10.filter((h) => h.unexplained).map((h) => ({ r, h })));
  console.log(`\nUnexplained hits: ${unexplained.length} of ${s.hitsShown} shown; worst examples:`);
  for (const { r, h } of unexplained
    .sort((a, b) => a.h.grade - b.h.grade || a.h.rank - b.h.rank)
    .slice(0, 10))
    console.log(
      `  ${r.id} #${h.rank} grade ${h.grade} "${h.title ?? '-'}" reasons: ${JSON.stringify(h.reasons)}`,
    );
  console.log(`
Summary over ${s.queries} queries (${seconds.toFixed(0)} s):
  NDCG@10 mean ${s.ndcg} (median ${s.ndcgMedian})   target >= 0.85: ${met(s.met.ndcg)}
  P@10 mean ${s.p10} (the data allows ${s.idealP10})
  zero-result rate ${pct(s.zeroResultRate)}
  unexplained hits ${s.unexplained} of ${s.hitsShown}   target 0: ${met(s.met.unexplained)}
  repeated ids across pages ${s.repeatedIds} in ${s.queriesWithRepeats} queries   target 0: ${met(s.met.repeats)}
  totals not matching the ids paged ${s.totalMismatches}; page sizes disagreeing on the top 10 ${s.pageSizeInconsistent}`);
}

export type RunInfo = { scale: number; seed: number; postgres: string; seconds: number; notes: string[] };

export function writeResults(root: string, rows: readonly QueryRow[], s: Summary, info: RunInfo) {
  const result = {
    name: 'relevance',
    date: new Date().toISOString(),
    command: `npm run eval:search -- --scale ${info.scale}`,
    machine: machine(info.postgres),
    scale: info.scale,
    seed: info.seed,
    metrics: {
      ndcg_at_10: {
        mean: s.ndcg,
        p50: s.ndcgMedian,
        unit: 'ratio',
        n: s.queries,
        target: TARGETS.ndcg_at_10,
        met: s.met.ndcg,
      },
      precision_at_10: { mean: s.p10, ideal: s.idealP10, unit: 'ratio', n: s.queries },
      zero_result_rate: { value: s.zeroResultRate, unit: 'ratio', n: s.queries },
      unexplained_hits: {
        value: s.unexplained,
        of: s.hitsShown,
        unit: 'hits',
        target: TARGETS.unexplained_hits,
        met: s.met.unexplained,
      },
      repeated_ids: {
        value: s.repeatedIds,
        queries: s.queriesWithRepeats,
        unit: 'ids',
        target: TARGETS.repeated_ids,
        met: s.met.repeats,
      },
      total_mismatches: { value: s.totalMismatches, unit: 'queries', n: s.queries },
      estimate_ratio: { values: s.estimateRatios, unit: 'distinct ids / estimated total' },
      page_size_inconsistent: { value: s.pageSizeInconsistent, unit: 'queries' },
      run_seconds: { value: Math.round(info.seconds), unit: 's' },
    },
    targets: TARGETS,
    families: byFamily(rows),
    queries: rows,
    notes: info.notes,
  };
  const file = path.join(root, 'bench', 'results', 'relevance.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  writeDocSection(root, rows, s, result.command, result.date, result.machine);
  return file;
}

function writeDocSection(
  root: string,
  rows: readonly QueryRow[],
  s: Summary,
  command: string,
  date: string,
  m: ReturnType<typeof machine>,
) {
  const fam = Object.entries(byFamily(rows))
    .map(
      ([f, v]) =>
        `| ${f} | ${v.queries} | ${v.ndcg.toFixed(3)} | ${v.p10.toFixed(2)} | ${v.zeroResults} | ${v.unexplained} | ${v.repeatedIds} |`,
    )
    .join('\n');
  const worst = [...rows]
    .sort((a, b) => ndcgOf(a) - ndcgOf(b))
    .slice(0, 10)
    .map(
      (r) =>
        `| \`${r.id}\` | \`${JSON.stringify(r.filters).replaceAll('|', '\\|')}\` | ${(r.ndcg10 ?? 0).toFixed(3)} | ${r.p10.toFixed(1)} | ${r.totalIsEstimate ? '~' : ''}${r.total} |`,
    )
    .join('\n');
  const body = `
## Latest figures

\`${command}\` — ${date.slice(0, 10)}, ${m.cpus} cores (${m.cpuModel}), ${m.memGiB} GiB, Node ${m.node}, PostgreSQL ${m.postgres}.

| Measure | Value | Target | Met |
|---|---|---|---|
| NDCG@10, mean over ${s.queries} queries (median) | ${s.ndcg} (${s.ndcgMedian}) | >= 0.85 | ${met(s.met.ndcg)} |
| Precision@10, mean (the data set allows) | ${s.p10} (${s.idealP10}) | | |
| Zero-result rate | ${pct(s.zeroResultRate)} | | |
| Unexplained hits in the top 10 | ${s.unexplained} of ${s.hitsShown} | 0 | ${met(s.met.unexplained)} |
| Repeated ids across pages | ${s.repeatedIds} (in ${s.queriesWithRepeats} queries) | 0 | ${met(s.met.repeats)} |
| Totals not matching the ids reached by paging | ${s.totalMismatches} queries | | |
| Top 10 differing between page sizes 10 and 50 | ${s.pageSizeInconsistent} queries | | |

| Family | Queries | NDCG@10 | P@10 | Zero results | Unexplained | Repeated ids |
|---|---|---|---|---|---|---|
${fam}

The ten weakest queries:

| Query | Filters | NDCG@10 | P@10 | Total |
|---|---|---|---|---|
${worst}
`;
  replaceSection(path.join(root, 'docs', 'SEARCH-QUALITY.md'), 'relevance', body);
}
