/**
 * The body of one outgoing email: the step's (or the recruiter's edited) template rendered for the
 * candidate, the team's privacy notice on the first email to a candidate who needs one, the
 * unsubscribe footer, click tracking on http(s) links and the open pixel. Pure: the same input
 * gives the same output, so a resend after a crash is the same email.
 */
import {
  escapeHtml,
  renderSubject,
  renderTemplate,
  type TemplateValues,
} from '@talentbase/shared/domain/email-templates';
import { htmlToText } from '../templates/html-to-text';
import { sanitizeEmailHtml } from '../templates/sanitize-email-html';
import type { TrackingUrls } from '../tracking/tracking-token';

export type RenderInput = {
  subject: string;
  body: string;
  values: Omit<TemplateValues, 'unsubscribeLink'>;
  tracking: TrackingUrls;
  trackOpen: boolean;
  trackLink: boolean;
  /** The team's privacy notice, when this email must carry it. */
  privacyNotice: string | null;
  /** The team's footer (may use {{unsubscribeLink}}); null for the default. */
  footer: string | null;
};

export type RenderedMessage = { subject: string; html: string; text: string };

// Steps are shared by thousands of messages: sanitise each distinct template once.
const sanitised = new Map<string, string>();
function sanitiseOnce(html: string): string {
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = sanitizeEmailHtml(html);
    if (sanitised.size > 500) sanitised.clear();
    sanitised.set(html, clean);
  }
  return clean;
}

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

const unescapeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Rewrites the href of every <a> to an http(s) address through the click redirect, except `keep`. */
export function rewriteLinks(html: string, click: (url: string) => string, keep: string): string {
  return html.replace(
    /(<a\b[^>]*?\shref\s*=\s*)(["'])(.*?)\2/gi,
    (whole, head: string, quote: string, raw: string) => {
      const url = unescapeAttr(raw).trim();
      if (url === keep || !/^https?:\/\//i.test(url)) return whole;
      return `${head}${quote}${escapeHtml(click(url))}${quote}`;
    },
  );
}

export function renderMessage(input: RenderInput): RenderedMessage {
  const values: TemplateValues = { ...input.values, unsubscribeLink: input.tracking.unsubscribe };
  const subject = renderSubject(input.subject, values);
  let html = renderTemplate(sanitiseOnce(input.body), values, { html: true });
  if (input.privacyNotice?.trim()) {
    html += `<div class="tb-privacy-notice" style="margin-top:16px;font-size:12px;color:#555">${paragraphs(input.privacyNotice)}</div>`;
  }
  const unsubscribe = escapeHtml(input.tracking.unsubscribe);
  const bodyHasLink = html.includes(unsubscribe);
  if (!bodyHasLink) {
    const footer = input.footer?.trim()
      ? renderTemplate(sanitiseOnce(input.footer), values, { html: true })
      : `If you would rather not hear from me again, <a href="${unsubscribe}">unsubscribe</a>.`;
    const withLink = footer.includes(unsubscribe)
      ? footer
      : `${footer} <a href="${unsubscribe}">Unsubscribe</a>`;
    html += `<div class="tb-unsubscribe" style="margin-top:16px;font-size:12px;color:#777">${withLink}</div>`;
  }
  if (input.trackLink) html = rewriteLinks(html, input.tracking.click, input.tracking.unsubscribe);
  const text = htmlToText(html);
  if (input.trackOpen) {
    html += `<img src="${escapeHtml(input.tracking.open)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`;
  }
  return { subject, html, text };
}
