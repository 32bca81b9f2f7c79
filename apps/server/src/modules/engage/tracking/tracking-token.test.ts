import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTrackableUrl,
  signTrackingToken,
  trackingKey,
  trackingUrls,
  verifyTrackingToken,
} from './tracking-token';

const key = trackingKey(crypto.randomBytes(32));

describe('tracking tokens', () => {
  it('verifies what it signed, for the kind it was signed for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        for (const kind of ['open', 'unsubscribe'] as const) {
          const token = signTrackingToken(key, kind, id);
          expect(verifyTrackingToken(key, token, kind)).toEqual({ kind, messageRowId: id });
        }
        expect(verifyTrackingToken(key, signTrackingToken(key, 'open', id), 'unsubscribe')).toBeNull();
      }),
    );
  });

  it('refuses a neighbouring id: the ids cannot be walked', () => {
    const token = signTrackingToken(key, 'unsubscribe', 41);
    const forged = token.replace(/^u[0-9a-z]+/, `u${(42).toString(36)}`);
    expect(verifyTrackingToken(key, forged, 'unsubscribe')).toBeNull();
  });

  it('refuses a token made with another key', () => {
    const other = trackingKey(crypto.randomBytes(32));
    expect(verifyTrackingToken(key, signTrackingToken(other, 'open', 7), 'open')).toBeNull();
  });

  it('binds a click to its URL: another destination is refused', () => {
    const token = signTrackingToken(key, 'click', 9, 'https://jobs.example.com/role');
    expect(verifyTrackingToken(key, token, 'click', 'https://jobs.example.com/role')).toEqual({
      kind: 'click',
      messageRowId: 9,
    });
    expect(verifyTrackingToken(key, token, 'click', 'https://evil.example.net/')).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(verifyTrackingToken(key, text, 'open')).toBeNull();
      }),
    );
  });

  it('builds the three addresses under the engage base', () => {
    const urls = trackingUrls('https://talent.example.com/', key, 5);
    expect(urls.open).toMatch(
      /^https:\/\/talent\.example\.com\/api\/tb-v2\/v1\/engage\/t\/o\/o5\.[\w-]{22}\.gif$/,
    );
    expect(urls.unsubscribe).toMatch(/\/api\/tb-v2\/v1\/engage\/u\/u5\.[\w-]{22}$/);
    const click = new URL(urls.click('https://example.org/a?b=1&c=2'));
    expect(click.searchParams.get('u')).toBe('https://example.org/a?b=1&c=2');
  });

  it('tracks only absolute http(s) links', () => {
    expect(isTrackableUrl('https://example.org')).toBe(true);
    expect(isTrackableUrl('mailto:a@example.org')).toBe(false);
    expect(isTrackableUrl('javascript:alert(1)')).toBe(false);
    expect(isTrackableUrl('/relative')).toBe(false);
  });
});
