/**
 * A throw-away Dovecot IMAP server for tests: its own instance (config, sockets, state, log and
 * mail all in one temp dir), one user, an INBOX and a Sent mailbox marked `\Sent`, listening on
 * free loopback ports. Needs Debian's `dovecot-imapd`; without it the tests fail with a message
 * saying so rather than skip, because a reader tested against nothing proves nothing.
 *
 * `tls: true` serves TLS from the first byte on `port` (a throw-away certificate for `hostName`,
 * trusted through `ca`) and STARTTLS on `starttlsPort`. (Dovecot counts a loopback client as
 * secure, so it still lets a client sign in there without STARTTLS.)
 *
 * `startCuttingProxy` sits between a client and the server and can cut every connection when the
 * server is about to send a given text, to play a connection lost in the middle of a download.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { makeTestCertificate } from './test-certificate';

const DOVECOT = '/usr/sbin/dovecot';

export type ImapServerOptions = {
  /** Serve TLS on `port` and STARTTLS on `starttlsPort`. */
  tls?: boolean;
  /** The name the TLS certificate is made for. */
  hostName?: string;
  user?: string;
  password?: string;
};

export type TestImapServer = {
  host: '127.0.0.1';
  /** Plain IMAP, or IMAP over TLS when started with `tls: true`. */
  port: number;
  /** With `tls: true`: a plain port that offers STARTTLS. */
  starttlsPort: number | null;
  /** The certificate's name (use it as the host, with `connectAddress: host`). */
  hostName: string;
  /** The certificate to trust, with `tls: true`. */
  ca: string[];
  user: string;
  password: string;
  /** Stores a message as the user would (IMAP APPEND), received at `date` (now); returns its UID. */
  append: (raw: string | Buffer, mailbox?: string, date?: Date) => Promise<number>;
  stop: () => Promise<void>;
};

export async function startImapServer(options: ImapServerOptions = {}): Promise<TestImapServer> {
  if (!fs.existsSync(DOVECOT)) {
    throw new Error(
      `The IMAP tests need Dovecot (${DOVECOT}), which is missing: install Debian's dovecot-imapd (apt-get install dovecot-imapd).`,
    );
  }
  const user = options.user ?? 'recruiter@talentbase.test';
  const password = options.password ?? `pw-${crypto.randomBytes(9).toString('base64url')}`;
  const hostName = options.hostName ?? 'imap.talentbase.test';
  const certificate = options.tls ? makeTestCertificate(hostName) : null;

  // Another run may take a port between our probe and Dovecot's bind: try again with new ones.
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const dir = makeInstanceDir(user, password, certificate);
    const ports = { imap: await freePort(), imaps: certificate ? await freePort() : 0 };
    try {
      fs.writeFileSync(path.join(dir, 'dovecot.conf'), dovecotConfig(dir, ports, certificate !== null));
      await startDovecot(dir);
      const port = certificate ? ports.imaps : ports.imap;
      await waitForGreeting(port);
      const server: TestImapServer = {
        host: '127.0.0.1',
        port,
        starttlsPort: certificate ? ports.imap : null,
        hostName,
        ca: certificate ? [certificate.cert] : [],
        user,
        password,
        append: (raw, mailbox = 'INBOX', date) => appendAsUser(server, raw, mailbox, date),
        stop: () => stopDovecot(dir),
      };
      return server;
    } catch (error) {
      const reason = `${errorText(error)}\n${readLog(dir)}`;
      lastError = new Error(`Dovecot did not start: ${reason}`);
      await stopDovecot(dir);
      if (!/address already in use/i.test(reason)) break;
    }
  }
  throw lastError;
}

function makeInstanceDir(user: string, password: string, certificate: { key: string; cert: string } | null) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-imap-'));
  // Dovecot's unprivileged processes (auth, the user's mail process) must reach into the dir.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'home']) fs.mkdirSync(path.join(dir, sub), { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}\n`, { mode: 0o644 });
  if (certificate) {
    fs.writeFileSync(path.join(dir, 'cert.pem'), certificate.cert);
    fs.writeFileSync(path.join(dir, 'key.pem'), certificate.key, { mode: 0o600 });
  }
  // As root the mail is stored as nobody (Dovecot will not run a user's mail process as root);
  // otherwise as ourselves.
  if (isRoot()) fs.chownSync(path.join(dir, 'home'), idOf('-u', 'nobody'), idOf('-g', 'nobody'));
  return dir;
}

