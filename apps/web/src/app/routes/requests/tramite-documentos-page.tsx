import { DOCUMENT_POLL_MS, MSG } from '@tramites/shared';
import { ArrowLeft, ArrowRight, FolderOpen, ListChecks, SearchX, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LiveFallbackBanner } from '../../../components/live-fallback-banner.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { ChatPanel } from '../../../features/chat/components/chat-panel.tsx';
import { useSolicitudDocuments } from '../../../features/documents/api/get-solicitud-documents.ts';
import { SolicitudDocuments } from '../../../features/documents/components/solicitud-documents.tsx';
import { DocumentReviewActions } from '../../../features/gestor/components/document-review-actions.tsx';
import { QuickReplyPicker } from '../../../features/quick-replies/components/quick-reply-picker.tsx';
import { useSolicitudComplete } from '../../../features/requests/api/get-solicitud-complete.ts';
import { NextSteps } from '../../../features/requests/components/next-steps.tsx';
import { ContactInfoCard } from '../../../features/site/components/contact-info-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { isSolicitudClosed } from '../../../lib/solicitud-status.ts';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash.ts';
import { SolicitudNextAction } from './solicitud-next-action.tsx';

/** How long the 'Trámite no encontrado' screen stays before going to the dashboard. */
export const NOT_FOUND_REDIRECT_MS = 4_000;

const hasStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

/** Spec section 2: the solicitud's management page — documents, chat, next steps and contact. */
export function TramiteDocumentosPage() {
  const { solicitudId = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const complete = useSolicitudComplete(solicitudId);
  const documents = useSolicitudDocuments(solicitudId);
  // A notification or the dashboard links to "#documentos" (or "#chat"): the sections exist once loaded.
  useScrollToHash(documents.data !== undefined);

  const isNotFound = hasStatus(complete.error, 404) || hasStatus(documents.error, 404);
  const isForbidden = hasStatus(complete.error, 403) || hasStatus(documents.error, 403);

  useEffect(() => {
    if (!isNotFound) {
      return;
    }
    const timer = setTimeout(
      () => navigate(paths.dashboard.href(), { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [isNotFound, navigate]);

  if (isNotFound || isForbidden) {
    return (
      <div className="container-page py-16">
        <title>{`${isNotFound ? MSG.tramiteNoEncontrado : 'Acceso denegado'} · Trámites MX`}</title>
        <EmptyState
          icon={isNotFound ? SearchX : ShieldAlert}
          title={
            <span className="text-xl">{isNotFound ? MSG.tramiteNoEncontrado : MSG.sinAccesoSolicitud}</span>
          }
          description={
            isNotFound
              ? 'La solicitud que buscas no existe o fue eliminada. Te llevamos a tu panel en unos segundos.'
              : 'Esta solicitud pertenece a otra cuenta o no está asignada a ti.'
          }
          action={
            <ButtonLink to={paths.dashboard.href()} variant="primary">
              Ir a mi panel
            </ButtonLink>
          }
        />
      </div>
    );
  }

  const data = complete.data;
  const isStaff = user?.role !== 'cliente';
  const status = data?.solicitud.status;

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>{`Documentos${data ? ` · ${data.solicitud.folio}` : ''} · Trámites MX`}</title>
      <Link
        to={isStaff ? paths.solicitudes.href() : paths.dashboard.href()}
        className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {isStaff ? 'Solicitudes' : 'Mi panel'}
      </Link>

      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        {data ? (
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <SolicitudStatusBadge status={data.solicitud.status} className="px-3 py-1 text-sm" />
              <span className="text-slate-500 text-sm">Folio {data.solicitud.folio}</span>
            </div>
            <h1 className="font-bold text-2xl text-slate-900 leading-tight sm:text-3xl">
              {data.solicitud.tramite_nombre}
            </h1>
            <p className="text-slate-600">Documentos, mensajes y próximos pasos del trámite.</p>
          </div>
        ) : (
          <div className="min-w-0 flex-1 space-y-3" role="status" aria-label="Cargando solicitud">
            <Skeleton className="h-7 w-56 rounded-full" />
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
        )}
        <ButtonLink to={paths.solicitud.href(solicitudId)} variant="outline" className="shrink-0">
          Ver detalle de la solicitud
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </header>

      <LiveFallbackBanner intervalMs={DOCUMENT_POLL_MS} />

      {data && (isStaff || data.cliente?.id === user?.id) ? (
        <SolicitudNextAction data={data} page="documentos" forStaff={isStaff} />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <SectionCard icon={FolderOpen} title="Documentos requeridos" id="documentos">
            <SolicitudDocuments
              solicitudId={solicitudId}
              canUpload={status ? !isSolicitudClosed(status) : true}
              isStaff={isStaff}
              reviewActions={(document) => (
                <DocumentReviewActions documentId={document.id} documentName={document.name} />
              )}
            />
          </SectionCard>

          <SectionCard icon={ListChecks} title={isStaff ? 'Próximos pasos' : 'Pasos de tu trámite'}>
            {data ? <NextSteps data={data} isStaff={isStaff} /> : <Skeleton className="h-48 w-full" />}
          </SectionCard>
        </div>

        <aside id="chat" className="min-w-0 scroll-mt-20 space-y-6" aria-label="Chat y contacto">
          {user ? (
            <ChatPanel
              solicitudId={solicitudId}
              user={user}
              counterpartName={isStaff ? data?.cliente?.name : data?.gestor?.name}
              status={status}
              composerTools={
                isStaff
                  ? (composer) => <QuickReplyPicker solicitudId={solicitudId} composer={composer} />
                  : undefined
              }
            />
          ) : null}
          {isStaff ? null : (
            <ContactInfoCard
              folio={data?.solicitud.folio}
              isClosed={status ? isSolicitudClosed(status) : false}
            />
          )}
        </aside>
      </div>
    </div>
  );
}
