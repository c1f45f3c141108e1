import { useQueryClient } from '@tanstack/react-query';
import type { Tramite } from '@tramites/shared';
import {
  ArrowLeft,
  CircleCheck,
  ClipboardCheck,
  FileUp,
  FolderSearch,
  HandCoins,
  Headset,
  type LucideIcon,
  PackageCheck,
  Quote,
  SearchX,
  ShieldCheck,
  Timer,
  Wallet,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { categoryColorClasses } from '../../../components/category-style.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useCategory } from '../../../features/catalog/api/get-category.ts';
import { useCategoryTramites } from '../../../features/catalog/api/get-category-tramites.ts';
import { heroConfigFor } from '../../../features/catalog/components/category-hero-config.ts';
import { TramiteCard } from '../../../features/catalog/components/tramite-card.tsx';
import { tramiteIdOfHash } from '../../../features/catalog/tramite-href.ts';
import type { UploadFormFilesInput } from '../../../features/documents/api/upload-form-files.ts';
import { ContactAction } from '../../../features/site/components/contact-action.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDays } from '../../../lib/format.ts';
import { invalidateDocumentQueries } from '../../../lib/query-keys.ts';
import { formatTramiteTotal } from '../../../lib/tramite-price.ts';
import type { ReturnTo } from '../../guards.tsx';

const TRAMITE_PARAM = 'tramite';

/**
 * The form (react-hook-form, zod) is not part of the page's first load (DESIGN 7): it loads for signed-in
 * visitors once the page is up, the only ones who can open it.
 */
const loadSolicitudForm = () => import('./solicitud-form-with-privacy.tsx');
const SolicitudFormDialog = lazy(() =>
  loadSolicitudForm().then((module) => ({ default: module.SolicitudFormWithPrivacy })),
);

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Solicita', text: 'Elige tu trámite y cuéntanos para quién es.', icon: ClipboardCheck },
  {
    title: 'Cotización y pago',
    text: 'Recibe el precio en MXN y paga en línea de forma segura.',
    icon: Wallet,
  },
  { title: 'Documentos', text: 'Sube tus documentos desde el celular; tu gestor los revisa.', icon: FileUp },
  { title: 'Entrega', text: 'Tu gestor presenta el trámite y te entrega el resultado.', icon: PackageCheck },
];

const BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Sin filas', text: 'Nosotros hacemos las vueltas; tú sigues el avance en línea.', icon: Timer },
  { title: 'Revisión previa', text: 'Validamos tus documentos antes de presentarlos.', icon: ShieldCheck },
  { title: 'Precio claro', text: 'Honorarios y derechos por separado, sin sorpresas.', icon: HandCoins },
  { title: 'Un gestor para ti', text: 'Resuelve dudas por chat con quien lleva tu caso.', icon: Headset },
];

const TESTIMONIALS = [
  {
    quote: 'Me dijeron desde el principio qué documentos necesitaba y no tuve que ir a ninguna oficina.',
    author: 'Laura G., cliente en Guadalajara',
  },
  {
    quote: 'Subí todo desde el celular y mi gestor me avisó en cada paso. Muy recomendable.',
    author: 'Ricardo M., cliente en Ciudad de México',
  },
  {
    quote: 'El precio fue el que me cotizaron, sin cargos extra. Volveré a usar el servicio.',
    author: 'Sofía P., cliente en Monterrey',
  },
];

