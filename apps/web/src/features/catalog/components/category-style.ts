import { CATEGORY_COLORS, type CategoryColor, DEFAULT_CATEGORY_COLOR } from '@tramites/shared';

export interface CategoryColorClasses {
  /** Icon tile on a white card. */
  soft: string;
  /** Solid band (hero, accents). */
  solid: string;
  /** Coloured top edge of a card. */
  topBorder: string;
  text: string;
}

// Written out in full so Tailwind finds every class at build time.
const COLOR_CLASSES: Record<CategoryColor, CategoryColorClasses> = {
  blue: {
    soft: 'bg-blue-50 text-blue-700',
    solid: 'bg-blue-700',
    topBorder: 'border-t-blue-600',
    text: 'text-blue-700',
  },
  green: {
    soft: 'bg-green-50 text-green-700',
    solid: 'bg-green-700',
    topBorder: 'border-t-green-600',
    text: 'text-green-700',
  },
  purple: {
    soft: 'bg-purple-50 text-purple-700',
    solid: 'bg-purple-700',
    topBorder: 'border-t-purple-600',
    text: 'text-purple-700',
  },
  red: {
    soft: 'bg-red-50 text-red-700',
    solid: 'bg-red-700',
    topBorder: 'border-t-red-600',
    text: 'text-red-700',
  },
  yellow: {
    soft: 'bg-yellow-50 text-yellow-800',
    solid: 'bg-yellow-700',
    topBorder: 'border-t-yellow-500',
    text: 'text-yellow-800',
  },
  indigo: {
    soft: 'bg-indigo-50 text-indigo-700',
    solid: 'bg-indigo-700',
    topBorder: 'border-t-indigo-600',
    text: 'text-indigo-700',
  },
  pink: {
    soft: 'bg-pink-50 text-pink-700',
    solid: 'bg-pink-700',
    topBorder: 'border-t-pink-600',
    text: 'text-pink-700',
  },
  teal: {
    soft: 'bg-teal-50 text-teal-700',
    solid: 'bg-teal-700',
    topBorder: 'border-t-teal-600',
    text: 'text-teal-700',
  },
  orange: {
    soft: 'bg-orange-50 text-orange-700',
    solid: 'bg-orange-700',
    topBorder: 'border-t-orange-500',
    text: 'text-orange-700',
  },
  cyan: {
    soft: 'bg-cyan-50 text-cyan-700',
    solid: 'bg-cyan-700',
    topBorder: 'border-t-cyan-600',
    text: 'text-cyan-700',
  },
  emerald: {
    soft: 'bg-emerald-50 text-emerald-700',
    solid: 'bg-emerald-700',
    topBorder: 'border-t-emerald-600',
    text: 'text-emerald-700',
  },
  gray: {
    soft: 'bg-slate-100 text-slate-700',
    solid: 'bg-slate-700',
    topBorder: 'border-t-slate-500',
    text: 'text-slate-700',
  },
  amber: {
    soft: 'bg-amber-50 text-amber-800',
    solid: 'bg-amber-700',
    topBorder: 'border-t-amber-600',
    text: 'text-amber-800',
  },
  lime: {
    soft: 'bg-lime-50 text-lime-800',
    solid: 'bg-lime-700',
    topBorder: 'border-t-lime-600',
    text: 'text-lime-800',
  },
  sky: {
    soft: 'bg-sky-50 text-sky-700',
    solid: 'bg-sky-700',
    topBorder: 'border-t-sky-600',
    text: 'text-sky-700',
  },
  rose: {
    soft: 'bg-rose-50 text-rose-700',
    solid: 'bg-rose-700',
    topBorder: 'border-t-rose-600',
    text: 'text-rose-700',
  },
};

const isCategoryColor = (value: string): value is CategoryColor =>
  (CATEGORY_COLORS as readonly string[]).includes(value);

/** Unknown colours fall back to blue (spec section 3). */
export function categoryColorClasses(color: string | null | undefined): CategoryColorClasses {
  return COLOR_CLASSES[color && isCategoryColor(color) ? color : DEFAULT_CATEGORY_COLOR];
}
