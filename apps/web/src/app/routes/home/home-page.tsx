import { MARKETING } from '@tramites/shared';
import { Award, CircleCheck, Clock, Search, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useCategories } from '../../../features/catalog/api/get-categories.ts';
import {
  CATEGORIAS_SEARCH_ID,
  CatalogSearchBox,
} from '../../../features/catalog/components/catalog-search-box.tsx';
import { CategoriesErrorState } from '../../../features/catalog/components/categories-error-state.tsx';
import { CategoryCard } from '../../../features/catalog/components/category-card.tsx';
import { CategoryCardSkeleton } from '../../../features/catalog/components/category-card-skeleton.tsx';
import { ContactCta } from '../../../features/site/components/contact-cta.tsx';

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

const REASONS = [
  {
    icon: Award,
    title: `${MARKETING.yearsExperience} años de experiencia`,
    text: 'Conocemos los requisitos de cada dependencia y te decimos exactamente qué llevar.',
  },
  {
    icon: ShieldCheck,
    title: `${MARKETING.successRate} de trámites exitosos`,
    text: 'Revisamos tus documentos antes de presentarlos para evitar rechazos y vueltas.',
  },
  {
    icon: Clock,
    title: `Seguimiento ${MARKETING.support}`,
    text: 'Consulta el avance de tu trámite en línea y habla con tu gestor cuando lo necesites.',
  },
] as const;

const STATS = [
  { value: MARKETING.processed, label: 'trámites procesados' },
  { value: MARKETING.successRate, label: 'de éxito' },
  { value: MARKETING.categories, label: 'categorías principales' },
  { value: MARKETING.procedures, label: 'trámites específicos' },
  { value: MARKETING.support, label: 'soporte y seguimiento' },
  { value: MARKETING.delivery, label: 'tiempo de entrega' },
] as const;

export function HomePage() {
  const { categories, isPending, errorMessage, attempts, refetch, isFetching } = useCategories();

  return (
    <>
      <title>Trámites MX — Gestoría de trámites en México</title>
      {/* Not overflow-hidden itself: the search results open over the section's edge. */}
      <section className="relative bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
          <div className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-500/25 blur-3xl" />
        </div>
        <div className="container-page relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div className="space-y-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-medium text-brand-100 text-sm ring-1 ring-white/20">
              <Sparkles className="size-4" aria-hidden="true" />
              Gestoría profesional en todo México
            </p>
            <h1 className="font-bold text-4xl leading-tight tracking-tight sm:text-5xl">
              Tus trámites en México, <span className="text-accent-400">sin filas ni complicaciones</span>
            </h1>
            <p className="max-w-xl text-brand-50/90 text-lg">
              Actas, licencias, pasaportes, trámites vehiculares, fiscales y empresariales. Te cotizamos,
              revisamos tus documentos y un gestor lleva tu caso hasta la entrega.
            </p>
            <CatalogSearchBox id="buscar-tramite" className="max-w-xl" />
            <div className="flex flex-col gap-3 sm:flex-row">
              {/* The spec's link to /categorias, landing on its search box, focused. */}
              <ButtonLink
                to={`${paths.categorias.href()}#${CATEGORIAS_SEARCH_ID}`}
                variant="accent"
                size="lg"
              >
                <Search className="size-5" aria-hidden="true" />
                Buscar Mi Trámite
              </ButtonLink>
              <ButtonLink to={paths.register.href()} variant="inverse" size="lg">
                Cotizar Ahora
              </ButtonLink>
            </div>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white/10 p-6 text-white ring-1 ring-white/15 backdrop-blur">
            <p className="font-semibold text-lg">Así de fácil</p>
            <ol className="mt-4 space-y-4 text-sm">
              {[
                'Elige tu trámite y solicita tu cotización.',
                'Paga en línea y sube tus documentos desde el celular.',
                'Tu gestor lo presenta y te avisa en cada paso.',
              ].map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-slate-900">
                    {index + 1}
                  </span>
                  <span className="pt-1 text-brand-50">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-5 flex items-center gap-2 border-white/15 border-t pt-4 text-brand-100 text-sm">
              <CircleCheck className="size-4" aria-hidden="true" />
              Entregas en {MARKETING.delivery}; muchos trámites listos en 48 h o 72 h.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="por-que-titulo" className="container-page py-14 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="por-que-titulo" className="font-bold text-2xl text-slate-900 sm:text-3xl">
            ¿Por qué elegir Trámites MX?
          </h2>
          <p className="mt-3 text-slate-600">
            Un equipo que conoce cada dependencia y te acompaña de principio a fin.
          </p>
        </div>
        <div className="mt-10 grid gap-5 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-lg text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600 text-sm">{text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="categorias-titulo"
        className="border-slate-200 border-y bg-white py-14 sm:py-16"
      >
        <div className="container-page">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="categorias-titulo" className="font-bold text-2xl text-slate-900 sm:text-3xl">
                Categorías de trámites
              </h2>
              <p className="mt-2 text-slate-600">
                {MARKETING.categories} categorías y más de {MARKETING.procedures.replace('+', '')} trámites
                específicos.
              </p>
            </div>
            <ButtonLink to={paths.categorias.href()} variant="outline">
              Ver todas las categorías
            </ButtonLink>
          </div>
          <div className="mt-8">
            {errorMessage ? (
              <CategoriesErrorState
                message={errorMessage}
                attempts={attempts}
                onRetry={() => void refetch()}
                isRetrying={isFetching}
                showHomeLink={false}
              />
            ) : (
              <div className="grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {isPending
                  ? SKELETON_KEYS.map((key) => <CategoryCardSkeleton key={key} />)
                  : categories.map((category) => <CategoryCard key={category.id} category={category} />)}
              </div>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="cifras-titulo" className="bg-slate-900 py-14 text-white">
        <div className="container-page">
          <h2 id="cifras-titulo" className="sr-only">
            Trámites MX en cifras
          </h2>
          <dl className="grid grid-cols-2 gap-8 text-center md:grid-cols-3 lg:grid-cols-6">
            {STATS.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse gap-1">
                <dt className="text-slate-300 text-sm">{label}</dt>
                <dd className="font-bold text-3xl text-accent-400">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-10 flex items-center justify-center gap-2 text-center text-slate-300 text-sm">
            <Users className="size-4" aria-hidden="true" />
            Atendemos a personas, familias y empresas en todo el país.
          </p>
        </div>
      </section>

      <ContactCta />
    </>
  );
}
