import { type DocumentStatus, documentAgeDays } from '@tramites/shared';
import { Check, ChevronDown, ChevronUp, CircleCheck, FileText, FileX2, Undo2, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { DocumentPreview } from '../../../components/document-preview.tsx';
import { DocumentStatusBadge } from '../../../components/document-status-badge.tsx';
import { DownloadDocumentButton } from '../../../components/download-document-button.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Kbd } from '../../../components/ui/kbd.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDays, formatFileSize, formatRelativeTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type ReviewDocument, useRequestDocuments } from '../api/get-request-documents.ts';
import { useSendDocumentReview } from '../api/review-document.ts';
import { useHeldApproval } from '../use-held-approval.ts';
import { ReviewRejectForm } from './review-reject-form.tsx';

interface PaneItem {
  name: string;
  document: ReviewDocument;
  /** What the pane shows: an approval held for undo already reads as approved. */
  status: DocumentStatus;
}

/** Keys typed into a field are text, never a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Staff read and review a request's documents without downloading them (issue 27): the list on one side,
 * the selected document inline (PDF or image, through the logged preview endpoint) with Aprobar and
 * Rechazar. With the focus in the pane, `A` approves, `R` opens the rejection with the reason focused, `J`
 * and `K` move to the next and previous document. Approving asks nothing: "Documento aprobado · Deshacer"
 * stays 5 s and the approval is only sent when it ends (use-held-approval.ts).
 */
export function RequestReviewPane({ requestId }: { requestId: string }) {
  // A new request (the queue's next one) starts afresh: its own selection, no rejection form left open,
  // and an approval still held for the previous request is sent as the old pane unmounts.
  return <ReviewPaneOfRequest key={requestId} requestId={requestId} />;
}

