/**
 * A real SMTP server for the Engage benchmark, run as a child process so that receiving does not
 * compete with the engine for the parent's event loop. It takes every message, reads only its
 * Message-ID header, and keeps (Message-ID, received time) pairs. The parent asks over IPC:
 * `{ cmd: 'dump' }` answers every pair since the last `{ cmd: 'clear' }`.
 */
import { SMTPServer } from 'smtp-server';

type Received = [messageId: string, at: number];
let received: Received[] = [];

const server = new SMTPServer({
  logger: false,
  disableReverseLookup: true,
  hideSTARTTLS: true,
  authOptional: true,
  allowInsecureAuth: true,
  onAuth: (auth, _session, cb) => cb(null, { user: auth.username ?? 'x' }),
  onData(stream, _session, cb) {
    let head = '';
    let done = false;
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end >= 0) {
        head = head.slice(0, end);
        done = true;
      }
    });
    stream.on('end', () => {
      const match = /^message-id:\s*(<[^>\r\n]+>)/im.exec(head);
      received.push([match?.[1] ?? '', Date.now()]);
      cb();
    });
  },
});
server.on('error', () => {});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.server.address();
  process.send?.({ ready: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (msg: { cmd: string }) => {
  if (msg.cmd === 'dump') process.send?.({ received });
  if (msg.cmd === 'clear') {
    received = [];
    process.send?.({ cleared: true });
  }
});
process.on('disconnect', () => process.exit(0));
