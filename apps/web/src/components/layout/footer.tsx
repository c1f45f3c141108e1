import { MARKETING } from '@tramites/shared';
import { Clock, FileCheck2, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatPhoneForDisplay, phoneHref, whatsappHref } from '../../lib/contact-links.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

export function Footer() {
  const { data: config } = usePublicConfig();
  const tel = phoneHref(config?.public_phone);
  const whatsapp = whatsappHref(config?.public_whatsapp);
  return (
    <footer className="mt-auto border-slate-800 border-t bg-slate-900 text-slate-300">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-3">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-bold text-lg text-white">
            <FileCheck2 className="size-5 text-brand-400" aria-hidden="true" />
            Trámites MX
          </p>
          <p className="text-sm">
            Gestoría de trámites en México: te decimos qué necesitas, cotizamos y un gestor lleva tu caso de
            principio a fin.
          </p>
        </div>
        <nav aria-label="Pie de página" className="space-y-2 text-sm">
          <p className="font-semibold text-white">Navegación</p>
          <ul className="space-y-1.5">
            <li>
              <Link className="hover:text-white hover:underline" to={paths.home.href()}>
                Inicio
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.categorias.href()}>
                Categorías de trámites
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.register.href()}>
                Crear cuenta
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.privacidad.href()}>
                Aviso de privacidad
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.terminos.href()}>
                Términos y condiciones
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-2 text-sm">
          <p className="font-semibold text-white">Contacto</p>
          {tel && config?.public_phone ? (
            <a className="flex items-center gap-2 hover:text-white hover:underline" href={tel}>
              <Phone className="size-4 text-brand-400" aria-hidden="true" />
              {formatPhoneForDisplay(config.public_phone)}
            </a>
          ) : null}
          {whatsapp ? (
            <a
              className="flex items-center gap-2 hover:text-white hover:underline"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle className="size-4 text-brand-400" aria-hidden="true" />
              WhatsApp<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          ) : null}
          <p className="flex items-center gap-2">
            <Clock className="size-4 text-brand-400" aria-hidden="true" />
            {MARKETING.contactHours}
          </p>
          <p>Seguimiento de tu trámite en línea {MARKETING.support}.</p>
        </div>
      </div>
      <div className="border-slate-800 border-t">
        {/* The server's year may be the visitor's last one for a few hours: no hydration warning for it. */}
        <p className="container-page py-4 text-slate-400 text-xs" suppressHydrationWarning>
          © {new Date().getFullYear()} Trámites MX. Somos una gestoría privada; no somos una dependencia de
          gobierno.
        </p>
      </div>
    </footer>
  );
}
