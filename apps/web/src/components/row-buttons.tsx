import { type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { Button, type ButtonVariant } from './ui/button.tsx';

export interface RowButtonProps {
  /** The row's name, for the button's accessible name ('Editar Actas', 'Eliminar campo CURP'). */
  name: string;
  onClick: () => void;
}

export interface RowActionButtonProps extends RowButtonProps {
  /** What the button does, shown and said before the row's name: 'Duplicar'. */
  verb: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  isLoading?: boolean;
  className?: string;
  /** On phones only the icon shows (the accessible name still says the verb). */
  isCompact?: boolean;
}

/** A small button on a row of an admin list: an icon and a verb, named after the row for screen readers. */
export function RowButton({
  name,
  onClick,
  verb,
  icon: Icon,
  variant = 'outline',
  isLoading,
  className,
  isCompact = false,
}: RowActionButtonProps) {
  return (
    <Button
      size="sm"
      variant={variant}
      className={className}
      onClick={onClick}
      isLoading={isLoading}
      leftIcon={<Icon className="size-4" aria-hidden="true" />}
      aria-label={`${verb} ${name}`}
    >
      {isCompact ? <span className="hidden sm:inline">{verb}</span> : verb}
    </Button>
  );
}

/** 'Editar' on a row of an admin list, only its icon on phones. */
export function EditRowButton(props: RowButtonProps) {
  return <RowButton {...props} verb="Editar" icon={Pencil} isCompact />;
}

/** 'Eliminar' on a row of an admin list (it opens a confirmation), only its icon on phones. */
export function DeleteRowButton(props: RowButtonProps) {
  return <RowButton {...props} verb="Eliminar" icon={Trash2} className="text-red-700" isCompact />;
}
