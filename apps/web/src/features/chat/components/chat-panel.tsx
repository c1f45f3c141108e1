import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MAX_LENGTH, type ChatMessage, SendChatMessageSchema } from '@tramites/shared';
import { CircleAlert, Info, Lock, MessageSquare, RotateCcw, Send } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryList } from '../../../components/query-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/auth.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';
import { isSolicitudClosed } from '../../../lib/solicitud-status.ts';
import { useIsSeen } from '../../../lib/use-is-seen.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useChatMessages } from '../api/get-chat-messages.ts';
import { useMarkMessagesRead } from '../api/mark-messages-read.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';

/** A message as the server takes it: the shared rule (not blank, at most CHAT_MAX_LENGTH, same words). */
const ChatMessageFormSchema = z.object({ text: SendChatMessageSchema.shape.message_text });
type ChatMessageFormValues = z.input<typeof ChatMessageFormSchema>;

/**
 * The message box, for tools the page puts beside it (staff's ready replies, issue 27): features never
 * import each other, so the chat offers this slot instead of knowing about replies.
 */
export interface ChatComposer {
  /** What the box holds now. */
  text: string;
  /** Replaces the box's text and puts the caret at its end, ready for editing. */
  setText: (text: string) => void;
  /**
   * Sees each key pressed in the box before the chat does (Enter sends); returning true means the tool
   * used it (arrows and Enter in an open list). Null gives the keys back.
   */
  setKeyHandler: (handler: ((event: KeyboardEvent<HTMLTextAreaElement>) => boolean) | null) => void;
  /** ARIA the tool sets on the box while it drives it (a combobox's expanded list and active option). */
  setInputAria: (aria: ChatInputAria) => void;
  /** The box's id (a tool's label or listbox may point at it). */
  inputId: string;
}

export interface ChatInputAria {
  role?: 'combobox';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-activedescendant'?: string;
  'aria-autocomplete'?: 'list';
}

export interface ChatPanelProps {
  solicitudId: string;
  user: Pick<SessionUser, 'id' | 'name' | 'role'>;
  /** Who the user talks to, for the title: the gestor's name for a client, the client's for staff. */
  counterpartName?: string | null;
  /**
   * The solicitud's status, once known: a completed or cancelled case's chat is read-only (DESIGN 4),
   * so the input gives way to a notice. Unknown while loading: the input shows.
   */
  status?: string;
  className?: string;
  /** Tools shown above the message box (see ChatComposer); nothing by default. */
  composerTools?: (composer: ChatComposer) => ReactNode;
}

/** The notice that replaces the input of a closed case's chat (the server answers 409 request_closed). */
export const CHAT_CLOSED_NOTICE = 'Esta solicitud está cerrada: el chat es solo de lectura.';
/** Said under the input when a message did not go; the text stays in the box for 'Reintentar'. */
export const CHAT_SEND_FAILED = 'No se pudo enviar el mensaje';

const ROLE_NAMES: Record<string, string> = { cliente: 'Cliente', gestor: 'Gestor', admin: 'Administración' };

/**
 * The chat of a solicitud: its history, new messages as they arrive (live events; polling only while the
 * live stream is down), a sending state, the 500-character counter and a failed send kept for a retry.
 * Messages the user has on screen are marked read. Every text is shown as text.
 */
