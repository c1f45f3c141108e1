import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button.tsx';

export interface RowButtonProps {
  /** The row's name, for the button's accessible name ('Editar Actas'): on phones only the icon shows. */
  name: string;
  onClick: () => void;
}

/** 'Editar' on a row of an admin list. */
export function EditRowButton({ name, onClick }: RowButtonProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      leftIcon={<Pencil className="size-4" aria-hidden="true" />}
      aria-label={`Editar ${name}`}
    >
      <span className="hidden sm:inline">Editar</span>
    </Button>
  );
}

/** 'Eliminar' on a row of an admin list (it opens a confirmation). */
export function DeleteRowButton({ name, onClick }: RowButtonProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="text-red-700"
      onClick={onClick}
      leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
      aria-label={`Eliminar ${name}`}
    >
      <span className="hidden sm:inline">Eliminar</span>
    </Button>
  );
}
