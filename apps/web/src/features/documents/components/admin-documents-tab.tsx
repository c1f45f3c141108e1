import {
  DOCUMENT_MSG,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type DocumentStatus,
  type GestorDocument,
  type PendingDocument,
} from '@tramites/shared';
import { Check, FileCheck2, FileSearch, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DownloadDocumentButton } from '../../../components/download-document-button.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { PreviewDocumentButton } from '../../../components/preview-document-button.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { RejectionReasonDialog } from '../../../components/rejection-reason-dialog.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatFileSize, formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAdminDocuments } from '../api/get-admin-documents.ts';
import { useAdminPendingDocuments } from '../api/get-admin-pending-documents.ts';
import { useValidateDocument, type ValidateDocumentInput } from '../api/validate-document.ts';
import { PurgedFileNote } from './purged-file-note.tsx';

const ALL_PAGE_SIZE = 25;
const ADMIN_APPROVAL_NOTES = 'Aprobado por administrador';

const STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Pending documents with approve / reject, then every document with a status filter. */
export function AdminDocumentsTab() {
  return (
    <div className="space-y-8">
      <PendingDocumentsSection />
      <AllDocumentsSection />
    </div>
  );
}

function PendingDocumentsSection() {
  const pending = useAdminPendingDocuments();
  const documents = pending.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="pendientes-titulo" className="space-y-3">
      <div>
        <h2 id="pendientes-titulo" className="font-semibold text-lg text-slate-900">
          Pendientes de revisión
          {pending.data ? (
            <Badge tone="warning" className="ml-2 align-middle">
              {formatInteger(documents.length)}
              {pending.hasNextPage ? '+' : ''}
            </Badge>
          ) : null}
        </h2>
        <p className="text-slate-600 text-sm">Los más antiguos primero.</p>
      </div>
      <QueryList
        query={pending}
        skeleton={
          <ListSkeleton
            label="Cargando documentos pendientes"
            count={3}
            itemClassName="h-20 w-full rounded-xl"
          />
        }
        error={{ title: 'Error cargando documentos' }}
        isEmpty={() => documents.length === 0}
        empty={
          <EmptyState
            icon={FileCheck2}
            title="No hay documentos pendientes"
            description="Todos los documentos han sido revisados"
          />
        }
      >
        {() => (
          <>
            <ul className="space-y-3">
              {documents.map((document) => (
                <li key={document.id}>
                  <PendingDocumentCard document={document} />
                </li>
              ))}
            </ul>
            <LoadMoreButton query={pending} label="Cargar más pendientes" />
          </>
        )}
      </QueryList>
    </section>
  );
}

