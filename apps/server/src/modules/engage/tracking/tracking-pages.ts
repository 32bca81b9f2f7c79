/**
 * The few server-rendered pages a recipient sees: the unsubscribe page, its confirmation and a
 * "link not found" page. Plain HTML with inline styles in the product's look (no scripts, no
 * external files: the app's CSP allows inline styles only), no personal data beyond the team's
 * name, and nothing a search engine should index.
 */
import { escapeHtml } from '@talentbase/shared/domain/email-templates';

/** The 1x1 transparent GIF every open-pixel request gets, whatever happened. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
         background: #f8f9fa; color: #212529; }
  main { max-width: 28rem; margin: 10vh auto; padding: 2rem 1.5rem; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgba(0,0,0,.08); overflow-wrap: anywhere; }
  .brand { font-weight: 700; color: #7048e8; margin: 0 0 1.5rem; font-size: .95rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: #7048e8; border: 0; border-radius: 8px;
           padding: .7rem 1.2rem; cursor: pointer; min-height: 44px; }
  button:focus-visible { outline: 3px solid #b197fc; outline-offset: 2px; }
  .muted { color: #495057; font-size: .9rem; margin-top: 1rem; }
</style>
</head>
<body>
<main>
<p class="brand">Talentbase</p>
${body}
</main>
</body>
</html>`;
}

export function unsubscribePage(teamName: string, alreadyUnsubscribed: boolean): string {
  const team = escapeHtml(teamName);
  if (alreadyUnsubscribed)
    return page(
      'You are unsubscribed',
      `<h1>You are unsubscribed</h1>
<p>You will not receive further emails from ${team}.</p>`,
    );
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe</h1>
<p>Press the button to stop these emails. You will not receive further emails from ${team}.</p>
<form method="post">
<input type="hidden" name="confirm" value="1">
<button type="submit">Unsubscribe</button>
</form>
<p class="muted">Nothing changes until you press the button.</p>`,
  );
}

export function unsubscribedPage(teamName: string): string {
  return page(
    'You are unsubscribed',
    `<h1>You are unsubscribed</h1>
<p>You will not receive further emails from ${escapeHtml(teamName)}.</p>`,
  );
}

export function linkNotFoundPage(): string {
  return page(
    'Link not found',
    `<h1>Link not found</h1>
<p>This link is not valid. It may have been copied incompletely from the email.</p>`,
  );
}
