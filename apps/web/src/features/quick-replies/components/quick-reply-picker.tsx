import { useQueryClient } from '@tanstack/react-query';
import { foldAccents, type QuickReply, renderQuickReply } from '@tramites/shared';
import { MessageSquareText, Settings2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useQuickReplies } from '../api/get-quick-replies.ts';
import { quickReplyValuesQueryOptions } from '../api/get-quick-reply-values.ts';
import { MyQuickRepliesDialog } from './my-quick-replies-dialog.tsx';

/**
 * The chat box as the picker sees it: structurally the chat's ChatComposer (features do not import each
 * other; the page passes the chat's composer in).
 */
export interface QuickReplyComposer {
  text: string;
  setText: (text: string) => void;
  setKeyHandler: (handler: ((event: KeyboardEvent<HTMLTextAreaElement>) => boolean) | null) => void;
  setInputAria: (aria: {
    role?: 'combobox';
    'aria-expanded'?: boolean;
    'aria-controls'?: string;
    'aria-activedescendant'?: string;
    'aria-autocomplete'?: 'list';
  }) => void;
}

/** What "/" matches: the title or the text, without minding case or accents. */
export function filterQuickReplies(replies: readonly QuickReply[], query: string): QuickReply[] {
  const needle = foldAccents(query.trim()).toLowerCase();
  if (!needle) {
    return [...replies];
  }
  return replies.filter((reply) =>
    foldAccents(`${reply.title} ${reply.body}`).toLowerCase().includes(needle),
  );
}

/** "/" at the start of the box, then the search: "/falt" looks for "falt". */
const slashQueryOf = (text: string): string | null =>
  text.startsWith('/') && !text.includes('\n') ? text.slice(1) : null;

/**
 * Ready replies in the staff's chat (issue 27). Typing "/" at the start of the message opens a searchable
 * list (arrows move, Enter inserts, Esc closes); the button does the same for touch, with its own search
 * field. Inserting fills the box with the reply, its {variables} filled with the solicitud's values, for
 * the gestor to edit and send. "Mis respuestas" manages the gestor's private replies.
 */
