import { UserMinus, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

export interface AccountActiveButtonProps {
  name: string;
  isActive: boolean;
  onClick: () => void;
  /** Off for the admin's own account; `describedBy` then points at the note that says why. */
  disabled?: boolean;
  describedBy?: string;
}

/** 'Desactivar' on an active account, 'Reactivar' on an inactive one (users and gestores tabs). */
export function AccountActiveButton({
  name,
  isActive,
  onClick,
  disabled,
  describedBy,
}: AccountActiveButtonProps) {
  return isActive ? (
    <Button
      size="sm"
      variant="outline"
      className="text-red-700"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
      leftIcon={<UserMinus className="size-4" aria-hidden="true" />}
      aria-label={`Desactivar a ${name}`}
    >
      Desactivar
    </Button>
  ) : (
    <Button
      size="sm"
      variant="secondary"
      onClick={onClick}
      leftIcon={<UserPlus className="size-4" aria-hidden="true" />}
      aria-label={`Reactivar a ${name}`}
    >
      Reactivar
    </Button>
  );
}
