/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): set on a
 * successful sign-in, it names the account and a random device id, signed with HMAC-SHA256. A
 * sign-in to that account from that browser is throttled on its own, apart from anonymous
 * attempts, so a stranger's wrong passwords cannot keep the owner out. It is no credential: the
 * password is still checked. Nothing is stored server-side.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CookieSettings, cookieSecure } from './cookies';
import { safeEqual } from './tokens';

export const DEVICE_COOKIE = 'tb_device';
const VERSION = 'v1';
const MAX_AGE_DAYS = 180;
// Only the sign-in call needs it.
const COOKIE_PATH = '/api/auth/login';

export type DeviceClaim = { userId: string; deviceId: string };

export type DeviceCookies = {
  read: (request: FastifyRequest) => DeviceClaim | null;
  set: (reply: FastifyReply, userId: string) => void;
};

export function createDeviceCookies(secret: string | undefined, settings: CookieSettings): DeviceCookies {
  // Without COOKIE_SECRET the key lives as long as the process (see env.ts).
  const key = secret ? Buffer.from(secret, 'utf8') : crypto.randomBytes(32);
  const mac = (payload: string) =>
    crypto.createHmac('sha256', key).update(`${DEVICE_COOKIE}|${payload}`).digest('base64url');

  return {
    read(request) {
      const value = request.cookies[DEVICE_COOKIE];
      if (!value || value.length > 300) return null;
      const parts = value.split('.');
      if (parts.length !== 5) return null;
      const [version, userId, deviceId, issued, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (version !== VERSION || !safeEqual(signature, mac(parts.slice(0, 4).join('.')))) return null;
      const issuedAt = Number(issued) * 1000;
      if (!Number.isFinite(issuedAt) || Date.now() - issuedAt > MAX_AGE_DAYS * 86_400_000) return null;
      return { userId, deviceId };
    },
    set(reply, userId) {
      const payload = [
        VERSION,
        userId,
        crypto.randomBytes(16).toString('base64url'),
        Math.floor(Date.now() / 1000),
      ].join('.');
      reply.setCookie(DEVICE_COOKIE, `${payload}.${mac(payload)}`, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: cookieSecure(reply.request, settings),
        maxAge: MAX_AGE_DAYS * 86_400,
      });
    },
  };
}
