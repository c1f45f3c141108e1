import type { AdminTramite } from '@tramites/shared';
import { plural } from '../../lib/format.ts';
import { tramitesWithoutForm } from './form-builder.ts';

/*
 * What the two generation tools ('Crear formularios faltantes', 'Generar automáticamente') tell before
 * they run.
 */

/**
 * What both generation buttons promise (issue 20): no client's request form changes until an admin publishes,
 * and a generated file field never blocks sending a request.
 */
const GENERATED_FORMS_NOTE =
  'Quedan como borradores: revisa cada uno y publícalo para que los clientes lo vean. Sus archivos no impiden enviar una solicitud: el cliente puede adjuntarlos o subirlos después de la cotización, en la página de documentos, salvo los que marques «Obligatorio al solicitar».';

/** The confirmation of 'Crear formularios faltantes': how many forms it will create, from the procedures without one. */
export function createMissingFormsText(tramites: readonly AdminTramite[]): string {
  const count = tramitesWithoutForm(tramites).length;
  return count === 0
    ? 'Todos los trámites activos ya tienen formulario: no hay nada que crear.'
    : `Se ${count === 1 ? 'creará' : 'crearán'} ${plural(count, 'formulario', 'formularios')}, uno por cada trámite activo sin formulario, con los datos de contacto y un campo de archivo por cada documento requerido, conectados a su trámite. ${GENERATED_FORMS_NOTE}`;
}

/** The confirmation of 'Generar automáticamente'. */
export const AUTO_GENERATE_FORMS_TEXT = `Cada trámite recibe un formulario «Formulario Auto» con los datos de contacto y un campo de archivo por documento requerido: se crean los que faltan, se rehacen los generados que nadie editó (uno ya publicado sigue publicado) y se conectan a su trámite. Los formularios editados a mano no se tocan. ${GENERATED_FORMS_NOTE}`;
