import type { Role } from '../users/roles.ts';

/** Who a request involves, as far as access goes: its client and its assigned gestor. */
export interface RequestParties {
  clientId: string | null;
  assignedGestorId: string | null;
}

/** The signed-in user asking to see a request. */
export interface RequestViewer {
  id: string;
  role: Role;
  isApproved: boolean;
}

/** A self-registered gestor waiting for an admin's approval sees no cases (DESIGN 9.5). */
export const isPendingGestor = (viewer: Pick<RequestViewer, 'role' | 'isApproved'>): boolean =>
  viewer.role === 'gestor' && !viewer.isApproved;

/**
 * Who may see and act on a request (DESIGN section 4), the one rule for the API and the live stream:
 * a cliente their own, a gestor those assigned to them (none while pending approval), an admin all.
 */
export function canSeeRequest(viewer: RequestViewer, request: RequestParties): boolean {
  if (viewer.role === 'admin') {
    return true;
  }
  if (viewer.role === 'gestor') {
    return !isPendingGestor(viewer) && request.assignedGestorId === viewer.id;
  }
  return request.clientId === viewer.id;
}
