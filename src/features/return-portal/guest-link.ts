// The guest's page of a return request: the same address the acknowledgement mail links to
// (server/services/returns/access.ts guestReturnUrl: /retur/cerere/{id}?cheie={token}).
export const GUEST_RETURN_KEY = 'cheie';

export const guestReturnPath = (id: number, token: string) => `/retur/cerere/${id}?${new URLSearchParams({ [GUEST_RETURN_KEY]: token })}`;
