// The sessions of an account live in the users module (deactivation and role changes end them there too);
// sign-in flows take them from here.
export * from '../users/sessions.service.ts';
