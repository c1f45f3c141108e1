import { foldAccents } from '@tramites/shared';

/** The accent-free text a request is searched by (folio, procedure, category, people). */
export function buildSearchText(parts: (string | null | undefined)[]): string {
  return foldAccents(parts.filter(Boolean).join(' '));
}