function ReviewPaneOfRequest({ requestId }: { requestId: string }) {
  const documents = useRequestDocuments(requestId);
  const { held, approvedIds, approve, undo } = useHeldApproval();
  const review = useSendDocumentReview();
  const [selectedName, setSelectedName] = useState<string | null>(null);
  const [isRejecting, setIsRejecting] = useState(false);
  const itemButtons = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();
  const titleId = useId();

  if (documents.isPending) {
    return (
      <div
        className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]"
        role="status"
        aria-label="Cargando documentos"
      >
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (documents.isError) {
    return (
      <QueryError
        title="Error cargando documentos"
        error={documents.error}
        onRetry={() => void documents.refetch()}
        isRetrying={documents.isFetching}
      />
    );
  }

  // A closed request keeps its documents to read, not to review (null while the request is open).
  const isClosed = documents.data.files_kept_until !== null;
  const items: PaneItem[] = documents.data.documents_status.flatMap((requirement) =>
    requirement.document
      ? [
          {
            name: requirement.required_name,
            document: requirement.document,
            status:
              requirement.document.status === 'pending' && approvedIds.has(requirement.document.id)
                ? 'approved'
                : requirement.document.status,
          },
        ]
      : [],
  );

  if (items.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="Aún no hay documentos que revisar"
        description="Cuando el cliente suba sus documentos, los verás aquí sin tener que descargarlos."
      />
    );
  }

  const selected =
    items.find((item) => item.name === selectedName) ??
    items.find((item) => item.status === 'pending') ??
    items[0]!;
  const selectedIndex = items.indexOf(selected);
  const canReview = !isClosed && selected.status === 'pending';
  const pendingCount = items.filter((item) => item.status === 'pending').length;

  const select = (name: string, options: { focus?: boolean } = {}) => {
    setSelectedName(name);
    setIsRejecting(false);
    if (options.focus) {
      // After the list re-renders with the new selection.
      queueMicrotask(() => itemButtons.current.get(name)?.focus());
    }
  };

  const move = (step: number) => {
    const next = items[selectedIndex + step];
    if (next) {
      select(next.name, { focus: true });
    }
  };

  /** After a decision: the next pending document, in list order and then from the top. */
  const advanceFrom = (name: string) => {
    const start = items.findIndex((item) => item.name === name);
    const ordered = [...items.slice(start + 1), ...items.slice(0, start)];
    const next = ordered.find((item) => item.status === 'pending');
    if (next) {
      select(next.name, { focus: true });
    } else {
      // Nothing else waits: stay on the document just reviewed (not the list's default, the first one).
      select(name);
    }
  };

  const approveSelected = () => {
    if (!canReview) {
      return;
    }
    approve({ documentId: selected.document.id, name: selected.name });
    advanceFrom(selected.name);
  };

  const rejectSelected = async (reason: string) => {
    const { name, document } = selected;
    const result = await review.mutateAsync({
      documentId: document.id,
      body: { status: 'rejected', rejection_reason: reason },
    });
    notifySuccess(result.message, { description: name });
    advanceFrom(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      event.repeat ||
      isTypingTarget(event.target)
    ) {
      return;
    }
    const key = event.key.toLowerCase();
    if (key === 'j') {
      move(1);
    } else if (key === 'k') {
      move(-1);
    } else if (key === 'a' && canReview) {
      approveSelected();
    } else if (key === 'r' && canReview) {
      setIsRejecting(true);
    } else {
      return;
    }
    // The R that opened the form is not typed into its reason.
    event.preventDefault();
  };

  const { document } = selected;
  const waitingDays = documentAgeDays(document.uploaded_at);

  return (
    // Keys act only with the focus inside the pane, so that typing elsewhere on the page never reviews.
    <section aria-labelledby={titleId} aria-describedby={hintId} onKeyDown={onKeyDown} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          Revisión de documentos
          <span className="ml-2 font-normal text-slate-600 text-sm">
            {pendingCount === 1 ? '1 pendiente' : `${pendingCount} pendientes`}
          </span>
        </h3>
        <p
          id={hintId}
          className="hidden flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 text-xs sm:flex"
        >
          <span>Atajos con el foco en el panel:</span>
          <span>
            <Kbd>A</Kbd> aprobar
          </span>
          <span>
            <Kbd>R</Kbd> rechazar
          </span>
          <span>
            <Kbd>J</Kbd> siguiente
          </span>
          <span>
            <Kbd>K</Kbd> anterior
          </span>
        </p>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <ul aria-label="Documentos de la solicitud" className="space-y-1.5">
          {items.map((item) => {
            const isSelected = item === selected;
            return (
              <li key={item.name}>
                <button
                  type="button"
                  ref={(element) => {
                    if (element) {
                      itemButtons.current.set(item.name, element);
                    } else {
                      itemButtons.current.delete(item.name);
                    }
                  }}
                  aria-current={isSelected ? 'true' : undefined}
                  onClick={() => select(item.name)}
                  className={cn(
                    'flex w-full flex-col items-start gap-1 rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                    isSelected
                      ? 'border-brand-400 bg-brand-50 ring-1 ring-brand-300'
                      : 'border-slate-200 bg-white hover:bg-slate-50',
                  )}
                >
                  <span className="break-words font-medium text-slate-900">{item.name}</span>
                  <DocumentStatusBadge status={item.status} />
                </button>
              </li>
            );
          })}
        </ul>

        <div className="min-w-0 space-y-3">
          <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h4 className="min-w-0 break-words font-semibold text-lg text-slate-900 leading-snug">
                {selected.name}
              </h4>
              <DocumentStatusBadge status={selected.status} />
            </div>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-slate-600 text-sm">
              <span className="min-w-0 break-all font-medium text-slate-800">
                {document.current_filename}
              </span>
              <span>{formatFileSize(document.file_size)}</span>
              <span>Versión {document.version}</span>
              <span>Subido {formatRelativeTime(document.uploaded_at)}</span>
              {selected.status === 'pending' ? <span>En espera: {formatDays(waitingDays)}</span> : null}
            </p>
            {document.status === 'rejected' && document.rejection_reason ? (
              <p className="text-red-800 text-sm">Motivo del rechazo: {document.rejection_reason}</p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2 pt-1">
              {canReview ? (
                <>
                  <Button
                    size="sm"
                    variant="primary"
                    onClick={approveSelected}
                    leftIcon={<Check className="size-4" aria-hidden="true" />}
                    aria-keyshortcuts="A"
                    aria-label={`Aprobar: ${selected.name}`}
                  >
                    Aprobar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="border-red-300 text-red-700 hover:bg-red-50"
                    onClick={() => setIsRejecting(true)}
                    leftIcon={<X className="size-4" aria-hidden="true" />}
                    aria-keyshortcuts="R"
                    aria-label={`Rechazar: ${selected.name}`}
                  >
                    Rechazar
                  </Button>
                </>
              ) : null}
              {document.purged_at ? null : (
                <DownloadDocumentButton documentId={document.id} filename={document.current_filename} />
              )}
              <span className="ml-auto flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => move(-1)}
                  disabled={selectedIndex === 0}
                  aria-keyshortcuts="K"
                  leftIcon={<ChevronUp className="size-4" aria-hidden="true" />}
                >
                  Anterior
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => move(1)}
                  disabled={selectedIndex === items.length - 1}
                  aria-keyshortcuts="J"
                  leftIcon={<ChevronDown className="size-4" aria-hidden="true" />}
                >
                  Siguiente
                </Button>
              </span>
            </div>
          </div>

          {/* Always in the page, so that screen readers hear the approval and its undo. */}
          <div role="status" aria-live="polite">
            {held ? (
              // On a phone the button drops below the words rather than squeezing them into a column.
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-slate-900 px-4 py-2.5 text-sm text-white">
                <span className="flex min-w-48 flex-1 items-start gap-2">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-400" aria-hidden="true" />
                  <span className="min-w-0">
                    Documento aprobado<span aria-hidden="true"> · </span>
                    <span className="sr-only">: </span>
                    <span className="text-slate-300">{held.name}</span>
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="inverse"
                  className="ml-auto shrink-0"
                  onClick={undo}
                  leftIcon={<Undo2 className="size-4" aria-hidden="true" />}
                >
                  Deshacer
                </Button>
              </div>
            ) : null}
          </div>

          {isRejecting && canReview ? (
            <ReviewRejectForm
              key={document.id}
              documentName={selected.name}
              onReject={rejectSelected}
              onCancel={() => {
                setIsRejecting(false);
                itemButtons.current.get(selected.name)?.focus();
              }}
            />
          ) : null}

          {document.purged_at ? (
            <p className="flex items-start gap-1.5 rounded-xl bg-slate-100 p-4 text-slate-600 text-sm">
              <FileX2 className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              Archivo eliminado el {formatDate(document.purged_at)} (periodo de conservación)
            </p>
          ) : (
            <section
              aria-label={`Vista previa: ${selected.name}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
              tabIndex={0}
              className="max-h-[75dvh] overflow-y-auto rounded-xl bg-slate-100 p-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-3"
            >
              <DocumentPreview key={document.id} documentId={document.id} label={selected.name} />
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
