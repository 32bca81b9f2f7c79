import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'tb_session';
/** Readable by the web app: it echoes the value in the `x-csrf-token` header (double submit). */
export const CSRF_COOKIE = 'tb_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export type CookieSettings = { secure: boolean; sessionTtlHours: number };

export function setSessionCookie(reply: FastifyReply, token: string, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: settings.sessionTtlHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
}

export function setCsrfCookie(reply: FastifyReply, token: string, settings: CookieSettings): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: settings.secure,
  });
}
