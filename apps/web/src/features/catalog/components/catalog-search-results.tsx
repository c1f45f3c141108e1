import {
  CATALOG_SEARCH_MIN_LENGTH,
  type CatalogSearchResult,
  type CatalogSearchTramite,
} from '@tramites/shared';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { whatsappHref } from '../../../lib/contact-links.ts';
import { formatDays } from '../../../lib/format.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchTramites } from '../api/search-tramites.ts';
import { tramiteHref } from '../tramite-href.ts';

export interface CatalogSearchResultsProps {
  /** The box's input (CatalogSearchBox): this component gives it the combobox behaviour. */
  input: HTMLInputElement;
  listId: string;
}

/** Why a procedure matched when it was not by its name. */
const MATCH_HINTS: Record<
  Exclude<CatalogSearchTramite['matched_in'], 'nombre'>,
  (t: CatalogSearchTramite) => string
> = {
  dependencia: (tramite) => tramite.dependencia,
  descripcion: () => 'Coincide con su descripción',
  documentos: () => 'Coincide con un documento requerido',
};

interface Option {
  tramite: CatalogSearchTramite;
  categoryId: number;
  href: string;
  domId: string;
}

const optionsOf = (result: CatalogSearchResult | undefined, listId: string): Option[] =>
  (result?.groups ?? []).flatMap((group) =>
    group.tramites.map((tramite) => ({
      tramite,
      categoryId: group.category_id,
      href: tramiteHref(group.category_id, tramite.id),
      domId: `${listId}-${tramite.id}`,
    })),
  );

/**
 * The ARIA combobox pattern over the search box's own input: results as you type (debounced; a superseded
 * search is aborted), grouped by category; ArrowDown/ArrowUp move through them, Enter opens the one
 * marked (or the first), Escape closes the list (and empties the box when it is already closed). The input
 * keeps the focus throughout; the marked result is named by aria-activedescendant.
 */
