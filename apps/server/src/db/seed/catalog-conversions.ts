import { EFIRMA_CER_DOCUMENT, EFIRMA_KEY_DOCUMENT, type FormFieldInput } from '@tramites/shared';

/** A field of a seeded request form, before it gets its id and order. */
export type SeedField = Omit<FormFieldInput, 'id' | 'order'>;

/**
 * Issue 25: what the seeded catalogue used to ask for as uploads, by its exact old text, and what it asks for
 * now. Data (names, e-mail, CURP, RFC, NSS, addresses that are not a comprobante...) becomes fields of the
 * procedure's request form; a password is never asked for; an e.firma is its .cer and .key files only.
 * Read by the seed (the procedures' forms) and by migration 0015, which rewrote the databases seeded before.
 */
export interface CatalogueConversion {
  /** The requirement as it was seeded, exactly. */
  old: string;
  /** The documents it leaves in its place (none when it was data, or a password). */
  documents: string[];
  /** The data it asked for, now asked by the request form. */
  fields: SeedField[];
}

const efirmaFiles = (whose = ''): string[] =>
  whose === ''
    ? [EFIRMA_CER_DOCUMENT, EFIRMA_KEY_DOCUMENT]
    : [
        `Certificado de la e.firma ${whose} (archivo .cer)`,
        `Clave privada de la e.firma ${whose} (archivo .key)`,
      ];

const NSS_RULES = { pattern: '^\\d{11}$', pattern_message: 'El NSS tiene 11 dígitos' };
const NIV_RULES = {
  pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$',
  pattern_message: 'El NIV tiene 17 letras y números (sin I, O ni Q)',
};
const text = (name: string, label: string, extra: Partial<SeedField> = {}): SeedField => ({
  name,
  label,
  type: 'text',
  required: true,
  validation_rules: { min_length: 2, max_length: 200 },
  ...extra,
});
const longText = (name: string, label: string, extra: Partial<SeedField> = {}): SeedField => ({
  name,
  label,
  type: 'textarea',
  required: true,
  validation_rules: { min_length: 2, max_length: 2000 },
  ...extra,
});
const curp = (name: string, label: string, required = true): SeedField => ({
  name,
  label,
  type: 'curp',
  required,
  placeholder: '18 caracteres',
});
const rfc = (name: string, label: string): SeedField => ({
  name,
  label,
  type: 'rfc',
  required: true,
  placeholder: '12 o 13 caracteres',
});
const email = (name: string, label: string, help: string): SeedField => ({
  name,
  label,
  type: 'email',
  required: true,
  help_text: help,
  placeholder: 'tu@correo.com',
});
const date = (name: string, label: string, required = true): SeedField => ({
  name,
  label,
  type: 'date',
  required,
});

const PRODUCTOS = longText('productos_servicios', 'Productos o servicios que ampara la marca', {
  help_text: 'Descríbelos con tus palabras: nosotros los ubicamos en la Clasificación de Niza.',
});

