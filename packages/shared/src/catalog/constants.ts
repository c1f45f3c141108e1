/**
 * The 16 theme colours an admin may give a category (spec section 2): the 12 of section 3 plus four
 * more of the palette; unknown values fall back to blue.
 */
export const CATEGORY_COLORS = [
  'blue',
  'green',
  'purple',
  'red',
  'yellow',
  'indigo',
  'pink',
  'teal',
  'orange',
  'cyan',
  'emerald',
  'gray',
  'amber',
  'lime',
  'sky',
  'rose',
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];
export const DEFAULT_CATEGORY_COLOR: CategoryColor = 'blue';

/** The 20 icons an admin may give a category (lucide icon names). */
export const CATEGORY_ICONS = [
  'FileText',
  'Car',
  'Building2',
  'Users',
  'Briefcase',
  'House',
  'Plane',
  'Globe',
  'Scale',
  'Landmark',
  'Receipt',
  'ShieldCheck',
  'HeartPulse',
  'GraduationCap',
  'Stamp',
  'Truck',
  'IdCard',
  'Baby',
  'Store',
  'Ship',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const PRICE_TYPES = ['fijo', 'variable'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** How the citizen deals with the authority, as a gob.mx ficha states it. */
export const MODALIDADES = ['en_linea', 'presencial', 'cita_previa'] as const;
export type Modalidad = (typeof MODALIDADES)[number];
/** Here, not beside the schemas: the category page shows it and must not ship zod (DESIGN 7). */
export const MODALIDAD_LABELS: Record<Modalidad, string> = {
  en_linea: 'En línea',
  presencial: 'Presencial',
  cita_previa: 'Con cita previa',
};
