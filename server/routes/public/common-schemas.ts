// What every public answer schema shares: the test-mode flag and the contract's error body
// `{error, message, details?}` (errors.ts writes it), documented once for the OpenAPI document.
export const testMode = { type: 'boolean', description: 'Prezent (true) doar în răspunsurile date unei chei de test.', examples: [true] } as const;

export const errorResponse = {
  type: 'object',
  description: 'O eroare, în forma contractului: un cod, un mesaj în română și, la validare, problemele pe câmp.',
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'string',
      description: 'Codul erorii: validation_failed, unauthorized, insufficient_scope, live_mode_unavailable, not_found, too_many_requests, insufficient_funds, idempotency_key_reused...',
      examples: ['validation_failed'],
    },
    message: { type: 'string', description: 'Mesajul, în română.', examples: ['Datele trimise nu sunt valide.'] },
    details: {
      type: 'object',
      description:
        'La validare, problemele pe câmp ({"address_to.postal_code": ["…"]}); la un refuz, faptele lui (la 402: missing_amount, wallet_balance, total_amount, currency).',
      additionalProperties: true,
      examples: [{ 'address_to.postal_code': ['Codul poștal 400114 nu aparține localității Iași, Iași.'] }],
    },
    test_mode: testMode,
  },
} as const;

/** Every 4xx answer (validation, key, scope, unknown resource, limit, credit) in the contract's error shape. */
export const errors = { '4xx': errorResponse } as const;