export function CategoriaPage() {
  const params = useParams();
  const categoryId = Number(params.categoryId);
  const isValidId = Number.isInteger(categoryId) && categoryId > 0;
  const category = useCategory(categoryId);
  const tramites = useCategoryTramites(categoryId);
  const { isAuthenticated, user } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // The upload code loads with the first request that has files, not with the catalogue page.
  const uploadFormFiles = async (input: UploadFormFilesInput) => {
    const uploads = await import('../../../features/documents/api/upload-form-files.ts');
    try {
      return await uploads.uploadFormFiles(input);
    } finally {
      invalidateDocumentQueries(queryClient);
    }
  };

  // The open solicitud form lives in the URL (?tramite=id): Back closes it and sign-in returns to it.
  const requestedId = Number(searchParams.get(TRAMITE_PARAM));
  const selectedTramite =
    isAuthenticated && requestedId
      ? (tramites.data?.find((tramite) => tramite.id === requestedId) ?? null)
      : null;

  useEffect(() => {
    if (isAuthenticated) {
      void loadSolicitudForm();
    }
  }, [isAuthenticated]);

  // Once opened, the dialog stays mounted: closing it returns the focus to the card's button.
  const [isFormNeeded, setFormNeeded] = useState(false);
  useEffect(() => {
    if (selectedTramite) {
      setFormNeeded(true);
    }
  }, [selectedTramite]);

  useEffect(() => {
    if (requestedId && tramites.data) {
      document.getElementById(`tramite-card-${requestedId}`)?.scrollIntoView({ block: 'center' });
    }
  }, [requestedId, tramites.data]);

  // A search result (`#tramite-{id}`) lands on its card, marked and open on a phone. Read after hydration:
  // the prerendered page was rendered without the hash (browsers do not send it).
  const { hash } = useLocation();
  const [pointedId, setPointedId] = useState<number | null>(null);
  useEffect(() => setPointedId(tramiteIdOfHash(hash)), [hash]);
  useEffect(() => {
    if (pointedId && tramites.data) {
      document.getElementById(`tramite-card-${pointedId}`)?.scrollIntoView({ block: 'start' });
    }
  }, [pointedId, tramites.data]);

  const handleRequest = (tramite: Tramite) => {
    if (!isAuthenticated) {
      const from: ReturnTo = {
        pathname: paths.categoria.href(categoryId),
        search: `?${TRAMITE_PARAM}=${tramite.id}`,
      };
      navigate(paths.login.href(), { state: { from } });
      return;
    }
    setSearchParams({ [TRAMITE_PARAM]: String(tramite.id) });
  };

  const closeSolicitudForm = () => {
    setSearchParams({}, { replace: true });
  };

  const isNotFound =
    !isValidId ||
    (category.isError && isApiError(category.error) && [404, 422].includes(category.error.status));

  if (isNotFound) {
    return (
      <div className="container-page py-16">
        <title>Categoria no encontrada · Trámites MX</title>
        <EmptyState
          icon={SearchX}
          title={<span className="text-xl">Categoria no encontrada</span>}
          description="La categoría que buscas no existe o ya no está disponible."
          action={
            <ButtonLink to={paths.categorias.href()} variant="primary">
              Ver todas las categorías
            </ButtonLink>
          }
        />
      </div>
    );
  }

  if (category.isError) {
    return (
      <div className="container-page py-16">
        <QueryError
          title="Error al cargar categoria"
          error={category.error}
          onRetry={() => void category.refetch()}
          isRetrying={category.isFetching}
          className="mx-auto max-w-xl"
        />
      </div>
    );
  }

  const data = category.data;
  const colors = categoryColorClasses(data?.color);
  const hero = data ? heroConfigFor(data.name) : null;

  return (
    <>
      {data ? <title>{`${data.name} · Trámites MX`}</title> : null}
      <section className={cn('relative overflow-hidden text-white', data ? colors.solid : 'bg-slate-700')}>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-black/25 via-black/5 to-transparent"
        />
        <div className="container-page relative py-10 sm:py-14">
          <Link
            to={paths.categorias.href()}
            className="inline-flex items-center gap-1.5 rounded font-medium text-sm text-white/85 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Todas las categorías
          </Link>
          {data && hero ? (
            <div className="mt-6 grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-end">
              <div className="space-y-4">
                <div className="flex items-center gap-4">
                  <span className="flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
                    <CategoryIcon name={data.icon} className="size-7" />
                  </span>
                  <h1 className="font-bold text-3xl leading-tight sm:text-4xl">{data.name}</h1>
                </div>
                <p className="max-w-2xl text-lg text-white/90">{hero.tagline}</p>
                <p className="max-w-2xl text-white/80">{data.description}</p>
              </div>
              <ul className="space-y-2.5 rounded-2xl bg-black/15 p-5 ring-1 ring-white/15">
                {hero.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-start gap-2.5 text-sm">
                    <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="mt-6 space-y-4" role="status" aria-label="Cargando categoría">
              <Skeleton className="h-10 w-2/3 bg-white/25" />
              <Skeleton className="h-5 w-1/2 bg-white/20" />
              <Skeleton className="h-5 w-1/3 bg-white/20" />
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="tramites-titulo" className="container-page py-10 sm:py-12">
        <h2 id="tramites-titulo" className="font-bold text-2xl text-slate-900">
          Trámites disponibles
        </h2>
        <div className="mt-6">
          <QueryList
            query={tramites}
            isFailed={tramites.isError}
            skeleton={
              <ListSkeleton
                label="Cargando trámites"
                count={4}
                itemClassName="h-72 rounded-[var(--radius-card)]"
                className="grid gap-5 md:grid-cols-2"
              />
            }
            error={{ title: 'Error al cargar tramites' }}
            isEmpty={(list) => list.length === 0}
            empty={
              <EmptyState
                icon={FolderSearch}
                title="Servicios en Configuracion"
                description="Estamos preparando los trámites de esta categoría. Contáctanos y te cotizamos tu caso."
                action={
                  <ContactAction fallback={{ to: paths.categorias.href(), label: 'Ver otras categorías' }} />
                }
              />
            }
          >
            {(list) => (
              <ul className="grid gap-5 md:grid-cols-2">
                {list.map((tramite) => (
                  <li key={tramite.id}>
                    <TramiteCard
                      tramite={tramite}
                      onRequest={handleRequest}
                      isSelected={tramite.id === requestedId || tramite.id === pointedId}
                      isPointedAt={tramite.id === pointedId}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryList>
        </div>
      </section>

      <section aria-labelledby="proceso-titulo" className="border-slate-200 border-y bg-white py-12">
        <div className="container-page">
          <h2 id="proceso-titulo" className="text-center font-bold text-2xl text-slate-900">
            Cómo funciona
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ title, text, icon: Icon }, index) => (
              <li key={title} className="relative rounded-[var(--radius-card)] bg-slate-50 p-5">
                <span className="absolute top-4 right-4 font-bold text-3xl text-slate-200" aria-hidden="true">
                  {index + 1}
                </span>
                <span className={cn('flex size-11 items-center justify-center rounded-xl', colors.soft)}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">
                  <span className="sr-only">Paso {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1 text-slate-600 text-sm">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="beneficios-titulo" className="container-page py-12">
        <h2 id="beneficios-titulo" className="font-bold text-2xl text-slate-900">
          Beneficios de hacerlo con nosotros
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <Icon className={cn('size-6', colors.text)} aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-600 text-sm">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonios-titulo" className="bg-slate-100 py-12">
        <div className="container-page">
          <h2 id="testimonios-titulo" className="font-bold text-2xl text-slate-900">
            Lo que dicen nuestros clientes
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {TESTIMONIALS.map(({ quote, author }) => (
              <li key={author}>
                <figure className="h-full rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
                  <Quote className={cn('size-6', colors.text)} aria-hidden="true" />
                  <blockquote className="mt-3 text-slate-700">“{quote}”</blockquote>
                  <figcaption className="mt-4 font-medium text-slate-900 text-sm">— {author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-12">
        <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] bg-brand-800 p-8 text-white shadow-[var(--shadow-card)] sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-bold text-2xl">¿Listo para empezar?</h2>
            <p className="mt-1 text-brand-100">
              {isAuthenticated
                ? 'Elige un trámite de la lista y solicítalo en un minuto.'
                : 'Crea tu cuenta gratis y solicita tu cotización en minutos.'}
            </p>
          </div>
          {isAuthenticated ? (
            <ButtonLink to={paths.dashboard.href()} variant="accent" size="lg">
              Ir a mi panel
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.register.href()} variant="accent" size="lg">
              Crear cuenta
            </ButtonLink>
          )}
        </div>
      </section>

      {selectedTramite || isFormNeeded ? (
        <Suspense fallback={null}>
          <SolicitudFormDialog
            tramite={selectedTramite}
            summary={
              selectedTramite
                ? `${selectedTramite.price_type === 'fijo' && selectedTramite.government_fee !== null ? 'Total estimado ' : ''}${formatTramiteTotal(selectedTramite)} · ${formatDays(selectedTramite.estimated_time_days)}`
                : undefined
            }
            user={user}
            uploadFormFiles={uploadFormFiles}
            onClose={closeSolicitudForm}
            onCreated={(created) => navigate(paths.tramiteDocumentos.href(created.id))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
