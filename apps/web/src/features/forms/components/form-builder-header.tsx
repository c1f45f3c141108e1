import type { FormTemplate } from '@tramites/shared';
import { ArrowLeft } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';
import { shortFormId } from '../form-builder.ts';
import { FormStatusBadges } from './form-status-badges.tsx';

/** 'Volver a formularios': the builder's way back to the list, also while it loads. */
export function BackToFormsLink({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Volver a formularios
    </button>
  );
}

/** The builder's title: which template (or a new one), its status, id, version and last update. */
export function FormBuilderHeader({
  template,
  onBack,
}: {
  template: FormTemplate | null;
  onBack: () => void;
}) {
  return (
    <div className="space-y-3">
      <BackToFormsLink onBack={onBack} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="break-words font-semibold text-slate-900 text-xl">
          {template ? `Editar formulario: ${template.name}` : 'Nuevo formulario'}
        </h2>
        {template ? <FormStatusBadges template={template} /> : null}
      </div>
      {template ? (
        <p className="text-slate-600 text-sm">
          ID <span className="font-mono text-slate-900">{shortFormId(template.id)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>versión {template.version}
          {template.published_version !== null ? ` (publicada: ${template.published_version})` : ''}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>actualizado {formatDateTime(template.updated_at)}
        </p>
      ) : null}
    </div>
  );
}
