export const privacyKeys = {
  notice: ['privacy', 'notice'] as const,
  consents: ['privacy', 'consents'] as const,
};
