import type { SolicitudComplete } from '@tramites/shared';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSolicitudDocuments } from '../../../features/documents/api/get-solicitud-documents.ts';
import { usePaymentOptions } from '../../../features/payments/api/get-payment-options.ts';
import { NextActionCard } from '../../../features/requests/components/next-action-card.tsx';
import { StaffWaitingOn } from '../../../features/requests/components/staff-waiting-on.tsx';
import { mayHavePaymentUnderWay, nextActionOf } from './next-action-of.ts';

/**
 * The client's next-action card for one request, or staff's "waiting on" line, from the queries the page
 * already makes (the documents list and the pay step share theirs): no request of its own while nothing is due.
 */
export function SolicitudNextAction({
  data,
  page,
  forStaff = false,
}: {
  data: SolicitudComplete;
  page: 'solicitud' | 'documentos';
  /** Staff read who the request waits on instead of the client's card. */
  forStaff?: boolean;
}) {
  const documents = useSolicitudDocuments(data.solicitud.id);
  const paymentOptions = usePaymentOptions(data.solicitud.id, { enabled: mayHavePaymentUnderWay(data) });
  if (documents.isPending) {
    return <Skeleton className="h-36 rounded-[var(--radius-card)]" />;
  }
  const action = nextActionOf(data, documents.data, paymentOptions.data);
  if (forStaff) {
    return <StaffWaitingOn action={action} />;
  }
  return <NextActionCard action={action} solicitudId={data.solicitud.id} page={page} />;
}