function PendingDocumentCard({ document }: { document: PendingDocument }) {
  const [isRejecting, setIsRejecting] = useState(false);
  const validate = useValidateDocument();
  const busy = validate.isPending ? validate.variables?.status : null;
  const who = `${document.document_name} de ${document.client_name}`;

  // The card leaves the list once reviewed: the awaited promise still settles after it unmounts.
  const send = async (input: ValidateDocumentInput) => {
    const isApproval = input.status === 'approved';
    try {
      await validate.mutateAsync(input);
      setIsRejecting(false);
      notifySuccess(
        `${document.document_name}: ${isApproval ? DOCUMENT_MSG.aprobado : DOCUMENT_MSG.rechazado}`,
      );
    } catch (error) {
      notifyError(isApproval ? 'Error aprobando documento' : 'Error rechazando documento', error);
    }
  };
  const approve = () =>
    void send({ documentId: document.id, status: 'approved', notes: ADMIN_APPROVAL_NOTES });
  const reject = (reason: string) =>
    void send({ documentId: document.id, status: 'rejected', notes: reason });

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-slate-900">{document.document_name}</p>
        <p className="text-slate-600 text-sm">
          {document.folio} · {document.client_name} · {document.tramite_name}
        </p>
        <p className="text-slate-500 text-xs">
          Subido {formatDateTime(document.created_at)} ·{' '}
          <Link
            to={paths.solicitud.href(document.tramite_request_id)}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Ver solicitud
          </Link>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={approve}
          isLoading={busy === 'approved'}
          disabled={validate.isPending}
          leftIcon={<Check className="size-4" aria-hidden="true" />}
          aria-label={`Aprobar ${who}`}
        >
          Aprobar
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-red-700"
          onClick={() => setIsRejecting(true)}
          disabled={validate.isPending}
          leftIcon={<X className="size-4" aria-hidden="true" />}
          aria-label={`Rechazar ${who}`}
        >
          Rechazar
        </Button>
        <PreviewDocumentButton
          documentId={document.id}
          title={`${document.document_name} de ${document.client_name}`}
          filename={document.document_name}
          iconOnly
        />
        <DownloadDocumentButton documentId={document.id} filename={document.document_name} iconOnly />
      </div>
      <RejectionReasonDialog
        open={isRejecting}
        title={`Rechazar ${document.document_name}`}
        description={`${document.client_name} verá el motivo y podrá subir una nueva versión.`}
        confirmLabel="Rechazar documento"
        isPending={busy === 'rejected'}
        onConfirm={reject}
        onClose={() => setIsRejecting(false)}
      />
    </Card>
  );
}

/** The upload of the current version and, once reviewed, the review: never `updated_at`. */
function DocumentTimes({ document }: { document: GestorDocument }) {
  return (
    <p className="text-slate-500 text-xs">
      <span className="block">Subido {formatDateTime(document.created_at)}</span>
      {document.reviewed_at ? (
        <span className="block">Revisado {formatDateTime(document.reviewed_at)}</span>
      ) : null}
    </p>
  );
}