export function ChatPanel({
  solicitudId,
  user,
  counterpartName,
  status,
  className,
  composerTools,
}: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const messages = useChatMessages(solicitudId);
  const send = useSendChatMessage();
  const markRead = useMarkMessagesRead();
  const queryClient = useQueryClient();
  const isClosed = status !== undefined && isSolicitudClosed(status);
  const isClient = user.role === 'cliente';
  const listRef = useRef<HTMLDivElement>(null);
  const isSeen = useIsSeen(listRef);
  const count = messages.data?.length ?? 0;
  const [sendError, setSendError] = useState<unknown>(null);
  const { register, handleSubmit, watch, reset, setValue } = useForm<
    ChatMessageFormValues,
    unknown,
    z.output<typeof ChatMessageFormSchema>
  >({
    resolver: zodResolver(ChatMessageFormSchema),
    defaultValues: { text: '' },
  });
  const text = watch('text');
  const isEmpty = text.trim() === '';
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const keyHandler = useRef<((event: KeyboardEvent<HTMLTextAreaElement>) => boolean) | null>(null);
  const [inputAria, setInputAria] = useState<ChatInputAria>({});
  const { ref: registerTextRef, ...textField } = register('text');
  const setText = useCallback(
    (next: string) => {
      setValue('text', next, { shouldDirty: true });
      const input = inputRef.current;
      if (input) {
        input.focus();
        input.setSelectionRange(next.length, next.length);
      }
    },
    [setValue],
  );
  const setKeyHandler = useCallback((handler: typeof keyHandler.current) => {
    keyHandler.current = handler;
  }, []);
  const composer = useMemo<ChatComposer>(
    () => ({ text, setText, setKeyHandler, setInputAria, inputId }),
    [text, setText, setKeyHandler, inputId],
  );

  // Keep the newest message in view, scrolling the list only (never the page).
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) {
      list.scrollTop = list.scrollHeight;
    }
  }, [count]);

  // By the sender's id: two people may share a name and a role (the name is only a fallback for a
  // message without a sender id).
  const isMine = (message: ChatMessage) =>
    !message.is_system_message &&
    (message.sender_id !== null
      ? message.sender_id === user.id
      : message.sender_role === user.role && message.sender_name === user.name);

  // What the other side (or the system) wrote last: once the user has it on screen, the chat is read.
  const latestIncomingId = messages.data?.findLast((message) => !isMine(message))?.id ?? null;
  const lastMarkedId = useRef<string | null>(null);
  const markAsRead = markRead.mutateAsync;
  useEffect(() => {
    if (!isSeen || !latestIncomingId || latestIncomingId === lastMarkedId.current) {
      return;
    }
    lastMarkedId.current = latestIncomingId;
    // A failed mark only leaves a badge on: no message for it, and the next message tries again.
    markAsRead(solicitudId).catch(() => {
      lastMarkedId.current = null;
    });
  }, [isSeen, latestIncomingId, solicitudId, markAsRead]);

  // Blank or too long never reaches the server: the button is off and the counter turns red.
  const onSubmit = handleSubmit(async ({ text: message }) => {
    if (send.isPending) {
      return;
    }
    setSendError(null);
    try {
      await send.mutateAsync({ solicitudId, text: message });
      reset({ text: '' });
    } catch (error) {
      // Closed meanwhile (by staff in another tab): refresh the status, so the notice replaces the input.
      if (isApiError(error) && error.code === 'request_closed') {
        notifyError(CHAT_SEND_FAILED, error);
        void invalidateSolicitudQueries(queryClient);
        return;
      }
      // The text stays in the box; the error stays under it with 'Reintentar' until a send goes through.
      setSendError(error);
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (keyHandler.current?.(event)) {
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <Card className={cn('flex flex-col overflow-hidden', className)}>
      <section aria-labelledby={titleId} className="flex min-h-0 flex-1 flex-col">
        <header className="flex items-center gap-2.5 border-slate-200 border-b px-4 py-3 sm:px-5">
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MessageSquare className="size-4.5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="font-semibold text-slate-900">
              Chat del trámite
            </h2>
            <p className="truncate text-slate-500 text-xs">
              {counterpartName
                ? `${user.role === 'cliente' ? 'Con tu gestor' : 'Con'} ${counterpartName}`
                : user.role === 'cliente'
                  ? 'Con tu gestor'
                  : 'Con el cliente'}
            </p>
          </div>
        </header>

        <div
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label="Mensajes"
          // Focusable so keyboard users can scroll the history.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="h-80 space-y-3 overflow-y-auto bg-slate-50/70 px-4 py-4 sm:h-96 sm:px-5"
        >
          <QueryList
            query={messages}
            // A failed refresh replaces the history with the error and its retry.
            isFailed={messages.isError}
            skeleton={
              <div className="space-y-3" role="status" aria-label="Cargando mensajes">
                <Skeleton className="h-12 w-3/4" />
                <Skeleton className="ml-auto h-12 w-2/3" />
                <Skeleton className="h-12 w-1/2" />
              </div>
            }
            error={{ title: 'No pudimos cargar el chat' }}
            isEmpty={(list) => list.length === 0}
            empty={
              <p className="py-10 text-center text-slate-500 text-sm">
                {isClosed
                  ? 'Esta conversación no tiene mensajes.'
                  : isClient
                    ? 'Aún no hay mensajes. Escribe tu duda y te responderemos aquí.'
                    : 'Aún no hay mensajes. Escribe al cliente: su respuesta aparecerá aquí.'}
              </p>
            }
          >
            {(list) =>
              list.map((message) => (
                <ChatBubble key={message.id} message={message} isMine={isMine(message)} />
              ))
            }
          </QueryList>
        </div>

        {isClosed ? (
          <p className="flex items-start gap-2 border-slate-200 border-t bg-slate-50 p-3 text-slate-700 text-sm sm:p-4">
            <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {CHAT_CLOSED_NOTICE}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-2 border-slate-200 border-t p-3 sm:p-4">
            <label htmlFor={inputId} className="sr-only">
              Escribe un mensaje
            </label>
            {composerTools?.(composer)}
            <Textarea
              id={inputId}
              rows={2}
              maxLength={CHAT_MAX_LENGTH}
              {...textField}
              ref={(element) => {
                registerTextRef(element);
                inputRef.current = element;
              }}
              {...inputAria}
              onKeyDown={onKeyDown}
              placeholder="Escribe un mensaje…"
              className="min-h-0 resize-none"
              aria-describedby={`${inputId}-counter`}
            />
            {sendError ? (
              <div
                role="alert"
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
              >
                <p className="flex min-w-0 items-start gap-1.5">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 break-words">
                    {CHAT_SEND_FAILED}: {errorMessage(sendError, 'Intenta de nuevo.')}
                  </span>
                </p>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => void onSubmit()}
                  disabled={isEmpty}
                  isLoading={send.isPending}
                  leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
                >
                  Reintentar
                </Button>
              </div>
            ) : null}
            <div className="flex items-center justify-between gap-3">
              <p
                id={`${inputId}-counter`}
                className={cn(
                  'text-xs tabular-nums',
                  text.length >= CHAT_MAX_LENGTH ? 'font-medium text-red-700' : 'text-slate-500',
                )}
              >
                {text.length}/{CHAT_MAX_LENGTH}
                <span className="sr-only"> caracteres</span>
              </p>
              <Button
                type="submit"
                size="sm"
                disabled={isEmpty}
                isLoading={send.isPending}
                leftIcon={<Send className="size-4" aria-hidden="true" />}
              >
                {send.isPending ? 'Enviando…' : 'Enviar'}
              </Button>
            </div>
          </form>
        )}
      </section>
    </Card>
  );
}

function ChatBubble({ message, isMine }: { message: ChatMessage; isMine: boolean }) {
  if (message.is_system_message) {
    return (
      <div className="mx-auto flex max-w-[92%] items-start gap-2 rounded-lg border border-sky-100 bg-sky-50 px-3 py-2 text-sky-900 text-xs">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="whitespace-pre-wrap break-words">{message.message_text}</p>
          <p className="mt-0.5 text-sky-800">
            <span className="sr-only">Mensaje del sistema, </span>
            {formatDateTime(message.created_at)}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-xs',
          isMine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-800',
        )}
      >
        <p className={cn('font-semibold text-xs', isMine ? 'text-brand-100' : 'text-slate-600')}>
          {isMine
            ? 'Tú'
            : `${message.sender_name} · ${ROLE_NAMES[message.sender_role] ?? message.sender_role}`}
        </p>
        <p className="whitespace-pre-wrap break-words">{message.message_text}</p>
        <p className={cn('mt-0.5 text-right text-[11px]', isMine ? 'text-brand-100' : 'text-slate-500')}>
          {formatDateTime(message.created_at)}
        </p>
      </div>
    </div>
  );
}
