import { privacyNoticeText } from '@tramites/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LegalPage } from '../../../features/privacy/components/legal-page.tsx';

/** /privacidad: the aviso de privacidad integral (issue 25), public. */
export function PrivacidadPage() {
  return (
    <LegalPage
      build={privacyNoticeText}
      aside={
        <p className="text-slate-600 text-sm">
          Consulta también los{' '}
          <Link to={paths.terminos.href()} className="font-semibold text-brand-700 hover:underline">
            términos y condiciones
          </Link>
          .
        </p>
      }
    />
  );
}
