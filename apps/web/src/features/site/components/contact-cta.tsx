import { MARKETING } from '@tramites/shared';
import { Clock, MessageCircle, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import {
  formatPhoneForDisplay,
  phoneHref,
  warnMissingContactOnce,
  whatsappHref,
} from '../../../lib/contact-links.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';

/** Phone and WhatsApp call to action; links appear only when the deployment configures them. */
export function ContactCta() {
  const { data: config, isPending } = usePublicConfig();
  const tel = phoneHref(config?.public_phone);
  const whatsapp = whatsappHref(config?.public_whatsapp);
  const isMissing = !isPending && (!tel || !whatsapp);
  // Neither is configured: ask to quote online instead of "write to us" with nothing to click.
  const hasNoContact = !isPending && !tel && !whatsapp;

  useEffect(() => {
    if (isMissing) {
      warnMissingContactOnce();
    }
  }, [isMissing]);

  return (
    <section aria-labelledby="contacto-titulo" className="bg-brand-800 text-white">
      <div className="container-page flex flex-col items-start gap-8 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl space-y-3">
          <h2 id="contacto-titulo" className="font-bold text-2xl sm:text-3xl">
            ¿Tienes dudas sobre tu trámite?
          </h2>
          <p className="text-brand-100">
            {hasNoContact
              ? 'Elige tu trámite y pide tu cotización en línea: te decimos qué documentos necesitas y cuánto cuesta antes de empezar.'
              : 'Escríbenos o llámanos: te decimos qué documentos necesitas y cuánto cuesta antes de empezar.'}
          </p>
          <p className="flex items-center gap-2 text-brand-100 text-sm">
            <Clock className="size-4" aria-hidden="true" />
            Horario de atención: {MARKETING.contactHours}
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          {tel && config?.public_phone ? (
            <a
              href={tel}
              className={cn(
                buttonClasses({ variant: 'inverse', size: 'lg' }),
                'w-full whitespace-nowrap sm:w-auto',
              )}
            >
              <Phone className="size-5" aria-hidden="true" />
              Llamar al {formatPhoneForDisplay(config.public_phone)}
            </a>
          ) : null}
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                buttonClasses({ variant: 'accent', size: 'lg' }),
                'w-full whitespace-nowrap sm:w-auto',
              )}
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              Escríbenos por WhatsApp
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          ) : null}
          {hasNoContact ? (
            <ButtonLink
              to={paths.categorias.href()}
              variant="accent"
              size="lg"
              className="w-full whitespace-nowrap sm:w-auto"
            >
              Cotizar un trámite
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
