import type { Role } from '@tramites/shared';

/** The signed-in user a request acts for (set by the auth plugin, passed to every service). */
export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** A self-registered gestor waits for an admin's approval and sees no cases meanwhile. */
  isApproved: boolean;
  /** With the fields above, the profile of `GET /api/auth/me`: served from the actor cache, no read. */
  phone: string | null;
  createdAt: Date;
  /** The owner opened the verification link (issue 23): part of the profile, and payments will ask. */
  emailVerified: boolean;
  /**
   * The aviso de privacidad's version the user last accepted (issue 25): /me says it without a read. Always
   * set on an actor read from the database; actors made up by seeds and tests may leave it out (none).
   */
  privacyNoticeVersion?: string | null;
}

/** Who did something: a signed-in user, or the system (moves caused by events). */
export type Performer = Actor | 'system';
