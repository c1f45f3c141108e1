import { type FormTemplate, formTemplateStatusLabel } from '@tramites/shared';
import { Wand2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

/** Borrador / Publicado, whether the latest edits wait to be published, and whether it was generated. */
export function FormStatusBadges({ template }: { template: FormTemplate }) {
  return (
    <>
      <Badge tone={template.is_published ? 'success' : 'warning'}>{formTemplateStatusLabel(template)}</Badge>
      {template.is_published && template.has_unpublished_changes ? (
        <Badge tone="info">cambios sin publicar</Badge>
      ) : null}
      {template.is_auto_generated ? (
        <Badge tone="purple">
          <Wand2 className="size-3" aria-hidden="true" />
          Automático
        </Badge>
      ) : null}
    </>
  );
}
