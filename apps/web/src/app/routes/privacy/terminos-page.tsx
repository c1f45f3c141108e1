import { termsText } from '@tramites/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LegalPage } from '../../../features/privacy/components/legal-page.tsx';

/** /terminos: the términos y condiciones (issue 25), public. */
export function TerminosPage() {
  return (
    <LegalPage
      build={termsText}
      aside={
        <p className="text-slate-600 text-sm">
          El tratamiento de tus datos se rige por el{' '}
          <Link to={paths.privacidad.href()} className="font-semibold text-brand-700 hover:underline">
            aviso de privacidad
          </Link>
          .
        </p>
      }
    />
  );
}
