import {
  mexicoCityDate,
  REQUEST_STATUSES,
  type RequestStatus,
  STATUS_LABELS,
  UNASSIGNED_GESTOR,
  type UrgencyLevel,
} from '@tramites/shared';
import { X } from 'lucide-react';
import { useId } from 'react';
import { SearchField } from '../../../components/search-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import {
  DEFAULT_WORK_QUEUE_FILTERS,
  hasActiveWorkQueueFilters,
  type WorkQueueFilters,
} from '../work-queue-filters.ts';

const OPEN_STATUSES = REQUEST_STATUSES.filter((status) => status !== 'completado' && status !== 'cancelado');

const URGENCY_OPTIONS: [UrgencyLevel, string][] = [
  ['urgente', 'Urgente (más de 7 días)'],
  ['media', 'Media (4 a 7 días)'],
  ['normal', 'Normal (hasta 3 días)'],
];

export interface WorkQueueFiltersBarProps {
  value: WorkQueueFilters;
  /** The search box's text as typed (the URL gets it debounced). */
  search: string;
  onSearchChange: (search: string) => void;
  onChange: (value: WorkQueueFilters) => void;
  /** Admins pick whose queue: everybody's, one gestor's or the unassigned requests. */
  gestores?: { id: string; name: string }[];
}

export function WorkQueueFiltersBar({
  value,
  search,
  onSearchChange,
  onChange,
  gestores,
}: WorkQueueFiltersBarProps) {
  const id = useId();
  const set = <K extends keyof WorkQueueFilters>(key: K, next: WorkQueueFilters[K]) =>
    onChange({ ...value, [key]: next, selected: '' });

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Filtrar la bandeja</legend>
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchField
          label="Buscar"
          wrapperClassName="col-span-2 lg:col-span-1"
          placeholder="Folio, cliente, correo o teléfono"
          autoComplete="off"
          value={search}
          onValueChange={onSearchChange}
        />
        <Field id={`${id}-status`} label="Estado">
          <Select
            id={`${id}-status`}
            value={value.status}
            onChange={(event) => set('status', event.target.value as RequestStatus | '')}
          >
            <option value="">Todos</option>
            {OPEN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-urgency`} label="Urgencia">
          <Select
            id={`${id}-urgency`}
            value={value.urgency}
            onChange={(event) => set('urgency', event.target.value as UrgencyLevel | '')}
          >
            <option value="">Todas</option>
            {URGENCY_OPTIONS.map(([level, label]) => (
              <option key={level} value={level}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-from`} label="Desde">
          <Input
            id={`${id}-from`}
            type="date"
            value={value.from}
            max={mexicoCityDate()}
            onChange={(event) => set('from', event.target.value)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch
          className="w-full sm:w-auto sm:max-w-md sm:flex-1"
          label="Solo lo que espera de mí"
          description="Oculta lo que espera al cliente o a la autoridad."
          checked={value.onlyMine}
          onChange={(event) => set('onlyMine', event.target.checked)}
        />
        <div className="flex flex-wrap items-end gap-3">
          {gestores ? (
            <Field id={`${id}-gestor`} label="Gestor">
              <Select
                id={`${id}-gestor`}
                value={value.gestor}
                onChange={(event) => set('gestor', event.target.value)}
              >
                <option value="">Todos los gestores</option>
                <option value={UNASSIGNED_GESTOR}>Sin asignar</option>
                {gestores.map((gestor) => (
                  <option key={gestor.id} value={gestor.id}>
                    {gestor.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Button
            variant="ghost"
            className="whitespace-nowrap"
            disabled={!hasActiveWorkQueueFilters(value) && !search}
            onClick={() => {
              onSearchChange('');
              onChange({ ...DEFAULT_WORK_QUEUE_FILTERS, gestor: value.gestor });
            }}
            leftIcon={<X className="size-4" aria-hidden="true" />}
          >
            Limpiar filtros
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
