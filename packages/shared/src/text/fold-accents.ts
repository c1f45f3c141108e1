/**
 * The one accent folding: lower-case, diacritics removed, so 'tramite' finds 'Trámite' and 'pena'
 * finds 'Peña'. Used for search on both sides and for matching names.
 */
export const foldAccents = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
