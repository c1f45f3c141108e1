import { DOCUMENT_STATUSES, type UrgencyLevel } from '@tramites/shared';
import { ChevronDown, Eye, MessageSquare } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDaysAgo } from '../../../lib/format.ts';
import {
  DOCUMENT_FILTER_LABELS,
  type DocumentGroup,
  type PanelDocument,
  URGENCY_LABELS,
} from '../gestor-documents.ts';
import { DocumentReviewRow } from './document-review-row.tsx';

const URGENCY_TONES: Record<UrgencyLevel, BadgeTone> = {
  urgente: 'danger',
  media: 'warning',
  normal: 'success',
};

const COUNT_TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export interface DocumentGroupCardProps {
  group: DocumentGroup;
  isExpanded: boolean;
  onToggleExpanded: (key: string) => void;
  isSelectionMode: boolean;
  selection: ReadonlySet<string>;
  onToggleSelected: (document: PanelDocument) => void;
}

/** One solicitud's documents, collapsible (spec section 2). */
export function DocumentGroupCard({
  group,
  isExpanded,
  onToggleExpanded,
  isSelectionMode,
  selection,
  onToggleSelected,
}: DocumentGroupCardProps) {
  const listId = `documentos-${group.solicitudId}`;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            className="group flex w-full min-w-0 items-start gap-3 rounded-lg text-left"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => onToggleExpanded(group.key)}
          >
            <ChevronDown
              className={cn(
                'mt-1 size-5 shrink-0 text-slate-500 transition-transform group-hover:text-slate-800',
                !isExpanded && '-rotate-90',
              )}
              aria-hidden="true"
            />
            <span className="min-w-0 space-y-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-base text-slate-900">{group.clientName}</span>
                <Badge tone={URGENCY_TONES[group.urgency]}>
                  {URGENCY_LABELS[group.urgency]} · {formatDaysAgo(group.documents[0]?.daysAgo ?? 0)}
                </Badge>
              </span>
              <span className="block font-normal text-slate-700 text-sm">{group.tramiteName}</span>
              <span className="block font-normal text-slate-500 text-xs">
                Folio <span className="font-medium text-slate-700">{group.folio}</span>
              </span>
            </span>
          </button>
        </h3>
        <div className="flex flex-col gap-2 sm:items-end">
          <ul className="flex flex-wrap gap-1.5" aria-label="Documentos por estado">
            {DOCUMENT_STATUSES.filter((status) => group.counts[status] > 0).map((status) => (
              <li key={status}>
                <Badge tone={COUNT_TONES[status]}>
                  {group.counts[status]} {DOCUMENT_FILTER_LABELS[status].toLowerCase()}
                </Badge>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              to={paths.solicitud.href(group.solicitudId)}
              size="sm"
              variant="outline"
              aria-label={`Ver solicitud de ${group.clientName} (${group.tramiteName})`}
            >
              <Eye className="size-4" aria-hidden="true" />
              Ver Solicitud
            </ButtonLink>
            <ButtonLink
              to={paths.tramiteDocumentos.href(group.solicitudId)}
              size="sm"
              variant="ghost"
              aria-label={`Chat con ${group.clientName} (${group.tramiteName})`}
            >
              <MessageSquare className="size-4" aria-hidden="true" />
              Chat
            </ButtonLink>
          </div>
        </div>
      </div>
      {isExpanded ? (
        <ul id={listId} className="divide-y divide-slate-100 border-slate-200 border-t">
          {group.documents.map((document) => (
            <DocumentReviewRow
              key={document.id}
              document={document}
              isSelectionMode={isSelectionMode}
              isSelected={selection.has(document.id)}
              onToggleSelected={onToggleSelected}
            />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
