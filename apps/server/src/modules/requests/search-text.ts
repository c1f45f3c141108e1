/** Lower-case, accent-free text so 'tramite' finds 'Trámite' and 'pena' finds 'Peña'. */
export const normalizeForSearch = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function buildSearchText(parts: (string | null | undefined)[]): string {
  return normalizeForSearch(parts.filter(Boolean).join(' '));
}
