export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};