function dovecotConfig(dir: string, ports: { imap: number; imaps: number }, tls: boolean): string {
  const me = os.userInfo();
  const mailOwner = isRoot() ? 'uid=nobody gid=nogroup' : `uid=${me.uid} gid=${me.gid}`;
  // Without root Dovecot cannot switch users: every process runs as us.
  const unprivileged = isRoot()
    ? []
    : [
        `default_login_user = ${me.username}`,
        `default_internal_user = ${me.username}`,
        `default_internal_group = ${execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim()}`,
      ];
  return [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/log`,
    `instance_name = talentbase-${path.basename(dir)}`,
    'protocols = imap',
    'listen = 127.0.0.1',
    ...(tls
      ? ['ssl = required', `ssl_cert = <${dir}/cert.pem`, `ssl_key = <${dir}/key.pem`]
      : ['ssl = no', 'disable_plaintext_auth = no']),
    'auth_mechanisms = plain login',
    // A refused password is a case under test, not an attack: answer it at once.
    'auth_failure_delay = 0',
    'first_valid_uid = 0',
    ...unprivileged,
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${dir}/users`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = ${mailOwner} home=${dir}/home/%u`,
    '}',
    'mail_location = maildir:~/Maildir',
    'namespace inbox {',
    '  inbox = yes',
    '  mailbox Sent {',
    '    special_use = \\Sent',
    '    auto = subscribe',
    '  }',
    '}',
    'service imap-login {',
    `  inet_listener imap {\n    port = ${ports.imap}\n  }`,
    `  inet_listener imaps {\n    port = ${ports.imaps}\n  }`,
    '  chroot =',
    '}',
    'service anvil {',
    '  chroot =',
    // No auth penalty (a growing delay for the next sign-in from an address that failed one).
    '  unix_listener anvil-auth-penalty {\n    mode = 0\n  }',
    '}',
    '',
  ].join('\n');
}

/**
 * Starts the master, which detaches and keeps running. Its output goes to a file rather than a
 * pipe: the detached processes keep a pipe open, so waiting for it to close would wait forever.
 */
async function startDovecot(dir: string): Promise<void> {
  const outputFile = path.join(dir, 'startup.log');
  const output = fs.openSync(outputFile, 'w');
  try {
    const child = spawn(DOVECOT, ['-c', path.join(dir, 'dovecot.conf')], {
      stdio: ['ignore', output, output],
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0)
      throw new Error(`dovecot exited with ${code}: ${fs.readFileSync(outputFile, 'utf8').trim()}`);
  } finally {
    fs.closeSync(output);
  }
}

async function appendAsUser(
  server: TestImapServer,
  raw: string | Buffer,
  mailbox: string,
  date?: Date,
): Promise<number> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: server.starttlsPort !== null,
    doSTARTTLS: false,
    tls: { servername: server.hostName, ca: server.ca },
    auth: { user: server.user, pass: server.password },
    logger: false,
    disableAutoIdle: true,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    const result = await client.append(mailbox, raw, [], date);
    if (!result || result.uid === undefined)
      throw new Error(`Dovecot did not store the message in ${mailbox}`);
    return result.uid;
  } finally {
    await client.logout().catch(() => client.close());
  }
}

async function stopDovecot(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'run', 'master.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : 0;
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    // The master takes its children down before it exits; wait so the dir is free to remove.
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(50);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A port nothing listens on right now (bind port 0, note it, close). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Waits until the port answers with a greeting (plain `* OK`, or any bytes of a TLS listener's handshake). */
async function waitForGreeting(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await accepts(port)) return;
    await sleep(50);
  }
  throw new Error(`nothing answered on 127.0.0.1:${port}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export type CuttingProxy = {
  port: number;
  /** Cuts every connection, present and future, when the server is about to send `text`; null stops cutting. */
  cutAt: (text: string | null) => void;
  /** Connections cut so far. */
  cuts: () => number;
  /** Bytes the server has sent through the proxy so far (to tell what a client downloaded). */
  bytesFromServer: () => number;
  stop: () => Promise<void>;
};

/** A TCP proxy on 127.0.0.1 to `targetPort` that can drop connections in the middle of a reply. */
export async function startCuttingProxy(targetPort: number): Promise<CuttingProxy> {
  let marker: Buffer | null = null;
  let cuts = 0;
  let fromServer = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    const cut = () => {
      cuts++;
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => upstream.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // The marker may straddle two chunks: keep the tail of the last one to search across them.
    let tail = Buffer.alloc(0);
    let cutting = false;
    upstream.on('data', (chunk: Buffer) => {
      fromServer += chunk.length;
      if (cutting) return;
      if (!marker) return void client.write(chunk);
      const joined = Buffer.concat([tail, chunk]);
      const at = joined.indexOf(marker);
      if (at < 0) {
        client.write(chunk);
        tail = joined.subarray(Math.max(0, joined.length - marker.length + 1));
        return;
      }
      if (at > tail.length) client.write(joined.subarray(tail.length, at));
      cutting = true;
      // Let what was written before the marker reach the client, then drop the connection.
      client.end(cut);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cutAt: (text) => {
      marker = text === null ? null : Buffer.from(text);
    },
    cuts: () => cuts,
    bytesFromServer: () => fromServer,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const isRoot = () => process.getuid?.() === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function idOf(flag: '-u' | '-g', name: string): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}

/** A process that exited but is not yet reaped (a zombie) counts as gone. */
function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function readLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'log'), 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
