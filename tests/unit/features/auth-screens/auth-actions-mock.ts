// A stand-in for src/features/auth/auth-actions.ts at its boundary: every action is a vi.fn the
// test programs, and AuthError has the shape the screens read (status, reason, fieldErrors,
// message already in Romanian). Used through vi.mock(…, () => import('./auth-actions-mock.ts')).
import { vi } from 'vitest';

export class AuthError extends Error {
  status: number;
  reason?: string;
  fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, reason?: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.reason = reason;
    this.fieldErrors = fieldErrors;
  }
}

export const login = vi.fn();
export const register = vi.fn();
export const logout = vi.fn();
export const requestPasswordReset = vi.fn();
export const resetPassword = vi.fn();
export const startSocialLogin = vi.fn();
export const completeSocialLogin = vi.fn();
export const setPassword = vi.fn();
export const verifyEmail = vi.fn();
export const completeImpersonation = vi.fn();
export const fetchProfile = vi.fn();
export const updateProfile = vi.fn();
export const resendVerificationEmail = vi.fn();
export const safeRedirectTarget = vi.fn((search: string) => {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
});