export function CatalogSearchResults({ input, listId }: CatalogSearchResultsProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(() => input.value.trim());
  // The app's one search pause (SEARCH_DEBOUNCE_MS, the hook's default): not imported, so the search
  // field's component stays out of this chunk's dependencies.
  const query = useDebouncedValue(text);
  const [isOpen, setOpen] = useState(() => document.activeElement === input);
  const [active, setActive] = useState(-1);

  const isSearchable = query.length >= CATALOG_SEARCH_MIN_LENGTH;
  const search = useSearchTramites(isSearchable ? query : '');
  const result = isSearchable ? search.data : undefined;
  const options = optionsOf(result, listId);
  const isShown = isOpen && text.length >= CATALOG_SEARCH_MIN_LENGTH;
  const activeOption = isShown ? options[active] : undefined;

  const open = (option: Option) => {
    setOpen(false);
    navigate(option.href);
  };

  // The latest state for the input's listeners, which are attached once.
  const latest = useRef({ options, active, isShown, open });
  latest.current = { options, active, isShown, open };

  useEffect(() => {
    const onInput = () => {
      setText(input.value.trim());
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, active: current, isShown: shown } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        if (list.length > 0) {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          // From none marked (or a closed list) to the first or the last; otherwise around the list.
          const from = shown && current >= 0 ? current : step === 1 ? -1 : list.length;
          setActive((from + step + list.length) % list.length);
        }
      } else if (event.key === 'Enter') {
        const chosen = shown ? (list[current] ?? list[0]) : undefined;
        if (chosen) {
          event.preventDefault();
          latest.current.open(chosen);
        }
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (shown) {
          setOpen(false);
          setActive(-1);
        } else if (input.value) {
          input.value = '';
          setText('');
        }
      }
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
    };
  }, [input]);

  // The input's combobox state, written on the element CatalogSearchBox rendered (its markup stays static).
  const hasList = isShown && options.length > 0;
  useEffect(() => {
    input.setAttribute('aria-expanded', String(hasList));
    if (activeOption) {
      input.setAttribute('aria-activedescendant', activeOption.domId);
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }, [input, hasList, activeOption]);
  useEffect(
    () => () => {
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
    },
    [input],
  );

  useEffect(() => {
    if (activeOption) {
      document.getElementById(activeOption.domId)?.scrollIntoView({ block: 'nearest' });
    }
  }, [activeOption]);

  const status = !isShown
    ? ''
    : !result
      ? search.isError
        ? 'No se pudo buscar. Revisa tu conexión e intenta de nuevo.'
        : 'Buscando…'
      : result.total === 0
        ? ''
        : result.total > options.length
          ? `${options.length} de ${result.total} resultados: escribe algo más preciso para ver el resto.`
          : `${result.total} ${result.total === 1 ? 'resultado' : 'resultados'}`;

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      {isShown ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction, it keeps the focus in the input when a result is pressed (the click still follows the link).
        <div
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,70vh)] overflow-y-auto rounded-xl bg-white text-left text-slate-900 shadow-xl ring-1 ring-slate-200"
          onMouseDown={(event) => event.preventDefault()}
        >
          {result && result.total === 0 ? (
            <NoResults text={result.q} />
          ) : hasList ? (
            <div id={listId} role="listbox" aria-label="Trámites encontrados" className="py-1">
              {result!.groups.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups (a fieldset is for form controls).
                <div key={group.category_id} role="group" aria-labelledby={`${listId}-g${group.category_id}`}>
                  <div
                    id={`${listId}-g${group.category_id}`}
                    role="presentation"
                    className="px-4 pt-3 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wide"
                  >
                    {group.category_name}
                  </div>
                  {group.tramites.map((tramite) => {
                    const option = options.find((candidate) => candidate.tramite.id === tramite.id)!;
                    const isActive = option === activeOption;
                    return (
                      <Link
                        key={tramite.id}
                        id={option.domId}
                        to={option.href}
                        role="option"
                        aria-selected={isActive}
                        tabIndex={-1}
                        onClick={() => setOpen(false)}
                        onMouseEnter={() => setActive(options.indexOf(option))}
                        className={`block px-4 py-2.5 ${isActive ? 'bg-brand-50' : ''}`}
                      >
                        <span className="block font-medium text-slate-900">{tramite.name}</span>
                        <span className="block text-slate-600 text-sm">
                          {tramite.price_caption ? `${tramite.price_caption}: ` : ''}
                          {tramite.price_label} · {formatDays(tramite.estimated_time_days)}
                        </span>
                        {tramite.matched_in !== 'nombre' ? (
                          <span className="block text-slate-500 text-xs">
                            {MATCH_HINTS[tramite.matched_in](tramite)}
                          </span>
                        ) : null}
                      </Link>
                    );
                  })}
                </div>
              ))}
              {result!.total > options.length ? (
                <p className="border-slate-100 border-t px-4 py-2 text-slate-500 text-xs">
                  Mostrando {options.length} de {result!.total}: escribe algo más preciso.
                </p>
              ) : null}
            </div>
          ) : (
            <p className="px-4 py-3 text-slate-600 text-sm">{status}</p>
          )}
        </div>
      ) : null}
    </>
  );
}

/** Nothing found: say so with the visitor's words, and offer the way forward (ask us, or browse). */
function NoResults({ text }: { text: string }) {
  const { data: config } = usePublicConfig();
  const whatsapp = whatsappHref(
    config?.public_whatsapp,
    `Hola, busco un trámite que no encontré en el catálogo: ${text}. ¿Me pueden ayudar?`,
  );
  return (
    <div className="space-y-3 px-4 py-4 text-sm">
      <p className="font-semibold text-slate-900">Sin resultados para «{text}»</p>
      <p className="text-slate-600">
        Prueba con otra palabra, o cuéntanos qué necesitas y te cotizamos tu caso.
      </p>
      <div className="flex flex-wrap gap-2">
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg bg-accent-400 px-3 py-2 font-semibold text-slate-900"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            Escríbenos por WhatsApp
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        ) : null}
        <Link
          to={paths.categorias.href()}
          className="inline-flex items-center rounded-lg px-3 py-2 font-semibold text-brand-700 ring-1 ring-slate-300"
        >
          Ver todas las categorías
        </Link>
      </div>
    </div>
  );
}
