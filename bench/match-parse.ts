/**
 * Résumé intake benchmark: how many PDF résumés a second the intake reads (text extraction and
 * parsing into a profile), against a naive peer that reads one file at a time with the library's
 * one-call helper (the whole document, no page cap, no interleaving). Also checks what was read
 * back against what was written (names, jobs, dates), and streams a large mixed batch of small
 * files (TXT, DOCX, JSON, PDF) through the intake to measure its memory.
 *
 *   npm run bench:match-parse -- --scale 200 --batch 10000
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { extractText as unpdfText } from 'unpdf';
import {
  makeDocx,
  makeTextPdf,
} from '../apps/server/src/modules/applicant-match/intake/fixtures/build-files';
import {
  type GeneratedResume,
  generateResume,
} from '../apps/server/src/modules/applicant-match/intake/fixtures/resume-generator';
import {
  type IntakeFile,
  readResumes,
  streamResumes,
} from '../apps/server/src/modules/applicant-match/intake/intake';
import { parseResume } from '../apps/server/src/modules/applicant-match/intake/parse-resume';
import { finishBench, type Metric, progress, single, summarize } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const now = new Date('2026-11-01T00:00:00Z');

async function makeCorpus(
  scale: number,
  seed: number,
): Promise<{ resumes: GeneratedResume[]; pdfs: Buffer[] }> {
  const resumes: GeneratedResume[] = [];
  const pdfs: Buffer[] = [];
  for (let i = 0; i < scale; i++) {
    const resume = generateResume(seed, i);
    resumes.push(resume);
    pdfs.push(await makeTextPdf(resume.lines));
    if (i % 10 === 9 || i === scale - 1) progress('generating PDFs', i + 1, scale);
  }
  return { resumes, pdfs };
}

/** Ours: the intake as the API will call it (PDFs in the worker pool, or in this thread). */
async function oursOnce(pdfs: Buffer[], inThread = false) {
  const files = pdfs.map((data, i) => ({ fileName: `resume-${i}.pdf`, data }));
  const t0 = performance.now();
  const results = await readResumes(files, inThread ? { now, pdfPool: null } : { now });
  return { seconds: (performance.now() - t0) / 1000, results };
}

/** The naive peer: one file at a time, the library's one-call text helper, then the same parser. */
async function naiveOnce(pdfs: Buffer[]) {
  const t0 = performance.now();
  let parsed = 0;
  for (const pdf of pdfs) {
    const { text } = await unpdfText(new Uint8Array(pdf), { mergePages: true });
    if (parseResume(text, { now }).doc.basic.fullname) parsed++;
  }
  return { seconds: (performance.now() - t0) / 1000, parsed };
}

function accuracy(resumes: GeneratedResume[], results: Awaited<ReturnType<typeof readResumes>>) {
  let names = 0;
  let emails = 0;
  let jobs = 0;
  let jobsRight = 0;
  let parsed = 0;
  results.forEach((r, i) => {
    const want = resumes[i] as GeneratedResume;
    jobs += want.jobs.length;
    if (r.status === 'rejected') return;
    parsed++;
    if (r.resume.doc.basic.fullname === want.name) names++;
    if (r.resume.contacts.emails[0] === want.email) emails++;
    want.jobs.forEach((job, k) => {
      const got = r.resume.doc.position[k];
      if (
        got &&
        got.title === job.title &&
        got.company.name === job.company &&
        got.start_date === job.start &&
        got.end_date === job.end
      )
        jobsRight++;
    });
  });
  return {
    parsed: parsed / results.length,
    names: names / results.length,
    emails: emails / results.length,
    jobs: jobsRight / jobs,
  };
}

/** A large batch of small files of every kind, loaded lazily, results streamed on and dropped. */
async function memoryRun(pdfs: Buffer[], resumes: GeneratedResume[], batch: number) {
  const docx = resumes.slice(0, 50).map((r) => makeDocx(r.lines));
  const kinds = ['txt', 'docx', 'json', 'txt', 'docx', 'txt', 'docx', 'json', 'txt', 'pdf'] as const;
  function* files(): Generator<IntakeFile> {
    for (let i = 0; i < batch; i++) {
      const kind = kinds[i % kinds.length] as (typeof kinds)[number];
      const r = resumes[i % resumes.length] as GeneratedResume;
      const data = async () => {
        if (kind === 'txt') return Buffer.from(r.lines.join('\n'));
        if (kind === 'docx') return docx[i % docx.length] as Buffer;
        if (kind === 'pdf') return pdfs[i % pdfs.length] as Buffer;
        return Buffer.from(
          JSON.stringify({
            basics: { name: r.name, email: r.email },
            work: r.jobs.map((j) => ({
              name: j.company,
              position: j.title,
              startDate: j.start,
              endDate: j.end ?? undefined,
            })),
          }),
        );
      };
      yield { fileName: `file-${i}.${kind}`, data };
    }
  }
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const counts = { parsed: 0, parsed_with_warnings: 0, rejected: 0 };
  const t0 = performance.now();
  for await (const result of streamResumes(files(), {
    now,
    onProgress: (done) => {
      if (done % 250 === 0 || done === batch) progress('streaming batch', done, batch);
    },
  }))
    counts[result.status]++;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds: (performance.now() - t0) / 1000, baseline, peak, counts };
}

