import { describe, expect, it } from 'vitest';
import { trackingKey, trackingUrls, verifyTrackingToken } from '../tracking/tracking-token';
import { localDay, nextDayOpening, retryDelayMs } from './deliver';
import { renderMessage, rewriteLinks } from './render-message';

const key = trackingKey(Buffer.from('render-test-secrets-key-0123456789abcdef'));
const tracking = trackingUrls('https://tb.example.com', key, 42);

const base = {
  subject: 'Hi {{firstName}}',
  body: '<p>Hello {{firstName}} at {{currentCompany}}. <a href="https://example.org/a?x=1&amp;y=2">Role</a> <a href="mailto:me@example.org">Mail me</a></p>',
  values: { firstName: 'Ada', fullName: 'Ada King', currentCompany: 'Engines & Co', senderName: 'Dana' },
  tracking,
  trackOpen: true,
  trackLink: true,
  privacyNotice: null,
  footer: null,
};

describe('renderMessage', () => {
  it('renders variables escaped, rewrites http(s) links through signed click links and adds the pixel and footer', () => {
    const out = renderMessage(base);
    expect(out.subject).toBe('Hi Ada');
    expect(out.html).toContain('Engines &amp; Co');
    const click =
      /href="(https:\/\/tb\.example\.com\/api\/tb-v2\/v1\/engage\/t\/c\/([^"?]+)\?u=([^"]+))"/.exec(out.html);
    expect(click).toBeTruthy();
    const target = decodeURIComponent(click?.[3] ?? '');
    expect(target).toBe('https://example.org/a?x=1&y=2');
    expect(verifyTrackingToken(key, click?.[2] ?? '', 'click', target)).toEqual({
      kind: 'click',
      messageRowId: 42,
    });
    expect(out.html).toContain('href="mailto:me@example.org"');
    // The unsubscribe link is never rewritten.
    expect(out.html).toContain(`href="${tracking.unsubscribe}"`);
    expect(out.html).toContain(`<img src="${tracking.open}"`);
    expect(out.text).toContain('Hello Ada');
    expect(out.text).not.toContain('/t/o/');
  });

  it('leaves links and the pixel alone when tracking is off, adds the notice, and keeps a body link to unsubscribe', () => {
    const out = renderMessage({
      ...base,
      body: '<p>Hi</p><p><a href="{{unsubscribeLink}}">Stop</a></p>',
      trackOpen: false,
      trackLink: false,
      privacyNotice: 'We keep your data safe.\n\nWrite to us.',
    });
    expect(out.html).not.toContain('/t/o/');
    expect(out.html).toContain('<p>We keep your data safe.</p><p>Write to us.</p>');
    // No second unsubscribe footer when the body already has the link.
    expect(out.html.split(tracking.unsubscribe).length - 1).toBe(1);
  });

  it('refuses a subject that would carry a line break', () => {
    expect(() =>
      renderMessage({ ...base, values: { ...base.values, firstName: 'A\r\nBcc: x@y.example' } }),
    ).toThrow();
  });

  it('rewrites only <a> hrefs with http(s)', () => {
    const html = '<a class="x" href=\'http://a.example/\'>a</a><link href="https://b.example/">';
    expect(rewriteLinks(html, (u) => `https://t/${encodeURIComponent(u)}`, '')).toBe(
      '<a class="x" href=\'https://t/http%3A%2F%2Fa.example%2F\'>a</a><link href="https://b.example/">',
    );
  });
});

describe('engine calendar helpers', () => {
  it('counts the cap per local day and reopens on the next day', () => {
    const at = new Date('2026-12-02T23:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2026-12-02');
    expect(localDay(at, 'Europe/Berlin')).toBe('2026-12-03');
    const window = { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };
    // Friday evening in Berlin: the next day's window is Monday 08:00.
    expect(nextDayOpening(new Date('2026-12-04T17:00:00Z'), window, 'Europe/Berlin').toISOString()).toBe(
      '2026-12-07T07:00:00.000Z',
    );
  });

  it('backs off 1, 2, 4, 8 minutes, capped at an hour', () => {
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000]);
  });
});
