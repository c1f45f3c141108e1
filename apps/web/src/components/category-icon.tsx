import type { CategoryIcon as CategoryIconName } from '@tramites/shared';
import {
  Baby,
  Briefcase,
  Building2,
  Car,
  FileText,
  Globe,
  GraduationCap,
  HeartPulse,
  House,
  IdCard,
  Landmark,
  type LucideIcon,
  Plane,
  Receipt,
  Scale,
  ShieldCheck,
  Ship,
  Stamp,
  Store,
  Truck,
  Users,
} from 'lucide-react';

// Imported one by one so only these 20 icons ship (never the whole icon set).
const ICONS: Record<CategoryIconName, LucideIcon> = {
  FileText,
  Car,
  Building2,
  Users,
  Briefcase,
  House,
  Plane,
  Globe,
  Scale,
  Landmark,
  Receipt,
  ShieldCheck,
  HeartPulse,
  GraduationCap,
  Stamp,
  Truck,
  IdCard,
  Baby,
  Store,
  Ship,
};

export function categoryIconFor(name: string | null | undefined): LucideIcon {
  return (name && ICONS[name as CategoryIconName]) || FileText;
}

export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = categoryIconFor(name);
  return <Icon className={className} aria-hidden="true" />;
}
