import type { FormTemplate } from '@tramites/shared';
import { Save } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

export interface FormBuilderPublishProps {
  template: FormTemplate | null;
  isDirty: boolean;
  isSaving: boolean;
  isPublishing: boolean;
  onPublish: (next: boolean) => void;
  onDiscard: () => void;
}

/**
 * 'Guardar y publicar': the published switch (only once the changes are saved), publishing the latest
 * version, discarding the changes and the form's submit button.
 */
export function FormBuilderPublish({
  template,
  isDirty,
  isSaving,
  isPublishing,
  onPublish,
  onDiscard,
}: FormBuilderPublishProps) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h3 className="font-semibold text-slate-900">Guardar y publicar</h3>
      {template ? (
        <div className="space-y-3">
          <Switch
            label="Publicado"
            description={
              isDirty
                ? 'Guarda los cambios para poder publicarlos.'
                : template.is_published
                  ? `Los clientes llenan la versión ${template.published_version ?? template.version} al solicitar el trámite.`
                  : 'Borrador: los clientes aún no lo ven.'
            }
            checked={template.is_published}
            disabled={isDirty || isPublishing}
            onChange={(event) => onPublish(event.target.checked)}
          />
          {template.is_published && template.has_unpublished_changes && !isDirty ? (
            <Button variant="secondary" size="sm" isLoading={isPublishing} onClick={() => onPublish(true)}>
              Publicar versión {template.version}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-slate-600 text-sm">Se guarda como borrador; publícalo cuando esté listo.</p>
      )}
      <FormFooter
        submitLabel={isSaving ? 'Guardando…' : 'Guardar formulario'}
        submitIcon={<Save className="size-4" aria-hidden="true" />}
        isPending={isSaving}
        onCancel={isDirty ? onDiscard : undefined}
        cancelLabel="Descartar cambios"
      />
    </Card>
  );
}
