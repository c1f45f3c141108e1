import { MARKETING } from '@tramites/shared';
import { ClipboardCheck, type LucideIcon, MessagesSquare, Receipt, Upload } from 'lucide-react';

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What an account gives a client: the product's journey in four steps. */
export const REGISTER_BENEFITS: readonly Benefit[] = [
  {
    icon: Receipt,
    title: 'Cotiza sin compromiso',
    text: 'Recibe el precio en MXN de tu trámite antes de pagar nada.',
  },
  {
    icon: ClipboardCheck,
    title: 'Sigue tu trámite',
    text: 'Ve en qué paso va cada solicitud, de la cotización a la entrega.',
  },
  {
    icon: Upload,
    title: 'Sube tus documentos',
    text: 'Desde el celular o la computadora; te avisamos si falta algo.',
  },
  {
    icon: MessagesSquare,
    title: 'Habla con tu gestor',
    text: 'Un chat por trámite con la persona que lleva tu caso.',
  },
];

/** The spec's marketing claims (section 1), as written in the shared constants. */
const CLAIMS = [
  { value: MARKETING.yearsExperience, label: 'años de experiencia' },
  { value: MARKETING.successRate, label: 'de éxito' },
  { value: MARKETING.processed, label: 'trámites procesados' },
  { value: MARKETING.support, label: 'seguimiento en línea' },
];

/** The side panel of the sign-up page on wide screens: why an account is worth it. */
export function RegisterBenefits() {
  return (
    <div className="flex h-full flex-col justify-between gap-8">
      <div>
        <p className="font-bold text-2xl">Trámites MX</p>
        <p className="mt-2 text-brand-100">Tu gestoría en línea. Con tu cuenta puedes:</p>
      </div>
      <ul className="space-y-5">
        {REGISTER_BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400">
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-brand-100 text-sm">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="space-y-4 border-white/15 border-t pt-6">
        <ul className="grid grid-cols-2 gap-x-3 gap-y-4">
          {CLAIMS.map(({ value, label }) => (
            <li key={label}>
              <span className="block font-bold text-white text-xl">{value}</span>
              <span className="block text-brand-100 text-xs">{label}</span>
            </li>
          ))}
        </ul>
        <p className="text-brand-100 text-xs">
          Entregas en {MARKETING.delivery}; muchos trámites listos en 48 h o 72 h.
        </p>
      </div>
    </div>
  );
}
