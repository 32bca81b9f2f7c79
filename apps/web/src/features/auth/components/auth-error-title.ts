import { isApiError } from '../../../lib/api-client';

/** A short heading for the form-level alert; the server's message is the body. */
export function authErrorTitle(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong';
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return 'Could not log you in';
    case 'ACCOUNT_LOCKED':
      return 'Too many failed attempts';
    case 'RATE_LIMITED':
      return 'Too many attempts';
    case 'CONFLICT':
      return 'Email already registered';
    case 'NETWORK_ERROR':
      return 'No connection';
    default:
      return 'Something went wrong';
  }
}
