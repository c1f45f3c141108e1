import { MSG } from '@tramites/shared';
import { ArrowLeft, FolderOpen, History, MessageSquare, Receipt, RotateCw, Settings2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { RequestStatusBadge } from '../../../components/request-status-badge.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useSolicitudComplete } from '../../../features/requests/api/get-solicitud-complete.ts';
import { CancelRequestButton } from '../../../features/requests/components/cancel-request-button.tsx';
import { ManagementPanel } from '../../../features/requests/components/management-panel.tsx';
import { QuotationCard } from '../../../features/requests/components/quotation-card.tsx';
import { RequestChatPanel } from '../../../features/requests/components/request-chat-panel.tsx';
import { RequestDocuments } from '../../../features/requests/components/request-documents.tsx';
import { RequestInfoCard } from '../../../features/requests/components/request-info-card.tsx';
import { RequestPanel } from '../../../features/requests/components/request-panel.tsx';
import { RequestTimeline } from '../../../features/requests/components/request-timeline.tsx';
import { isRequestClosed } from '../../../features/requests/request-status.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ReturnTo } from '../../guards.tsx';

export const NO_ACCESS_MESSAGE = 'No tienes acceso a esta solicitud';
const LOAD_ERROR_TOAST = 'solicitud-load-error';

export function SolicitudDetailPage() {
  const { solicitudId = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const request = useSolicitudComplete(solicitudId);

  // Spec section 8: each load error says what happened and takes the user somewhere useful.
  useEffect(() => {
    const error = request.error;
    if (!isApiError(error)) {
      return;
    }
    if (error.status === 401) {
      toast.error(MSG.tokenInvalido, { id: LOAD_ERROR_TOAST });
      const from: ReturnTo = { pathname: location.pathname, search: location.search };
      navigate(paths.login.href(), { replace: true, state: { from } });
    } else if (error.status === 403) {
      toast.error(error.hasServerDetail ? error.detail : NO_ACCESS_MESSAGE, { id: LOAD_ERROR_TOAST });
      navigate(paths.solicitudes.href(), { replace: true });
    } else if (error.status === 404) {
      toast.error(MSG.solicitudNoEncontrada, { id: LOAD_ERROR_TOAST });
      navigate(paths.solicitudes.href(), { replace: true });
    } else if (error.isNetworkError) {
      toast.error(MSG.conexion, { id: LOAD_ERROR_TOAST, description: error.detail });
      navigate(paths.solicitudes.href(), { replace: true });
    }
  }, [request.error, navigate, location.pathname, location.search]);

  const backLink = (
    <Link
      to={paths.solicitudes.href()}
      className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {user?.role === 'cliente' ? 'Mis solicitudes' : 'Solicitudes'}
    </Link>
  );

  if (request.isError) {
    return (
      <div className="container-page space-y-6 py-8 sm:py-10">
        {backLink}
        <Alert tone="error" title="No pudimos cargar la solicitud" className="max-w-2xl">
          <p>{request.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void request.refetch()}
            isLoading={request.isFetching}
            leftIcon={<RotateCw className="size-4" aria-hidden="true" />}
          >
            Reintentar
          </Button>
        </Alert>
      </div>
    );
  }

  if (!request.data || !user) {
    return <DetailSkeleton backLink={backLink} />;
  }

  const data = request.data;
  const { solicitud, tramite, permisos } = data;
  const isStaff = user.role !== 'cliente';
  const isOwnRequest = data.cliente?.id === user.id;
  const isClosed = isRequestClosed(solicitud.status);
  const category = tramite?.category_name ?? solicitud.categoria_nombre;

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>{`${solicitud.folio} · ${solicitud.tramite_nombre} · Trámites MX`}</title>
      {backLink}

      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <RequestStatusBadge status={solicitud.status} className="px-3 py-1 text-sm" />
            {category ? <span className="text-slate-500 text-sm">{category}</span> : null}
          </div>
          <h1 className="font-bold text-2xl text-slate-900 leading-tight sm:text-3xl">
            {solicitud.tramite_nombre}
          </h1>
          <p className="text-slate-600 text-sm">
            Folio <span className="font-semibold text-slate-900">{solicitud.folio}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>ID{' '}
            <span className="font-mono text-slate-900">{solicitud.short_id}</span>
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
            <CancelRequestButton requestId={solicitud.id} folio={solicitud.folio} />
          ) : null}
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <RequestInfoCard data={data} isOwnRequest={isOwnRequest} isStaff={isStaff} />

          <RequestPanel icon={Receipt} title="Cotización">
            <QuotationCard
              requestId={solicitud.id}
              quotation={data.cotizacion}
              payments={data.pagos}
              permissions={permisos}
              isClient={!isStaff}
            />
          </RequestPanel>

          <RequestPanel icon={FolderOpen} title="Documentos">
            <RequestDocuments requestId={solicitud.id} canUpload={!isClosed} isStaff={isStaff} />
          </RequestPanel>

          <RequestPanel icon={History} title="Historial">
            <RequestTimeline events={data.timeline} />
          </RequestPanel>
        </div>

        <aside className="min-w-0 space-y-6" aria-label="Gestión y chat">
          {isStaff ? (
            <div id="gestion" className="scroll-mt-20">
              <ManagementPanel data={data} />
            </div>
          ) : null}
          <div id="chat" className="scroll-mt-20">
            <RequestChatPanel
              requestId={solicitud.id}
              user={user}
              counterpartName={isStaff ? (data.cliente?.name ?? solicitud.cliente_nombre) : data.gestor?.name}
              status={solicitud.status}
            />
          </div>
        </aside>
      </div>
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
