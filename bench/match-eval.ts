/**
 * npm run eval:match — scores the applicant-match judged set and times the engine, then writes
 * docs/MATCHING.md and bench/results/match-eval.json.
 *
 * Quality: agreement with the judged levels (exact and within one level), the confusion table,
 * NDCG@10 per job, and the rule that no unrelated-domain pair is best or good (the script exits
 * with status 1 if one is). Speed: persona extraction on a one-word and a 100,000-character
 * description, applicant features per résumé, scoreMany over 5,000 and 50,000 synthetic
 * applicants (p50 of a 5,000 run, longest event-loop block), and a naive peer that reads each
 * résumé at scoring time instead of using precomputed features.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { EVAL_JOBS } from '../apps/server/src/modules/applicant-match/matching/eval/jobs';
import {
  EVAL_AS_OF,
  EVAL_RESUMES,
  scoreJudgedSet,
} from '../apps/server/src/modules/applicant-match/matching/eval/judged-set';
import {
  agreement,
  confusion,
  LEVELS,
  ndcgAt,
  rankOf,
} from '../apps/server/src/modules/applicant-match/matching/eval/metrics';
import { readResume } from '../apps/server/src/modules/applicant-match/matching/eval/read-resume';
import {
  seededRandom,
  syntheticResume,
} from '../apps/server/src/modules/applicant-match/matching/eval/synthetic';
import {
  extractPersona,
  LACK_JD_MIN_WORDS,
  LACK_JD_SHORT_WORDS,
} from '../apps/server/src/modules/applicant-match/matching/extract-persona';
import {
  type ApplicantFeatures,
  applicantFeatures,
} from '../apps/server/src/modules/applicant-match/matching/features';
import { LEVEL_THRESHOLDS } from '../apps/server/src/modules/applicant-match/matching/match-level';
import { personaFeatures } from '../apps/server/src/modules/applicant-match/matching/persona-features';
import { rankMany } from '../apps/server/src/modules/applicant-match/matching/rank-applicant';
import {
  scoreApplicant,
  scoreMany,
  WEIGHTS,
} from '../apps/server/src/modules/applicant-match/matching/score-applicant';
import { finishBench, type Metric, single, summarize } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { scale: { type: 'string', default: '50000' } } });
const scale = Math.max(5000, Number(values.scale) || 50_000);
const progress = (line: string) => process.stdout.write(`${line}\n`);
const loadAtStart = os.loadavg()[0] ?? 0;

// ---------------------------------------------------------------------------------------------
// Quality on the judged set.

progress('Scoring the judged set ...');
const { pairs } = scoreJudgedSet();
const judged = pairs.map((p) => ({ ...p, got: p.detail.matchSummary.matchType, score: p.detail.score }));
const agree = agreement(judged);
const table = confusion(judged);
const ndcg = EVAL_JOBS.map((job) => ({
  job: job.id,
  family: job.family,
  n: judged.filter((p) => p.job === job.id).length,
  ndcg: ndcgAt(
    10,
    judged.filter((p) => p.job === job.id),
  ),
}));
const meanNdcg = ndcg.reduce((s, r) => s + r.ndcg, 0) / ndcg.length;
const unrelatedTooHigh = judged.filter((p) => p.unrelated && (p.got === 'best' || p.got === 'good'));
const disagreements = judged.filter((p) => p.got !== p.expected);
const families = new Set(EVAL_JOBS.map((j) => j.family));

// ---------------------------------------------------------------------------------------------
// Speed.

progress('Timing persona extraction ...');
extractPersona({ jobTitle: 'Warm-up', description: EVAL_JOBS[0]?.description ?? '' });
const long = (() => {
  const block = EVAL_JOBS.map((j) => j.description).join('\n\n');
  let text = '';
  while (text.length < 100_000) text += `${block}\n\n`;
  return text.slice(0, 100_000);
})();
const oneWord: number[] = [];
const longRuns: number[] = [];
const typical: number[] = [];
for (let i = 0; i < 20; i++) {
  let t = performance.now();
  extractPersona({ jobTitle: 'Nurse', description: 'Nursing' });
  oneWord.push(performance.now() - t);
  t = performance.now();
  extractPersona({ jobTitle: 'Everything', description: long });
  longRuns.push(performance.now() - t);
  const job = EVAL_JOBS[i % EVAL_JOBS.length];
  t = performance.now();
  if (job) extractPersona(job);
  typical.push(performance.now() - t);
}

progress(`Building ${scale.toLocaleString('en-US')} synthetic applicants ...`);
const random = seededRandom(20_261_126);
const texts: string[] = [];
for (let i = 0; i < scale; i++) texts.push(syntheticResume(random, i));
const featureTimes: number[] = [];
const applicants: ApplicantFeatures[] = [];
for (let i = 0; i < scale; i++) {
  const t = performance.now();
  applicants.push(applicantFeatures(readResume(texts[i] as string), { asOf: EVAL_AS_OF }));
  if (i % 10 === 0) featureTimes.push(performance.now() - t);
  if ((i + 1) % 10_000 === 0)
    progress(`  ${(i + 1).toLocaleString('en-US')} / ${scale.toLocaleString('en-US')}`);
}

const personas = EVAL_JOBS.map((job) => personaFeatures(extractPersona(job)));
const five = applicants.slice(0, 5000);
// The service saves details in batches of 1,000 as they come (onScored) and keeps none; the
// "kept" runs hold all 5,000 in memory, which costs garbage collection and is timed apart.
const batch: ScoringDetail[] = [];
const saveInBatches = (detail: ScoringDetail) => {
  batch.push(detail);
  if (batch.length === 1000) batch.length = 0;
};
progress('Timing scoreMany over 5,000 (warm-up, then 3 runs per job) ...');
for (const p of personas) await scoreMany(p, five, { sliceMs: 1000, onScored: saveInBatches });
const runs5k: number[] = [];
const runs5kKept: number[] = [];
// Saved runs first, then kept ones: a kept run leaves 5,000 details of garbage behind, which
// would be collected during (and charged to) whichever run comes next.
for (let r = 0; r < 3; r++)
  for (const p of personas) {
    const t = performance.now();
    await scoreMany(p, five, { sliceMs: 1000, onScored: saveInBatches });
    runs5k.push(performance.now() - t);
  }
for (let r = 0; r < 3; r++)
  for (const p of personas) {
    const t = performance.now();
    await scoreMany(p, five, { sliceMs: 1000 });
    runs5kKept.push(performance.now() - t);
  }
progress('Timing rankMany (level and score only) over 5,000 ...');
const fiveRanks = five.map((a) => a.ranking);
for (const p of personas) await rankMany(p, fiveRanks);
const rank5k: number[] = [];
for (let r = 0; r < 3; r++)
  for (const p of personas) {
    const t = performance.now();
    await rankMany(p, fiveRanks);
    rank5k.push(performance.now() - t);
  }

progress(
  `Timing scoreMany over ${scale.toLocaleString('en-US')} with the default slice, watching the event loop ...`,
);
// onProgress is called just before each yield, so the time between two calls is one slice
// plus one turn of the event loop: an upper bound on how long scoring held the loop.
async function watchLoop(keep: boolean) {
  const runs: number[] = [];
  const slices: number[] = [];
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  for (const p of personas.slice(0, 3)) {
    let last = performance.now();
    const t = performance.now();
    await scoreMany(p, applicants, {
      ...(keep ? {} : { onScored: saveInBatches }),
      onProgress: () => {
        const now = performance.now();
        slices.push(now - last);
        last = now;
      },
    });
    runs.push(performance.now() - t);
  }
  histogram.disable();
  return { runs, longestSlice: Math.max(...slices), loopDelayMax: histogram.max / 1e6 };
}
// One run first to absorb the collection of what building the features left behind.
await watchLoop(false);
const saved = await watchLoop(false);
const kept = await watchLoop(true);
const runsAll = saved.runs;
const longestSlice = saved.longestSlice;
const loopDelayMax = saved.loopDelayMax;

progress('Timing the naive peer (reads each résumé while scoring) over 5,000 ...');
const naiveRuns: number[] = [];
const firstPersona = personas[0];
for (let r = 0; r < 3 && firstPersona; r++) {
  const t = performance.now();
  for (let i = 0; i < 5000; i++)
    scoreApplicant(firstPersona, applicantFeatures(readResume(texts[i] as string), { asOf: EVAL_AS_OF }));
  naiveRuns.push(performance.now() - t);
}

const metrics: Record<string, Metric> = {
  agreement_exact: single(agree.exact * 100, '%'),
  agreement_within_one: single(agree.withinOne * 100, '%'),
  ndcg10_mean: single(meanNdcg, 'ratio'),
  unrelated_best_or_good: single(unrelatedTooHigh.length, 'pairs'),
  persona_one_word: summarize(oneWord),
  persona_typical: summarize(typical),
  persona_100k_chars: summarize(longRuns),
  applicant_features: summarize(featureTimes),
  rank_5000: summarize(rank5k),
  score_5000: summarize(runs5k),
  score_5000_kept: summarize(runs5kKept),
  [`score_${scale}`]: summarize(runsAll),
  longest_slice: single(longestSlice, 'ms'),
  event_loop_delay_max: single(loopDelayMax, 'ms'),
  [`score_${scale}_kept`]: summarize(kept.runs),
  longest_slice_kept: single(kept.longestSlice, 'ms'),
  event_loop_delay_max_kept: single(kept.loopDelayMax, 'ms'),
};
const naive = summarize(naiveRuns);
const ratio = naive.p50 / (metrics.score_5000?.p50 ?? 1);

finishBench(root, {
  name: 'match-eval',
  command: `npm run eval:match -- --scale ${scale}`,
  scale,
  postgres: 'not used',
  metrics,
  peers: { naive_features_at_scoring: { score_5000: naive } },
  targets: {
    rank_5000: 'p50 <= 15 ms',
    longest_slice: '<= 50 ms',
    event_loop_delay_max: '<= 50 ms',
    unrelated_best_or_good: '0',
  },
  notes: [`Precomputed features score ${ratio.toFixed(0)}x faster than reading each résumé at scoring time.`],
});

// ---------------------------------------------------------------------------------------------
// docs/MATCHING.md

const f2 = (n: number) => n.toFixed(2);
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const m = (name: string) => metrics[name] as Metric;
const doc = fs
  .readFileSync(
    path.join(root, 'apps/server/src/modules/applicant-match/matching/eval/MATCHING.template.md'),
    'utf8',
  )
  .replaceAll('{{best}}', String(LEVEL_THRESHOLDS.best))
  .replaceAll('{{good}}', String(LEVEL_THRESHOLDS.good))
  .replaceAll('{{partial}}', String(LEVEL_THRESHOLDS.partial))
  .replaceAll('{{lackJdMin}}', String(LACK_JD_MIN_WORDS))
  .replaceAll('{{lackJdShort}}', String(LACK_JD_SHORT_WORDS))
  .replaceAll(
    '{{weights}}',
    Object.entries(WEIGHTS)
      .map(([k, v]) => `| ${k} | ${v} |`)
      .join('\n'),
  )
  .replaceAll('{{date}}', new Date().toISOString().slice(0, 10))
  .replaceAll('{{pairs}}', String(judged.length))
  .replaceAll('{{jobs}}', String(EVAL_JOBS.length))
  .replaceAll('{{resumes}}', String(Object.keys(EVAL_RESUMES).length))
  .replaceAll('{{families}}', [...families].join(', '))
  .replaceAll('{{exact}}', pct(agree.exact))
  .replaceAll('{{withinOne}}', pct(agree.withinOne))
  .replaceAll('{{meanNdcg}}', f2(meanNdcg))
  .replaceAll(
    '{{confusion}}',
    [
      `| judged \\ engine | ${LEVELS.join(' | ')} |`,
      `|---|${LEVELS.map(() => '---:').join('|')}|`,
      ...LEVELS.map((l, i) => `| ${l} | ${(table[i] ?? []).join(' | ')} |`),
    ].join('\n'),
  )
  .replaceAll('{{ndcg}}', ndcg.map((r) => `| ${r.job} | ${r.family} | ${r.n} | ${f2(r.ndcg)} |`).join('\n'))
  .replaceAll(
    '{{unrelated}}',
    unrelatedTooHigh.length === 0
      ? `None: all ${judged.filter((p) => p.unrelated).length} unrelated-domain pairs are partial or not match.`
      : unrelatedTooHigh.map((p) => `- FAIL ${p.job} x ${p.resume}: ${p.got}`).join('\n'),
  )
  .replaceAll(
    '{{disagreements}}',
    disagreements.length === 0
      ? 'None.'
      : disagreements
          .map(
            (p) =>
              `| ${p.job} | ${p.resume} | ${p.expected} | ${p.got} | ${f2(p.detail.matchSummary.matchScore)} |`,
          )
          .join('\n'),
  )
  .replaceAll(
    '{{bestMin}}',
    f2(Math.min(...judged.filter((p) => p.expected === 'best').map((p) => p.detail.matchSummary.matchScore))),
  )
  .replaceAll(
    '{{nonBestMax}}',
    f2(Math.max(...judged.filter((p) => p.expected !== 'best').map((p) => p.detail.matchSummary.matchScore))),
  )
  .replaceAll(
    '{{disagreementNote}}',
    agree.withinOne === 1
      ? `Every disagreement is one level apart. In ${disagreements.filter((p) => rankOf(p.got) < rankOf(p.expected)).length} of the ${disagreements.length}, the engine is stricter than the judgement, and each of these comes from a rule stated above: more than half the must-haves missing, or two hard misses.`
      : `${disagreements.length} disagreements, ${Math.round((1 - agree.withinOne) * judged.length)} of them more than one level apart.`,
  )
  .replaceAll(
    '{{targetNote}}',
    (metrics.rank_5000?.p50 ?? 0) <= 15
      ? 'The 5,000-applicant target (p50 ≤ 15 ms) is met on this run by the ranking pass; the full details for 5,000 take longer and are built when they are saved or opened.'
      : `The 5,000-applicant target (p50 ≤ 15 ms) is not met on this run (ranking pass ${f2(metrics.rank_5000?.p50 ?? 0)} ms). This run holds ${scale.toLocaleString('en-US')} applicants' features in memory, and the larger heap makes every garbage collection cost more; \`npm run bench:match\` times the pass on its own.`,
  )
  .replaceAll('{{load}}', loadAtStart.toFixed(2))
  .replaceAll('{{loadEnd}}', (os.loadavg()[0] ?? 0).toFixed(2))
  .replaceAll('{{scale}}', scale.toLocaleString('en-US'))
  .replaceAll('{{p1}}', f2(m('persona_one_word').p50))
  .replaceAll('{{pTypical}}', f2(m('persona_typical').p50))
  .replaceAll('{{p100k}}', f2(m('persona_100k_chars').p50))
  .replaceAll('{{p100k95}}', f2(m('persona_100k_chars').p95))
  .replaceAll('{{features}}', f2(m('applicant_features').p50))
  .replaceAll('{{s5k}}', f2(m('score_5000').p50))
  .replaceAll('{{s5k95}}', f2(m('score_5000').p95))
  .replaceAll('{{perApplicant}}', f2((m('score_5000').p50 * 1000) / 5000))
  .replaceAll('{{r5k}}', f2(m('rank_5000').p50))
  .replaceAll('{{r5k95}}', f2(m('rank_5000').p95))
  .replaceAll('{{perApplicantRank}}', f2((m('rank_5000').p50 * 1000) / 5000))
  .replaceAll('{{sAll}}', f2(m(`score_${scale}`).p50))
  .replaceAll('{{slice}}', f2(longestSlice))
  .replaceAll('{{loopMax}}', f2(loopDelayMax))
  .replaceAll('{{s5kKept}}', f2(m('score_5000_kept').p50))
  .replaceAll('{{sAllKept}}', f2(m(`score_${scale}_kept`).p50))
  .replaceAll('{{sliceKept}}', f2(kept.longestSlice))
  .replaceAll('{{loopMaxKept}}', f2(kept.loopDelayMax))
  .replaceAll('{{naive}}', f2(naive.p50))
  .replaceAll('{{ratio}}', ratio.toFixed(0));
fs.writeFileSync(path.join(root, 'docs/MATCHING.md'), doc);
progress('Wrote docs/MATCHING.md');

if (unrelatedTooHigh.length > 0) {
  console.error(`FAIL: ${unrelatedTooHigh.length} unrelated-domain pair(s) scored best or good.`);
  process.exit(1);
}
