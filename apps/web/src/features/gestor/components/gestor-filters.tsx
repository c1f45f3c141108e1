import { GESTOR_DOCUMENT_FILTERS, type GestorDocumentFilter } from '@tramites/shared';
import { X } from 'lucide-react';
import { useId } from 'react';
import { SearchField } from '../../../components/search-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import {
  DOCUMENT_FILTER_LABELS,
  URGENCY_FILTERS,
  URGENCY_LABELS,
  type UrgencyFilter,
} from '../gestor-documents.ts';

export interface GestorFilterValues {
  search: string;
  status: GestorDocumentFilter;
  urgency: UrgencyFilter;
  from: string;
}

/** The panel opens on the review queue: pending documents, any urgency, any date. */
export const DEFAULT_GESTOR_FILTERS: GestorFilterValues = {
  search: '',
  status: 'pending',
  urgency: 'todos',
  from: '',
};

export const hasActiveFilters = (filters: GestorFilterValues) =>
  filters.search.trim() !== '' ||
  filters.status !== DEFAULT_GESTOR_FILTERS.status ||
  filters.urgency !== DEFAULT_GESTOR_FILTERS.urgency ||
  filters.from !== '';

const URGENCY_OPTION_LABELS: Record<UrgencyFilter, string> = {
  todos: 'Todas',
  urgente: `${URGENCY_LABELS.urgente} (más de 7 días)`,
  media: `${URGENCY_LABELS.media} (4 a 7 días)`,
  normal: `${URGENCY_LABELS.normal} (hasta 3 días)`,
};

export interface GestorFiltersProps {
  value: GestorFilterValues;
  onChange: (value: GestorFilterValues) => void;
}

export function GestorFilters({ value, onChange }: GestorFiltersProps) {
  const id = useId();
  const set = <K extends keyof GestorFilterValues>(key: K, next: GestorFilterValues[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <fieldset>
      <legend className="sr-only">Filtrar documentos</legend>
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
        <SearchField
          label="Buscar cliente"
          wrapperClassName="col-span-2 lg:col-span-1"
          placeholder="Nombre del cliente o folio"
          autoComplete="off"
          value={value.search}
          onValueChange={(search) => set('search', search)}
        />
        <Field id={`${id}-status`} label="Estado">
          <Select
            id={`${id}-status`}
            value={value.status}
            onChange={(event) => set('status', event.target.value as GestorDocumentFilter)}
          >
            <SelectOptions values={GESTOR_DOCUMENT_FILTERS} labels={DOCUMENT_FILTER_LABELS} />
          </Select>
        </Field>
        <Field id={`${id}-urgency`} label="Urgencia">
          <Select
            id={`${id}-urgency`}
            value={value.urgency}
            onChange={(event) => set('urgency', event.target.value as UrgencyFilter)}
          >
            <SelectOptions values={URGENCY_FILTERS} labels={URGENCY_OPTION_LABELS} />
          </Select>
        </Field>
        <Field id={`${id}-from`} label="Desde">
          <Input
            id={`${id}-from`}
            type="date"
            value={value.from}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(event) => set('from', event.target.value)}
          />
        </Field>
        <Button
          variant="ghost"
          className="whitespace-nowrap"
          disabled={!hasActiveFilters(value)}
          onClick={() => onChange(DEFAULT_GESTOR_FILTERS)}
          leftIcon={<X className="size-4" aria-hidden="true" />}
        >
          Limpiar filtros
        </Button>
      </div>
    </fieldset>
  );
}
