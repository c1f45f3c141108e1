import { DOCUMENT_MSG, DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@tramites/shared';
import { Check, CircleCheck, CircleX, Clock, type LucideIcon, X } from 'lucide-react';
import { useState } from 'react';
import { DownloadDocumentButton } from '../../../components/download-document-button.tsx';
import { PreviewDocumentButton } from '../../../components/preview-document-button.tsx';
import { RejectionReasonDialog } from '../../../components/rejection-reason-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatDaysAgo, formatFileSize } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useReviewDocument } from '../api/review-document.ts';
import {
  DEFAULT_REJECTION_REASON,
  isSelectable,
  type PanelDocument,
  QUICK_APPROVE_NOTES,
  type ReviewDecisionBody,
} from '../gestor-documents.ts';
import { GESTOR_ERRORS, notifyGestorError } from '../gestor-toasts.ts';

const STATUS_ICONS: Record<DocumentStatus, { icon: LucideIcon; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-amber-50 text-amber-700' },
  approved: { icon: CircleCheck, tone: 'bg-green-50 text-green-700' },
  rejected: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
};

export interface DocumentReviewRowProps {
  document: PanelDocument;
  isSelectionMode: boolean;
  isSelected: boolean;
  onToggleSelected: (document: PanelDocument) => void;
}

/** One document of a group: what it is, how old, and the quick review actions (pending only). */
export function DocumentReviewRow({
  document,
  isSelectionMode,
  isSelected,
  onToggleSelected,
}: DocumentReviewRowProps) {
  const [isRejecting, setIsRejecting] = useState(false);
  const review = useReviewDocument();
  const { icon: StatusIcon, tone } = STATUS_ICONS[document.status];
  const isPending = document.status === 'pending';
  const checkboxId = `seleccionar-${document.id}`;
  const busyAction = review.isPending ? review.variables?.decision.status : null;

  // The row leaves the list once reviewed: the awaited promise still settles after it unmounts.
  const send = async (decision: ReviewDecisionBody) => {
    const isApproval = decision.status === 'approved';
    try {
      await review.mutateAsync({ documentId: document.id, decision });
      setIsRejecting(false);
      notifySuccess(
        `${document.required_document_name}: ${isApproval ? DOCUMENT_MSG.aprobado : DOCUMENT_MSG.rechazado}`,
      );
    } catch (error) {
      notifyGestorError(error, isApproval ? GESTOR_ERRORS.aprobando : GESTOR_ERRORS.rechazando);
    }
  };
  const approve = () => void send({ status: 'approved', review_notes: QUICK_APPROVE_NOTES });
  const reject = (reason: string) => void send({ status: 'rejected', rejection_reason: reason });

  return (
    <li
      className={cn(
        'flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5',
        isSelected && 'bg-brand-50/60',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {isSelectionMode ? (
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-2 size-5 shrink-0 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
            checked={isSelected}
            disabled={!isSelectable(document)}
            onChange={() => onToggleSelected(document)}
            aria-label={`Seleccionar ${document.required_document_name} de ${document.client_name}`}
            title={isSelectable(document) ? undefined : 'Solo se pueden seleccionar documentos pendientes'}
          />
        ) : null}
        <span
          className={cn('mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg', tone)}
          title={DOCUMENT_STATUS_LABELS[document.status]}
        >
          <StatusIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">{DOCUMENT_STATUS_LABELS[document.status]}</span>
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-slate-900">
            {document.required_document_name}
            <span className="ml-2 whitespace-nowrap font-normal text-slate-500 text-xs">
              {formatDaysAgo(document.daysAgo)}
            </span>
          </p>
          <p className="break-all text-slate-600 text-sm">{document.current_filename}</p>
          <p className="text-slate-500 text-xs">
            {formatFileSize(document.file_size)} · Subido {formatDateTime(document.created_at)}
            {document.reviewed_at ? <> · Revisado {formatDateTime(document.reviewed_at)}</> : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {isPending ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={approve}
              isLoading={busyAction === 'approved'}
              disabled={review.isPending}
              leftIcon={<Check className="size-4" aria-hidden="true" />}
              aria-label={`Aprobar ${document.required_document_name} de ${document.client_name}`}
            >
              Aprobar
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-red-700"
              onClick={() => setIsRejecting(true)}
              disabled={review.isPending}
              leftIcon={<X className="size-4" aria-hidden="true" />}
              aria-label={`Rechazar ${document.required_document_name} de ${document.client_name}`}
            >
              Rechazar
            </Button>
          </>
        ) : null}
        <PreviewDocumentButton
          documentId={document.id}
          title={`${document.required_document_name} de ${document.client_name}`}
          filename={document.current_filename}
          iconOnly
        />
        <DownloadDocumentButton documentId={document.id} filename={document.current_filename} iconOnly />
      </div>
      <RejectionReasonDialog
        open={isRejecting}
        title={`Rechazar ${document.required_document_name}`}
        description={`El cliente ${document.client_name} verá el motivo y podrá subir una nueva versión.`}
        defaultReason={DEFAULT_REJECTION_REASON}
        confirmLabel="Rechazar documento"
        offerPresets
        isPending={busyAction === 'rejected'}
        onConfirm={reject}
        onClose={() => setIsRejecting(false)}
      />
    </li>
  );
}
