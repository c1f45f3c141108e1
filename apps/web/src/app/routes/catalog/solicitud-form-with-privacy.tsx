import { useConsents } from '../../../features/privacy/api/consents.ts';
import { SimplifiedPrivacyNotice } from '../../../features/privacy/components/simplified-privacy-notice.tsx';
import {
  SolicitudFormDialog,
  type SolicitudFormDialogProps,
} from '../../../features/requests/components/solicitud-form-dialog.tsx';

/**
 * The request form with what privacy adds to it (issue 25): the aviso simplificado, and whether a procedure
 * with sensitive data still needs the client's express consent. Loaded with the form, never with the page.
 */
export function SolicitudFormWithPrivacy(props: SolicitudFormDialogProps) {
  const needsToKnow = props.tramite?.sensitive_data === true;
  const consents = useConsents({ enabled: needsToKnow });
  return (
    <SolicitudFormDialog
      {...props}
      privacyNotice={<SimplifiedPrivacyNotice />}
      // Unknown yet (or unreadable): the box is shown; ticking it again does no harm.
      sensitiveConsentGranted={consents.data?.sensibles_granted ?? false}
    />
  );
}
