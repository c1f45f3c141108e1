import type { QuickReply, QuickReplyScope } from '@tramites/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { QueryList } from '../../../components/query-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useQuickReplies } from '../api/get-quick-replies.ts';
import { useDeleteQuickReply } from '../api/save-quick-reply.ts';
import { QuickReplyForm } from './quick-reply-form.tsx';

/**
 * The replies of one scope the user may edit (the gestoría's for an admin, anyone's own): list, create,
 * edit and delete, the form in place of the list (it lives in a tab and in a dialog alike).
 */
export function QuickReplyManager({ scope }: { scope: QuickReplyScope }) {
  const replies = useQuickReplies();
  const [editing, setEditing] = useState<QuickReply | 'new' | null>(null);
  if (editing) {
    return (
      <QuickReplyForm
        reply={editing === 'new' ? undefined : editing}
        scope={scope}
        onDone={() => setEditing(null)}
        onCancel={() => setEditing(null)}
      />
    );
  }
  const mine = (list: QuickReply[]) => list.filter((reply) => reply.scope === scope && reply.can_edit);
  return (
    <div className="space-y-3">
      <Button
        size="sm"
        onClick={() => setEditing('new')}
        leftIcon={<Plus className="size-4" aria-hidden="true" />}
      >
        Nueva respuesta
      </Button>
      <QueryList
        query={replies}
        skeleton={
          <div className="space-y-2" role="status" aria-label="Cargando respuestas">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        }
        error={{ title: 'No pudimos cargar las respuestas rápidas' }}
        isEmpty={(list) => mine(list).length === 0}
        empty={
          <p className="text-slate-500 text-sm">
            {scope === 'gestoria'
              ? 'La gestoría aún no tiene respuestas rápidas.'
              : 'Aún no tienes respuestas propias. Las de la gestoría ya aparecen al escribir «/» en el chat.'}
          </p>
        }
      >
        {(list) => (
          <ul
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            aria-label="Respuestas rápidas"
          >
            {mine(list).map((reply) => (
              <QuickReplyRow key={reply.id} reply={reply} onEdit={() => setEditing(reply)} />
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

function QuickReplyRow({ reply, onEdit }: { reply: QuickReply; onEdit: () => void }) {
  const remove = useDeleteQuickReply();
  const [isConfirming, setIsConfirming] = useState(false);
  const onDelete = async () => {
    try {
      await remove.mutateAsync(reply.id);
      notifySuccess('Respuesta eliminada');
    } catch (error) {
      notifyError('No se pudo eliminar la respuesta', error);
      setIsConfirming(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{reply.title}</p>
        <p className="whitespace-pre-wrap break-words text-slate-600 text-sm">{reply.body}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {isConfirming ? (
          <>
            <span className="self-center text-slate-700 text-sm" role="status">
              ¿Eliminar «{reply.title}»?
            </span>
            <Button size="sm" variant="danger" isLoading={remove.isPending} onClick={() => void onDelete()}>
              Sí, eliminar
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setIsConfirming(false)}
              disabled={remove.isPending}
            >
              No
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={onEdit}
              aria-label={`Editar ${reply.title}`}
              leftIcon={<Pencil className="size-4" aria-hidden="true" />}
            >
              Editar
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setIsConfirming(true)}
              aria-label={`Eliminar ${reply.title}`}
              leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              Eliminar
            </Button>
          </>
        )}
      </div>
      {remove.isError && !isConfirming ? (
        <p className="sr-only">{errorMessage(remove.error, 'No se pudo eliminar la respuesta.')}</p>
      ) : null}
    </li>
  );
}
