import type { FormTemplate } from '@tramites/shared';
import { CircleCheck, FilePenLine, FileStack, FileWarning, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { StatTiles } from '../../../components/ui/stat-tiles.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDuplicateFormTemplate } from '../api/duplicate-form-template.ts';
import type { FormTemplatesQuery } from '../api/form-keys.ts';
import { useFormTemplates } from '../api/get-form-templates.ts';
import { usePublishFormTemplate } from '../api/publish-form-template.ts';
import { FORM_PARAM, NEW_FORM, shortFormId, TRAMITE_PARAM } from '../form-builder.ts';
import { FormBuilderView } from './form-builder-view.tsx';
import { FormTemplateDeleteDialog } from './form-template-delete-dialog.tsx';
import { FormTemplateRow } from './form-template-row.tsx';

const parseTramiteParam = (value: string | null): number | null => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
};

/**
 * Spec section 2, Forms tab (admins only): the templates with search (by name, procedure or the first 7
 * characters of the id, kept in the URL as ?search=), stat tiles, and each template's actions; the builder
 * opens in place (?formulario=).
 */
export function AdminFormsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const formParam = searchParams.get(FORM_PARAM);

  const openBuilder = (id: string, tramiteId?: number) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', 'forms');
      next.set(FORM_PARAM, id);
      if (tramiteId) {
        next.set(TRAMITE_PARAM, String(tramiteId));
      } else {
        next.delete(TRAMITE_PARAM);
      }
      return next;
    });
  };
  const closeBuilder = () => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(FORM_PARAM);
      next.delete(TRAMITE_PARAM);
      return next;
    });
  };

  if (formParam) {
    return (
      <FormBuilderView
        key={formParam}
        templateId={formParam === NEW_FORM ? null : formParam}
        tramiteId={parseTramiteParam(searchParams.get(TRAMITE_PARAM))}
        onBack={closeBuilder}
        onCreated={(id) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(FORM_PARAM, id);
              next.delete(TRAMITE_PARAM);
              return next;
            },
            { replace: true },
          )
        }
      />
    );
  }
  return <FormTemplatesList onOpen={(id) => openBuilder(id)} onCreate={() => openBuilder(NEW_FORM)} />;
}

function FormTemplatesList({ onOpen, onCreate }: { onOpen: (id: string) => void; onCreate: () => void }) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(searchParams.get('search') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<FormTemplatesQuery['status']>(undefined);
  const query: FormTemplatesQuery = { search: debouncedSearch || undefined, status };
  const templates = useFormTemplates(query);
  const [deleting, setDeleting] = useState<FormTemplate | null>(null);
  const duplicate = useDuplicateFormTemplate();
  const publish = usePublishFormTemplate();

  // The search lives in the URL (spec: /admin?tab=forms&search=abc1234), written once typing settles.
  const urlSearch = searchParams.get('search') ?? '';
  useEffect(() => {
    if (debouncedSearch === urlSearch) {
      return;
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debouncedSearch) {
          next.set('search', debouncedSearch);
        } else {
          next.delete('search');
        }
        return next;
      },
      { replace: true },
    );
  }, [debouncedSearch, urlSearch, setSearchParams]);

  const duplicateTemplate = async (template: FormTemplate) => {
    try {
      const copy = await duplicate.mutateAsync(template.id);
      notifySuccess(`Formulario duplicado: «${copy.name}»`, {
        description: `ID ${shortFormId(copy.id)}, como borrador.`,
      });
    } catch (error) {
      notifyError('Error duplicando formulario', error);
    }
  };
  const togglePublished = async (template: FormTemplate) => {
    const next = !template.is_published;
    try {
      await publish.mutateAsync({ id: template.id, publish: next });
      notifySuccess(
        next ? `Formulario «${template.name}» publicado` : `Formulario «${template.name}» despublicado`,
      );
    } catch (error) {
      notifyError(next ? 'Error publicando formulario' : 'Error despublicando formulario', error);
    }
  };

  const stats = templates.data?.stats;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 className="font-semibold text-lg text-slate-900">Formularios de solicitud</h2>
          <p className="text-slate-600 text-sm">
            Lo que se pregunta al solicitar cada trámite, después de los datos de contacto.
          </p>
        </div>
        <Button onClick={onCreate} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
          Nuevo formulario
        </Button>
      </div>

      {stats ? (
        <StatTiles
          layout="beside"
          label="Resumen de formularios"
          tiles={[
            {
              label: 'Formularios',
              value: formatInteger(stats.total),
              hint: `${formatInteger(stats.auto_generated)} generados automáticamente`,
              icon: FileStack,
              tone: 'bg-sky-50 text-sky-700',
            },
            {
              label: 'Publicados',
              value: formatInteger(stats.published),
              icon: CircleCheck,
              tone: 'bg-green-50 text-green-700',
            },
            {
              label: 'Borradores',
              value: formatInteger(stats.drafts),
              icon: FilePenLine,
              tone: 'bg-amber-50 text-amber-700',
            },
            {
              label: 'Trámites sin formulario',
              value: formatInteger(stats.tramites_without_form),
              icon: FileWarning,
              tone: 'bg-violet-50 text-violet-700',
            },
          ]}
        />
      ) : null}

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
          <legend className="sr-only">Filtrar formularios</legend>
          <div className="space-y-1.5">
            <SearchField
              id={`${id}-buscar`}
              label="Buscar formulario"
              placeholder="Nombre, trámite o ID"
              aria-describedby={`${id}-buscar-hint`}
              autoComplete="off"
              maxLength={100}
              value={search}
              onValueChange={setSearch}
            />
            <p id={`${id}-buscar-hint`} className="text-slate-500 text-xs">
              Del ID bastan sus 7 primeros caracteres.
            </p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-estado`}>Estado</Label>
            <Select
              id={`${id}-estado`}
              value={status ?? ''}
              onChange={(event) =>
                setStatus((event.target.value || undefined) as FormTemplatesQuery['status'])
              }
            >
              <option value="">Todos</option>
              <option value="published">Publicados</option>
              <option value="draft">Borradores</option>
            </Select>
          </div>
        </fieldset>
      </Card>

      <QueryList
        query={templates}
        skeleton={
          <ListSkeleton label="Cargando formularios" count={3} itemClassName="h-24 w-full rounded-xl" />
        }
        error={{ title: 'Error al cargar formularios' }}
        isEmpty={(data) => data.templates.length === 0}
        empty={
          <EmptyState
            icon={FileStack}
            title={
              debouncedSearch || status
                ? 'No hay formularios que coincidan con la búsqueda'
                : 'Aún no hay formularios'
            }
            description={
              debouncedSearch || status
                ? undefined
                : 'Crea uno con «Nuevo formulario», o genéralos desde la pestaña Trámites.'
            }
          />
        }
      >
        {(data) => (
          <ul
            aria-label="Formularios"
            className={templates.isPlaceholderData ? 'space-y-2 opacity-60 transition-opacity' : 'space-y-2'}
          >
            {data.templates.map((template) => (
              <li key={template.id}>
                <FormTemplateRow
                  template={template}
                  isDuplicating={duplicate.isPending && duplicate.variables === template.id}
                  isPublishing={publish.isPending && publish.variables?.id === template.id}
                  onEdit={() => onOpen(template.id)}
                  onDuplicate={() => void duplicateTemplate(template)}
                  onTogglePublished={() => void togglePublished(template)}
                  onDelete={() => setDeleting(template)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryList>

      <FormTemplateDeleteDialog template={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
