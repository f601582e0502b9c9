import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../src/features/auth/auth-errors.ts';
import { describeFailure } from '../../../../src/features/auth/components/use-auth-form.ts';

describe('describeFailure', () => {
  it('shows every message of a field, the rule then the reason, as sentences', () => {
    const error = new AuthError(422, 'Parola nu respectă cerințele de securitate', 'validation_failed', {
      password: ['Parola nu respectă cerințele de securitate', 'Parola este prea des folosită. Alege alta.'],
    });
    expect(describeFailure(error, ['password'], 'x').errors).toEqual({
      password: 'Parola nu respectă cerințele de securitate. Parola este prea des folosită. Alege alta.',
    });
  });

  it('adds errors of fields the form does not have to the message, and falls back for other failures', () => {
    const error = new AuthError(422, 'Eroare de validare', 'validation_failed', { token: ['Link expirat.'] });
    expect(describeFailure(error, ['password'], 'x')).toEqual({ message: 'Eroare de validare Link expirat.', errors: {} });
    expect(describeFailure(new Error('boom'), ['password'], 'A apărut o eroare')).toEqual({ message: 'A apărut o eroare', errors: {} });
  });
});
