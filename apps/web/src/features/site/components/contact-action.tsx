import { MessageCircle, Phone } from 'lucide-react';
import { ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { formatPhoneForDisplay, phoneHref, whatsappHref } from '../../../lib/contact-links.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';

/**
 * One real way to reach us: WhatsApp, else the phone, else `fallback` (a page of the site) when the deployment
 * configures neither. Never a "write to us" with nothing to click.
 */
export function ContactAction({ fallback }: { fallback: { to: string; label: string } }) {
  const { data: config, isPending } = usePublicConfig();
  if (isPending) {
    return null;
  }
  const whatsapp = whatsappHref(config?.public_whatsapp);
  if (whatsapp) {
    return (
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'accent', size: 'sm' })}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        Escríbenos por WhatsApp
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    );
  }
  const tel = phoneHref(config?.public_phone);
  if (tel && config?.public_phone) {
    return (
      <a href={tel} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Phone className="size-4" aria-hidden="true" />
        Llamar al {formatPhoneForDisplay(config.public_phone)}
      </a>
    );
  }
  return (
    <ButtonLink to={fallback.to} size="sm" variant="outline">
      {fallback.label}
    </ButtonLink>
  );
}
