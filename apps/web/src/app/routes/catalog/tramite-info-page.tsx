import { MODALIDAD_LABELS, type Tramite, tramitePriceHeadline } from '@tramites/shared';
import {
  ArrowLeft,
  BookOpen,
  Building2,
  CalendarClock,
  CheckCircle2,
  Clock,
  Laptop,
  SearchX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { categoryColorClasses } from '../../../components/category-style.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useCategory } from '../../../features/catalog/api/get-category.ts';
import { useTramite } from '../../../features/catalog/api/get-tramite.ts';
import { PriceBreakdown } from '../../../features/catalog/components/tramite-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDays } from '../../../lib/format.ts';
import type { ReturnTo } from '../../guards.tsx';

/**
 * A procedure's own page (/tramite-info/{id}, issue 26): what a client needs to decide, at a URL they can
 * share (prerendered, with its own preview). "Solicitar" opens the same request form as its category page:
 * signed in, the form over that page; a visitor signs in first and comes back to it.
 */
export function TramiteInfoPage() {
  const tramiteId = Number(useParams().tramiteId);
  const isValidId = Number.isInteger(tramiteId) && tramiteId > 0;
  const tramite = useTramite(tramiteId);
  const category = useCategory(tramite.data?.category_id ?? 0);
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();

  const handleRequest = (selected: Tramite) => {
    const form: ReturnTo = {
      pathname: paths.categoria.href(selected.category_id),
      search: `?tramite=${selected.id}`,
    };
    if (isAuthenticated) {
      navigate(`${form.pathname}${form.search}`);
      return;
    }
    navigate(paths.login.href(), { state: { from: form } });
  };

  const isNotFound =
    !isValidId || (tramite.isError && isApiError(tramite.error) && [404, 422].includes(tramite.error.status));
  if (isNotFound) {
    return (
      <div className="container-page py-16">
        <title>Trámite no encontrado · Trámites MX</title>
        <EmptyState
          icon={SearchX}
          title={<span className="text-xl">Trámite no encontrado</span>}
          description="El trámite que buscas no existe o ya no está disponible."
          action={
            <ButtonLink to={paths.categorias.href()} variant="primary">
              Ver todas las categorías
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (tramite.isError) {
    return (
      <div className="container-page py-16">
        <QueryError
          title="Error al cargar el trámite"
          error={tramite.error}
          onRetry={() => void tramite.refetch()}
          isRetrying={tramite.isFetching}
          className="mx-auto max-w-xl"
        />
      </div>
    );
  }

  const data = tramite.data;
  const colors = categoryColorClasses(category.data?.color);
  return (
    <>
      {data ? <title>{`${data.name} · Trámites MX`}</title> : null}
      <section
        className={cn('relative overflow-hidden text-white', category.data ? colors.solid : 'bg-slate-700')}
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-black/25 via-black/5 to-transparent"
        />
        <div className="container-page relative py-8 sm:py-12">
          {data ? (
            <Link
              to={paths.categoria.href(data.category_id)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded font-medium text-sm text-white/85 hover:text-white"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {category.data ? category.data.name : 'Volver a la categoría'}
            </Link>
          ) : null}
          {data ? (
            <div className="mt-4 flex items-start gap-4">
              {category.data ? (
                <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25 sm:flex">
                  <CategoryIcon name={category.data.icon} className="size-7" />
                </span>
              ) : null}
              <div className="space-y-3">
                <h1 className="font-bold text-3xl leading-tight sm:text-4xl">{data.name}</h1>
                <p className="max-w-3xl text-white/90">{data.description}</p>
              </div>
            </div>
          ) : (
            <div className="mt-6 space-y-4" role="status" aria-label="Cargando trámite">
              <Skeleton className="h-10 w-2/3 bg-white/25" />
              <Skeleton className="h-5 w-1/2 bg-white/20" />
            </div>
          )}
        </div>
      </section>

      {data ? (
        <div className="container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-[1fr_22rem] lg:items-start">
          <Card className="p-5 sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
            <PriceHeadline tramite={data} />
            <div className="mt-4">
              <PriceBreakdown tramite={data} />
            </div>
            <Button className="mt-5" fullWidth size="lg" onClick={() => handleRequest(data)}>
              Solicitar
            </Button>
            <p className="mt-3 text-center text-slate-500 text-xs">
              {isAuthenticated
                ? 'Sin compromiso: primero recibes tu cotización.'
                : 'Inicia sesión o crea tu cuenta gratis para solicitarlo.'}
            </p>
          </Card>

          <div className="space-y-6 lg:col-start-1 lg:row-start-1">
            <Card className="p-5 sm:p-6">
              <h2 className="font-semibold text-lg text-slate-900">Detalles del trámite</h2>
              <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
                <Detail icon={<Clock />} term="Tiempo estimado">
                  {formatDays(data.estimated_time_days)}
                </Detail>
                <Detail icon={<Laptop />} term="Modalidad">
                  {MODALIDAD_LABELS[data.modalidad] ?? data.modalidad}
                </Detail>
                {data.dependencia ? (
                  <Detail icon={<Building2 />} term="Dependencia">
                    {data.dependencia}
                  </Detail>
                ) : null}
                {data.vigencia ? (
                  <Detail icon={<CalendarClock />} term="Vigencia">
                    {data.vigencia}
                  </Detail>
                ) : null}
                {data.fundamento_juridico ? (
                  <Detail icon={<BookOpen />} term="Fundamento jurídico" wide>
                    {data.fundamento_juridico}
                  </Detail>
                ) : null}
              </dl>
            </Card>

            <Card className="p-5 sm:p-6">
              <h2 className="font-semibold text-lg text-slate-900">Documentos requeridos</h2>
              {data.required_documents.length > 0 ? (
                <ul className="mt-4 space-y-2 text-slate-700 text-sm">
                  {data.required_documents.map((document) => (
                    <li key={document} className="flex gap-2">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                      <span>{document}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-slate-600 text-sm">
                  Tu gestor te dice qué documentos necesitas después de revisar tu caso.
                </p>
              )}
              <p className="mt-4 text-slate-500 text-xs">
                Los subes desde tu celular después de solicitarlo; tu gestor los revisa antes de presentarlos.
              </p>
            </Card>

            <Link
              to={paths.categoria.href(data.category_id)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {category.data ? `Más trámites de ${category.data.name}` : 'Más trámites de esta categoría'}
            </Link>
          </div>
        </div>
      ) : (
        <div className="container-page py-10" role="status" aria-label="Cargando detalles">
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </>
  );
}

function PriceHeadline({ tramite }: { tramite: Tramite }) {
  const headline = tramitePriceHeadline(tramite);
  return (
    <div>
      {headline.caption ? <p className="text-slate-500 text-sm">{headline.caption}</p> : null}
      <p
        className={cn('font-bold', headline.isFixed ? 'text-3xl text-brand-800' : 'text-2xl text-slate-800')}
      >
        {headline.label}
      </p>
    </div>
  );
}

function Detail({
  icon,
  term,
  wide = false,
  children,
}: {
  icon: ReactNode;
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    // A <dl>'s group holds only its <dt> and <dd> (axe: definition-list): the icon sits inside the term.
    <div className={cn('relative pl-7', wide && 'sm:col-span-2')}>
      <dt className="text-slate-500">
        <span className="absolute top-0.5 left-0 text-slate-400 [&>svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
