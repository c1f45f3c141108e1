import {
  type ConnectFormByNamesResponse,
  type ConnectFormResponse,
  FORM_MESSAGES,
  type FormConnectionMethod,
  looseName,
  MSG,
} from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { getTramite, listAllTramitesWithForm } from '../catalog/catalog.service.ts';
import { findTemplate, listTemplateNames, lockTemplate, updateTemplate } from './forms.repository.ts';
import { connectTemplate, isFormId } from './forms-admin.service.ts';

/**
 * PUT /api/admin/tramites/{id}/connect-form: the procedure's clients get this form (once published). A form
 * may serve several procedures; one without a procedure of its own takes this one.
 */
export async function connectForm(
  db: Database,
  actor: Actor,
  tramiteId: number,
  formTemplateId: string,
): Promise<ConnectFormResponse> {
  return db.transaction(async (tx) => {
    const tramite = await getTramite(tx, tramiteId);
    if (!tramite) {
      throw notFound(MSG.tramiteNoEncontrado);
    }
    let template = isFormId(formTemplateId) ? await lockTemplate(tx, formTemplateId) : undefined;
    if (!template) {
      throw unprocessable(FORM_MESSAGES.formularioNoExiste, 'form_template_id');
    }
    if (template.tramiteId === null) {
      template = await updateTemplate(tx, template.id, { tramiteId });
    }
    await connectTemplate(tx, actor, { tramiteId, template });
    const isPublished = template.publishedVersion !== null;
    return {
      message: isPublished
        ? `Formulario «${template.name}» conectado a «${tramite.name}»`
        : `Formulario «${template.name}» conectado a «${tramite.name}». Publícalo para que los clientes lo vean.`,
      tramite_id: tramite.id,
      form_template_id: template.id,
      form_template_name: template.name,
      is_published: isPublished,
    };
  });
}

/** The rows named exactly `name`, else those named so loosely; and which of the two it was. */
function matchByName<T extends { name: string }>(
  rows: readonly T[],
  name: string,
): { matches: T[]; method: FormConnectionMethod } {
  const exact = rows.filter((row) => row.name === name);
  if (exact.length > 0) {
    return { matches: exact, method: 'nombre_exacto' };
  }
  const wanted = looseName(name);
  return { matches: rows.filter((row) => looseName(row.name) === wanted), method: 'nombre_normalizado' };
}

/**
 * POST /api/admin/connect-form-by-names: connects the form named `form_name` to the procedure named
 * `tramite_name` (the tramites tab's auto-connect by identical name). `connection_method` is `nombre_exacto`
 * when both names matched as written, `nombre_normalizado` when either matched only ignoring case, accents and
 * spaces. An archived procedure is matched only when no active one has the name. Two candidates: 409.
 */
export async function connectFormByNames(
  db: Database,
  actor: Actor,
  input: { tramite_name: string; form_name: string },
): Promise<ConnectFormByNamesResponse> {
  const [tramites, templates] = await Promise.all([listAllTramitesWithForm(db), listTemplateNames(db)]);
  const active = matchByName(
    tramites.filter((row) => row.isActive),
    input.tramite_name,
  );
  const tramiteMatch = active.matches.length > 0 ? active : matchByName(tramites, input.tramite_name);
  if (tramiteMatch.matches.length === 0) {
    throw notFound(`No hay un trámite llamado «${input.tramite_name}»`);
  }
  if (tramiteMatch.matches.length > 1) {
    throw conflict(
      `Hay ${tramiteMatch.matches.length} trámites llamados «${input.tramite_name}»: conecta el formulario desde la fila del trámite.`,
    );
  }
  const formMatch = matchByName(templates, input.form_name);
  if (formMatch.matches.length === 0) {
    throw notFound(`No hay un formulario llamado «${input.form_name}»`);
  }
  if (formMatch.matches.length > 1) {
    throw conflict(
      `Hay ${formMatch.matches.length} formularios llamados «${input.form_name}»: renombra uno o conéctalo desde la fila del trámite.`,
    );
  }
  const tramite = tramiteMatch.matches[0]!;
  const form = formMatch.matches[0]!;
  await connectForm(db, actor, tramite.id, form.id);
  const connected = (await findTemplate(db, form.id))!;
  return {
    message: `Formulario «${connected.name}» conectado a «${tramite.name}»`,
    tramite_name: tramite.name,
    form_name: connected.name,
    form_id: connected.id,
    connection_method:
      tramiteMatch.method === 'nombre_exacto' && formMatch.method === 'nombre_exacto'
        ? 'nombre_exacto'
        : 'nombre_normalizado',
  };
}
