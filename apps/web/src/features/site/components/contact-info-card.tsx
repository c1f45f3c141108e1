import { MARKETING } from '@tramites/shared';
import { Clock, MessageCircle, Phone } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPhoneForDisplay, phoneHref, whatsappHref } from '../../../lib/contact-links.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';

/**
 * Phone, WhatsApp (from the deployment's public config) and office hours, for a solicitud's page.
 * A closed case's chat is read-only, so then only the office is offered.
 */
export function ContactInfoCard({ folio, isClosed = false }: { folio?: string; isClosed?: boolean }) {
  const { data: config } = usePublicConfig();
  const tel = phoneHref(config?.public_phone);
  const whatsapp = whatsappHref(
    config?.public_whatsapp,
    folio ? `Hola, tengo una duda sobre mi solicitud ${folio}.` : undefined,
  );
  return (
    <Card>
      <CardContent className="space-y-4">
        <h2 className="font-semibold text-lg text-slate-900">¿Necesitas ayuda?</h2>
        <p className="text-slate-600 text-sm">
          {isClosed
            ? 'Comunícate con nosotros'
            : 'Escríbele a tu gestor por el chat o comunícate con nosotros'}
          {folio ? (
            <>
              {' '}
              y menciona tu folio <span className="font-semibold text-slate-900">{folio}</span>
            </>
          ) : null}
          .
        </p>
        <div className="grid gap-2">
          {tel && config?.public_phone ? (
            <a href={tel} className={cn(buttonClasses({ variant: 'outline' }), 'justify-start')}>
              <Phone className="size-4" aria-hidden="true" />
              {formatPhoneForDisplay(config.public_phone)}
            </a>
          ) : null}
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonClasses({ variant: 'outline' }), 'justify-start')}
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              WhatsApp
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          ) : null}
        </div>
        <p className="flex items-center gap-2 text-slate-600 text-sm">
          <Clock className="size-4" aria-hidden="true" />
          Horario: {MARKETING.contactHours}
        </p>
      </CardContent>
    </Card>
  );
}
