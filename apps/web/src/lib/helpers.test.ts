import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from '../features/settings/components/password-form';
import { ApiError } from './api-client';
import { splitServerError } from './form-errors';
import { passwordPolicyError, passwordRuleResults } from './password-policy';
import { phoneError } from './phone';
import { loginPathFor, safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/settings/profile?tab=1', '/settings/profile?tab=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/login?next=/x', '/'],
  ])('%j -> %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('builds the login link with the page the user wanted', () => {
    expect(loginPathFor({ pathname: '/settings/password', search: '?a=1', hash: '' })).toBe(
      '/login?next=%2Fsettings%2Fpassword%3Fa%3D1',
    );
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });
});

describe('password policy', () => {
  it('lists each unmet rule and accepts a strong password', () => {
    expect(
      passwordRuleResults('abc')
        .filter((r) => !r.met)
        .map((r) => r.id),
    ).toEqual(['length', 'uppercase', 'digit', 'special']);
    expect(passwordPolicyError('Correct-horse-9')).toBeNull();
    expect(passwordPolicyError('correct-horse-9')).toMatch(/uppercase/);
    expect(passwordPolicyError('Correct horse 9')).toMatch(/special/);
  });

  it('checks the password change form', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'Correct-horse-9', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: 'Enter your current password',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'Correct-horse-9',
        newPassword: 'Correct-horse-9',
        confirmPassword: 'Correct-horse-9',
      }).newPassword,
    ).toMatch(/different/);
  });
});

describe('phoneError', () => {
  it('follows the spec phone rule', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('+1 (555) 010-2030')).toBeNull();
    expect(phoneError('12-34-56')).toBe('Phone number is too short');
    expect(phoneError('555 CALL NOW')).toBe("Phone number can't contain letters");
  });
});

describe('splitServerError', () => {
  it('puts known fields under inputs and any other message at form level', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      fields: { email: 'Taken', captcha: 'Solve the captcha' },
    });
    expect(splitServerError(error, ['email', 'password'])).toEqual({
      fields: { email: 'Taken' },
      formMessage: 'Solve the captcha',
    });
    const conflict = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'An account with this email exists',
    });
    expect(splitServerError(conflict, ['email'])).toEqual({
      fields: {},
      formMessage: 'An account with this email exists',
    });
  });
});
