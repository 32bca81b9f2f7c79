/**
 * Where to go after logging in. Only same-origin paths are accepted: `next` comes from the URL,
 * and an open redirect (`//evil.example`, `/\evil.example`, `https://...`) would let a phishing
 * link bounce a freshly signed-in user to another site.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//')) return fallback;
  // Browsers drop tabs and newlines and read `\` as `/`, which would turn these into `//host`.
  for (const ch of next) if (ch === '\\' || ch.charCodeAt(0) < 0x20) return fallback;
  if (next.startsWith('/login') || next.startsWith('/signup')) return fallback;
  return next;
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return target === '/' ? '/login' : `/login?next=${encodeURIComponent(target)}`;
}
