/**
 * A throw-away self-signed certificate for a TLS server in tests, made with the machine's openssl
 * (Debian's, present on every machine of this project). Nothing private is committed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestCertificate = { key: string; cert: string };

export function makeTestCertificate(hostName: string): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-subj',
        `/CN=${hostName}`,
        '-addext',
        `subjectAltName=DNS:${hostName}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