export function QuickReplyPicker({
  solicitudId,
  composer,
}: {
  solicitudId: string;
  composer: QuickReplyComposer;
}) {
  const listboxId = useId();
  const queryClient = useQueryClient();
  const slashQuery = slashQueryOf(composer.text);
  // 'slash': driven from the chat box; 'button': from the picker's own search field.
  const [mode, setMode] = useState<'closed' | 'slash' | 'button'>('closed');
  const [buttonQuery, setButtonQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [isManaging, setIsManaging] = useState(false);
  // Esc on "/…" closes the list until the box no longer starts with "/".
  const [dismissedSlash, setDismissedSlash] = useState(false);
  const isOpen = mode !== 'closed';
  const replies = useQuickReplies({ enabled: isOpen || slashQuery !== null });
  const query = mode === 'button' ? buttonQuery : (slashQuery ?? '');
  const matches = useMemo(() => filterQuickReplies(replies.data ?? [], query), [replies.data, query]);
  const active = matches[Math.min(activeIndex, matches.length - 1)];
  const searchRef = useRef<HTMLInputElement>(null);

  // The box decides the "/" mode: "/" at its start opens the list; anything else closes it.
  useEffect(() => {
    if (slashQuery === null) {
      setDismissedSlash(false);
      setMode((current) => (current === 'slash' ? 'closed' : current));
    } else if (!dismissedSlash) {
      setMode((current) => (current === 'closed' ? 'slash' : current));
    }
  }, [slashQuery, dismissedSlash]);

  // A new search starts at its first match.
  const [lastQuery, setLastQuery] = useState(query);
  if (lastQuery !== query) {
    setLastQuery(query);
    setActiveIndex(0);
  }

  const close = () => {
    setMode('closed');
    setButtonQuery('');
  };

  const insert = async (reply: QuickReply) => {
    try {
      const values = await queryClient.fetchQuery(quickReplyValuesQueryOptions(solicitudId));
      composer.setText(renderQuickReply(reply.body, values));
      close();
    } catch (error) {
      notifyError('No se pudieron cargar los datos de la solicitud', error);
    }
  };

  /** Arrows, Enter and Esc while the list is open; false leaves the key to its field. */
  const handleKey = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (!isOpen) {
      return false;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => (current + step + matches.length) % matches.length);
      }
      return true;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (active) {
        void insert(active);
      }
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      // Inside a dialog, Esc closes the list only.
      event.stopPropagation();
      if (mode === 'slash') {
        setDismissedSlash(true);
      }
      close();
      return true;
    }
    return false;
  };

  // The chat box hands its keys to the list while "/" drives it.
  const handleKeyRef = useRef(handleKey);
  handleKeyRef.current = handleKey;
  const { setKeyHandler, setInputAria } = composer;
  useEffect(() => {
    setKeyHandler((event) => handleKeyRef.current(event));
    return () => setKeyHandler(null);
  }, [setKeyHandler]);

  const activeOptionId = active ? `${listboxId}-${active.id}` : undefined;
  useEffect(() => {
    setInputAria(
      mode === 'slash'
        ? {
            role: 'combobox',
            'aria-expanded': true,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            ...(activeOptionId ? { 'aria-activedescendant': activeOptionId } : {}),
          }
        : {},
    );
  }, [mode, listboxId, activeOptionId, setInputAria]);

  useEffect(() => {
    if (mode === 'button') {
      searchRef.current?.focus();
    }
  }, [mode]);

  return (
    <div className="relative">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listboxId : undefined}
          onClick={() => (isOpen ? close() : setMode('button'))}
          leftIcon={<MessageSquareText className="size-4" aria-hidden="true" />}
        >
          Respuestas rápidas
        </Button>
        <p className="hidden text-slate-500 text-xs sm:block">
          Escribe <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono">/</kbd> para
          buscar
        </p>
      </div>
      {isOpen ? (
        <div className="absolute inset-x-0 bottom-full z-20 mb-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {mode === 'button' ? (
            <div className="mb-2">
              <label htmlFor={`${listboxId}-search`} className="sr-only">
                Buscar respuesta rápida
              </label>
              <Input
                id={`${listboxId}-search`}
                ref={searchRef}
                type="search"
                role="combobox"
                aria-expanded="true"
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeOptionId}
                placeholder="Buscar respuesta…"
                value={buttonQuery}
                onChange={(event) => setButtonQuery(event.target.value)}
                onKeyDown={(event) => void handleKey(event)}
              />
            </div>
          ) : null}
          {replies.isPending ? (
            <p className="px-2 py-3 text-slate-500 text-sm" role="status">
              Cargando respuestas…
            </p>
          ) : replies.isError ? (
            <p className="px-2 py-3 text-red-700 text-sm" role="alert">
              No pudimos cargar las respuestas.
            </p>
          ) : matches.length === 0 ? (
            <p className="px-2 py-3 text-slate-500 text-sm" role="status">
              {query.trim()
                ? `Ninguna respuesta coincide con «${query.trim()}».`
                : 'Aún no hay respuestas rápidas.'}
            </p>
          ) : null}
          <div
            id={listboxId}
            role="listbox"
            aria-label="Respuestas rápidas"
            className="max-h-52 space-y-0.5 overflow-y-auto"
            // The box keeps the focus (and the caret) while a click picks.
            onMouseDown={(event) => event.preventDefault()}
          >
            {matches.map((reply) => {
              const isActive = reply.id === active?.id;
              return (
                <div
                  key={reply.id}
                  id={`${listboxId}-${reply.id}`}
                  role="option"
                  aria-selected={isActive}
                  tabIndex={-1}
                  onClick={() => void insert(reply)}
                  onKeyDown={(event) => void handleKey(event)}
                  onMouseEnter={() => setActiveIndex(matches.indexOf(reply))}
                  className={cn(
                    'cursor-pointer rounded-lg px-2 py-1.5 text-sm',
                    isActive ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50',
                  )}
                >
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    {reply.title}
                    {reply.scope === 'personal' ? (
                      <span className="font-normal text-slate-500 text-xs">(personal)</span>
                    ) : null}
                  </span>
                  <span className="line-clamp-2 text-slate-600 text-xs">{reply.body}</span>
                </div>
              );
            })}
          </div>
          <div className="mt-2 flex items-center justify-between gap-2 border-slate-100 border-t pt-2">
            <p className="min-w-0 text-slate-500 text-xs">↑ ↓ elige · Enter inserta · Esc cierra</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="shrink-0 whitespace-nowrap"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                close();
                setIsManaging(true);
              }}
              leftIcon={<Settings2 className="size-4" aria-hidden="true" />}
            >
              Mis respuestas
            </Button>
          </div>
        </div>
      ) : null}
      <MyQuickRepliesDialog open={isManaging} onClose={() => setIsManaging(false)} />
    </div>
  );
}
