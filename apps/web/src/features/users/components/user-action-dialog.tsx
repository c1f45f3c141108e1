import type { UserSummary } from '../user-summary.ts';
import { GestorApproveDialog } from './gestor-approve-dialog.tsx';
import { UserPasswordResetDialog } from './user-password-reset-dialog.tsx';
import { UserTwoFactorResetDialog } from './user-two-factor-reset-dialog.tsx';
import { UserUpdateDialog } from './user-update-dialog.tsx';

/** What the users or gestores tab is asking to do with an account. */
export type UserAction = {
  kind: 'approve' | 'role' | 'active' | 'two_factor_reset' | 'password_reset';
  user: UserSummary;
};

/** The three confirmations of the users tab (and the gestores tab): approve, change role, (de)activate. */
export function UserActionDialog({ action, onClose }: { action: UserAction | null; onClose: () => void }) {
  const update =
    action && (action.kind === 'role' || action.kind === 'active')
      ? { kind: action.kind, user: action.user }
      : null;
  return (
    <>
      <GestorApproveDialog user={action?.kind === 'approve' ? action.user : null} onClose={onClose} />
      <UserUpdateDialog update={update} onClose={onClose} />
      <UserTwoFactorResetDialog
        user={action?.kind === 'two_factor_reset' ? action.user : null}
        onClose={onClose}
      />
      <UserPasswordResetDialog
        user={action?.kind === 'password_reset' ? action.user : null}
        onClose={onClose}
      />
    </>
  );
}
