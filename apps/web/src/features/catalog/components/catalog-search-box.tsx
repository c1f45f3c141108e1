import { Search } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import type { CatalogSearchResultsProps } from './catalog-search-results.tsx';

/** The results code loads with the first focus or key, never with the page (DESIGN 7: first-load budget). */
const loadResults = () => import('./catalog-search-results.tsx');

/** The id of /categorias' box: "Buscar Mi Trámite" links to `/categorias#buscar`, which lands on it focused. */
export const CATEGORIAS_SEARCH_ID = 'buscar';

export interface CatalogSearchBoxProps {
  /** The input's id; a URL ending in `#{id}` lands with the box focused ("Buscar Mi Trámite"). */
  id: string;
  className?: string;
}

/**
 * The catalogue search box (issue 26): plain markup on the public pages' first load, prerendered as is.
 * The combobox behaviour (results as you type, keyboard, empty state) is CatalogSearchResults, loaded on
 * the first focus or key: it works on this same input element, so nothing is swapped under the visitor's
 * fingers (a replaced input would drop the phone's keyboard and the caret).
 */
export function CatalogSearchBox({ id, className }: CatalogSearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [results, setResults] = useState<{ Component: ComponentType<CatalogSearchResultsProps> } | null>(
    null,
  );
  const isLoading = useRef(false);
  const load = () => {
    if (!isLoading.current) {
      isLoading.current = true;
      void loadResults().then(
        (module) => setResults({ Component: module.CatalogSearchResults }),
        () => {
          // Offline or a stale deployment: the next focus tries again.
          isLoading.current = false;
        },
      );
    }
  };

  const { hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` only reads a ref and sets state; it runs once whatever its identity.
  useEffect(() => {
    const input = inputRef.current;
    if (hash === `#${id}`) {
      input?.focus();
    }
    // Focused or typed into before the page was hydrated: no focus event is coming any more.
    if (input && (document.activeElement === input || input.value)) {
      load();
    }
  }, [hash, id]);

  const listId = `${id}-resultados`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (many phones here); the role says the same.
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Busca tu trámite
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-expanded="false"
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        maxLength={100}
        placeholder="Busca tu trámite: pasaporte, acta, RFC…"
        className="h-12 w-full rounded-xl bg-white pr-3 pl-11 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-accent-400 focus-visible:outline-offset-2"
        onFocus={load}
        onKeyDown={load}
      />
      {results && inputRef.current ? <results.Component input={inputRef.current} listId={listId} /> : null}
    </div>
  );
}
