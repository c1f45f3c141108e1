import type { LegalDocument, NoticeParams } from '@tramites/shared';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePrivacyNotice } from '../api/get-privacy-notice.ts';
import { LegalDocumentSections, LegalDocumentVersion } from './legal-document-view.tsx';

export interface LegalPageProps {
  /** The text, built from what the deployment configures (responsible party, retention days). */
  build: (params: NoticeParams) => LegalDocument;
  /** Shown under the title (e.g. the other document's link). */
  aside?: ReactNode;
}

/** /privacidad and /terminos: the versioned text with the deployment's data (prerendered with it). */
export function LegalPage({ build, aside }: LegalPageProps) {
  const notice = usePrivacyNotice();
  const document = notice.data
    ? build({ responsible: notice.data.responsible, retentionDays: notice.data.retention_days })
    : null;
  return (
    <article className="container-page max-w-3xl space-y-6 py-8">
      {document ? <title>{`${document.title} · Trámites MX`}</title> : null}
      {document ? (
        <>
          <header className="space-y-1.5">
            <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">{document.title}</h1>
            <LegalDocumentVersion document={document} />
            {aside}
          </header>
          <LegalDocumentSections document={document} />
        </>
      ) : notice.isError ? (
        <QueryError
          title="No pudimos cargar el texto"
          error={notice.error}
          onRetry={() => void notice.refetch()}
          isRetrying={notice.isFetching}
        />
      ) : (
        <div className="space-y-3" role="status" aria-label="Cargando">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </article>
  );
}