function AllDocumentsSection() {
  const id = useId();
  const [status, setStatus] = useState<DocumentStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const all = useAdminDocuments({ status, limit: ALL_PAGE_SIZE, offset: (page - 1) * ALL_PAGE_SIZE });

  return (
    <section aria-labelledby="todos-docs-titulo" className="space-y-3">
      <Card>
        <CardHeader className="sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1">
            <CardTitle as="h2" id="todos-docs-titulo">
              Todos los documentos
            </CardTitle>
            <CardDescription>
              La versión vigente de cada documento, los más recientes primero.
            </CardDescription>
          </div>
          <Field id={`${id}-estado`} label="Estado del documento" className="sm:w-56">
            <Select
              id={`${id}-estado`}
              value={status ?? ''}
              onChange={(event) => {
                const value = event.target.value as DocumentStatus | '';
                setStatus(value === '' ? undefined : value);
                setPage(1);
              }}
            >
              <option value="">Todos</option>
              <SelectOptions values={DOCUMENT_STATUSES} labels={DOCUMENT_STATUS_LABELS} />
            </Select>
          </Field>
        </CardHeader>
        <CardContent className="px-0 pb-0 sm:px-0 sm:pb-0">
          <QueryList
            query={all}
            skeleton={
              <ListSkeleton
                label="Cargando documentos"
                count={3}
                className="space-y-2 px-5 pb-5"
                itemClassName="h-12 w-full"
              />
            }
            error={{ title: 'Error cargando documentos', wrapperClassName: 'px-5 pb-5' }}
            isEmpty={(data) => data.documents.length === 0}
            empty={
              <div className="px-5 pb-5">
                <EmptyState
                  icon={FileSearch}
                  title={status ? 'No hay documentos con ese estado' : 'Todavía no hay documentos'}
                />
              </div>
            }
          >
            {({ documents }) => (
              <div className={all.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                <ul
                  className="divide-y divide-slate-100 border-slate-200 border-t md:hidden"
                  aria-label="Todos los documentos"
                >
                  {documents.map((document) => (
                    <li key={document.id} className="flex items-start justify-between gap-3 px-5 py-3">
                      <div className="min-w-0 space-y-0.5">
                        <Badge tone={STATUS_TONES[document.status]}>
                          {DOCUMENT_STATUS_LABELS[document.status]}
                        </Badge>
                        <p className="font-medium text-slate-900">{document.required_document_name}</p>
                        <p className="text-slate-600 text-sm">
                          {document.client_name} ·{' '}
                          <Link
                            to={paths.solicitud.href(document.tramite_request_id)}
                            className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                          >
                            {document.folio} · {document.tramite_name}
                          </Link>
                        </p>
                        <p className="break-all text-slate-500 text-xs">
                          {document.current_filename} · {formatFileSize(document.file_size)}
                        </p>
                        <DocumentTimes document={document} />
                        {document.purged_at ? (
                          <PurgedFileNote purgedAt={document.purged_at} className="text-xs" />
                        ) : null}
                      </div>
                      {document.purged_at ? null : (
                        <DownloadDocumentButton
                          documentId={document.id}
                          filename={document.current_filename}
                          variant="ghost"
                          iconOnly
                        />
                      )}
                    </li>
                  ))}
                </ul>
                <div className="hidden overflow-x-auto md:block">
                  <table className="w-full min-w-[820px] text-left text-sm">
                    <caption className="sr-only">Todos los documentos</caption>
                    <thead className="border-slate-200 border-y bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
                      <tr>
                        <th scope="col" className="px-4 py-3 font-semibold">
                          Documento
                        </th>
                        <th scope="col" className="px-4 py-3 font-semibold">
                          Cliente y trámite
                        </th>
                        <th scope="col" className="px-4 py-3 font-semibold">
                          Archivo
                        </th>
                        <th scope="col" className="px-4 py-3 font-semibold">
                          Fechas
                        </th>
                        <th scope="col" className="px-4 py-3 font-semibold">
                          Estado
                        </th>
                        <th scope="col" className="px-4 py-3 font-semibold">
                          <span className="sr-only">Descargar</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {documents.map((document) => (
                        <tr key={document.id} className="align-top hover:bg-slate-50">
                          <td className="px-4 py-3 font-medium text-slate-900">
                            {document.required_document_name}
                          </td>
                          <td className="px-4 py-3">
                            <span className="block">{document.client_name}</span>
                            <Link
                              to={paths.solicitud.href(document.tramite_request_id)}
                              className="block text-brand-700 text-xs hover:underline"
                            >
                              {document.folio} · {document.tramite_name}
                            </Link>
                          </td>
                          <td className="px-4 py-3">
                            <span className="block max-w-56 truncate" title={document.current_filename}>
                              {document.current_filename}
                            </span>
                            <span className="block text-slate-500 text-xs">
                              {formatFileSize(document.file_size)}
                            </span>
                          </td>
                          <td className="whitespace-nowrap px-4 py-3">
                            <DocumentTimes document={document} />
                          </td>
                          <td className="px-4 py-3">
                            <Badge tone={STATUS_TONES[document.status]}>
                              {DOCUMENT_STATUS_LABELS[document.status]}
                            </Badge>
                          </td>
                          <td className="px-4 py-3 text-right">
                            {document.purged_at ? (
                              <PurgedFileNote
                                purgedAt={document.purged_at}
                                className="max-w-48 text-left text-xs"
                              />
                            ) : (
                              <DownloadDocumentButton
                                documentId={document.id}
                                filename={document.current_filename}
                                variant="ghost"
                                iconOnly
                              />
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            )}
          </QueryList>
        </CardContent>
      </Card>
      {all.data ? (
        <Pagination
          page={page}
          pageSize={ALL_PAGE_SIZE}
          count={all.data.documents.length}
          total={all.data.total}
          onPageChange={setPage}
          isFetching={all.isFetching}
          noun="documentos"
        />
      ) : null}
    </section>
  );
}
