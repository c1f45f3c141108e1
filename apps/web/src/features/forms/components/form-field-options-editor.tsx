import { toFieldName } from '@tramites/shared';
import { Plus, Trash2 } from 'lucide-react';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import type { FieldDraft } from '../field-draft.ts';

export interface FieldOptionsEditorProps {
  form: UseFormReturn<FieldDraft, unknown, unknown>;
  options: UseFieldArrayReturn<FieldDraft, 'options'>;
  /** The message at a path of the draft, if any. */
  error: (path: string) => string | undefined;
  /** An element id unique to this editor. */
  idOf: (name: string) => string;
  /** The message about the options as a whole (none, repeated values). */
  optionsError: string | undefined;
}

/** The field editor's 'Opciones' of a select: text and value of each, the value following the text. */
export function FieldOptionsEditor({ form, options, error, idOf, optionsError }: FieldOptionsEditorProps) {
  const { register, watch, setValue } = form;
  const id = idOf;
  return (
    <fieldset className="space-y-3 border-slate-200 border-t pt-5 [&>legend+*]:clear-both">
      <legend className="float-left mb-4 w-full font-semibold text-slate-900">Opciones</legend>
      {optionsError ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {optionsError}
        </p>
      ) : null}
      <ol className="space-y-3">
        {options.fields.map((option, optionIndex) => {
          const labelPath = `options.${optionIndex}.label` as const;
          const valuePath = `options.${optionIndex}.value` as const;
          const labelRegistration = register(labelPath);
          const labelId = id(`option-${option.id}-label`);
          const valueId = id(`option-${option.id}-value`);
          return (
            <li
              key={option.id}
              className="grid items-start gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
            >
              <Field id={labelId} label={`Opción ${optionIndex + 1}: texto`} error={error(labelPath)}>
                <Input
                  id={labelId}
                  invalid={Boolean(error(labelPath))}
                  aria-describedby={describedBy(labelId, { error: Boolean(error(labelPath)) })}
                  {...labelRegistration}
                  onChange={(event) => {
                    const previous = watch(labelPath);
                    void labelRegistration.onChange(event);
                    const value = watch(valuePath);
                    // The value follows the text while it still is the suggestion.
                    if (!value || value === toFieldName(previous)) {
                      setValue(valuePath, event.target.value.trim() ? toFieldName(event.target.value) : '');
                    }
                  }}
                />
              </Field>
              <Field id={valueId} label={`Opción ${optionIndex + 1}: valor`} error={error(valuePath)}>
                <Input
                  id={valueId}
                  className="font-mono"
                  spellCheck={false}
                  invalid={Boolean(error(valuePath))}
                  aria-describedby={describedBy(valueId, { error: Boolean(error(valuePath)) })}
                  {...register(valuePath)}
                />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 sm:mt-7"
                onClick={() => options.remove(optionIndex)}
                leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
                aria-label={`Quitar opción ${optionIndex + 1}`}
              >
                <span className="sm:sr-only">Quitar</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        onClick={() => options.append({ label: '', value: '' })}
        leftIcon={<Plus className="size-4" aria-hidden="true" />}
      >
        Agregar opción
      </Button>
    </fieldset>
  );
}
