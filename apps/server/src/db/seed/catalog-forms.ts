import {
  EFIRMA_PASSWORD_WARNING,
  efirmaFileTypeOf,
  FORM_FILE_MAX_MB_DEFAULT,
  type FormField,
  type FormFieldInput,
  FormTemplateInputSchema,
} from '@tramites/shared';
import { convertedFields } from './catalog-conversions.ts';

/**
 * Issue 25: the seeded procedures whose requirements included data (or a password, or the e.firma), and those
 * requirements by their old text (catalog-conversions.ts says what each became). Each of these procedures gets
 * a published request form: the data as fields, then one file field per document.
 */
export const SEED_FORM_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'sat-rfc-persona-fisica': ['CURP', 'Correo electrónico personal activo'],
  'sat-rfc-persona-moral': ['RFC del representante legal', 'Correo electrónico de la empresa'],
  'sat-efirma-primera-vez': ['CURP', 'Correo electrónico personal activo'],
  'sat-efirma-renovacion': [
    'Certificado de e.firma vigente (archivos .cer y .key)',
    'Contraseña de la clave privada',
    'RFC',
    'Correo electrónico personal activo',
  ],
  'sat-constancia-situacion-fiscal': ['RFC', 'Contraseña del SAT o e.firma vigente'],
  'sat-opinion-cumplimiento': ['RFC', 'Contraseña del SAT o e.firma vigente'],
  'sat-declaracion-anual-persona-fisica': ['RFC', 'Contraseña del SAT o e.firma vigente'],
  'sat-declaraciones-mensuales': ['RFC', 'Contraseña del SAT o e.firma vigente'],
  'pasaporte-ordinario-3-anos': ['CURP'],
  'pasaporte-ordinario-6-anos': ['CURP'],
  'pasaporte-ordinario-10-anos': ['CURP'],
  'pasaporte-menores-de-edad': ['CURP del menor'],
  'cartilla-servicio-militar': ['CURP'],
  'constancia-antecedentes-penales-federales': ['CURP', 'Correo electrónico personal activo'],
  'licencia-automovilista-primera-vez': ['CURP'],
  'licencia-renovacion': ['CURP'],
  'licencia-reposicion': ['CURP'],
  'licencia-chofer-servicio-publico': ['CURP'],
  'licencia-federal-conductor': ['CURP'],
  'alta-placas-vehiculo-nuevo': ['CURP o RFC del propietario'],
  'pago-tenencia-refrendo': ['Número de serie (NIV) del vehículo'],
  'repuve-consulta-constancia': ['Número de serie (NIV) o placas del vehículo'],
  'acta-nacimiento-certificada': [
    'CURP o datos completos del registro (nombre, fecha y lugar de nacimiento)',
    'Nombres de los padres tal como aparecen en el acta',
  ],
  'acta-matrimonio-certificada': [
    'Nombres completos de los contrayentes',
    'Fecha y lugar de registro del matrimonio',
  ],
  'acta-defuncion-certificada': [
    'Nombre completo de la persona fallecida',
    'Fecha y lugar de la defunción o del registro',
  ],
  'correccion-administrativa-acta': ['CURP'],
  'divorcio-administrativo': ['CURP de ambos cónyuges'],
  'imss-numero-seguridad-social': ['CURP', 'Correo electrónico personal activo'],
  'imss-constancia-semanas-cotizadas': [
    'CURP',
    'Número de Seguridad Social (NSS)',
    'Correo electrónico personal activo',
  ],
  'imss-registro-patronal': ['e.firma vigente del patrón'],
  'imss-personas-trabajadoras-hogar': [
    'CURP de la persona trabajadora',
    'Número de Seguridad Social (NSS) de la persona trabajadora',
    'Salario y días laborados acordados',
    'RFC y domicilio del empleador',
    'Correo electrónico del empleador',
  ],
  'imss-modalidad-40': ['CURP', 'Número de Seguridad Social (NSS)'],
  'imss-seguro-salud-familia': ['CURP de cada integrante'],
  'infonavit-precalificacion': [
    'Número de Seguridad Social (NSS)',
    'CURP',
    'Correo electrónico personal activo',
    'Número de teléfono celular',
  ],
  'infonavit-credito-compra-vivienda': ['CURP'],
  'infonavit-unamos-creditos': ['CURP de ambos solicitantes'],
  'infonavit-devolucion-subcuenta-vivienda': ['CURP', 'Número de Seguridad Social (NSS)'],
  'infonavit-cancelacion-hipoteca': ['Número de crédito', 'Correo electrónico personal activo'],
  'afore-registro': ['CURP', 'Número de Seguridad Social (NSS)'],
  'afore-traspaso': ['CURP'],
  'afore-retiro-parcial-desempleo': ['CURP', 'Número de Seguridad Social (NSS)'],
  'pension-imss-ley-73': ['CURP', 'Número de Seguridad Social (NSS)'],
  'pension-imss-ley-97': ['CURP', 'Número de Seguridad Social (NSS)'],
  'afore-retiro-total-negativa-pension': ['CURP', 'Número de Seguridad Social (NSS)'],
  'testamento-publico-abierto': ['CURP', 'Nombres completos de herederos y albacea'],
  'poder-notarial': ['CURP y RFC del poderdante', 'Nombre completo e identificación del apoderado'],
  'escrituracion-compraventa': ['CURP y Constancia de Situación Fiscal de las partes'],
  'certificado-libertad-gravamenes': [
    'Folio real o datos registrales del inmueble',
    'Ubicación y cuenta predial del inmueble',
  ],
  'autorizacion-denominacion-social': [
    'e.firma vigente del solicitante',
    'Propuestas de denominación en orden de preferencia',
    'Tipo de sociedad o asociación',
  ],
  'constitucion-sas': [
    'e.firma vigente de cada accionista',
    'CURP y RFC de cada accionista',
    'Objeto social, capital y estatutos definidos',
  ],
  'constitucion-sa-de-cv': [
    'CURP y Constancia de Situación Fiscal de cada socio',
    'Objeto social, capital y forma de administración definidos',
  ],
  'constitucion-s-de-rl-de-cv': [
    'CURP y Constancia de Situación Fiscal de cada socio',
    'Objeto social, capital y forma de administración definidos',
  ],
  'sat-aviso-apertura-establecimiento': ['RFC', 'e.firma vigente', 'Domicilio completo del establecimiento'],
  'repse-registro': ['e.firma vigente'],
  'impi-busqueda-fonetica': [
    'Denominación o diseño de la marca',
    'Descripción de los productos o servicios',
    'Clase de la Clasificación de Niza (la definimos contigo)',
  ],
  'impi-registro-marca': [
    'Listado de productos o servicios a proteger',
    'Fecha de primer uso, si la marca ya se usa',
  ],
  'impi-aviso-comercial': [
    'Texto exacto del aviso comercial',
    'Listado de productos, servicios o establecimientos que anuncia',
  ],
  'impi-declaracion-uso-marca': [
    'Número de registro de la marca',
    'Lista de productos o servicios en los que se usa la marca',
  ],
  'impi-renovacion-marca': ['Número de registro de la marca'],
  'impi-patente-invencion': ['Datos e identificación de inventores y solicitante'],
  'traduccion-perito-traductor': [
    'Idioma de destino de la traducción',
    'Autoridad ante la que se presentará la traducción',
  ],
  'padron-importadores': [
    'e.firma vigente',
    'Datos del agente o agencia aduanal que realizará las operaciones',
  ],
  'padron-importadores-sectores-especificos': ['e.firma vigente'],
  'padron-exportadores-sectorial': ['e.firma vigente'],
  'encargo-conferido-agente-aduanal': [
    'e.firma vigente del importador o exportador',
    'Número de patente del agente aduanal o datos de la agencia aduanal',
    'Periodo de vigencia deseado para el encargo',
  ],
  'programa-immex': ['e.firma vigente de la empresa'],
  'certificacion-iva-ieps': ['e.firma vigente'],
  'cofepris-aviso-funcionamiento': [
    'Domicilio, giro y clave SCIAN del establecimiento',
    'Horario de operación',
    'Datos del responsable sanitario, si el giro lo requiere',
  ],
  'cedula-profesional-licenciatura': [
    'CURP',
    'e.firma vigente',
    'Correo electrónico personal activo',
    'Tarjeta bancaria para el pago de derechos',
  ],
  'cedula-profesional-posgrado': [
    'CURP',
    'e.firma vigente',
    'Correo electrónico personal activo',
    'Tarjeta bancaria para el pago de derechos',
  ],
  'revalidacion-estudios-extranjero': ['CURP, si se cuenta con ella'],
  'duplicado-certificado-estudios': ['CURP', 'Nombre de la escuela y ciclo escolar de egreso'],
  'bachillerato-acuerdo-286': ['CURP'],
};

