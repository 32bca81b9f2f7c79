/**
 * Shared parts of the benchmarks: percentiles, the machine description, the results file shape
 * (ENGINEERING.md section 5) and the table printed at the end.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Metric = { p50: number; p95: number; p99: number; unit: string; n: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function summarize(samples: readonly number[], unit = 'ms'): Metric {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    unit,
    n: sorted.length,
  };
}

/** How long `fn` took, in ms, with what it returned. */
export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await fn();
  return [performance.now() - t0, value];
}

export function single(value: number, unit: string): Metric {
  const v = Math.round(value * 100) / 100;
  return { p50: v, p95: v, p99: v, unit, n: 1 };
}

export function machine(postgres: string) {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpuModel =
      execFileSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], {
        encoding: 'utf8',
      }).trim() || cpuModel;
  } catch {
    // keep os.cpus()
  }
  return {
    cpus: os.cpus().length,
    cpuModel,
    memGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres,
  };
}

export type BenchResult = {
  name: string;
  date: string;
  command: string;
  machine: ReturnType<typeof machine>;
  scale: number;
  metrics: Record<string, Metric>;
  peers: Record<string, Record<string, Metric>>;
  targets?: Record<string, string>;
  notes?: string[];
};

export function writeResult(root: string, result: BenchResult): string {
  const dir = path.join(root, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/**
 * The end of every benchmark: its result (the shape of ENGINEERING.md section 5) written to
 * bench/results/<name>.json, then its figures, its peers' figures and its notes on the console.
 */
export function finishBench(
  root: string,
  parts: Omit<BenchResult, 'date' | 'command' | 'machine'> & {
    postgres: string;
    args?: string;
    command?: string;
  },
): BenchResult {
  const { postgres, args, command, ...rest } = parts;
  const result: BenchResult = {
    ...rest,
    date: new Date().toISOString(),
    // Options besides the scale (`args`) are part of what was measured, so of the command. A
    // benchmark without a scale (the bundle weighs a build) names its own command.
    command: command ?? `npm run bench:${parts.name} -- --scale ${parts.scale}${args ? ` ${args}` : ''}`,
    machine: machine(postgres),
  };
  const file = writeResult(root, result);
  console.log('');
  printTable(
    Object.entries(result.metrics).map(([metric, m]) => ({ metric, m, target: result.targets?.[metric] })),
  );
  // Peers are named for what they are ("naive_ilike"): their rows read "naive <metric>".
  for (const [peer, metrics] of Object.entries(result.peers))
    printTable(
      Object.entries(metrics).map(([metric, m]) => ({ metric: `${peer.split('_')[0]} ${metric}`, m })),
    );
  for (const n of result.notes ?? []) console.log(`- ${n}`);
  console.log(`\nResults: ${path.relative(root, file)}`);
  return result;
}

export function printTable(rows: { metric: string; m: Metric; target?: string }[]): void {
  const header = ['metric', 'p50', 'p95', 'p99', 'unit', 'n', 'target'];
  const lines = rows.map((r) => [
    r.metric,
    String(r.m.p50),
    String(r.m.p95),
    String(r.m.p99),
    r.m.unit,
    String(r.m.n),
    r.target ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i > 0 && i < 6 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

/** Replaces the text between `<!-- bench:name:start -->` and `<!-- bench:name:end -->` in a doc. */
export function replaceSection(file: string, name: string, body: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const block = `${start}\n${body.trim()}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

export function progress(label: string, done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / Math.max(1, total)) * width);
  process.stdout.write(
    `\r${label.padEnd(22)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
  );
  if (done >= total) process.stdout.write('\n');
}
