import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@tramites/shared';
import { FileText, History, MessageSquareText } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { DocumentStatusBadge } from '../../../components/document-status-badge.tsx';
import { DownloadDocumentButton } from '../../../components/download-document-button.tsx';
import { PreviewDocumentButton } from '../../../components/preview-document-button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDateTime, formatFileSize } from '../../../lib/format.ts';
import type { RequirementStatus } from '../api/get-solicitud-documents.ts';
import { DocumentDropzone } from './document-dropzone.tsx';
import { PurgedFileNote } from './purged-file-note.tsx';

/** The approve / reject buttons of a pending document, given by the page (the review is the gestor's). */
export type ReviewActionsSlot = (document: { id: string; name: string }) => ReactNode;

export interface RequirementCardProps {
  solicitudId: string;
  requirement: RequirementStatus;
  /** False once the solicitud is completed or cancelled (the server refuses uploads then). */
  canUpload: boolean;
  /** Gestor or admin: review and download; uploads are a compact button. */
  isStaff: boolean;
  /** Staff only: shown for a pending document while the solicitud is open. */
  reviewActions?: ReviewActionsSlot;
}

const BORDERS: Record<DocumentStatus | 'missing', string> = {
  missing: 'border-slate-200',
  pending: 'border-amber-200',
  approved: 'border-green-200',
  rejected: 'border-red-300',
};

/** One required document: its status, the current file, what the reviewer said, and what to do next. */
export function RequirementCard({
  solicitudId,
  requirement,
  canUpload,
  isStaff,
  reviewActions,
}: RequirementCardProps) {
  const { required_name: name, document } = requirement;
  const status = document?.status ?? 'missing';
  const needsUpload = !document || document.status === 'rejected';
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className={cn('rounded-xl border bg-white p-4 shadow-xs sm:p-5', BORDERS[status])}
    >
      <div className="flex flex-col items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
        <h3
          id={headingId}
          className="min-w-0 break-words font-semibold text-slate-900 leading-snug sm:flex-1"
        >
          {name}
          {requirement.is_required ? null : (
            <span className="ml-2 font-normal text-slate-500 text-sm">(opcional)</span>
          )}
        </h3>
        <DocumentStatusBadge status={document?.status} className="shrink-0" />
      </div>

      {document ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 text-sm">
          <FileText className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0 break-all font-medium text-slate-800">{document.current_filename}</span>
          <span>{formatFileSize(document.file_size)}</span>
          <span>Versión {document.version}</span>
          {/* The upload of this version, not updated_at (a review moves it). */}
          <span>Subido {formatDateTime(document.uploaded_at)}</span>
          {document.reviewed_at ? <span>Revisado {formatDateTime(document.reviewed_at)}</span> : null}
        </div>
      ) : null}

      {document?.status === 'rejected' ? (
        <Alert
          tone="error"
          title={
            isStaff
              ? 'Documento rechazado: el cliente debe subir una nueva versión'
              : 'Este documento fue rechazado: sube una nueva versión'
          }
          className="mt-3"
        >
          {document.rejection_reason ? <p>Motivo: {document.rejection_reason}</p> : null}
        </Alert>
      ) : null}

      {document?.status === 'approved' && document.current_review_notes ? (
        <p className="mt-3 flex items-start gap-2 text-green-800 text-sm">
          <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Nota del gestor: {document.current_review_notes}</span>
        </p>
      ) : null}

      {document?.status === 'pending' && !isStaff ? (
        <p className="mt-3 text-slate-600 text-sm">Tu gestor revisará este documento en breve.</p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-start gap-2">
        {document && !document.purged_at ? (
          <PreviewDocumentButton documentId={document.id} title={name} filename={document.current_filename} />
        ) : null}
        {document && isStaff && document.status === 'pending' && canUpload
          ? reviewActions?.({ id: document.id, name })
          : null}
        {document?.purged_at ? (
          <PurgedFileNote purgedAt={document.purged_at} />
        ) : document ? (
          <DownloadDocumentButton documentId={document.id} filename={document.current_filename} />
        ) : null}
      </div>

      {canUpload && (needsUpload || !isStaff) ? (
        <div className={cn(document ? 'mt-3' : 'mt-1')}>
          <DocumentDropzone
            solicitudId={solicitudId}
            documentName={name}
            mode={!document ? 'upload' : document.status === 'rejected' ? 'resubmit' : 'replace'}
            limits={{
              acceptedTypes: requirement.accepted_types,
              maxFileSizeMb: requirement.max_file_size_mb,
            }}
            compact={isStaff || !needsUpload}
          />
          {!needsUpload && document?.status === 'approved' ? (
            <p className="mt-2 text-slate-500 text-xs">
              Si lo reemplazas, tu gestor tendrá que revisarlo de nuevo.
            </p>
          ) : null}
        </div>
      ) : null}

      {document && (document.versions.length > 1 || document.review_history.length > 0) ? (
        <details className="group mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <summary className="flex cursor-pointer items-center gap-2 font-medium text-slate-700">
            <History className="size-4" aria-hidden="true" />
            Historial ({document.versions.length} {document.versions.length === 1 ? 'versión' : 'versiones'})
          </summary>
          <div className="mt-3 space-y-3 pb-1">
            <ol className="space-y-1.5">
              {[...document.versions]
                .sort((a, b) => b.version - a.version)
                .map((version) => (
                  <li key={version.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
                    <span className="font-medium">v{version.version}</span>
                    <span className="min-w-0 break-all">{version.current_filename}</span>
                    <span className="text-slate-500">{formatDateTime(version.created_at)}</span>
                    <DocumentStatusBadge status={version.status} />
                    {version.purged_at ? (
                      <span className="text-slate-500 text-xs">
                        Archivo eliminado el {formatDate(version.purged_at)}
                      </span>
                    ) : null}
                  </li>
                ))}
            </ol>
            {document.review_history.length > 0 ? (
              <div>
                <p className="mb-1 font-medium text-slate-700">Revisiones</p>
                <ul className="space-y-1.5">
                  {document.review_history.map((entry) => (
                    <li key={`${entry.reviewed_at}-${entry.status}`} className="text-slate-600">
                      <span className="font-medium text-slate-800">
                        {DOCUMENT_STATUS_LABELS[entry.status] ?? entry.status}
                      </span>{' '}
                      por {entry.reviewer_name} · {formatDateTime(entry.reviewed_at)}
                      {entry.review_notes ? (
                        <span className="block text-slate-700">“{entry.review_notes}”</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </details>
      ) : null}
    </article>
  );
}
