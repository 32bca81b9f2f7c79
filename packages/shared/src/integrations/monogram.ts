/**
 * Local monogram icons for the catalogues (no hot-linked vendor logos): a rounded square in a
 * colour derived from the id, with one or two initials. `scripts/integration-icons.ts` writes them
 * to apps/web/public/apps/icons/<id>.svg; a test checks every entry has its file.
 */
const PALETTE = [
  '#1c7ed6',
  '#2f9e44',
  '#e8590c',
  '#7048e8',
  '#c2255c',
  '#0c8599',
  '#5c940d',
  '#862e9c',
  '#d9480f',
  '#364fc7',
];

export function monogramInitials(label: string): string {
  const words = label
    .replace(/\(.*?\)/g, '')
    .split(/[\s\-_]+/)
    .filter((w) => /[A-Za-z0-9]/.test(w));
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  const w = words[0] ?? '?';
  return (w.length > 1 ? w[0] + (w.slice(1).match(/[A-Z0-9]/)?.[0] ?? w[1] ?? '') : w).toUpperCase();
}

function colour(id: string): string {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length] as string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function monogramSvg(id: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16"><title>${escapeXml(label)}</title><rect width="16" height="16" rx="3.5" fill="${colour(id)}"/><text x="8" y="10.7" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="7" font-weight="700" fill="#fff">${escapeXml(monogramInitials(label))}</text></svg>\n`;
}
