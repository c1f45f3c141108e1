import { type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button.tsx';

export interface RowButtonProps {
  /** The row's name, for the button's accessible name ('Editar Actas'): on phones only the icon shows. */
  name: string;
  onClick: () => void;
}

function RowButton({
  name,
  onClick,
  verb,
  icon: Icon,
  className,
}: RowButtonProps & { verb: string; icon: LucideIcon; className?: string }) {
  return (
    <Button
      size="sm"
      variant="outline"
      className={className}
      onClick={onClick}
      leftIcon={<Icon className="size-4" aria-hidden="true" />}
      aria-label={`${verb} ${name}`}
    >
      <span className="hidden sm:inline">{verb}</span>
    </Button>
  );
}

/** 'Editar' on a row of an admin list. */
export function EditRowButton(props: RowButtonProps) {
  return <RowButton {...props} verb="Editar" icon={Pencil} />;
}

/** 'Eliminar' on a row of an admin list (it opens a confirmation). */
export function DeleteRowButton(props: RowButtonProps) {
  return <RowButton {...props} verb="Eliminar" icon={Trash2} className="text-red-700" />;
}
