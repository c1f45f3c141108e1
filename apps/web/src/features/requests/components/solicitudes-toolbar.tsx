import {
  LIST_SORTS,
  type ListSort,
  REQUEST_STATUSES,
  type RequestStatus,
  STATUS_LABELS,
} from '@tramites/shared';
import { useId } from 'react';
import { SearchField } from '../../../components/search-field.tsx';
import { Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SORT_LABELS } from '../solicitudes-filters.ts';

export interface SolicitudesToolbarProps {
  searchInput: string;
  onSearchInput: (value: string) => void;
  status: RequestStatus | '';
  onStatus: (value: RequestStatus | '') => void;
  sort: ListSort;
  onSort: (value: ListSort) => void;
  isStaff: boolean;
}

/** Search (sent to the server after a pause), status filter and sort. */
export function SolicitudesToolbar({
  searchInput,
  onSearchInput,
  status,
  onStatus,
  sort,
  onSort,
  isStaff,
}: SolicitudesToolbarProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <SearchField
        label="Buscar"
        wrapperClassName="col-span-2 lg:col-span-1"
        value={searchInput}
        onValueChange={onSearchInput}
        placeholder={isStaff ? 'Folio, trámite, cliente o gestor' : 'Folio, trámite o categoría'}
        maxLength={100}
        autoComplete="off"
        isClearable
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>Estado</Label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(event.target.value as RequestStatus | '')}
        >
          <option value="">Todos</option>
          <SelectOptions values={REQUEST_STATUSES} labels={STATUS_LABELS} />
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-sort`}>Ordenar por</Label>
        <Select id={`${id}-sort`} value={sort} onChange={(event) => onSort(event.target.value as ListSort)}>
          <SelectOptions values={LIST_SORTS} labels={SORT_LABELS} />
        </Select>
      </div>
    </div>
  );
}
