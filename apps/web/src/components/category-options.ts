import type { CategoryColor, CategoryIcon } from '@tramites/shared';

/** The 16 theme colours, by the name a person reads (swatches are named by these, not by their hue). */
export const COLOR_LABELS: Record<CategoryColor, string> = {
  blue: 'Azul',
  green: 'Verde',
  purple: 'Morado',
  red: 'Rojo',
  yellow: 'Amarillo',
  indigo: 'Índigo',
  pink: 'Rosa',
  teal: 'Verde azulado',
  orange: 'Naranja',
  cyan: 'Cian',
  emerald: 'Esmeralda',
  gray: 'Gris',
  amber: 'Ámbar',
  lime: 'Lima',
  sky: 'Azul cielo',
  rose: 'Frambuesa',
};

/** The 20 icons, by what they show. */
export const ICON_LABELS: Record<CategoryIcon, string> = {
  FileText: 'Documento',
  Car: 'Automóvil',
  Building2: 'Edificio',
  Users: 'Personas',
  Briefcase: 'Maletín',
  House: 'Casa',
  Plane: 'Avión',
  Globe: 'Mundo',
  Scale: 'Balanza',
  Landmark: 'Institución',
  Receipt: 'Recibo',
  ShieldCheck: 'Escudo',
  HeartPulse: 'Salud',
  GraduationCap: 'Birrete',
  Stamp: 'Sello',
  Truck: 'Camión',
  IdCard: 'Identificación',
  Baby: 'Bebé',
  Store: 'Tienda',
  Ship: 'Barco',
};
