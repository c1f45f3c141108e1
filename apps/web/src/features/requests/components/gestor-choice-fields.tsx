import type { AssignableGestor } from '@tramites/shared';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAssignableGestores } from '../api/get-assignable-gestores.ts';

const LOAD_STATUS: Record<string, string> = {
  disponible: 'disponible',
  ocupado: 'ocupado',
  completo: 'sin cupo',
};

const gestorOptionLabel = (gestor: AssignableGestor) =>
  `${gestor.name} — carga ${gestor.current_assignments}/${gestor.max_concurrent}${
    LOAD_STATUS[gestor.status] ? ` (${LOAD_STATUS[gestor.status]})` : ''
  }`;

export interface GestorChoiceFieldsProps {
  /** Prefix of the fields' ids (from useId). */
  idPrefix: string;
  label: string;
  /** The gestor the cases leave (not offered as a destination). */
  excludeGestorId: string | null;
  noOptionsMessage: string;
  gestorField: UseFormRegisterReturn;
  reasonField: UseFormRegisterReturn;
  gestorError?: string;
  reasonError?: string;
  /** The form's buttons, shown once the gestores are loaded. */
  children: ReactNode;
}

/**
 * The gestor to give cases to, with each one's load, and an optional reason: the fields of the assign
 * form and of the bulk reassignment, with the loading and error states of the assignable list.
 */
export function GestorChoiceFields({
  idPrefix,
  label,
  excludeGestorId,
  noOptionsMessage,
  gestorField,
  reasonField,
  gestorError,
  reasonError,
  children,
}: GestorChoiceFieldsProps) {
  const gestores = useAssignableGestores();
  const gestorId = `${idPrefix}-gestor`;
  const reasonId = `${idPrefix}-reason`;
  if (gestores.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Cargando gestores">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (gestores.isError) {
    return (
      <QueryError
        title="No pudimos cargar los gestores"
        error={gestores.error}
        onRetry={() => void gestores.refetch()}
        isRetrying={gestores.isFetching}
      />
    );
  }
  const options = gestores.data.filter((gestor) => gestor.id !== excludeGestorId);
  return (
    <>
      {options.length === 0 ? <Alert tone="info">{noOptionsMessage}</Alert> : null}
      <Field id={gestorId} label={label} required error={gestorError}>
        <Select
          id={gestorId}
          aria-required="true"
          invalid={Boolean(gestorError)}
          aria-describedby={describedBy(gestorId, { error: Boolean(gestorError) })}
          {...gestorField}
        >
          <option value="">Selecciona un gestor…</option>
          {options.map((gestor) => (
            <option key={gestor.id} value={gestor.id}>
              {gestorOptionLabel(gestor)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={reasonId} label="Motivo (opcional)" error={reasonError}>
        <Input
          id={reasonId}
          maxLength={500}
          invalid={Boolean(reasonError)}
          aria-describedby={describedBy(reasonId, { error: Boolean(reasonError) })}
          {...reasonField}
        />
      </Field>
      {children}
    </>
  );
}
