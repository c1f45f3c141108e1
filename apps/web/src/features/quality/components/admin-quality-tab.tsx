import type { QualityComment, QualityFigures } from '@tramites/shared';
import { CheckCircle2, ClipboardCheck, MessageSquareText, Star, Timer } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { DateRangeFields } from '../../../components/date-range-fields.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatTiles, StatTilesSkeleton } from '../../../components/ui/stat-tiles.tsx';
import { formatDate, formatDateTime, formatInteger } from '../../../lib/format.ts';
import { useQualityReport } from '../api/get-quality-report.ts';
import { StarRating } from './star-rating.tsx';

const decimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** "66.7 %", or "—" when nothing was completed (no percentage of nothing). */
const percentText = (value: number | null) => (value === null ? '—' : `${decimal.format(value)} %`);
const averageText = (value: number | null) => (value === null ? '—' : decimal.format(value));

/**
 * The admin's 'Calidad' tab (issue 27): over a period (the last 30 days unless chosen), how many requests
 * were completed within their SLA ("% a tiempo") and how clients rated them, per gestor and per procedure,
 * with the latest comments. Every figure comes from GET /api/admin/quality.
 */
export function AdminQualityTab() {
  const id = useId();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const report = useQualityReport({ desde: desde || undefined, hasta: hasta || undefined });
  const data = report.data;

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h2 className="font-semibold text-lg text-slate-900">Calidad</h2>
        <p className="text-slate-600 text-sm">
          Solicitudes concluidas a tiempo (sin pasar de los días hábiles de su plazo; el reloj no corre
          mientras se espera al cliente o a la autoridad) y la satisfacción de los clientes, por gestor y por
          trámite.
        </p>
      </div>

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">Periodo</legend>
          <DateRangeFields
            idPrefix={id}
            from={desde}
            to={hasta}
            onFromChange={setDesde}
            onToChange={setHasta}
          />
        </fieldset>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-600 text-sm" aria-live="polite">
            {data ? `Periodo: del ${formatDate(data.desde)} al ${formatDate(data.hasta)}` : null}
            {!desde && !hasta && data ? ' (últimos 30 días)' : null}
          </p>
          {desde || hasta ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDesde('');
                setHasta('');
              }}
            >
              Últimos 30 días
            </Button>
          ) : null}
        </div>
      </Card>

      {report.isError ? (
        <QueryError
          title="Error cargando los indicadores de calidad"
          error={report.error}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : !data ? (
        <div className="space-y-4" role="status" aria-label="Cargando indicadores de calidad">
          <StatTilesSkeleton count={4} layout="stacked" />
          <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
        </div>
      ) : (
        <>
          <StatTiles
            layout="stacked"
            label="Calidad del periodo"
            tiles={[
              {
                label: 'A tiempo',
                value: percentText(data.total.porcentaje_a_tiempo),
                hint: `${formatInteger(data.total.a_tiempo)} de ${formatInteger(data.total.completadas)} concluidas`,
                icon: Timer,
                tone: 'bg-emerald-50 text-emerald-700',
                valueTestId: 'calidad-a-tiempo',
              },
              {
                label: 'Concluidas',
                value: formatInteger(data.total.completadas),
                icon: CheckCircle2,
                tone: 'bg-brand-50 text-brand-700',
              },
              {
                label: 'Satisfacción promedio',
                value: averageText(data.total.promedio_estrellas),
                hint: 'de 5 estrellas',
                icon: Star,
                tone: 'bg-amber-50 text-amber-700',
                valueTestId: 'calidad-promedio',
              },
              {
                label: 'Calificaciones',
                value: formatInteger(data.total.calificaciones),
                icon: MessageSquareText,
                tone: 'bg-purple-50 text-purple-700',
              },
            ]}
          />
          {data.total.completadas === 0 && data.total.calificaciones === 0 ? (
            <EmptyState
              icon={ClipboardCheck}
              title="No hay solicitudes concluidas ni calificaciones en este periodo"
              description="Elige otro periodo para ver el % a tiempo y la satisfacción."
            />
          ) : (
            <div className="grid items-start gap-5 xl:grid-cols-2">
              <QualityGroupList
                title="Por gestor"
                rows={data.por_gestor.map((row) => ({ key: row.gestor_id ?? 'sin-gestor', ...row }))}
              />
              <QualityGroupList
                title="Por trámite"
                rows={data.por_tramite.map((row) => ({ key: String(row.tramite_id), ...row }))}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}

type GroupRow = QualityFigures & { key: string; nombre: string };

function QualityGroupList({ title, rows }: { title: string; rows: GroupRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.key}>
            <QualityGroupCard row={row} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function QualityGroupCard({ row }: { row: GroupRow }) {
  return (
    <Card className="space-y-3 p-4">
      <p className="font-semibold text-slate-900">{row.nombre}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Figure term="A tiempo" value={percentText(row.porcentaje_a_tiempo)} />
        <Figure
          term="Concluidas"
          value={
            row.completadas > 0
              ? `${formatInteger(row.completadas)} (${formatInteger(row.a_tiempo)} a tiempo)`
              : '0'
          }
        />
        <Figure
          term="Satisfacción"
          value={
            row.promedio_estrellas === null ? (
              '—'
            ) : (
              <span className="inline-flex items-center gap-1.5">
                {averageText(row.promedio_estrellas)}
                <StarRating stars={row.promedio_estrellas} className="[&_svg]:size-3.5" />
              </span>
            )
          }
        />
        <Figure term="Calificaciones" value={formatInteger(row.calificaciones)} />
      </dl>
      {row.comentarios.length > 0 ? <QualityComments comments={row.comentarios} /> : null}
    </Card>
  );
}

function Figure({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function QualityComments({ comments }: { comments: QualityComment[] }) {
  return (
    <details className="group rounded-lg bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">
        Comentarios ({formatInteger(comments.length)})
      </summary>
      <ol className="mt-3 space-y-3">
        {comments.map((comment) => (
          <li key={comment.tramite_request_id} className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <StarRating stars={comment.stars} className="[&_svg]:size-3.5" />
              <span className="text-slate-500 text-xs">
                {comment.folio} · {formatDateTime(comment.created_at)}
              </span>
            </div>
            <p className="whitespace-pre-line text-slate-700">{comment.comment}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
