import type { AdminTramite, FormField, FormTemplate } from '@tramites/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFormTemplate } from '../api/get-form-template.ts';
import { useFormTramites } from '../api/get-form-tramites.ts';
import { removeField, upsertField } from '../form-builder.ts';
import { useFormBuilder } from '../use-form-builder.ts';
import { FormBuilderFieldList } from './form-builder-field-list.tsx';
import { BackToFormsLink, FormBuilderHeader } from './form-builder-header.tsx';
import { FormBuilderMetadata } from './form-builder-metadata.tsx';
import { FormBuilderPublish } from './form-builder-publish.tsx';
import { FormFieldDeleteDialog } from './form-field-delete-dialog.tsx';
import { type FieldEditorTarget, FormFieldEditorDialog } from './form-field-editor-dialog.tsx';
import { FormPreview } from './form-preview.tsx';

/** Every procedure, archived ones too (a template may belong to one), in the catalogue's order. */
const ALL_TRAMITES = { include_archived: true } as const;

export interface FormBuilderViewProps {
  /** The template to edit, or null for a new one. */
  templateId: string | null;
  /** A new template's procedure (from the tramites tab's 'Configurar formulario'). */
  tramiteId: number | null;
  onBack: () => void;
  /** A new template was saved: the builder continues on it. */
  onCreated: (id: string) => void;
}

/** The builder's screen: loads the template and the procedures, then shows the builder beside its preview. */
export function FormBuilderView({ templateId, tramiteId, onBack, onCreated }: FormBuilderViewProps) {
  const template = useFormTemplate(templateId);
  const tramites = useFormTramites(ALL_TRAMITES);

  if ((templateId && template.isError) || tramites.isError) {
    const failed = templateId && template.isError ? template : tramites;
    return (
      <div className="space-y-4">
        <BackToFormsLink onBack={onBack} />
        <QueryError
          title={
            templateId && template.isError ? 'Error al cargar el formulario' : 'Error al cargar trámites'
          }
          error={failed.error}
          onRetry={
            isApiError(failed.error) && failed.error.status === 404 ? undefined : () => void failed.refetch()
          }
          isRetrying={failed.isFetching}
        />
      </div>
    );
  }
  if ((templateId && !template.data) || !tramites.data) {
    return (
      <div className="space-y-4" role="status" aria-label="Cargando formulario">
        <BackToFormsLink onBack={onBack} />
        <Skeleton className="h-10 w-1/2" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      </div>
    );
  }
  const tramite = tramiteId ? (tramites.data.find((item) => item.id === tramiteId) ?? null) : null;
  return (
    <FormBuilder
      template={templateId ? (template.data ?? null) : null}
      tramites={tramites.data}
      tramite={tramite}
      onBack={onBack}
      onCreated={onCreated}
    />
  );
}

interface FormBuilderProps {
  template: FormTemplate | null;
  tramites: readonly AdminTramite[];
  tramite: AdminTramite | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/**
 * Create/edit builder: name, description, procedure, and the fields (add, edit in a dialog, drag to reorder,
 * delete with confirmation), validated by the shared FormTemplateInputSchema; the preview beside it (below on a
 * phone) renders what clients will get. Nothing typed is lost when saving fails. The state is useFormBuilder's.
 */
function FormBuilder({ template, tramites, tramite, onBack, onCreated }: FormBuilderProps) {
  const builder = useFormBuilder({ template, tramites, tramite, onCreated });
  const { fields, setFields, leaveBlocker } = builder;
  const [editorTarget, setEditorTarget] = useState<FieldEditorTarget | null>(null);
  const [deletingField, setDeletingField] = useState<FormField | null>(null);

  return (
    <div className="space-y-6">
      <FormBuilderHeader template={template} onBack={onBack} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <form
          onSubmit={builder.onSubmit}
          noValidate
          className="min-w-0 space-y-6"
          aria-label="Editor del formulario"
        >
          {builder.submitError ? (
            <Alert tone="error" title="Error guardando formulario">
              {builder.submitError}
            </Alert>
          ) : null}
          <FormBuilderMetadata
            template={template}
            tramites={tramites}
            register={builder.register}
            errors={builder.errors}
            tramiteValue={builder.tramiteValue}
            selectedTramite={builder.selectedTramite}
          />
          <FormBuilderFieldList
            fields={fields}
            setFields={setFields}
            errors={builder.errors}
            onEdit={setEditorTarget}
            onDelete={setDeletingField}
          />
          <FormBuilderPublish
            template={template}
            isDirty={builder.isDirty}
            isSaving={builder.isSaving}
            isPublishing={builder.isPublishing}
            onPublish={(next) => void builder.setPublished(next)}
            onDiscard={builder.discard}
          />
        </form>

        <Card className="min-w-0 p-4 sm:p-6 lg:sticky lg:top-20">
          <FormPreview fields={fields} tramiteName={builder.selectedTramite?.name} />
        </Card>
      </div>

      {/* The dialogs sit outside the builder's <form>: a native <dialog> renders in place, and a form inside it must not submit this one. */}
      <FormFieldEditorDialog
        target={editorTarget}
        fields={fields}
        onSave={(field) => setFields(upsertField(fields, field))}
        onClose={() => setEditorTarget(null)}
      />
      <FormFieldDeleteDialog
        field={deletingField}
        fields={fields}
        onConfirm={(field) => setFields(removeField(fields, field.id))}
        onClose={() => setDeletingField(null)}
      />
      <ConfirmDialog
        open={leaveBlocker.state === 'blocked'}
        title="¿Salir sin guardar?"
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        confirmVariant="danger"
        onConfirm={() => leaveBlocker.proceed?.()}
        onClose={() => leaveBlocker.reset?.()}
      >
        <p>Tienes cambios sin guardar en este formulario.</p>
      </ConfirmDialog>
    </div>
  );
}
