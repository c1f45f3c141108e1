import { foldAccents } from '../text/fold-accents.ts';

/**
 * A name as 'Conectar por nombre' compares it: case, accents and repeated or outer spaces ignored, so
 * ' Acta  de Nacimiento' matches 'acta de nacimiento'. The server's connect-by-names and the web's
 * preview of it both use this one, so the preview lists exactly what the server will connect.
 */
export const looseName = (name: string): string => foldAccents(name).replace(/\s+/g, ' ').trim();

/** Whether two names are the same once loosened (see `looseName`). */
export const isSameLooseName = (a: string, b: string): boolean => looseName(a) === looseName(b);