/** A document the client may not have ("Diseño o logotipo de la marca, si tiene uno") is not awaited. */
const isOptionalDocument = (name: string): boolean => /,\s*si tiene uno$/i.test(name);

/** The file field of one document; the e.firma's files take only their own type, with the warning. */
function documentField(name: string): Omit<FormFieldInput, 'id' | 'order'> {
  const efirmaType = efirmaFileTypeOf(name);
  if (efirmaType) {
    return {
      name: efirmaType === 'application/pkix-cert' ? 'efirma_cer' : 'efirma_key',
      label: name,
      type: 'file',
      required: true,
      help_text: EFIRMA_PASSWORD_WARNING,
      file_types: [efirmaType === 'application/pkix-cert' ? 'efirma_cer' : 'efirma_key'],
      max_file_size: 1,
    };
  }
  return {
    name: '',
    label: name,
    type: 'file',
    required: !isOptionalDocument(name),
    file_types: ['pdf', 'image'],
    max_file_size: FORM_FILE_MAX_MB_DEFAULT,
  };
}

export interface SeedRequestForm {
  name: string;
  description: string;
  fields: FormField[];
}

/**
 * The request form of a seeded procedure: the data its old requirements asked for, then its documents (the
 * request's documents are a form's file fields). Checked by the builder's own schema, password guard included.
 */
export function buildSeedRequestForm(
  tramite: { id: number; name: string; requiredDocuments: readonly string[] },
  sources: readonly string[],
): SeedRequestForm {
  const data = convertedFields(sources);
  const used = new Set(data.map((field) => field.name));
  const files = tramite.requiredDocuments.map((document, index) => {
    const field = documentField(document);
    let name = field.name || `documento_${index + 1}`;
    for (let n = 2; used.has(name); n++) {
      name = `${field.name || 'documento'}_${n}`;
    }
    used.add(name);
    return { ...field, name };
  });
  const parsed = FormTemplateInputSchema.parse({
    name: `Solicitud: ${tramite.name}`.slice(0, 200),
    description:
      'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.',
    tramite_type_id: tramite.id,
    fields: [...data, ...files].map((field, order) => ({ ...field, id: `f${order + 1}`, order })),
  });
  return { name: parsed.name, description: parsed.description ?? '', fields: parsed.fields };
}
