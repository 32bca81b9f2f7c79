import { describe, expect, it } from 'vitest';
import { linkNotFoundPage, PIXEL_GIF, unsubscribedPage, unsubscribePage } from './tracking-pages';

describe('tracking pages', () => {
  it('escapes the team name: a name is text, never markup', () => {
    const evil = '<script>alert(1)</script> "Acme" & Co';
    for (const html of [unsubscribePage(evil, false), unsubscribePage(evil, true), unsubscribedPage(evil)]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Acme&quot; &amp; Co');
    }
  });

  it('offers the button only while subscribed, posting to the same address', () => {
    expect(unsubscribePage('Acme', false)).toContain('<form method="post">');
    expect(unsubscribePage('Acme', true)).not.toContain('<form');
    expect(unsubscribePage('Acme', false)).not.toMatch(/<script|action=/);
  });

  it('keeps the pages out of search engines and the pixel a 1x1 GIF', () => {
    expect(linkNotFoundPage()).toContain('noindex');
    expect(PIXEL_GIF.subarray(0, 6).toString()).toBe('GIF89a');
    expect(PIXEL_GIF.readUInt16LE(6)).toBe(1);
    expect(PIXEL_GIF.readUInt16LE(8)).toBe(1);
  });
});
