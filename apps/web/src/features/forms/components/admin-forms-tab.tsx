import { type FormTemplate, formTemplateStatusLabel } from '@tramites/shared';
import {
  CircleCheck,
  Copy,
  FilePenLine,
  FileStack,
  FileWarning,
  Pencil,
  Plus,
  Search,
  Trash2,
  Wand2,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatTiles } from '../../../components/ui/stat-tiles.tsx';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDuplicateFormTemplate } from '../api/duplicate-form-template.ts';
import type { FormTemplatesQuery } from '../api/form-keys.ts';
import { useFormTemplates } from '../api/get-form-templates.ts';
import { usePublishFormTemplate } from '../api/publish-form-template.ts';
import { FORM_PARAM, NEW_FORM, shortFormId, TRAMITE_PARAM } from '../form-builder.ts';
import { FormBuilderView } from './form-builder-view.tsx';
import { FormTemplateDeleteDialog } from './form-template-delete-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;
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
  const list = templates.data?.templates ?? [];

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
            <Label htmlFor={`${id}-buscar`}>Buscar formulario</Label>
            <div className="relative">
              <Search
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id={`${id}-buscar`}
                type="search"
                className="pl-9"
                placeholder="Nombre, trámite o ID"
                aria-describedby={`${id}-buscar-hint`}
                autoComplete="off"
                maxLength={100}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
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

      {templates.isPending ? (
        <div className="space-y-2" role="status" aria-label="Cargando formularios">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : templates.isError && !templates.data ? (
        <QueryError
          title="Error al cargar formularios"
          error={templates.error}
          onRetry={() => void templates.refetch()}
          isRetrying={templates.isFetching}
        />
      ) : list.length === 0 ? (
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
      ) : (
        <ul
          aria-label="Formularios"
          className={templates.isPlaceholderData ? 'space-y-2 opacity-60 transition-opacity' : 'space-y-2'}
        >
          {list.map((template) => (
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

      <FormTemplateDeleteDialog template={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Borrador / Publicado, and whether the latest edits wait to be published. */
export function FormStatusBadges({ template }: { template: FormTemplate }) {
  return (
    <>
      <Badge tone={template.is_published ? 'success' : 'warning'}>{formTemplateStatusLabel(template)}</Badge>
      {template.is_published && template.has_unpublished_changes ? (
        <Badge tone="info">cambios sin publicar</Badge>
      ) : null}
    </>
  );
}

function FormTemplateRow({
  template,
  isDuplicating,
  isPublishing,
  onEdit,
  onDuplicate,
  onTogglePublished,
  onDelete,
}: {
  template: FormTemplate;
  isDuplicating: boolean;
  isPublishing: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}) {
  const fieldCount = template.fields.length;
  return (
    <Card className="p-3 sm:p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-words font-semibold text-slate-900">{template.name}</span>
            <FormStatusBadges template={template} />
            {template.is_auto_generated ? (
              <Badge tone="purple">
                <Wand2 className="size-3" aria-hidden="true" />
                Automático
              </Badge>
            ) : null}
          </p>
          <p className="text-slate-600 text-sm">
            {template.tramite_name ? (
              <>
                <span className="font-medium text-slate-800">{template.tramite_name}</span>
                {template.category_name ? ` · ${template.category_name}` : null}
              </>
            ) : (
              <span className="italic">Sin trámite</span>
            )}
          </p>
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm"
            aria-label="Datos del formulario"
          >
            <li>
              ID <span className="font-mono text-slate-900">{shortFormId(template.id)}</span>
            </li>
            <li>
              Versión {template.version}
              {template.published_version !== null && template.published_version !== template.version
                ? ` (publicada: ${template.published_version})`
                : ''}
            </li>
            <li>
              {formatInteger(fieldCount)} {fieldCount === 1 ? 'campo' : 'campos'}
            </li>
            <li>
              {formatInteger(template.requests_count)}{' '}
              {template.requests_count === 1 ? 'solicitud' : 'solicitudes'}
            </li>
            <li>Actualizado {formatDate(template.updated_at)}</li>
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            leftIcon={<Pencil className="size-4" aria-hidden="true" />}
            aria-label={`Editar ${template.name}`}
          >
            Editar
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onDuplicate}
            isLoading={isDuplicating}
            leftIcon={<Copy className="size-4" aria-hidden="true" />}
            aria-label={`Duplicar ${template.name}`}
          >
            Duplicar
          </Button>
          <Button
            size="sm"
            variant={template.is_published ? 'outline' : 'secondary'}
            onClick={onTogglePublished}
            isLoading={isPublishing}
            aria-label={`${template.is_published ? 'Despublicar' : 'Publicar'} ${template.name}`}
          >
            {template.is_published ? 'Despublicar' : 'Publicar'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-red-700"
            onClick={onDelete}
            leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
            aria-label={`Eliminar ${template.name}`}
          >
            <span className="hidden sm:inline">Eliminar</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
