/** The ARCO queries: the user's own cases, and the admins' list (any answer refreshes both). */
export const arcoKeys = {
  all: ['privacy-arco'] as const,
  own: ['privacy-arco', 'own'] as const,
  admin: (status: string) => ['privacy-arco', 'admin', status] as const,
};
