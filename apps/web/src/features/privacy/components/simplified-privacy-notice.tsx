import { simplifiedPrivacyNotice } from '@tramites/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { usePrivacyNotice } from '../api/get-privacy-notice.ts';

/** The aviso simplificado where data is collected (registration, the request form), with the aviso integral. */
export function SimplifiedPrivacyNotice({ className }: { className?: string }) {
  const { data: notice } = usePrivacyNotice();
  return (
    <section
      aria-label="Aviso de privacidad simplificado"
      className={cn(
        'flex gap-2.5 rounded-lg bg-slate-50 p-3 text-slate-600 text-xs leading-relaxed',
        className,
      )}
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <p>
        {simplifiedPrivacyNotice(notice?.responsible ?? null)}{' '}
        <Link
          to={paths.privacidad.href()}
          target="_blank"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Lee el aviso de privacidad integral<span className="sr-only"> (se abre en una pestaña nueva)</span>
        </Link>
        .
      </p>
    </section>
  );
}
