import {
  CURP_STATES,
  computeCurpCheckDigit,
  type FormFieldInput,
  type FormTemplateInput,
  FormTemplateInputSchema,
  TramiteRequestApiSchema,
} from '@tramites/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { formTemplates, tramiteFormTemplates, tramites } from '../db/schema/index.ts';
import type { Actor } from '../lib/actor.ts';
import {
  connectTemplate,
  createFormTemplate,
  setFormTemplatePublished,
} from '../modules/forms/forms-admin.service.ts';
import { createTramiteRequest } from '../modules/requests/requests.service.ts';

/** A procedure people often ask for, whose listed "documents" are mostly data a form asks better. */
const DEMO_FORM_TRAMITE_SLUG = 'acta-nacimiento-certificada';
const DEMO_CLIENT_CURP = `LOPM900215MDFPRR0${computeCurpCheckDigit('LOPM900215MDFPRR0')}`;

const onlyForRelative = { field: 'para_quien', equals: 'familiar' };

/** The builder's form for the procedure: every field type the demo journeys show, and two conditions. */
function demoForm(tramiteId: number, identificationLabel: string): FormTemplateInput {
  const fields: Omit<FormFieldInput, 'order'>[] = [
    {
      id: 'f1',
      name: 'nombre_completo',
      label: 'Nombre completo de quien solicita',
      type: 'text',
      required: true,
    },
    {
      id: 'f2',
      name: 'para_quien',
      label: '¿De quién es el acta?',
      type: 'select',
      required: true,
      options: [
        { value: 'propia', label: 'Es mi propia acta' },
        { value: 'familiar', label: 'Es el acta de un familiar' },
      ],
    },
    {
      id: 'f3',
      name: 'parentesco',
      label: 'Parentesco con la persona registrada',
      type: 'select',
      required: true,
      visible_when: onlyForRelative,
      options: [
        { value: 'hijo', label: 'Hijo o hija' },
        { value: 'padre', label: 'Padre o madre' },
        { value: 'conyuge', label: 'Cónyuge' },
        { value: 'otro', label: 'Otro familiar' },
      ],
    },
    {
      id: 'f4',
      name: 'nombre_registrado',
      label: 'Nombre de la persona registrada',
      type: 'text',
      required: true,
      visible_when: onlyForRelative,
      validation_rules: { min_length: 2 },
    },
    {
      id: 'f5',
      name: 'curp_registrado',
      label: 'CURP de la persona registrada',
      type: 'curp',
      required: true,
    },
    { id: 'f6', name: 'fecha_nacimiento', label: 'Fecha de nacimiento', type: 'date', required: true },
    {
      id: 'f7',
      name: 'entidad_registro',
      label: 'Estado donde se registró',
      type: 'select',
      required: true,
      options: Object.entries(CURP_STATES)
        .filter(([code]) => code !== 'NE')
        .map(([value, label]) => ({ value, label })),
    },
    {
      id: 'f8',
      name: 'nombres_padres',
      label: 'Nombres de los padres tal como aparecen en el acta',
      type: 'textarea',
      required: true,
      validation_rules: { max_length: 300 },
    },
    {
      id: 'f9',
      name: 'copias',
      label: 'Número de copias certificadas',
      type: 'number',
      required: true,
      validation_rules: { min_value: 1, max_value: 10 },
    },
    {
      id: 'f10',
      name: 'apostilla',
      label: 'Necesito el acta apostillada para el extranjero',
      type: 'checkbox',
    },
    {
      id: 'f11',
      name: 'identificacion',
      label: identificationLabel,
      type: 'file',
      required: true,
      file_types: ['pdf', 'image'],
      max_file_size: 10,
    },
    {
      id: 'f12',
      name: 'acredita_parentesco',
      label: 'Documento que acredite el parentesco',
      type: 'file',
      required: true,
      file_types: ['pdf'],
      max_file_size: 5,
      visible_when: onlyForRelative,
    },
  ];
  return {
    name: 'Solicitud de acta de nacimiento',
    description:
      'Datos del acta que necesitas. Te pedimos solo la identificación: el resto lo buscamos nosotros.',
    tramite_type_id: tramiteId,
    fields: fields.map((field, order) => ({ ...field, order })),
  };
}

/**
 * Demo mode only, with the sample requests: one form (so the forms tab and the gestor's view of answers have
 * something to show) and one request of the demo client filled with its version 1. The form is then left
 * unpublished and the procedure keeps its seeded request form (issue 25); an admin may connect and publish
 * this one instead.
 */
export async function seedDemoForm(db: Database, people: { admin: Actor; client: Actor }): Promise<void> {
  const [tramite] = await db.select().from(tramites).where(eq(tramites.slug, DEMO_FORM_TRAMITE_SLUG));
  if (!tramite?.isActive) {
    return;
  }
  // The procedure has its seeded request form (issue 25), read before publishing the demo form connects
  // this one; the demo request is filled with the demo form, then the seeded one is connected back.
  const [seeded] = await db
    .select({ id: tramiteFormTemplates.formTemplateId })
    .from(tramiteFormTemplates)
    .where(eq(tramiteFormTemplates.tramiteId, tramite.id));
  const seededForm = seeded?.id;
  const identification =
    tramite.requiredDocuments.find((name) => /identificaci[oó]n/i.test(name)) ?? 'Identificación oficial';
  const form = await createFormTemplate(
    db,
    people.admin,
    FormTemplateInputSchema.parse(demoForm(tramite.id, identification)),
  );
  await setFormTemplatePublished(db, people.admin, form.id, true);
  const connectTo = (id: string) =>
    db.transaction(async (tx) => {
      const [template] = await tx.select().from(formTemplates).where(eq(formTemplates.id, id));
      await connectTemplate(tx, people.admin, { tramiteId: tramite.id, template: template! });
    });
  await connectTo(form.id);
  await createTramiteRequest(
    db,
    people.client,
    TramiteRequestApiSchema.parse({
      tramite_type_id: tramite.id,
      nombre_completo: people.client.name.replace(' (demo)', ''),
      telefono: '5512345678',
      email: 'demo@tramites.mx',
      description: 'Solicitud de ejemplo llenada con el formulario del trámite (modo demo).',
      confirmacion_documentos: true,
      form_answers: {
        para_quien: 'propia',
        curp_registrado: DEMO_CLIENT_CURP,
        fecha_nacimiento: '1990-02-15',
        entidad_registro: 'DF',
        nombres_padres: 'José López Pérez y Carmen Martínez Ruiz',
        copias: 2,
        apostilla: false,
      },
    }),
  );
  await setFormTemplatePublished(db, people.admin, form.id, false);
  if (seededForm) {
    await connectTo(seededForm);
  }
}
