import type { NextActionTarget } from '@tramites/shared';
import { paths } from '../../config/paths.ts';

/** Where the client is: on one of the request's pages a section of that page is an #anchor. */
export type NextActionPage = 'solicitud' | 'documentos' | 'elsewhere';

/** Sections of the request's detail page only; documents and chat are on both request pages. */
const DETAIL_ONLY: readonly NextActionTarget[] = ['cotizacion', 'pago'];

/** The link of a next action's button (issue 26), from wherever it is shown. */
export function nextActionLink(
  target: NextActionTarget,
  solicitudId: string,
  from: NextActionPage,
): { to: string; samePage: boolean } {
  const anchor = `#${target}`;
  if (from === 'solicitud' || (from === 'documentos' && !DETAIL_ONLY.includes(target))) {
    return { to: anchor, samePage: true };
  }
  const page =
    target === 'documentos' ? paths.tramiteDocumentos.href(solicitudId) : paths.solicitud.href(solicitudId);
  return { to: `${page}${anchor}`, samePage: false };
}
