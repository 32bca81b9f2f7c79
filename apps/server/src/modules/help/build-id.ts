// The identifier of the deployed web app, which the browser polls to notice a new version. It is
// a hash of the built index.html: its script names carry content hashes, so it changes when (and
// only when) the app that browsers load changes, and every server process of one deployment
// answers the same. Without a built web app (development, tests) it is the server's start time.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function webBuildId(webDist: string, startedAt = Date.now()): string {
  try {
    const html = fs.readFileSync(path.join(webDist, 'index.html'));
    return `web-${createHash('sha256').update(html).digest('hex').slice(0, 16)}`;
  } catch {
    return `dev-${startedAt.toString(36)}`;
  }
}