export const CATALOGUE_CONVERSIONS: readonly CatalogueConversion[] = [
  // ── Passwords and the e.firma: never a password, only the .cer and .key files.
  { old: 'Contraseña del SAT o e.firma vigente', documents: efirmaFiles(), fields: [] },
  { old: 'Contraseña de la clave privada', documents: [], fields: [] },
  { old: 'Certificado de e.firma vigente (archivos .cer y .key)', documents: efirmaFiles(), fields: [] },
  { old: 'e.firma vigente', documents: efirmaFiles(), fields: [] },
  { old: 'e.firma vigente del solicitante', documents: efirmaFiles(), fields: [] },
  { old: 'e.firma vigente de cada accionista', documents: efirmaFiles('de cada accionista'), fields: [] },
  { old: 'e.firma vigente de la empresa', documents: efirmaFiles('de la empresa'), fields: [] },
  {
    old: 'e.firma vigente del importador o exportador',
    documents: efirmaFiles('del importador o exportador'),
    fields: [],
  },
  { old: 'e.firma vigente del patrón', documents: efirmaFiles('del patrón'), fields: [] },
  // A bank card is not a document: the derechos are paid and their receipt is what the DGP needs.
  {
    old: 'Tarjeta bancaria para el pago de derechos',
    documents: ['Comprobante de pago de derechos'],
    fields: [],
  },
  // ── CURP and RFC asked as data (the constancia or the printed CURP stay documents).
  { old: 'CURP', documents: [], fields: [curp('curp', 'CURP')] },
  { old: 'CURP del menor', documents: [], fields: [curp('curp_menor', 'CURP del menor')] },
  {
    old: 'CURP de la persona trabajadora',
    documents: [],
    fields: [curp('curp_trabajadora', 'CURP de la persona trabajadora')],
  },
  {
    old: 'CURP de ambos cónyuges',
    documents: [],
    fields: [
      curp('curp_conyuge_1', 'CURP del primer cónyuge'),
      curp('curp_conyuge_2', 'CURP del segundo cónyuge'),
    ],
  },
  {
    old: 'CURP de ambos solicitantes',
    documents: [],
    fields: [
      curp('curp_solicitante_1', 'CURP del primer solicitante'),
      curp('curp_solicitante_2', 'CURP del segundo solicitante'),
    ],
  },
  {
    old: 'CURP de cada integrante',
    documents: [],
    fields: [
      longText('curp_integrantes', 'CURP de cada integrante de la familia', {
        help_text: 'Una por línea, con el nombre de cada persona.',
      }),
    ],
  },
  {
    old: 'CURP o RFC del propietario',
    documents: [],
    fields: [
      text('curp_o_rfc_propietario', 'CURP o RFC del propietario', {
        validation_rules: {
          pattern: '^[A-Za-zÑñ&0-9]{12,18}$',
          pattern_message: 'Escribe la CURP (18 caracteres) o el RFC (12 o 13) sin espacios',
        },
      }),
    ],
  },
  {
    old: 'CURP y RFC de cada accionista',
    documents: [],
    fields: [
      longText('curp_rfc_accionistas', 'CURP y RFC de cada accionista', {
        help_text: 'Una persona por línea: nombre, CURP y RFC.',
      }),
    ],
  },
  {
    old: 'CURP y RFC del poderdante',
    documents: [],
    fields: [curp('curp_poderdante', 'CURP del poderdante'), rfc('rfc_poderdante', 'RFC del poderdante')],
  },
  { old: 'CURP, si se cuenta con ella', documents: [], fields: [curp('curp', 'CURP, si la tienes', false)] },
  {
    old: 'CURP o datos completos del registro (nombre, fecha y lugar de nacimiento)',
    documents: [],
    fields: [
      curp('curp_registrado', 'CURP de la persona registrada, si la conoces', false),
      text('nombre_registrado', 'Nombre completo de la persona registrada'),
      date('fecha_nacimiento', 'Fecha de nacimiento'),
      text('lugar_registro', 'Lugar de registro (municipio y estado)'),
    ],
  },
  {
    old: 'CURP y Constancia de Situación Fiscal de cada socio',
    documents: ['Constancia de Situación Fiscal de cada socio'],
    fields: [
      longText('curp_socios', 'CURP de cada socio', {
        help_text: 'Una por línea, con el nombre de cada socio.',
      }),
    ],
  },
  {
    old: 'CURP y Constancia de Situación Fiscal de las partes',
    documents: ['Constancia de Situación Fiscal de las partes'],
    fields: [
      longText('curp_partes', 'CURP de cada una de las partes', {
        help_text: 'Una por línea, con el nombre de cada persona.',
      }),
    ],
  },
  { old: 'RFC', documents: [], fields: [rfc('rfc', 'RFC')] },
  {
    old: 'RFC del representante legal',
    documents: [],
    fields: [rfc('rfc_representante', 'RFC del representante legal')],
  },
  {
    old: 'RFC y domicilio del empleador',
    documents: [],
    fields: [
      rfc('rfc_empleador', 'RFC del empleador'),
      longText('domicilio_empleador', 'Domicilio del empleador'),
    ],
  },
  // ── Contact data.
  {
    old: 'Correo electrónico personal activo',
    documents: [],
    fields: [
      email(
        'correo_personal',
        'Correo electrónico personal activo',
        'Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.',
      ),
    ],
  },
  {
    old: 'Correo electrónico de la empresa',
    documents: [],
    fields: [
      email(
        'correo_empresa',
        'Correo electrónico de la empresa',
        'Quedará registrado ante el SAT como medio de contacto de la empresa.',
      ),
    ],
  },
  {
    old: 'Correo electrónico del empleador',
    documents: [],
    fields: [
      email('correo_empleador', 'Correo electrónico del empleador', 'El IMSS enviará ahí sus avisos.'),
    ],
  },
  {
    old: 'Número de teléfono celular',
    documents: [],
    fields: [{ name: 'telefono_celular', label: 'Teléfono celular', type: 'phone', required: true }],
  },
  // ── Names, dates and places.
  {
    old: 'Nombres de los padres tal como aparecen en el acta',
    documents: [],
    fields: [longText('nombres_padres', 'Nombres de los padres tal como aparecen en el acta')],
  },
  {
    old: 'Nombre completo de la persona fallecida',
    documents: [],
    fields: [text('nombre_fallecido', 'Nombre completo de la persona fallecida')],
  },
  {
    old: 'Nombres completos de los contrayentes',
    documents: [],
    fields: [longText('nombres_contrayentes', 'Nombres completos de los contrayentes')],
  },
  {
    old: 'Nombres completos de herederos y albacea',
    documents: [],
    fields: [longText('nombres_herederos', 'Nombres completos de herederos y albacea')],
  },
  {
    old: 'Nombre completo e identificación del apoderado',
    documents: ['Identificación oficial del apoderado'],
    fields: [text('nombre_apoderado', 'Nombre completo del apoderado')],
  },
  {
    old: 'Nombre de la escuela y ciclo escolar de egreso',
    documents: [],
    fields: [
      text('nombre_escuela', 'Nombre de la escuela'),
      text('ciclo_egreso', 'Ciclo escolar de egreso', { placeholder: 'Por ejemplo: 2010-2013' }),
    ],
  },
  {
    old: 'Fecha y lugar de la defunción o del registro',
    documents: [],
    fields: [
      date('fecha_defuncion', 'Fecha de la defunción o del registro'),
      text('lugar_defuncion', 'Lugar de la defunción o del registro (municipio y estado)'),
    ],
  },
  {
    old: 'Fecha y lugar de registro del matrimonio',
    documents: [],
    fields: [
      date('fecha_matrimonio', 'Fecha de registro del matrimonio'),
      text('lugar_matrimonio', 'Lugar de registro del matrimonio (municipio y estado)'),
    ],
  },
  {
    old: 'Fecha de primer uso, si la marca ya se usa',
    documents: [],
    fields: [date('fecha_primer_uso', 'Fecha de primer uso, si la marca ya se usa', false)],
  },
  // ── Numbers that identify a record.
  {
    old: 'Número de Seguridad Social (NSS)',
    documents: [],
    fields: [text('nss', 'Número de Seguridad Social (NSS)', { validation_rules: NSS_RULES })],
  },
  {
    old: 'Número de Seguridad Social (NSS) de la persona trabajadora',
    documents: [],
    fields: [text('nss_trabajadora', 'NSS de la persona trabajadora', { validation_rules: NSS_RULES })],
  },
  {
    old: 'Número de crédito',
    documents: [],
    fields: [text('numero_credito', 'Número de crédito INFONAVIT')],
  },
  {
    old: 'Número de registro de la marca',
    documents: [],
    fields: [text('numero_registro_marca', 'Número de registro de la marca')],
  },
  {
    old: 'Número de serie (NIV) del vehículo',
    documents: [],
    fields: [text('niv', 'Número de serie (NIV) del vehículo', { validation_rules: NIV_RULES })],
  },
  {
    old: 'Número de serie (NIV) o placas del vehículo',
    documents: [],
    fields: [text('niv_o_placas', 'Número de serie (NIV) o placas del vehículo')],
  },
  {
    old: 'Número de patente del agente aduanal o datos de la agencia aduanal',
    documents: [],
    fields: [
      longText('agente_aduanal', 'Número de patente del agente aduanal o datos de la agencia aduanal'),
    ],
  },
  {
    old: 'Datos del agente o agencia aduanal que realizará las operaciones',
    documents: [],
    fields: [longText('agente_aduanal', 'Agente o agencia aduanal que realizará las operaciones')],
  },
  {
    old: 'Periodo de vigencia deseado para el encargo',
    documents: [],
    fields: [text('vigencia_encargo', 'Periodo de vigencia deseado para el encargo')],
  },
  // ── Business and employment data.
  {
    old: 'Salario y días laborados acordados',
    documents: [],
    fields: [
      {
        name: 'salario_mensual',
        label: 'Salario mensual acordado (MXN)',
        type: 'number',
        required: true,
        validation_rules: { min_value: 1 },
      },
      text('dias_laborados', 'Días laborados a la semana', { placeholder: 'Por ejemplo: lunes a viernes' }),
    ],
  },
  {
    old: 'Domicilio completo del establecimiento',
    documents: [],
    fields: [longText('domicilio_establecimiento', 'Domicilio completo del establecimiento')],
  },
  {
    old: 'Domicilio, giro y clave SCIAN del establecimiento',
    documents: [],
    fields: [
      longText('domicilio_establecimiento', 'Domicilio completo del establecimiento'),
      text('giro', 'Giro del establecimiento'),
      text('clave_scian', 'Clave SCIAN, si la conoces', {
        required: false,
        validation_rules: { pattern: '^\\d{6}$', pattern_message: 'La clave SCIAN tiene 6 dígitos' },
      }),
    ],
  },
  { old: 'Horario de operación', documents: [], fields: [text('horario', 'Horario de operación')] },
  {
    old: 'Datos del responsable sanitario, si el giro lo requiere',
    documents: [],
    fields: [
      longText('responsable_sanitario', 'Responsable sanitario, si el giro lo requiere', {
        required: false,
        help_text: 'Nombre, profesión y número de cédula profesional.',
      }),
    ],
  },
  {
    old: 'Tipo de sociedad o asociación',
    documents: [],
    fields: [
      text('tipo_sociedad', 'Tipo de sociedad o asociación', {
        placeholder: 'Por ejemplo: S.A. de C.V., S. de R.L., A.C.',
      }),
    ],
  },
  {
    old: 'Propuestas de denominación en orden de preferencia',
    documents: [],
    fields: [
      longText('propuestas_denominacion', 'Propuestas de denominación en orden de preferencia', {
        help_text: 'Hasta cinco, una por línea.',
      }),
    ],
  },
  {
    old: 'Objeto social, capital y estatutos definidos',
    documents: [],
    fields: [
      longText('objeto_social', 'Objeto social'),
      {
        name: 'capital_social',
        label: 'Capital social (MXN)',
        type: 'number',
        required: true,
        validation_rules: { min_value: 1 },
      },
    ],
  },
  {
    old: 'Objeto social, capital y forma de administración definidos',
    documents: [],
    fields: [
      longText('objeto_social', 'Objeto social'),
      {
        name: 'capital_social',
        label: 'Capital social (MXN)',
        type: 'number',
        required: true,
        validation_rules: { min_value: 1 },
      },
      text('forma_administracion', 'Forma de administración', {
        placeholder: 'Administrador único o consejo de administración',
      }),
    ],
  },
  // ── Trademarks.
  {
    old: 'Denominación o diseño de la marca',
    documents: ['Diseño o logotipo de la marca, si tiene uno'],
    fields: [text('denominacion_marca', 'Denominación de la marca')],
  },
  { old: 'Descripción de los productos o servicios', documents: [], fields: [PRODUCTOS] },
  {
    old: 'Clase de la Clasificación de Niza (la definimos contigo)',
    documents: [],
    fields: [text('clase_niza', 'Clase de la Clasificación de Niza, si la conoces', { required: false })],
  },
  { old: 'Listado de productos o servicios a proteger', documents: [], fields: [PRODUCTOS] },
  { old: 'Lista de productos o servicios en los que se usa la marca', documents: [], fields: [PRODUCTOS] },
  {
    old: 'Listado de productos, servicios o establecimientos que anuncia',
    documents: [],
    fields: [longText('productos_anunciados', 'Productos, servicios o establecimientos que anuncia')],
  },
  {
    old: 'Texto exacto del aviso comercial',
    documents: [],
    fields: [longText('texto_aviso', 'Texto exacto del aviso comercial')],
  },
  {
    old: 'Datos e identificación de inventores y solicitante',
    documents: ['Identificación oficial de inventores y solicitante'],
    fields: [
      longText('datos_inventores', 'Inventores y solicitante', {
        help_text: 'Nombre, nacionalidad y domicilio de cada persona, una por línea.',
      }),
    ],
  },
  // ── Property data.
  {
    old: 'Ubicación y cuenta predial del inmueble',
    documents: [],
    fields: [
      longText('ubicacion_inmueble', 'Ubicación del inmueble'),
      text('cuenta_predial', 'Número de cuenta predial'),
    ],
  },
  {
    old: 'Folio real o datos registrales del inmueble',
    documents: [],
    fields: [text('folio_real', 'Folio real o datos registrales del inmueble')],
  },
  // ── Translations.
  {
    old: 'Idioma de destino de la traducción',
    documents: [],
    fields: [text('idioma_destino', 'Idioma de destino de la traducción')],
  },
  {
    old: 'Autoridad ante la que se presentará la traducción',
    documents: [],
    fields: [text('autoridad_destino', 'Autoridad ante la que se presentará la traducción')],
  },
];

export const conversionOf = (old: string): CatalogueConversion | undefined =>
  CATALOGUE_CONVERSIONS.find((conversion) => conversion.old === old);

/** The new required documents of a list seeded before issue 25, in order, without repeats. */
export function convertRequiredDocuments(documents: readonly string[]): string[] {
  const converted = documents.flatMap((name) => conversionOf(name)?.documents ?? [name]);
  return [...new Set(converted)];
}

/** The fields the converted requirements of a list ask for, in order, each name once. */
export function convertedFields(documents: readonly string[]): SeedField[] {
  const fields = documents.flatMap((name) => conversionOf(name)?.fields ?? []);
  return fields.filter((field, index) => fields.findIndex((other) => other.name === field.name) === index);
}

/** Whether a list asked for the e.firma (its procedure's ficha and chat then say we never ask its password). */
export const asksForEfirma = (documents: readonly string[]): boolean =>
  documents.some((name) =>
    (conversionOf(name)?.documents ?? []).some((document) => /e\.firma/.test(document)),
  );
