import { DOCUMENT_POLL_MS, MSG, type SolicitudComplete } from '@tramites/shared';
import {
  ArrowLeft,
  BellRing,
  ClipboardList,
  CreditCard,
  Eye,
  FolderOpen,
  History,
  MessageSquare,
  Receipt,
  Settings2,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LiveFallbackBanner } from '../../../components/live-fallback-banner.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { PaymentInvoiceActions } from '../../../features/billing/components/payment-invoice-actions.tsx';
import { ChatPanel } from '../../../features/chat/components/chat-panel.tsx';
import { DocumentReviewTabs } from '../../../features/document-review/components/document-review-tabs.tsx';
import { SolicitudDocuments } from '../../../features/documents/components/solicitud-documents.tsx';
import { useResendVerification } from '../../../features/email/api/email-api.ts';
import { DocumentReviewActions } from '../../../features/gestor/components/document-review-actions.tsx';
import { InternalNotesCard } from '../../../features/internal-notes/components/internal-notes-card.tsx';
import { type CheckoutReturn, PayStep } from '../../../features/payments/components/pay-step.tsx';
import { PaymentForm } from '../../../features/payments/components/payment-form.tsx';
import { PaymentList } from '../../../features/payments/components/payment-list.tsx';
import { StaffPaymentAttempts } from '../../../features/payments/components/staff-payment-attempts.tsx';
import { planOfQuotation } from '../../../features/payments/plan-of-quotation.ts';
import { RefundDialog } from '../../../features/payments-admin/components/refund-dialog.tsx';
import { DocumentAccessList } from '../../../features/privacy-access/components/document-access-section.tsx';
import { SatisfactionCard } from '../../../features/quality/components/satisfaction-card.tsx';
import { QuickReplyPicker } from '../../../features/quick-replies/components/quick-reply-picker.tsx';
import { QuotationCard } from '../../../features/quotations/components/quotation-card.tsx';
import { QuotationForm } from '../../../features/quotations/components/quotation-form.tsx';
import { SolicitudReminders } from '../../../features/reminders/components/solicitud-reminders.tsx';
import { useSolicitudComplete } from '../../../features/requests/api/get-solicitud-complete.ts';
import { CancelSolicitudButton } from '../../../features/requests/components/cancel-solicitud-button.tsx';
import { ManagementPanel } from '../../../features/requests/components/management-panel.tsx';
import { SolicitudFormAnswers } from '../../../features/requests/components/solicitud-form-answers.tsx';
import { SolicitudInfoCard } from '../../../features/requests/components/solicitud-info-card.tsx';
import { SolicitudTimeline } from '../../../features/requests/components/solicitud-timeline.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { cn } from '../../../lib/cn.ts';
import { notifyError } from '../../../lib/notify.ts';
import { isSolicitudClosed } from '../../../lib/solicitud-status.ts';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash.ts';
import type { ReturnTo } from '../../guards.tsx';
import { SolicitudNextAction } from './solicitud-next-action.tsx';

export const NO_ACCESS_MESSAGE = MSG.sinAccesoSolicitud;
const LOAD_ERROR_TOAST = 'solicitud-load-error';

