import { CreateInternalNoteSchema, INTERNAL_NOTE_MAX_LENGTH, type InternalNote } from '@tramites/shared';
import { Lock, NotebookPen, Send } from 'lucide-react';
import { useId } from 'react';
import { QueryList } from '../../../components/query-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCreateInternalNote } from '../api/create-internal-note.ts';
import { useInternalNotes } from '../api/get-internal-notes.ts';

/** Said on the card, so nobody writes here what the client should read. */
export const INTERNAL_NOTES_NOTICE = 'Solo visible para el equipo';

const ROLE_NAMES: Record<string, string> = { gestor: 'Gestor', admin: 'Administración' };

/**
 * "Notas internas" of a solicitud, for its gestor and the admins only (the page shows it to staff; the API
 * refuses a client anyway): what the team knows and the client must not read, oldest first as the
 * "Historial" beside it, and a box for a new one. A colleague's note appears live.
 */
export function InternalNotesCard({ solicitudId }: { solicitudId: string }) {
  const titleId = useId();
  const notes = useInternalNotes(solicitudId);
  return (
    <Card className="border-amber-200 bg-amber-50/40">
      <section aria-labelledby={titleId} className="scroll-mt-20" id="notas-internas">
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={titleId} className="flex items-center gap-2.5 font-semibold text-lg text-slate-900">
              <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-800">
                <NotebookPen className="size-4.5" aria-hidden="true" />
              </span>
              Notas internas
            </h2>
            <Badge tone="warning">
              <Lock className="size-3" aria-hidden="true" />
              {INTERNAL_NOTES_NOTICE}
            </Badge>
          </div>
          <p className="text-slate-600 text-sm">
            El cliente nunca las ve: no aparecen en su chat, su historial, sus avisos ni su descarga de datos.
          </p>
          <QueryList
            query={notes}
            skeleton={
              <div className="space-y-2" role="status" aria-label="Cargando notas internas">
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
            }
            error={{ title: 'No pudimos cargar las notas internas' }}
            isEmpty={(list) => list.length === 0}
            empty={<p className="text-slate-500 text-sm">Aún no hay notas internas en esta solicitud.</p>}
          >
            {(list) => (
              <ol className="space-y-2" aria-label="Notas internas">
                {list.map((note) => (
                  <NoteItem key={note.id} note={note} />
                ))}
              </ol>
            )}
          </QueryList>
          <NewNoteForm solicitudId={solicitudId} />
        </CardContent>
      </section>
    </Card>
  );
}

function NoteItem({ note }: { note: InternalNote }) {
  return (
    <li className="rounded-lg border border-amber-200 bg-white px-3 py-2 text-sm shadow-xs">
      <p className="flex flex-wrap items-baseline gap-x-2 text-slate-600 text-xs">
        <span className="font-semibold text-slate-800">{note.author_name}</span>
        <span>{ROLE_NAMES[note.author_role] ?? note.author_role}</span>
        <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{note.body}</p>
    </li>
  );
}

function NewNoteForm({ solicitudId }: { solicitudId: string }) {
  const id = useId();
  const create = useCreateInternalNote();
  const { form, onSubmit, submitError } = useServerForm({
    schema: CreateInternalNoteSchema,
    defaultValues: { body: '' },
    errorTitle: 'No se pudo guardar la nota',
    serverFields: ['body'],
    onSubmit: async ({ body }) => {
      await create.mutateAsync({ solicitudId, body });
      form.reset({ body: '' });
      notifySuccess('Nota interna guardada');
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const length = watch('body').length;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field
        id={id}
        label="Nueva nota interna"
        hint="Solo la verán el gestor asignado y los administradores."
        error={errors.body?.message}
      >
        <Textarea
          {...fieldControl(id, { hint: true, error: errors.body })}
          rows={3}
          maxLength={INTERNAL_NOTE_MAX_LENGTH}
          placeholder="Ej.: Llamó por teléfono; trae la INE el lunes."
          className="bg-white"
          {...register('body')}
        />
      </Field>
      <div className="flex items-center justify-between gap-3">
        <p
          className={cn(
            'text-xs tabular-nums',
            length >= INTERNAL_NOTE_MAX_LENGTH ? 'text-red-700' : 'text-slate-500',
          )}
        >
          {length}/{INTERNAL_NOTE_MAX_LENGTH}
          <span className="sr-only"> caracteres</span>
        </p>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          isLoading={create.isPending}
          leftIcon={<Send className="size-4" aria-hidden="true" />}
        >
          Guardar nota
        </Button>
      </div>
    </form>
  );
}