/**
 * The intake's PDF rate alone, as bench:match quotes it: `scale` generated PDF résumés read by
 * readResumes (worker pool) `runs` times after a warm-up, in files per second.
 */
export async function pdfRate(scale: number, runs: number, seed = 7): Promise<Metric> {
  const { pdfs } = await makeCorpus(scale, seed);
  await oursOnce(pdfs);
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) rates.push(pdfs.length / (await oursOnce(pdfs)).seconds);
  return summarize(rates, 'files/s');
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '200' },
      batch: { type: 'string', default: '10000' },
      runs: { type: 'string', default: '3' },
      seed: { type: 'string', default: '7' },
    },
  });
  const scale = Number(values.scale);
  const batch = Number(values.batch);
  const runs = Number(values.runs);
  const seed = Number(values.seed);
  const { resumes, pdfs } = await makeCorpus(scale, seed);
  const mbs = pdfs.reduce((s, p) => s + p.length, 0) / pdfs.length / 1024;
  // Warm-up: load PDF.js and let the JIT see both paths.
  // Warm-up: start the workers, load PDF.js and let the JIT see every path (each worker warms on
  // its own share of the files, so it gets the whole corpus once).
  await oursOnce(pdfs);
  await oursOnce(pdfs, true);
  await naiveOnce(pdfs.slice(0, 50));

  const ours: number[] = [];
  const inThread: number[] = [];
  const naive: number[] = [];
  let last: Awaited<ReturnType<typeof oursOnce>> | null = null;
  for (let run = 0; run < runs; run++) {
    // Alternate which goes first so neither always gets the quieter moment on a shared machine.
    const order = run % 2 === 0 ? ['ours', 'in_thread', 'naive'] : ['naive', 'in_thread', 'ours'];
    for (const who of order) {
      if (who === 'ours') {
        last = await oursOnce(pdfs);
        ours.push(pdfs.length / last.seconds);
      } else if (who === 'in_thread') inThread.push(pdfs.length / (await oursOnce(pdfs, true)).seconds);
      else naive.push(pdfs.length / (await naiveOnce(pdfs)).seconds);
    }
    progress('timed runs', run + 1, runs);
  }
  const acc = accuracy(resumes, last?.results ?? []);
  const mem = batch > 0 ? await memoryRun(pdfs, resumes, batch) : null;

  const oursRate = summarize(ours, 'files/s');
  const naiveRate = summarize(naive, 'files/s');
  const metrics: Record<string, Metric> = {
    pdf_per_second: oursRate,
    naive_ratio: single(oursRate.p50 / naiveRate.p50, 'x'),
    parsed_share: single(acc.parsed * 100, '%'),
    name_read_right: single(acc.names * 100, '%'),
    email_read_right: single(acc.emails * 100, '%'),
    jobs_read_right: single(acc.jobs * 100, '%'),
  };
  if (mem) {
    metrics.batch_files_per_second = single(batch / mem.seconds, 'files/s');
    metrics.batch_peak_rss_growth = single((mem.peak - mem.baseline) / 1024 / 1024, 'MiB');
  }
  finishBench(root, {
    name: 'match-parse',
    scale,
    args: `--batch ${batch}`,
    postgres: 'n/a',
    metrics,
    peers: {
      naive_sequential: { pdf_per_second: naiveRate },
      inthread_intake: { pdf_per_second: summarize(inThread, 'files/s') },
    },
    targets: { pdf_per_second: '>= 20 PDF/s on 2 cores', naive_ratio: 'ours faster' },
    notes: [
      `${scale} generated PDF résumés, ${mbs.toFixed(1)} KiB on average, 1-2 pages; ${runs} timed runs each, p50 reported; ${os.cpus().length} cores.`,
      'Ours: readResumes (extract + parse + schema check), PDFs read by the shared worker pool (one worker per core), 8 files in flight; inthread: the same intake with PDFs read in the main thread; naive: unpdf extractText then parseResume, one file at a time, no time limit, no page cap, no schema check.',
      mem
        ? `Batch of ${batch} small files (TXT, DOCX, JSON, 1 in 10 PDF), loaded lazily and streamed: ${JSON.stringify(mem.counts)}, peak RSS ${(mem.peak / 1024 / 1024).toFixed(0)} MiB (baseline ${(mem.baseline / 1024 / 1024).toFixed(0)} MiB).`
        : 'Batch run skipped (--batch 0).',
    ],
  });
}

// Run as a script (npm run bench:match-parse), not when bench:match imports pdfRate.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
