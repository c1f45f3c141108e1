import type { UserSummary } from '../user-summary.ts';
import { GestorApproveDialog } from './gestor-approve-dialog.tsx';
import { UserUpdateDialog } from './user-update-dialog.tsx';

/** What the users or gestores tab is asking to do with an account. */
export type UserAction = { kind: 'approve' | 'role' | 'active'; user: UserSummary };

/** The three confirmations of the users tab (and the gestores tab): approve, change role, (de)activate. */
export function UserActionDialog({ action, onClose }: { action: UserAction | null; onClose: () => void }) {
  const update = action && action.kind !== 'approve' ? { kind: action.kind, user: action.user } : null;
  return (
    <>
      <GestorApproveDialog user={action?.kind === 'approve' ? action.user : null} onClose={onClose} />
      <UserUpdateDialog update={update} onClose={onClose} />
    </>
  );
}