export function SolicitudDetailPage() {
  const { solicitudId = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const complete = useSolicitudComplete(solicitudId);
  // "#pago" or "#cotizacion" from the next-action card on the documents page: the sections exist once loaded.
  useScrollToHash(complete.data !== undefined);

  // Spec section 8: each load error says what happened and takes the user somewhere useful.
  useEffect(() => {
    const error = complete.error;
    if (!isApiError(error)) {
      return;
    }
    if (error.status === 401) {
      notifyError(MSG.tokenInvalido, undefined, { id: LOAD_ERROR_TOAST });
      const from: ReturnTo = { pathname: location.pathname, search: location.search };
      navigate(paths.login.href(), { replace: true, state: { from } });
    } else if (error.status === 403) {
      notifyError(error.hasServerDetail ? error.detail : NO_ACCESS_MESSAGE, undefined, {
        id: LOAD_ERROR_TOAST,
      });
      navigate(paths.solicitudes.href(), { replace: true });
    } else if (error.status === 404) {
      notifyError(MSG.solicitudNoEncontrada, undefined, { id: LOAD_ERROR_TOAST });
      navigate(paths.solicitudes.href(), { replace: true });
    } else if (error.isNetworkError) {
      notifyError(MSG.conexion, error, { id: LOAD_ERROR_TOAST });
      navigate(paths.solicitudes.href(), { replace: true });
    }
  }, [complete.error, navigate, location.pathname, location.search]);

  const backLink = (
    <Link
      to={paths.solicitudes.href()}
      className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {user?.role === 'cliente' ? 'Mis solicitudes' : 'Solicitudes'}
    </Link>
  );

  if (complete.isError) {
    return (
      <div className="container-page space-y-6 py-8 sm:py-10">
        {backLink}
        <QueryError
          title="No pudimos cargar la solicitud"
          error={complete.error}
          onRetry={() => void complete.refetch()}
          isRetrying={complete.isFetching}
          className="max-w-2xl"
        />
      </div>
    );
  }

  if (!complete.data || !user) {
    return <DetailSkeleton backLink={backLink} />;
  }

  const data = complete.data;
  const { solicitud, tramite, permisos, cotizacion } = data;
  const isStaff = user.role !== 'cliente';
  const isOwnSolicitud = data.cliente?.id === user.id;
  const isClosed = isSolicitudClosed(solicitud.status);
  const category = tramite?.category_name ?? solicitud.categoria_nombre;
  const checkoutReturn = checkoutReturnOf(location.search);
  // The client's pay step: once the quotation is accepted, while something is due (or on the way back
  // from Stripe's page, to say how it went).
  const showPayStep =
    !isStaff &&
    isOwnSolicitud &&
    cotizacion?.status === 'aceptada' &&
    (permisos.puede_pagar || checkoutReturn !== null);

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>{`${solicitud.folio} · ${solicitud.tramite_nombre} · Trámites MX`}</title>
      {backLink}

      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <SolicitudStatusBadge status={solicitud.status} className="px-3 py-1 text-sm" />
            {category ? <span className="text-slate-500 text-sm">{category}</span> : null}
          </div>
          <h1 className="font-bold text-2xl text-slate-900 leading-tight sm:text-3xl">
            {solicitud.tramite_nombre}
          </h1>
          <p className="text-slate-600 text-sm">
            Folio <span className="font-semibold text-slate-900">{solicitud.folio}</span>
            {/* The internal id is for staff: the folio is the client's reference (issue 26). */}
            {isStaff ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>ID{' '}
                <span className="font-mono text-slate-900">{solicitud.short_id}</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ButtonLink
            to={paths.tramiteDocumentos.href(solicitud.id)}
            variant="secondary"
            className="whitespace-nowrap"
          >
            <FolderOpen className="size-4" aria-hidden="true" />
            Documentos y seguimiento
          </ButtonLink>
          {isStaff ? (
            <a href="#gestion" className={cn(buttonClasses({ variant: 'outline' }), 'lg:hidden')}>
              <Settings2 className="size-4" aria-hidden="true" />
              Ir a gestión
            </a>
          ) : null}
          <a href="#chat" className={cn(buttonClasses({ variant: 'outline' }), 'lg:hidden')}>
            <MessageSquare className="size-4" aria-hidden="true" />
            Ir al chat
          </a>
          {!isStaff && permisos.puede_cancelar ? (
            <CancelSolicitudButton solicitudId={solicitud.id} folio={solicitud.folio} />
          ) : null}
        </div>
      </header>

      <LiveFallbackBanner intervalMs={DOCUMENT_POLL_MS} />

      {isStaff || isOwnSolicitud ? (
        <SolicitudNextAction data={data} page="solicitud" forStaff={isStaff} />
      ) : null}

      <SatisfactionCard
        solicitudId={solicitud.id}
        status={solicitud.status}
        isOwnSolicitud={isOwnSolicitud}
        isStaff={isStaff}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <SolicitudInfoCard data={data} isOwnSolicitud={isOwnSolicitud} isStaff={isStaff} />

          {data.form_answers ? (
            <SectionCard icon={ClipboardList} title="Respuestas del formulario">
              <SolicitudFormAnswers answers={data.form_answers} />
            </SectionCard>
          ) : null}

          <SectionCard icon={Receipt} title="Cotización" id="cotizacion">
            <QuotationCard
              quotation={cotizacion}
              permissions={permisos}
              isClient={!isStaff}
              payments={data.pagos}
            >
              <PaymentList
                payments={data.pagos}
                invoiceActions={(payment) => (
                  <div className="flex flex-wrap items-start gap-2">
                    <PaymentInvoiceActions payment={payment} isClient={!isStaff && isOwnSolicitud} />
                    {user?.role === 'admin' ? (
                      <RefundDialog payment={payment} requestId={solicitud.id} />
                    ) : null}
                  </div>
                )}
              />
              {isStaff && cotizacion?.status === 'aceptada' ? (
                <StaffPaymentAttempts solicitudId={solicitud.id} />
              ) : null}
            </QuotationCard>
          </SectionCard>

          {showPayStep && cotizacion ? (
            <div id="pago" className="scroll-mt-20">
              <SectionCard icon={CreditCard} title="Pagar">
                <PayStep
                  solicitudId={solicitud.id}
                  canPay={permisos.puede_pagar}
                  depositPercent={cotizacion.deposit_percent}
                  checkoutReturn={checkoutReturn}
                  blockedAction={user.email_verified === false ? <ResendVerificationAction /> : null}
                />
              </SectionCard>
            </div>
          ) : null}

          <SectionCard icon={FolderOpen} title="Documentos" id="documentos">
            {/* Staff read and review inline first (issue 27); the cards keep uploads and history. */}
            {isStaff ? (
              <DocumentReviewTabs
                requestId={solicitud.id}
                list={
                  <SolicitudDocuments
                    solicitudId={solicitud.id}
                    canUpload={!isClosed}
                    isStaff={isStaff}
                    reviewActions={(document) => (
                      <DocumentReviewActions documentId={document.id} documentName={document.name} />
                    )}
                  />
                }
              />
            ) : (
              <SolicitudDocuments solicitudId={solicitud.id} canUpload={!isClosed} isStaff={isStaff} />
            )}
          </SectionCard>

          <SectionCard
            icon={Eye}
            title={isOwnSolicitud ? 'Quién ha visto tus documentos' : 'Quién ha visto los documentos'}
          >
            <DocumentAccessList solicitudId={solicitud.id} viewer={user} />
          </SectionCard>

          {isStaff || isOwnSolicitud ? (
            <SectionCard icon={BellRing} title="Recordatorios" id="recordatorios">
              <SolicitudReminders solicitudId={solicitud.id} isStaff={isStaff} isClosed={isClosed} />
            </SectionCard>
          ) : null}

          <SectionCard icon={History} title="Historial">
            <SolicitudTimeline events={data.timeline} />
          </SectionCard>

          {/* Staff only (the API refuses a client too): beside the staff's Historial (issue 27). */}
          {isStaff ? <InternalNotesCard solicitudId={solicitud.id} /> : null}
        </div>

        <aside className="min-w-0 space-y-6" aria-label="Gestión y chat">
          {isStaff ? (
            <div id="gestion" className="scroll-mt-20">
              <ManagementPanel
                data={data}
                quotationForm={(close) => (
                  <QuotationForm
                    solicitudId={solicitud.id}
                    suggestedAmount={cotizacion?.amount ?? tramite?.fixed_price ?? null}
                    onCreated={close}
                    onCancel={close}
                  />
                )}
                paymentForm={(close) =>
                  cotizacion ? (
                    <PaymentForm
                      solicitudId={solicitud.id}
                      dueAmount={dueAmountOf(data)}
                      onRecorded={close}
                      onCancel={close}
                    />
                  ) : null
                }
              />
            </div>
          ) : null}
          <div id="chat" className="scroll-mt-20">
            <ChatPanel
              solicitudId={solicitud.id}
              user={user}
              counterpartName={isStaff ? (data.cliente?.name ?? solicitud.cliente_nombre) : data.gestor?.name}
              status={solicitud.status}
              composerTools={
                isStaff
                  ? (composer) => <QuickReplyPicker solicitudId={solicitud.id} composer={composer} />
                  : undefined
              }
            />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** `?pago=ok|cancelado`: how the client came back from Stripe's hosted page. */
function checkoutReturnOf(search: string): CheckoutReturn {
  const value = new URLSearchParams(search).get('pago');
  return value === 'ok' || value === 'cancelado' ? value : null;
}

/** What staff may record now: what the shared plan says is due on the current quotation. */
function dueAmountOf({ cotizacion, pagos }: SolicitudComplete): number {
  return cotizacion ? (planOfQuotation(cotizacion, pagos).due?.amount ?? cotizacion.amount) : 0;
}

/** Paying needs a verified e-mail: a new link from here, without leaving the page. */
function ResendVerificationAction() {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return <p className="font-medium">{resend.data.detail}</p>;
  }
  return (
    <div className="space-y-1">
      <Button variant="outline" size="sm" isLoading={resend.isPending} onClick={() => resend.mutate()}>
        Reenviar enlace
      </Button>
      {resend.isError ? (
        <p className="font-medium">{errorMessage(resend.error, 'No se pudo reenviar el enlace.')}</p>
      ) : null}
    </div>
  );
}

function DetailSkeleton({ backLink }: { backLink: ReactNode }) {
  return (
    <div className="container-page space-y-6 py-8 sm:py-10" role="status" aria-label="Cargando solicitud">
      {backLink}
      <div className="space-y-3">
        <Skeleton className="h-7 w-40 rounded-full" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-64" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Skeleton className="h-80 rounded-[var(--radius-card)]" />
          <Skeleton className="h-64 rounded-[var(--radius-card)]" />
        </div>
        <Skeleton className="h-[32rem] rounded-[var(--radius-card)]" />
      </div>
    </div>
  );
}
