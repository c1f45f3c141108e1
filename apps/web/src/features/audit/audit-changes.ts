import {
  type AuditEntry,
  type CategoryColor,
  type CategoryIcon,
  FORM_FIELD_TYPE_LABELS,
  type FormFieldType,
  MODALIDAD_LABELS,
  type Modalidad,
  ROLE_LABELS,
  type Role,
  statusLabel,
} from '@tramites/shared';
import { COLOR_LABELS, ICON_LABELS } from '../../components/category-options.ts';
import { formatMXN } from '../../lib/format.ts';

/** One field of an audited change: its name and its value before and after, as a person reads them. */
export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  description: 'Descripción',
  icon: 'Icono',
  color: 'Color',
  estimated_procedures: 'Trámites estimados',
  is_visible: 'Visible',
  is_active: 'Activo',
  specialization_required: 'Requiere especialización',
  display_order: 'Posición',
  category_id: 'Categoría',
  price_type: 'Tipo de precio',
  fixed_price: 'Precio fijo',
  government_fee: 'Derechos',
  price_from: 'Precio desde',
  estimated_time_days: 'Días estimados',
  required_documents: 'Documentos requeridos',
  dependencia: 'Dependencia',
  fundamento_juridico: 'Fundamento jurídico',
  modalidad: 'Modalidad',
  vigencia: 'Vigencia',
  role: 'Rol',
  is_approved: 'Aprobado',
  max_concurrent: 'Capacidad',
  status: 'Estado',
  order: 'Orden',
  tramite_type_id: 'Trámite',
  version: 'Versión',
  published_version: 'Versión publicada',
  is_auto_generated: 'Generado automáticamente',
  fields: 'Campos',
  form_template_id: 'Formulario',
  form_template_name: 'Formulario',
};

/** Keys that identify rather than describe: never listed as a change. */
const HIDDEN_FIELDS = new Set(['id']);

export const EMPTY_VALUE = '—';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export interface AuditFormatContext {
  /** Category names by id, to name `category_id`. */
  categoryNames?: ReadonlyMap<number, string>;
  /** Names of what a reorder moved (categories), by id; otherwise they read '#id'. */
  orderNames?: ReadonlyMap<number, string>;
}

/** A stored value in words: Sí/No, money, statuses, roles, colours, icons; lists joined. */
export function formatAuditValue(field: string, value: unknown, context: AuditFormatContext = {}): string {
  if (isEmpty(value)) {
    return EMPTY_VALUE;
  }
  if (typeof value === 'boolean') {
    return value ? 'Sí' : 'No';
  }
  if (field === 'order' && Array.isArray(value)) {
    return [...(value as { id?: unknown; order?: unknown }[])]
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((item) => context.orderNames?.get(Number(item.id)) ?? `#${String(item.id)}`)
      .join(', ');
  }
  if (field === 'fields' && Array.isArray(value)) {
    // A form's fields as the audit keeps them: {name, type, required}.
    return (value as { name?: unknown; type?: unknown; required?: unknown }[])
      .map((item) => {
        const type = FORM_FIELD_TYPE_LABELS[item.type as FormFieldType] ?? String(item.type ?? '');
        return `${String(item.name ?? '')} (${type}${item.required ? ', obligatorio' : ''})`;
      })
      .join(', ');
  }
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  }
  switch (field) {
    case 'status':
      return statusLabel(String(value));
    case 'role':
      return ROLE_LABELS[value as Role] ?? String(value);
    case 'color':
      return COLOR_LABELS[value as CategoryColor] ?? String(value);
    case 'icon':
      return ICON_LABELS[value as CategoryIcon] ?? String(value);
    case 'modalidad':
      return MODALIDAD_LABELS[value as Modalidad] ?? String(value);
    case 'price_type':
      return value === 'fijo' ? 'Precio fijo' : 'Cotización';
    case 'fixed_price':
    case 'government_fee':
    case 'price_from':
      return Number.isFinite(Number(value)) ? formatMXN(Number(value)) : String(value);
    case 'category_id':
      return context.categoryNames?.get(Number(value)) ?? `#${String(value)}`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * The fields that changed between `before` and `after`, in words. A creation lists what was set and a
 * deletion what was removed (empty values left out); an edit lists only what differs.
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  context: AuditFormatContext = {},
): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const was = before[field];
    const is = after[field];
    if (HIDDEN_FIELDS.has(field) || JSON.stringify(was) === JSON.stringify(is)) {
      return [];
    }
    if (isEmpty(was) && isEmpty(is)) {
      return [];
    }
    return [
      {
        field,
        label: FIELD_LABELS[field] ?? field,
        before: formatAuditValue(field, was, context),
        after: formatAuditValue(field, is, context),
      },
    ];
  });
}
