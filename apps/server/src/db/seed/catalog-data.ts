import type { CategoryColor, CategoryIcon, Modalidad, PriceType } from '@tramites/shared';

/**
 * Seed catalogue of Trámites MX: 17 categories of Mexican trámites that the gestoría offers.
 *
 * Government fees (`government_fee`) are only filled in where the amount is published and uniform
 * nationwide (e.g. pasaporte per the Ley Federal de Derechos 2026, IMPI tariff, INM derechos 2026);
 * state and municipal derechos vary by entidad and are left as null.
 */

export interface SeedTramite {
  /** Unique, stable key across the whole catalogue, kebab-case, e.g. 'sat-rfc-persona-fisica'. Used for idempotent seeding. */
  slug: string;
  name: string; // Spanish, e.g. 'Inscripción al RFC (persona física)'
  description: string; // 1–2 real Spanish sentences explaining what the trámite is and what the client gets
  price_type: PriceType; // 'fijo' | 'variable'
  /** Our gestoría fee in MXN with IVA included, as a decimal string with 2 decimals ('850.00'): what the automatic quotation charges; null when price_type is 'variable'. */
  fixed_price: string | null;
  /** The government fee (derechos) in MXN as a decimal string, apart from our fee; null when unknown or variable; '0.00' when the trámite is free at the authority. */
  government_fee: string | null;
  estimated_time_days: number; // integer 1..365, realistic
  required_documents: string[]; // real documents the authority asks for, Spanish, 2–8 items
  dependencia: string; // issuing authority, e.g. 'Servicio de Administración Tributaria (SAT)'
  fundamento_juridico: string; // real legal basis, e.g. 'Código Fiscal de la Federación, art. 27'
  modalidad: Modalidad; // 'en_linea' | 'presencial' | 'cita_previa'
  /** How long the resulting document stays valid, Spanish, e.g. '4 años', 'Permanente', '3 o 6 años según se elija'; null if not applicable. */
  vigencia: string | null;
}

export interface SeedCategory {
  slug: string; // unique kebab-case key
  name: string; // Spanish
  description: string; // one real Spanish sentence
  icon: CategoryIcon;
  color: CategoryColor;
  display_order: number; // 1..17
  tramites: SeedTramite[]; // display_order of a tramite = its index + 1
}

const SAT = 'Servicio de Administración Tributaria (SAT)';
const SRE = 'Secretaría de Relaciones Exteriores (SRE)';
const IMSS = 'Instituto Mexicano del Seguro Social (IMSS)';
const INFONAVIT = 'Instituto del Fondo Nacional de la Vivienda para los Trabajadores (INFONAVIT)';
const INM = 'Instituto Nacional de Migración (INM)';
const IMPI = 'Instituto Mexicano de la Propiedad Industrial (IMPI)';
const COFEPRIS = 'Comisión Federal para la Protección contra Riesgos Sanitarios (COFEPRIS)';
const REGISTRO_CIVIL = 'Registro Civil de la entidad federativa';
const RC_FUNDAMENTO = 'Código Civil de la entidad federativa y Reglamento del Registro Civil local';
const MOVILIDAD = 'Secretaría de Movilidad (o de Seguridad Pública) de la entidad federativa';
const CONTROL_VEHICULAR =
  'Secretaría de Movilidad o de Finanzas de la entidad federativa (control vehicular)';
const NOTARIO = 'Notario público de la entidad federativa';
const PASAPORTE_FUNDAMENTO =
  'Reglamento de Pasaportes y del Documento de Identidad y Viaje; Ley Federal de Derechos, art. 20';
const PASAPORTE_DOCS = [
  'Acta de nacimiento certificada',
  'Identificación oficial vigente con fotografía',
  'Comprobante de pago de derechos',
  'Pasaporte anterior (en caso de renovación)',
];
const INFONAVIT_REGLAS =
  'Ley del Instituto del Fondo Nacional de la Vivienda para los Trabajadores; Reglas para el Otorgamiento de Créditos a los Trabajadores Derechohabientes del INFONAVIT';
const LAMIGRACION = 'Reglamento de la Ley de Migración';
const DGP = 'Secretaría de Educación Pública (SEP), Dirección General de Profesiones';
const LEY_PROFESIONES =
  'Ley Reglamentaria del Artículo 5o. Constitucional, relativo al ejercicio de las profesiones en la Ciudad de México, y su Reglamento';

export const SEED_CATEGORIES: SeedCategory[] = [
  // ───────────────────────────────────────────── 1. SAT
  {
    slug: 'sat-obligaciones-fiscales',
    name: 'SAT y obligaciones fiscales',
    description:
      'Inscripción al RFC, e.firma, constancias y declaraciones ante el Servicio de Administración Tributaria para personas físicas y morales.',
    icon: 'Receipt',
    color: 'green',
    display_order: 1,
    tramites: [
      {
        slug: 'sat-rfc-persona-fisica',
        name: 'Inscripción al RFC (persona física)',
        description:
          'Te inscribimos en el Registro Federal de Contribuyentes con tu CURP para obtener tu RFC con homoclave y tu Constancia de Situación Fiscal. Incluye la asesoría para elegir el régimen y las obligaciones que te corresponden.',
        price_type: 'fijo',
        fixed_price: '450.00',
        government_fee: '0.00',
        estimated_time_days: 2,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio fiscal (no mayor a 3 meses)',
        ],
        dependencia: SAT,
        fundamento_juridico: 'Código Fiscal de la Federación, art. 27; Resolución Miscelánea Fiscal vigente',
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'sat-rfc-persona-moral',
        name: 'Inscripción al RFC (persona moral)',
        description:
          'Inscribimos a tu sociedad o asociación en el RFC a partir de su acta constitutiva, con alta de actividades económicas y obligaciones fiscales. Recibes la Constancia de Situación Fiscal de la empresa.',
        price_type: 'fijo',
        fixed_price: '1200.00',
        government_fee: '0.00',
        estimated_time_days: 10,
        required_documents: [
          'Acta constitutiva protocolizada (copia certificada)',
          'Poder notarial del representante legal',
          'Identificación oficial vigente del representante legal',
          'Comprobante de domicilio fiscal (no mayor a 3 meses)',
        ],
        dependencia: SAT,
        fundamento_juridico: 'Código Fiscal de la Federación, art. 27; Resolución Miscelánea Fiscal vigente',
        modalidad: 'cita_previa',
        vigencia: 'Permanente',
      },
      {
        slug: 'sat-efirma-primera-vez',
        name: 'Obtención de e.firma (persona física)',
        description:
          'Agendamos tu cita en el SAT, generamos el archivo de requerimiento y revisamos tus documentos para que obtengas tu firma electrónica avanzada (e.firma). La necesitas para declaraciones, facturación y muchos trámites en línea.',
        price_type: 'fijo',
        fixed_price: '650.00',
        government_fee: '0.00',
        estimated_time_days: 10,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Memoria USB con el archivo de requerimiento (.req)',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Código Fiscal de la Federación, art. 17-D; Resolución Miscelánea Fiscal vigente',
        modalidad: 'cita_previa',
        vigencia: '4 años',
      },
      {
        slug: 'sat-efirma-renovacion',
        name: 'Renovación de e.firma',
        description:
          'Renovamos tu certificado de e.firma en línea con CertiSAT Web mientras aún está vigente; si ya venció, gestionamos la cita para renovarla en oficina. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '400.00',
        government_fee: '0.00',
        estimated_time_days: 2,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Código Fiscal de la Federación, art. 17-D; Resolución Miscelánea Fiscal vigente',
        modalidad: 'en_linea',
        vigencia: '4 años',
      },
      {
        slug: 'sat-constancia-situacion-fiscal',
        name: 'Constancia de Situación Fiscal',
        description:
          'Obtenemos tu Constancia de Situación Fiscal actualizada, que acredita tu RFC, régimen, domicilio fiscal y obligaciones. La piden empleadores, bancos y clientes para emitir facturas. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: '0.00',
        estimated_time_days: 1,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
        ],
        dependencia: SAT,
        fundamento_juridico: 'Código Fiscal de la Federación, art. 27; Resolución Miscelánea Fiscal vigente',
        modalidad: 'en_linea',
        vigencia: 'Sin vigencia oficial (suele pedirse reciente)',
      },
      {
        slug: 'sat-opinion-cumplimiento',
        name: 'Opinión del cumplimiento de obligaciones fiscales (32-D)',
        description:
          'Generamos tu opinión de cumplimiento ante el SAT y, si resulta negativa, identificamos las omisiones que la causan para corregirlas. Se exige para contratar con el gobierno, recibir apoyos o como requisito de clientes. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '500.00',
        government_fee: '0.00',
        estimated_time_days: 2,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Acuses de las declaraciones presentadas (si hay omisiones)',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Código Fiscal de la Federación, art. 32-D; Resolución Miscelánea Fiscal vigente',
        modalidad: 'en_linea',
        vigencia: '30 días naturales',
      },
      {
        slug: 'sat-declaracion-anual-persona-fisica',
        name: 'Declaración anual de personas físicas',
        description:
          'Preparamos y presentamos tu declaración anual del ISR con tus ingresos, retenciones y deducciones personales, y en su caso solicitamos la devolución del saldo a favor. Las personas físicas la presentan en abril. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '1200.00',
        government_fee: '0.00',
        estimated_time_days: 3,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Constancias de sueldos y retenciones',
          'Facturas (CFDI) de deducciones personales',
          'Estado de cuenta bancario con CLABE interbancaria a tu nombre (para devolución)',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Ley del Impuesto sobre la Renta, arts. 150 y 151; Código Fiscal de la Federación, art. 31',
        modalidad: 'en_linea',
        vigencia: null,
      },
      {
        slug: 'sat-declaraciones-mensuales',
        name: 'Declaraciones mensuales de ISR e IVA (personas físicas)',
        description:
          'Calculamos y presentamos tus pagos mensuales de ISR e IVA en RESICO o en actividad empresarial y profesional, a partir de tus facturas emitidas y recibidas. El costo depende del volumen de operaciones. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: '0.00',
        estimated_time_days: 3,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Facturas (CFDI) emitidas y recibidas del periodo',
          'Estados de cuenta bancarios del periodo',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Ley del Impuesto sobre la Renta, arts. 106 y 113-E; Ley del Impuesto al Valor Agregado, art. 5-D',
        modalidad: 'en_linea',
        vigencia: null,
      },
    ],
  },

  // ───────────────────────────────────────────── 2. Pasaporte e identidad
  {
    slug: 'pasaporte-identidad',
    name: 'Pasaporte y documentos de identidad',
    description:
      'Pasaporte mexicano, CURP, credencial para votar, cartilla militar y constancias de identidad ante las autoridades federales.',
    icon: 'Plane',
    color: 'blue',
    display_order: 2,
    tramites: [
      {
        slug: 'pasaporte-ordinario-3-anos',
        name: 'Pasaporte ordinario por 3 años (primera vez o renovación)',
        description:
          'Agendamos tu cita en la SRE, te guiamos en el pago de derechos y revisamos tus documentos para obtener tu pasaporte mexicano con vigencia de 3 años. Personas mayores de 60 años y con discapacidad pagan el 50% de los derechos.',
        price_type: 'fijo',
        fixed_price: '700.00',
        government_fee: '1795.00',
        estimated_time_days: 20,
        required_documents: [...PASAPORTE_DOCS],
        dependencia: SRE,
        fundamento_juridico: PASAPORTE_FUNDAMENTO,
        modalidad: 'cita_previa',
        vigencia: '3 años',
      },
      {
        slug: 'pasaporte-ordinario-6-anos',
        name: 'Pasaporte ordinario por 6 años (primera vez o renovación)',
        description:
          'Agendamos tu cita en la SRE, te guiamos en el pago de derechos y revisamos tus documentos para obtener tu pasaporte mexicano con vigencia de 6 años. Personas mayores de 60 años y con discapacidad pagan el 50% de los derechos.',
        price_type: 'fijo',
        fixed_price: '700.00',
        government_fee: '2440.00',
        estimated_time_days: 20,
        required_documents: [...PASAPORTE_DOCS],
        dependencia: SRE,
        fundamento_juridico: PASAPORTE_FUNDAMENTO,
        modalidad: 'cita_previa',
        vigencia: '6 años',
      },
      {
        slug: 'pasaporte-ordinario-10-anos',
        name: 'Pasaporte ordinario por 10 años (mayores de edad)',
        description:
          'Gestionamos tu pasaporte con la vigencia más larga, disponible solo para personas mayores de edad: cita en la SRE, pago de derechos y revisión de documentos. Personas mayores de 60 años y con discapacidad pagan el 50% de los derechos.',
        price_type: 'fijo',
        fixed_price: '700.00',
        government_fee: '4280.00',
        estimated_time_days: 20,
        required_documents: [...PASAPORTE_DOCS],
        dependencia: SRE,
        fundamento_juridico: PASAPORTE_FUNDAMENTO,
        modalidad: 'cita_previa',
        vigencia: '10 años',
      },
      {
        slug: 'pasaporte-menores-de-edad',
        name: 'Pasaporte para menores de edad',
        description:
          'Tramitamos el pasaporte de niñas, niños y adolescentes, que requiere la comparecencia y el consentimiento de ambos padres o de quien ejerza la patria potestad. Derechos 2026: $920 (1 año, solo menores de 3 años), $1,795 (3 años) o $2,440 (6 años).',
        price_type: 'fijo',
        fixed_price: '800.00',
        government_fee: null,
        estimated_time_days: 20,
        required_documents: [
          'Acta de nacimiento certificada del menor',
          'Identificación oficial vigente con fotografía de ambos padres o tutores',
          'Identificación del menor con fotografía, cuando aplique (p. ej., credencial escolar)',
          'Comprobante de pago de derechos',
        ],
        dependencia: SRE,
        fundamento_juridico: PASAPORTE_FUNDAMENTO,
        modalidad: 'cita_previa',
        vigencia: '1 año (menores de 3 años), 3 o 6 años según se elija',
      },
      {
        slug: 'curp-correccion',
        name: 'Corrección de datos en la CURP',
        description:
          'Solicitamos la corrección de tu CURP cuando no coincide con tu acta de nacimiento (nombre, fecha o lugar de nacimiento), para que quede certificada ante RENAPO y no te bloquee otros trámites.',
        price_type: 'fijo',
        fixed_price: '450.00',
        government_fee: '0.00',
        estimated_time_days: 15,
        required_documents: [
          'Acta de nacimiento certificada',
          'Identificación oficial vigente con fotografía',
          'CURP actual impresa',
        ],
        dependencia: 'Registro Nacional de Población (RENAPO), Secretaría de Gobernación',
        fundamento_juridico: 'Ley General de Población, art. 91; Reglamento de la Ley General de Población',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'cartilla-servicio-militar',
        name: 'Cartilla de Identidad del Servicio Militar Nacional',
        description:
          'Preparamos tu expediente y te orientamos para inscribirte en la Junta Municipal de Reclutamiento y obtener tu cartilla del Servicio Militar Nacional, requisito para algunos empleos y trámites.',
        price_type: 'fijo',
        fixed_price: '500.00',
        government_fee: '0.00',
        estimated_time_days: 30,
        required_documents: [
          'Acta de nacimiento certificada',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Comprobante del último grado de estudios',
          'Fotografías tamaño cartilla (35 x 45 mm) con las características que indique la Junta',
        ],
        dependencia:
          'Secretaría de la Defensa Nacional (SEDENA), a través de la Junta Municipal de Reclutamiento',
        fundamento_juridico: 'Ley del Servicio Militar y su Reglamento',
        modalidad: 'presencial',
        vigencia: 'Permanente (una vez liberada)',
      },
      {
        slug: 'ine-reposicion-credencial',
        name: 'Reposición o actualización de credencial para votar (INE)',
        description:
          'Agendamos tu cita en el módulo del INE para reponer tu credencial por robo, extravío o deterioro, o para actualizar tu domicilio o tus datos.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: '0.00',
        estimated_time_days: 15,
        required_documents: [
          'Acta de nacimiento certificada',
          'Identificación oficial con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
        ],
        dependencia: 'Instituto Nacional Electoral (INE)',
        fundamento_juridico: 'Ley General de Instituciones y Procedimientos Electorales, arts. 131 y 136',
        modalidad: 'cita_previa',
        vigencia: '10 años',
      },
      {
        slug: 'constancia-antecedentes-penales-federales',
        name: 'Constancia de antecedentes penales federales',
        description:
          'Tramitamos en línea tu constancia federal de antecedentes penales, que se expide en formato digital y se solicita para trámites migratorios, empleos en seguridad o ante embajadas y consulados.',
        price_type: 'fijo',
        fixed_price: '450.00',
        government_fee: null,
        estimated_time_days: 3,
        required_documents: ['Acta de nacimiento', 'Identificación oficial vigente con fotografía'],
        dependencia: 'Secretaría de Seguridad y Protección Ciudadana, Prevención y Reinserción Social',
        fundamento_juridico: 'Ley Nacional de Ejecución Penal, art. 27, fracción IV',
        modalidad: 'en_linea',
        vigencia: 'Sin vigencia específica (la autoridad receptora puede pedirla reciente)',
      },
    ],
  },

  // ───────────────────────────────────────────── 3. Licencias de conducir
  {
    slug: 'licencias-de-conducir',
    name: 'Licencias de conducir',
    description:
      'Expedición, renovación y reposición de licencias de conducir estatales y de la Licencia Federal de Conductor.',
    icon: 'IdCard',
    color: 'indigo',
    display_order: 3,
    tramites: [
      {
        slug: 'licencia-automovilista-primera-vez',
        name: 'Licencia de conducir para automovilista (primera vez)',
        description:
          'Te ayudamos a reunir los requisitos, pagar los derechos y agendar la cita para obtener tu licencia de automovilista particular. Según la entidad, puede requerir examen teórico, práctico o médico.',
        price_type: 'fijo',
        fixed_price: '650.00',
        government_fee: null,
        estimated_time_days: 10,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Constancia de aprobación del examen de manejo, cuando la entidad lo exija',
          'Comprobante de pago de derechos',
        ],
        dependencia: MOVILIDAD,
        fundamento_juridico: 'Ley de Movilidad y Reglamento de Tránsito de la entidad federativa',
        modalidad: 'cita_previa',
        vigencia: 'Según la entidad (comúnmente de 2 a 5 años)',
      },
      {
        slug: 'licencia-renovacion',
        name: 'Renovación de licencia de conducir',
        description:
          'Renovamos tu licencia de automovilista o motociclista antes o después de su vencimiento, con el pago de derechos y la cita o el trámite en línea que ofrezca tu entidad.',
        price_type: 'fijo',
        fixed_price: '500.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Licencia de conducir anterior',
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Comprobante de pago de derechos',
        ],
        dependencia: MOVILIDAD,
        fundamento_juridico: 'Ley de Movilidad y Reglamento de Tránsito de la entidad federativa',
        modalidad: 'cita_previa',
        vigencia: 'Según la entidad (comúnmente de 2 a 5 años)',
      },
      {
        slug: 'licencia-reposicion',
        name: 'Reposición de licencia de conducir por robo o extravío',
        description:
          'Tramitamos la reposición de tu licencia vigente cuando se pierde, es robada o se deteriora, conservando la vigencia original en las entidades que así lo permiten.',
        price_type: 'fijo',
        fixed_price: '450.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Constancia de denuncia o acta de hechos por robo o extravío, cuando la entidad la pida',
          'Comprobante de pago de derechos',
        ],
        dependencia: MOVILIDAD,
        fundamento_juridico: 'Ley de Movilidad y Reglamento de Tránsito de la entidad federativa',
        modalidad: 'cita_previa',
        vigencia: 'La de la licencia original',
      },
      {
        slug: 'licencia-chofer-servicio-publico',
        name: 'Licencia de chofer o de servicio público',
        description:
          'Gestionamos la licencia para conducir vehículos de transporte público de pasajeros, taxis o carga local, que exige examen médico y capacitación adicional según la entidad.',
        price_type: 'fijo',
        fixed_price: '900.00',
        government_fee: null,
        estimated_time_days: 15,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Certificado médico o examen psicofísico',
          'Constancia de capacitación para conductores',
          'Comprobante de pago de derechos',
        ],
        dependencia: MOVILIDAD,
        fundamento_juridico: 'Ley de Movilidad y Reglamento de Tránsito de la entidad federativa',
        modalidad: 'cita_previa',
        vigencia: 'Según la entidad (comúnmente de 1 a 3 años)',
      },
      {
        slug: 'licencia-federal-conductor',
        name: 'Licencia Federal de Conductor (autotransporte federal)',
        description:
          'Tramitamos la licencia digital que necesitan los operadores de autotransporte federal de carga, pasaje y turismo, coordinando el examen psicofísico integral y la capacitación. El costo varía según la categoría y la vigencia.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 20,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Constancia de examen psicofísico integral vigente',
          'Constancia de capacitación emitida por un centro autorizado por la SICT',
          'Comprobante de pago de derechos',
        ],
        dependencia: 'Secretaría de Infraestructura, Comunicaciones y Transportes (SICT)',
        fundamento_juridico:
          'Ley de Caminos, Puentes y Autotransporte Federal, art. 36; Reglamento de Autotransporte Federal y Servicios Auxiliares',
        modalidad: 'cita_previa',
        vigencia: 'Según la categoría; requiere examen psicofísico vigente',
      },
    ],
  },

  // ───────────────────────────────────────────── 4. Vehiculares
  {
    slug: 'tramites-vehiculares',
    name: 'Trámites vehiculares',
    description:
      'Alta y baja de placas, cambio de propietario, tenencia, verificación y demás trámites de control vehicular de tu entidad.',
    icon: 'Car',
    color: 'orange',
    display_order: 4,
    tramites: [
      {
        slug: 'alta-placas-vehiculo-nuevo',
        name: 'Alta de placas para vehículo nuevo',
        description:
          'Emplacamos tu vehículo nuevo en tu entidad: pago de derechos, placas, tarjeta de circulación y engomado. El vehículo queda inscrito en el padrón vehicular estatal y en el REPUVE.',
        price_type: 'fijo',
        fixed_price: '900.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Factura original del vehículo',
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Comprobante de pago de derechos',
        ],
        dependencia: CONTROL_VEHICULAR,
        fundamento_juridico:
          'Ley de Movilidad y Código Fiscal o Ley de Hacienda de la entidad federativa; Ley del Registro Público Vehicular',
        modalidad: 'cita_previa',
        vigencia: 'Hasta el siguiente canje de placas que determine la entidad',
      },
      {
        slug: 'cambio-de-propietario-vehiculo',
        name: 'Cambio de propietario (alta de vehículo usado)',
        description:
          'Registramos el vehículo usado a tu nombre y obtenemos placas y tarjeta de circulación nuevas, verificando antes que no tenga adeudos de tenencia, refrendos o infracciones.',
        price_type: 'fijo',
        fixed_price: '1000.00',
        government_fee: null,
        estimated_time_days: 7,
        required_documents: [
          'Factura original endosada a tu nombre o carta factura',
          'Identificación oficial vigente del nuevo propietario',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Comprobante de baja de placas, si el vehículo viene de otra entidad',
          'Comprobantes de pago de tenencia o refrendo de los últimos 5 años',
          'Comprobante de pago de derechos',
        ],
        dependencia: CONTROL_VEHICULAR,
        fundamento_juridico:
          'Ley de Movilidad y Código Fiscal o Ley de Hacienda de la entidad federativa; Ley del Registro Público Vehicular',
        modalidad: 'cita_previa',
        vigencia: 'Hasta el siguiente canje de placas que determine la entidad',
      },
      {
        slug: 'baja-de-placas',
        name: 'Baja de placas',
        description:
          'Damos de baja las placas de tu vehículo por venta, cambio de entidad, robo o siniestro, para que dejen de generarse tenencias y refrendos a tu nombre.',
        price_type: 'fijo',
        fixed_price: '600.00',
        government_fee: null,
        estimated_time_days: 3,
        required_documents: [
          'Factura del vehículo o carta factura',
          'Identificación oficial vigente con fotografía',
          'Ambas placas y la tarjeta de circulación',
          'Denuncia ante el Ministerio Público, en caso de robo o extravío de placas',
          'Comprobante de no adeudo de tenencia o refrendo e infracciones',
          'Comprobante de pago de derechos',
        ],
        dependencia: CONTROL_VEHICULAR,
        fundamento_juridico: 'Ley de Movilidad y Código Fiscal o Ley de Hacienda de la entidad federativa',
        modalidad: 'cita_previa',
        vigencia: null,
      },
      {
        slug: 'pago-tenencia-refrendo',
        name: 'Pago de tenencia o refrendo vehicular',
        description:
          'Calculamos y pagamos la tenencia o el refrendo anual de tu vehículo, revisamos si aplica algún subsidio estatal y te entregamos el comprobante oficial.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: null,
        estimated_time_days: 1,
        required_documents: [
          'Tarjeta de circulación o número de placas',
          'Identificación oficial del propietario',
        ],
        dependencia: 'Secretaría de Finanzas (o de Administración y Finanzas) de la entidad federativa',
        fundamento_juridico:
          'Código Fiscal o Ley de Hacienda de la entidad federativa (impuesto sobre tenencia y derechos de control vehicular)',
        modalidad: 'en_linea',
        vigencia: 'Ejercicio fiscal (1 año)',
      },
      {
        slug: 'verificacion-vehicular',
        name: 'Verificación vehicular de emisiones',
        description:
          'Agendamos la verificación de emisiones contaminantes en un centro autorizado y te acompañamos para obtener el holograma, en las entidades donde es obligatoria.',
        price_type: 'fijo',
        fixed_price: '400.00',
        government_fee: null,
        estimated_time_days: 3,
        required_documents: [
          'Tarjeta de circulación vigente',
          'Certificado de verificación anterior',
          'Comprobante de pago de tenencia o refrendo del año en curso',
          'Identificación oficial',
        ],
        dependencia:
          'Secretaría del Medio Ambiente de la entidad federativa (centros de verificación autorizados)',
        fundamento_juridico:
          'NOM-041-SEMARNAT-2015 y NOM-045-SEMARNAT-2017; Programa de Verificación Vehicular Obligatoria de la entidad',
        modalidad: 'cita_previa',
        vigencia: 'Semestral, según el holograma y el calendario de la entidad',
      },
      {
        slug: 'repuve-consulta-constancia',
        name: 'Consulta y constancia de inscripción en el REPUVE',
        description:
          'Verificamos en el Registro Público Vehicular que el vehículo no tenga reporte de robo y gestionamos su inscripción y la colocación de la constancia (chip), algo recomendable antes de comprar un auto usado.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: '0.00',
        estimated_time_days: 5,
        required_documents: [
          'Factura del vehículo',
          'Identificación oficial vigente del propietario',
          'Tarjeta de circulación',
        ],
        dependencia:
          'Registro Público Vehicular (REPUVE), Secretariado Ejecutivo del Sistema Nacional de Seguridad Pública',
        fundamento_juridico: 'Ley del Registro Público Vehicular y su Reglamento',
        modalidad: 'presencial',
        vigencia: 'Permanente mientras el vehículo conserve sus datos',
      },
      {
        slug: 'tarjeta-circulacion',
        name: 'Renovación o reposición de tarjeta de circulación',
        description:
          'Renovamos tu tarjeta de circulación vencida o la reponemos por robo o extravío, al corriente con tenencia o refrendo, para que puedas circular sin multas.',
        price_type: 'fijo',
        fixed_price: '450.00',
        government_fee: null,
        estimated_time_days: 3,
        required_documents: [
          'Tarjeta de circulación anterior o denuncia por robo o extravío',
          'Identificación oficial vigente del propietario',
          'Factura del vehículo',
          'Comprobante de pago de tenencia o refrendo',
          'Comprobante de pago de derechos',
        ],
        dependencia: CONTROL_VEHICULAR,
        fundamento_juridico: 'Ley de Movilidad y Código Fiscal o Ley de Hacienda de la entidad federativa',
        modalidad: 'en_linea',
        vigencia: 'Según la entidad',
      },
    ],
  },

  // ───────────────────────────────────────────── 5. Registro civil
  {
    slug: 'registro-civil',
    name: 'Registro civil',
    description:
      'Actas de nacimiento, matrimonio y defunción, correcciones, divorcio administrativo y registros especiales ante el Registro Civil.',
    icon: 'Baby',
    color: 'pink',
    display_order: 5,
    tramites: [
      {
        slug: 'acta-nacimiento-certificada',
        name: 'Copia certificada de acta de nacimiento',
        description:
          'Obtenemos tu acta de nacimiento certificada en el formato único nacional, de cualquier entidad del país. Es la base para pasaporte, CURP, escuela y trámites laborales.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: null,
        estimated_time_days: 2,
        required_documents: ['Identificación oficial del solicitante'],
        dependencia: REGISTRO_CIVIL,
        fundamento_juridico: RC_FUNDAMENTO,
        modalidad: 'en_linea',
        vigencia: 'Permanente (algunas autoridades la piden de expedición reciente)',
      },
      {
        slug: 'acta-matrimonio-certificada',
        name: 'Copia certificada de acta de matrimonio',
        description:
          'Conseguimos la copia certificada de tu acta de matrimonio, necesaria para trámites de seguridad social, créditos de vivienda, herencias o migratorios.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: null,
        estimated_time_days: 3,
        required_documents: ['Identificación oficial del solicitante'],
        dependencia: REGISTRO_CIVIL,
        fundamento_juridico: RC_FUNDAMENTO,
        modalidad: 'en_linea',
        vigencia: 'Permanente (algunas autoridades la piden de expedición reciente)',
      },
      {
        slug: 'acta-defuncion-certificada',
        name: 'Copia certificada de acta de defunción',
        description:
          'Obtenemos la copia certificada del acta de defunción que se requiere para cobrar seguros y pensiones, tramitar sucesiones o dar de baja registros de la persona fallecida.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: null,
        estimated_time_days: 3,
        required_documents: ['Identificación oficial del solicitante'],
        dependencia: REGISTRO_CIVIL,
        fundamento_juridico: RC_FUNDAMENTO,
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'correccion-administrativa-acta',
        name: 'Aclaración o corrección administrativa de acta',
        description:
          'Corregimos errores mecanográficos, ortográficos o de datos en tu acta (nombre, fechas, lugar) mediante el procedimiento administrativo ante el Registro Civil, sin juicio, en los supuestos que permite la ley local.',
        price_type: 'fijo',
        fixed_price: '2200.00',
        government_fee: null,
        estimated_time_days: 45,
        required_documents: [
          'Copia certificada del acta a corregir',
          'Identificación oficial vigente con fotografía',
          'Documentos que prueben el dato correcto (p. ej., actas de los padres, certificados escolares, fe de bautismo)',
          'Comprobante de pago de derechos',
        ],
        dependencia: REGISTRO_CIVIL,
        fundamento_juridico: RC_FUNDAMENTO,
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'divorcio-administrativo',
        name: 'Divorcio administrativo',
        description:
          'Tramitamos el divorcio de común acuerdo ante el Juez del Registro Civil cuando ambos cónyuges son mayores de edad, no tienen hijos menores o dependientes y han liquidado la sociedad conyugal. Los requisitos exactos varían por entidad.',
        price_type: 'fijo',
        fixed_price: '4500.00',
        government_fee: null,
        estimated_time_days: 30,
        required_documents: [
          'Copia certificada del acta de matrimonio',
          'Identificación oficial vigente de ambos cónyuges',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Convenio o constancia de liquidación de la sociedad conyugal, en su caso',
          'Certificado médico de no embarazo, cuando la entidad lo exija',
          'Comprobante de pago de derechos',
        ],
        dependencia: REGISTRO_CIVIL,
        fundamento_juridico:
          'Código Civil de la entidad federativa (p. ej., art. 272 del Código Civil para el Distrito Federal)',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'registro-extemporaneo-nacimiento',
        name: 'Registro extemporáneo de nacimiento',
        description:
          'Realizamos el registro de nacimiento de personas que no fueron registradas en el plazo legal, integrando las pruebas de identidad y la constancia de inexistencia de registro que pide el Registro Civil. El costo depende de las pruebas que haya que reunir.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 60,
        required_documents: [
          'Constancia de inexistencia de registro de nacimiento',
          'Certificado de nacimiento o constancia de alumbramiento, si existe',
          'Fe de bautismo o documentos escolares que acrediten la identidad',
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Dos testigos con identificación oficial',
        ],
        dependencia: REGISTRO_CIVIL,
        fundamento_juridico:
          'Constitución Política de los Estados Unidos Mexicanos, art. 4o. (derecho a la identidad); Código Civil y Reglamento del Registro Civil de la entidad federativa',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'insercion-acta-nacimiento-extranjera',
        name: 'Inserción de acta de nacimiento extranjera (doble nacionalidad)',
        description:
          'Inscribimos en el Registro Civil mexicano el acta de nacimiento expedida en el extranjero de hijas o hijos de padre o madre mexicanos, para acreditar su nacionalidad mexicana y obtener su CURP.',
        price_type: 'fijo',
        fixed_price: '2500.00',
        government_fee: null,
        estimated_time_days: 30,
        required_documents: [
          'Acta de nacimiento extranjera apostillada o legalizada',
          'Traducción al español por perito traductor, si no está en español',
          'Acta de nacimiento mexicana del padre o la madre',
          'Identificación oficial vigente de los padres',
          'Comprobante de domicilio (no mayor a 3 meses)',
        ],
        dependencia: REGISTRO_CIVIL,
        fundamento_juridico:
          'Constitución Política de los Estados Unidos Mexicanos, art. 30, apartado A, fracción II; Código Civil de la entidad federativa',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
    ],
  },

  // ───────────────────────────────────────────── 6. IMSS
  {
    slug: 'imss',
    name: 'IMSS',
    description:
      'Número de Seguridad Social, semanas cotizadas, registro patronal e incorporaciones voluntarias ante el Instituto Mexicano del Seguro Social.',
    icon: 'ShieldCheck',
    color: 'teal',
    display_order: 6,
    tramites: [
      {
        slug: 'imss-numero-seguridad-social',
        name: 'Asignación o localización del Número de Seguridad Social (NSS)',
        description:
          'Obtenemos o recuperamos tu NSS, indispensable para que tu empleador te dé de alta y para consultar tus semanas cotizadas.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: '0.00',
        estimated_time_days: 1,
        required_documents: ['Identificación oficial vigente con fotografía'],
        dependencia: IMSS,
        fundamento_juridico:
          'Ley del Seguro Social; Reglamento de la Ley del Seguro Social en Materia de Afiliación, Clasificación de Empresas, Recaudación y Fiscalización',
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'imss-constancia-semanas-cotizadas',
        name: 'Constancia de semanas cotizadas',
        description:
          'Descargamos tu reporte de semanas cotizadas y revisamos tu historial laboral ante el IMSS para detectar periodos faltantes antes de planear tu pensión.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: '0.00',
        estimated_time_days: 1,
        required_documents: [],
        dependencia: IMSS,
        fundamento_juridico: 'Ley del Seguro Social',
        modalidad: 'en_linea',
        vigencia: 'Sin vigencia (refleja las semanas a la fecha de emisión)',
      },
      {
        slug: 'imss-registro-patronal',
        name: 'Registro patronal ante el IMSS',
        description:
          'Inscribimos a tu empresa o negocio como patrón ante el IMSS y obtenemos el número de registro patronal para dar de alta a tus trabajadores y pagar cuotas. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '2500.00',
        government_fee: '0.00',
        estimated_time_days: 10,
        required_documents: [
          'Constancia de Situación Fiscal del patrón',
          'Certificado de la e.firma del patrón (archivo .cer)',
          'Clave privada de la e.firma del patrón (archivo .key)',
          'Identificación oficial vigente del patrón o representante legal',
          'Acta constitutiva y poder notarial (personas morales)',
          'Comprobante de domicilio del centro de trabajo',
          'Croquis de ubicación del centro de trabajo',
        ],
        dependencia: IMSS,
        fundamento_juridico:
          'Ley del Seguro Social, art. 15, fracción I; Reglamento de la Ley del Seguro Social en Materia de Afiliación, Clasificación de Empresas, Recaudación y Fiscalización',
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'imss-personas-trabajadoras-hogar',
        name: 'Incorporación de personas trabajadoras del hogar al IMSS',
        description:
          'Damos de alta a la persona trabajadora del hogar en el régimen obligatorio del IMSS y te explicamos cómo pagar sus cuotas, que le dan servicio médico, incapacidades y ahorro para el retiro.',
        price_type: 'fijo',
        fixed_price: '800.00',
        government_fee: null,
        estimated_time_days: 3,
        required_documents: [],
        dependencia: IMSS,
        fundamento_juridico:
          'Ley del Seguro Social, arts. 12 y 239-A; Ley Federal del Trabajo, capítulo de personas trabajadoras del hogar',
        modalidad: 'en_linea',
        vigencia: 'Mientras subsista la relación laboral y se paguen las cuotas',
      },
      {
        slug: 'imss-modalidad-40',
        name: 'Continuación voluntaria en el régimen obligatorio (Modalidad 40)',
        description:
          'Tramitamos tu inscripción a la continuación voluntaria para seguir cotizando y mejorar tu pensión, con una estimación del salario de registro y de las cuotas a pagar.',
        price_type: 'fijo',
        fixed_price: '1800.00',
        government_fee: null,
        estimated_time_days: 10,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Constancia de semanas cotizadas',
        ],
        dependencia: IMSS,
        fundamento_juridico: 'Ley del Seguro Social, arts. 218 a 221',
        modalidad: 'presencial',
        vigencia: 'Mientras se paguen las cuotas',
      },
      {
        slug: 'imss-seguro-salud-familia',
        name: 'Incorporación voluntaria al Seguro de Salud para la Familia',
        description:
          'Te incorporamos voluntariamente al IMSS para que tú y tu familia reciban atención médica sin relación laboral, pagando una cuota anual según la edad de cada integrante.',
        price_type: 'fijo',
        fixed_price: '900.00',
        government_fee: null,
        estimated_time_days: 15,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Actas de nacimiento o matrimonio que acrediten el parentesco',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Cuestionario médico de ingreso',
          'Fotografías tamaño infantil',
        ],
        dependencia: IMSS,
        fundamento_juridico: 'Ley del Seguro Social, arts. 240 a 245',
        modalidad: 'presencial',
        vigencia: '1 año, renovable con el pago anual',
      },
    ],
  },

  // ───────────────────────────────────────────── 7. INFONAVIT
  {
    slug: 'infonavit',
    name: 'INFONAVIT',
    description:
      'Precalificación, créditos para vivienda, devolución de ahorro y cancelación de hipoteca ante el Infonavit.',
    icon: 'House',
    color: 'red',
    display_order: 7,
    tramites: [
      {
        slug: 'infonavit-precalificacion',
        name: 'Precalificación y consulta de puntos Infonavit',
        description:
          'Revisamos en Mi Cuenta Infonavit tu precalificación, puntos, saldo de la Subcuenta de Vivienda y el monto de crédito al que puedes aspirar, y te explicamos cómo mejorarlo.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: '0.00',
        estimated_time_days: 1,
        required_documents: [],
        dependencia: INFONAVIT,
        fundamento_juridico: INFONAVIT_REGLAS,
        modalidad: 'en_linea',
        vigencia: null,
      },
      {
        slug: 'infonavit-credito-compra-vivienda',
        name: 'Crédito Infonavit para compra de vivienda',
        description:
          'Te acompañamos en todo el proceso: precalificación, curso Saber más para decidir mejor, integración del expediente, avalúo y firma de escrituras ante notario. El costo depende del valor de la vivienda y del esquema de crédito.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 60,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Acta de nacimiento',
          'Estado de cuenta bancario con CLABE interbancaria',
          'Constancia del curso Saber más para decidir mejor',
          'Avalúo de la vivienda',
          'Escritura, boleta predial e identificación del vendedor',
        ],
        dependencia: INFONAVIT,
        fundamento_juridico: INFONAVIT_REGLAS,
        modalidad: 'cita_previa',
        vigencia: 'El plazo del crédito (hasta 30 años)',
      },
      {
        slug: 'infonavit-unamos-creditos',
        name: 'Unamos Créditos Infonavit (crédito en pareja o con familiares)',
        description:
          'Gestionamos el crédito conjunto con el que dos derechohabientes suman sus puntos y ahorro para comprar una vivienda de mayor valor, sin necesidad de estar casados.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 60,
        required_documents: [
          'Identificación oficial vigente de ambos solicitantes',
          'Actas de nacimiento de ambos solicitantes',
          'Estado de cuenta bancario con CLABE interbancaria de cada solicitante',
          'Constancia del curso Saber más para decidir mejor',
          'Avalúo de la vivienda',
        ],
        dependencia: INFONAVIT,
        fundamento_juridico: INFONAVIT_REGLAS,
        modalidad: 'cita_previa',
        vigencia: 'El plazo del crédito (hasta 30 años)',
      },
      {
        slug: 'infonavit-devolucion-subcuenta-vivienda',
        name: 'Devolución del saldo de la Subcuenta de Vivienda',
        description:
          'Solicitamos la devolución de tu ahorro de vivienda (Subcuenta de Vivienda 92 o 97) cuando obtienes tu resolución de pensión o de negativa de pensión y no usaste esos recursos en un crédito.',
        price_type: 'fijo',
        fixed_price: '1500.00',
        government_fee: '0.00',
        estimated_time_days: 30,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Resolución de pensión o de negativa de pensión del IMSS',
          'Estado de cuenta bancario con CLABE interbancaria a nombre del titular',
        ],
        dependencia: INFONAVIT,
        fundamento_juridico:
          'Ley del Instituto del Fondo Nacional de la Vivienda para los Trabajadores, art. 40; Ley del Seguro Social',
        modalidad: 'cita_previa',
        vigencia: null,
      },
      {
        slug: 'infonavit-cancelacion-hipoteca',
        name: 'Carta de cancelación de hipoteca Infonavit',
        description:
          'Al liquidar tu crédito, solicitamos al Infonavit la carta de instrucción de cancelación de hipoteca y te orientamos para inscribir la cancelación ante notario y el Registro Público de la Propiedad.',
        price_type: 'fijo',
        fixed_price: '1200.00',
        government_fee: '0.00',
        estimated_time_days: 30,
        required_documents: [
          'Aviso o constancia de liquidación del crédito',
          'Identificación oficial vigente del acreditado',
          'Escritura de la vivienda',
        ],
        dependencia: INFONAVIT,
        fundamento_juridico: INFONAVIT_REGLAS,
        modalidad: 'en_linea',
        vigencia: null,
      },
    ],
  },

  // ───────────────────────────────────────────── 8. AFORE y pensiones
  {
    slug: 'afore-pensiones',
    name: 'AFORE y pensiones',
    description:
      'Registro y traspaso de AFORE, retiros parciales y trámite de pensiones del IMSS bajo la Ley 73 y la Ley 97.',
    icon: 'Landmark',
    color: 'emerald',
    display_order: 8,
    tramites: [
      {
        slug: 'afore-registro',
        name: 'Registro en una AFORE',
        description:
          'Registramos tu cuenta individual en la AFORE que elijas para que tengas control de tu ahorro para el retiro; si nunca elegiste, tus recursos pueden estar en una cuenta asignada.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: '0.00',
        estimated_time_days: 10,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
        ],
        dependencia: 'Administradora de Fondos para el Retiro (AFORE), supervisada por la CONSAR',
        fundamento_juridico:
          'Ley de los Sistemas de Ahorro para el Retiro; Disposiciones de carácter general en materia de operaciones de los sistemas de ahorro para el retiro',
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'afore-traspaso',
        name: 'Traspaso de AFORE',
        description:
          'Cambiamos tu cuenta a la AFORE con mejor rendimiento neto según la comparación de la CONSAR. El traspaso no tiene costo en la AFORE y por regla general puede hacerse una vez al año.',
        price_type: 'fijo',
        fixed_price: '400.00',
        government_fee: '0.00',
        estimated_time_days: 20,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Estado de cuenta de la AFORE actual',
        ],
        dependencia: 'Administradora de Fondos para el Retiro (AFORE), supervisada por la CONSAR',
        fundamento_juridico:
          'Ley de los Sistemas de Ahorro para el Retiro; Disposiciones de carácter general en materia de operaciones de los sistemas de ahorro para el retiro',
        modalidad: 'en_linea',
        vigencia: null,
      },
      {
        slug: 'afore-retiro-parcial-desempleo',
        name: 'Retiro parcial por desempleo',
        description:
          'Gestionamos el retiro parcial de tu cuenta AFORE a partir del día 46 sin empleo formal, con depósito a tu cuenta bancaria. Te explicamos cómo afecta tus semanas cotizadas.',
        price_type: 'fijo',
        fixed_price: '600.00',
        government_fee: '0.00',
        estimated_time_days: 10,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Estado de cuenta bancario con CLABE interbancaria a tu nombre',
          'Expediente de identificación completo en la AFORE',
        ],
        dependencia: 'Administradora de Fondos para el Retiro (AFORE), supervisada por la CONSAR',
        fundamento_juridico:
          'Ley del Seguro Social, art. 191, fracción II; Ley de los Sistemas de Ahorro para el Retiro',
        modalidad: 'en_linea',
        vigencia: null,
      },
      {
        slug: 'pension-imss-ley-73',
        name: 'Pensión IMSS por cesantía en edad avanzada o vejez (Ley 73)',
        description:
          'Revisamos tus semanas cotizadas y tu salario promedio, valoramos la conveniencia de la Modalidad 40 e integramos tu solicitud de pensión ante el IMSS bajo el régimen de 1973. El costo depende de la complejidad del expediente.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: '0.00',
        estimated_time_days: 60,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Acta de nacimiento certificada',
          'Constancia de semanas cotizadas',
          'Comprobante de domicilio (no mayor a 3 meses)',
          'Estado de cuenta bancario con CLABE interbancaria a tu nombre',
        ],
        dependencia: IMSS,
        fundamento_juridico:
          'Ley del Seguro Social de 1973 (ramos de cesantía en edad avanzada y vejez), aplicable conforme al régimen transitorio de la Ley del Seguro Social vigente',
        modalidad: 'cita_previa',
        vigencia: 'Vitalicia',
      },
      {
        slug: 'pension-imss-ley-97',
        name: 'Pensión IMSS por cesantía en edad avanzada o vejez (Ley 97)',
        description:
          'Gestionamos tu pensión bajo el régimen de cuentas individuales: resolución del IMSS y elección de modalidad (retiro programado o renta vitalicia) con tu AFORE o aseguradora.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: '0.00',
        estimated_time_days: 60,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Acta de nacimiento certificada',
          'Constancia de semanas cotizadas',
          'Estado de cuenta de la AFORE',
          'Estado de cuenta bancario con CLABE interbancaria a tu nombre',
        ],
        dependencia: `${IMSS} y AFORE`,
        fundamento_juridico:
          'Ley del Seguro Social, arts. 154 a 164; Ley de los Sistemas de Ahorro para el Retiro',
        modalidad: 'cita_previa',
        vigencia: 'Vitalicia',
      },
      {
        slug: 'afore-retiro-total-negativa-pension',
        name: 'Retiro total por negativa de pensión',
        description:
          'Si al cumplir la edad de retiro no alcanzas las semanas para pensionarte, tramitamos la resolución de negativa de pensión ante el IMSS y el retiro del saldo de tu cuenta AFORE en una sola exhibición.',
        price_type: 'fijo',
        fixed_price: '1500.00',
        government_fee: '0.00',
        estimated_time_days: 45,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Constancia de semanas cotizadas',
          'Estado de cuenta de la AFORE',
          'Estado de cuenta bancario con CLABE interbancaria a tu nombre',
        ],
        dependencia: `${IMSS} y AFORE`,
        fundamento_juridico:
          'Ley del Seguro Social, arts. 154 y 162; Ley de los Sistemas de Ahorro para el Retiro',
        modalidad: 'cita_previa',
        vigencia: null,
      },
    ],
  },

  // ───────────────────────────────────────────── 9. Notariales e inmuebles
  {
    slug: 'notariales-inmuebles',
    name: 'Notariales e inmuebles',
    description:
      'Testamentos, poderes, escrituración, sucesiones, certificados registrales y predial de tus inmuebles.',
    icon: 'Scale',
    color: 'purple',
    display_order: 9,
    tramites: [
      {
        slug: 'testamento-publico-abierto',
        name: 'Testamento público abierto',
        description:
          'Preparamos tu testamento y coordinamos su firma ante notario para designar herederos y albacea, evitando a tu familia un juicio intestamentario. En septiembre, Mes del Testamento, muchas notarías ofrecen honorarios reducidos.',
        price_type: 'fijo',
        fixed_price: '2500.00',
        government_fee: null,
        estimated_time_days: 10,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Acta de nacimiento',
          'Comprobante de domicilio (no mayor a 3 meses)',
        ],
        dependencia: NOTARIO,
        fundamento_juridico:
          'Código Civil de la entidad federativa (testamento público abierto) y Ley del Notariado local',
        modalidad: 'cita_previa',
        vigencia: 'Permanente (hasta que se revoque o se otorgue uno nuevo)',
      },
      {
        slug: 'poder-notarial',
        name: 'Poder notarial (general o especial)',
        description:
          'Redactamos y coordinamos ante notario el otorgamiento de un poder para que otra persona te represente en pleitos y cobranzas, actos de administración o de dominio, o para un asunto específico.',
        price_type: 'fijo',
        fixed_price: '1800.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Identificación oficial vigente del poderdante',
          'Identificación oficial del apoderado',
          'Acta constitutiva y poderes vigentes (si otorga una persona moral)',
          'Comprobante de domicilio (no mayor a 3 meses)',
        ],
        dependencia: NOTARIO,
        fundamento_juridico:
          'Código Civil de la entidad federativa (mandato; cf. art. 2554 del Código Civil Federal) y Ley del Notariado local',
        modalidad: 'cita_previa',
        vigencia: 'Hasta su revocación o el plazo que se fije en el poder',
      },
      {
        slug: 'escrituracion-compraventa',
        name: 'Escrituración de compraventa de inmueble',
        description:
          'Coordinamos con la notaría la escrituración de la compraventa: revisión de antecedentes, avalúo, certificados, cálculo de impuestos (ISAI e ISR) e inscripción en el Registro Público de la Propiedad. El costo depende del valor del inmueble.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 60,
        required_documents: [
          'Escritura antecedente del inmueble',
          'Identificación oficial vigente de comprador y vendedor',
          'Constancia de Situación Fiscal de las partes',
          'Actas de nacimiento y, en su caso, de matrimonio de las partes',
          'Boletas de predial y agua al corriente',
          'Avalúo del inmueble',
          'Certificado de libertad de gravámenes',
        ],
        dependencia: `${NOTARIO} y Registro Público de la Propiedad`,
        fundamento_juridico:
          'Código Civil de la entidad federativa (compraventa), Ley del Notariado y ley del Registro Público de la Propiedad locales',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'certificado-libertad-gravamenes',
        name: 'Certificado de libertad o existencia de gravámenes',
        description:
          'Solicitamos al Registro Público de la Propiedad el certificado que indica si un inmueble tiene hipotecas, embargos u otros gravámenes, indispensable antes de comprar o escriturar.',
        price_type: 'fijo',
        fixed_price: '800.00',
        government_fee: null,
        estimated_time_days: 10,
        required_documents: ['Identificación oficial del solicitante', 'Comprobante de pago de derechos'],
        dependencia: 'Registro Público de la Propiedad de la entidad federativa',
        fundamento_juridico:
          'Código Civil de la entidad federativa y ley o reglamento del Registro Público de la Propiedad local',
        modalidad: 'en_linea',
        vigencia: 'Refleja la situación registral a su fecha de expedición',
      },
      {
        slug: 'pago-impuesto-predial',
        name: 'Pago del impuesto predial',
        description:
          'Consultamos tu adeudo y pagamos el predial de tu inmueble, aprovechando los descuentos por pago anticipado que ofrecen muchos municipios al inicio del año.',
        price_type: 'fijo',
        fixed_price: '350.00',
        government_fee: null,
        estimated_time_days: 1,
        required_documents: ['Boleta predial o cuenta catastral', 'Identificación oficial del propietario'],
        dependencia: 'Tesorería municipal (en la CDMX, Secretaría de Administración y Finanzas)',
        fundamento_juridico:
          'Constitución Política de los Estados Unidos Mexicanos, art. 115, fracción IV; Ley de Hacienda Municipal o Código Fiscal de la entidad',
        modalidad: 'en_linea',
        vigencia: 'Ejercicio fiscal (pago anual o bimestral)',
      },
      {
        slug: 'sucesion-ante-notario',
        name: 'Sucesión ante notario (testamentaria o intestamentaria)',
        description:
          'Cuando los herederos son mayores de edad y están de acuerdo, tramitamos la sucesión ante notario sin juicio: búsqueda de testamento, aceptación de herencia, inventario y adjudicación de bienes. El costo depende del valor y número de bienes.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 120,
        required_documents: [
          'Acta de defunción certificada',
          'Testamento o informe de búsqueda de testamento',
          'Actas de nacimiento y matrimonio que acrediten el parentesco',
          'Identificación oficial vigente de herederos y albacea',
          'Escrituras y documentos de los bienes',
          'Boletas de predial y agua al corriente',
        ],
        dependencia: NOTARIO,
        fundamento_juridico:
          'Código Civil y Código de Procedimientos Civiles de la entidad federativa; Ley del Notariado local',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'cancelacion-hipoteca-notarial',
        name: 'Cancelación de hipoteca ante notario y Registro Público',
        description:
          'Con la carta de instrucción de tu banco o del Infonavit, formalizamos ante notario la cancelación de la hipoteca y la inscribimos en el Registro Público para liberar tu inmueble.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 45,
        required_documents: [
          'Carta de instrucción de cancelación emitida por el acreedor',
          'Escritura del inmueble con la hipoteca inscrita',
          'Identificación oficial vigente del propietario',
          'Boletas de predial y agua al corriente',
        ],
        dependencia: `${NOTARIO} y Registro Público de la Propiedad`,
        fundamento_juridico:
          'Código Civil de la entidad federativa (extinción de la hipoteca) y ley del Registro Público de la Propiedad local',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
    ],
  },

  // ───────────────────────────────────────────── 10. Empresas y sociedades
  {
    slug: 'empresas-sociedades',
    name: 'Empresas y sociedades',
    description:
      'Constitución de sociedades mercantiles, denominación social, registros mercantiles y avisos para operar tu empresa.',
    icon: 'Building2',
    color: 'cyan',
    display_order: 10,
    tramites: [
      {
        slug: 'autorizacion-denominacion-social',
        name: 'Autorización de uso de denominación o razón social',
        description:
          'Verificamos la disponibilidad y obtenemos de la Secretaría de Economía la autorización del nombre de tu sociedad o asociación, requisito previo a su constitución. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '600.00',
        government_fee: '0.00',
        estimated_time_days: 3,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
        ],
        dependencia: 'Secretaría de Economía (SE)',
        fundamento_juridico: 'Reglamento para la Autorización de Uso de Denominaciones y Razones Sociales',
        modalidad: 'en_linea',
        vigencia: '180 días hábiles para dar el aviso de uso',
      },
      {
        slug: 'constitucion-sas',
        name: 'Constitución de Sociedad por Acciones Simplificada (S.A.S.)',
        description:
          'Constituimos tu S.A.S. en línea en el portal de la Secretaría de Economía, sin notario, con uno o más accionistas personas físicas, e incluimos su alta en el RFC. Aplica a negocios cuyos ingresos anuales no rebasan el tope que fija la ley. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '3500.00',
        government_fee: '0.00',
        estimated_time_days: 5,
        required_documents: [
          'Certificado de la e.firma de cada accionista (archivo .cer)',
          'Clave privada de la e.firma de cada accionista (archivo .key)',
          'Identificación oficial vigente de cada accionista',
          'Comprobante de domicilio del negocio',
        ],
        dependencia: 'Secretaría de Economía (SE)',
        fundamento_juridico: 'Ley General de Sociedades Mercantiles, arts. 260 a 273',
        modalidad: 'en_linea',
        vigencia: 'La duración que fijen los estatutos (puede ser indefinida)',
      },
      {
        slug: 'constitucion-sa-de-cv',
        name: 'Constitución de Sociedad Anónima de Capital Variable (S.A. de C.V.)',
        description:
          'Coordinamos con notario o corredor público la constitución de tu S.A. de C.V.: denominación, estatutos, protocolización, inscripción en el Registro Público de Comercio y alta en el RFC. El costo depende del capital social y de los honorarios notariales.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 20,
        required_documents: [
          'Autorización de uso de denominación o razón social',
          'Identificación oficial vigente de cada socio',
          'Constancia de Situación Fiscal de cada socio',
          'Comprobante de domicilio de cada socio',
          'Comprobante de domicilio de la sociedad',
        ],
        dependencia: 'Notario o corredor público; Secretaría de Economía (Registro Público de Comercio)',
        fundamento_juridico:
          'Ley General de Sociedades Mercantiles, arts. 5, 6 y 87 a 91; Código de Comercio',
        modalidad: 'presencial',
        vigencia: 'La duración que fijen los estatutos (puede ser indefinida)',
      },
      {
        slug: 'constitucion-s-de-rl-de-cv',
        name: 'Constitución de Sociedad de Responsabilidad Limitada (S. de R.L. de C.V.)',
        description:
          'Constituimos ante notario o corredor público tu S. de R.L. de C.V., adecuada para negocios familiares o con pocos socios, e incluimos su inscripción registral y alta en el RFC. El costo depende del capital y de los honorarios del fedatario.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 20,
        required_documents: [
          'Autorización de uso de denominación o razón social',
          'Identificación oficial vigente de cada socio',
          'Constancia de Situación Fiscal de cada socio',
          'Comprobante de domicilio de la sociedad',
        ],
        dependencia: 'Notario o corredor público; Secretaría de Economía (Registro Público de Comercio)',
        fundamento_juridico:
          'Ley General de Sociedades Mercantiles, arts. 5, 6 y 58 a 86; Código de Comercio',
        modalidad: 'presencial',
        vigencia: 'La duración que fijen los estatutos (puede ser indefinida)',
      },
      {
        slug: 'inscripcion-registro-publico-comercio',
        name: 'Inscripción en el Registro Público de Comercio',
        description:
          'Inscribimos en el Registro Público de Comercio (SIGER) actos como constituciones, poderes, aumentos de capital o cambios de administración, para que surtan efectos frente a terceros.',
        price_type: 'fijo',
        fixed_price: '1500.00',
        government_fee: null,
        estimated_time_days: 10,
        required_documents: [
          'Testimonio notarial o póliza del acto a inscribir',
          'Identificación oficial del solicitante',
          'Constancia de Situación Fiscal de la sociedad',
          'Comprobante de pago de derechos',
        ],
        dependencia: 'Registro Público de Comercio (Secretaría de Economía y oficinas registrales estatales)',
        fundamento_juridico: 'Código de Comercio, arts. 18 a 32; Reglamento del Registro Público de Comercio',
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'sat-aviso-apertura-establecimiento',
        name: 'Aviso de apertura de establecimiento o sucursal (SAT)',
        description:
          'Presentamos ante el SAT el aviso de apertura de tu local, bodega o sucursal, para que quede registrado en tu RFC y puedas facturar desde ese domicilio. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '450.00',
        government_fee: '0.00',
        estimated_time_days: 2,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Comprobante de domicilio del establecimiento',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Código Fiscal de la Federación, art. 27; Reglamento del Código Fiscal de la Federación, art. 29',
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'repse-registro',
        name: 'Registro de prestadoras de servicios especializados (REPSE)',
        description:
          'Obtenemos ante la STPS el registro que necesitan las personas y empresas que prestan servicios u obras especializadas a terceros, conforme a las reglas de subcontratación. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '4500.00',
        government_fee: '0.00',
        estimated_time_days: 20,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Acta constitutiva y sus modificaciones (personas morales)',
          'Constancia de Situación Fiscal',
          'Opiniones de cumplimiento del SAT, IMSS e INFONAVIT',
          'Registro patronal ante el IMSS',
          'Descripción de los servicios especializados y su relación con el objeto social',
        ],
        dependencia: 'Secretaría del Trabajo y Previsión Social (STPS)',
        fundamento_juridico:
          'Ley Federal del Trabajo, arts. 13 a 15; disposiciones de carácter general de la STPS para el REPSE',
        modalidad: 'en_linea',
        vigencia: '3 años, renovable',
      },
    ],
  },

  // ───────────────────────────────────────────── 11. IMPI
  {
    slug: 'propiedad-industrial-impi',
    name: 'Propiedad industrial (IMPI)',
    description:
      'Búsqueda, registro y mantenimiento de marcas, avisos comerciales y patentes ante el Instituto Mexicano de la Propiedad Industrial.',
    icon: 'FileText',
    color: 'yellow',
    display_order: 11,
    tramites: [
      {
        slug: 'impi-busqueda-fonetica',
        name: 'Búsqueda fonética de marca',
        description:
          'Antes de solicitar el registro, revisamos en las bases de datos del IMPI si existen marcas idénticas o semejantes en la misma clase y te entregamos un dictamen de viabilidad.',
        price_type: 'fijo',
        fixed_price: '600.00',
        government_fee: '0.00',
        estimated_time_days: 2,
        required_documents: ['Diseño o logotipo de la marca, si tiene uno'],
        dependencia: IMPI,
        fundamento_juridico: 'Ley Federal de Protección a la Propiedad Industrial',
        modalidad: 'en_linea',
        vigencia: null,
      },
      {
        slug: 'impi-registro-marca',
        name: 'Registro de marca (por clase)',
        description:
          'Presentamos tu solicitud en Marca en Línea del IMPI y damos seguimiento a requerimientos y oposiciones hasta obtener el título. Los derechos indicados son por clase, con el descuento por solicitud en línea e IVA incluido.',
        price_type: 'fijo',
        fixed_price: '3200.00',
        government_fee: '2813.77',
        estimated_time_days: 180,
        required_documents: [
          'Identificación oficial vigente del titular',
          'Constancia de Situación Fiscal del titular',
          'Logotipo o diseño en formato digital (marcas mixtas o figurativas)',
          'Carta poder del representante, en su caso',
        ],
        dependencia: IMPI,
        fundamento_juridico:
          'Ley Federal de Protección a la Propiedad Industrial; Tarifa por los servicios que presta el IMPI, art. 14',
        modalidad: 'en_linea',
        vigencia: '10 años desde su otorgamiento, renovables',
      },
      {
        slug: 'impi-aviso-comercial',
        name: 'Registro de aviso comercial (eslogan)',
        description:
          'Registramos la frase u oración publicitaria con la que anuncias tus productos, servicios o establecimiento, para que nadie más pueda usarla en tu giro.',
        price_type: 'fijo',
        fixed_price: '2800.00',
        government_fee: null,
        estimated_time_days: 150,
        required_documents: [
          'Identificación oficial vigente del titular',
          'Constancia de Situación Fiscal del titular',
        ],
        dependencia: IMPI,
        fundamento_juridico:
          'Ley Federal de Protección a la Propiedad Industrial; Tarifa por los servicios que presta el IMPI',
        modalidad: 'en_linea',
        vigencia: '10 años desde su otorgamiento, renovables',
      },
      {
        slug: 'impi-declaracion-uso-marca',
        name: 'Declaración de uso de marca',
        description:
          'Presentamos la declaración de uso real y efectivo que la ley exige después del tercer aniversario del otorgamiento del registro; si no se presenta a tiempo, el registro caduca.',
        price_type: 'fijo',
        fixed_price: '1200.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Identificación oficial del titular',
          'Evidencias de uso (facturas, etiquetas o publicidad)',
        ],
        dependencia: IMPI,
        fundamento_juridico:
          'Ley Federal de Protección a la Propiedad Industrial; Tarifa por los servicios que presta el IMPI',
        modalidad: 'en_linea',
        vigencia: null,
      },
      {
        slug: 'impi-renovacion-marca',
        name: 'Renovación de registro de marca',
        description:
          'Renovamos tu registro de marca por otros 10 años, junto con la declaración de uso que exige la ley. Puede solicitarse en los seis meses anteriores al vencimiento o en el plazo de gracia de seis meses posteriores.',
        price_type: 'fijo',
        fixed_price: '2500.00',
        government_fee: null,
        estimated_time_days: 30,
        required_documents: [
          'Identificación oficial del titular',
          'Declaración de uso de la marca',
          'Comprobante de pago de la tarifa',
        ],
        dependencia: IMPI,
        fundamento_juridico:
          'Ley Federal de Protección a la Propiedad Industrial; Tarifa por los servicios que presta el IMPI',
        modalidad: 'en_linea',
        vigencia: '10 años',
      },
      {
        slug: 'impi-patente-invencion',
        name: 'Solicitud de patente de invención',
        description:
          'Coordinamos con especialistas la redacción de la descripción, reivindicaciones y dibujos, y presentamos tu solicitud ante el IMPI con seguimiento de los exámenes de forma y de fondo. El costo depende de la complejidad técnica de la invención.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 365,
        required_documents: [
          'Descripción técnica detallada de la invención',
          'Reivindicaciones',
          'Dibujos técnicos, en su caso',
          'Resumen de la invención',
          'Identificación oficial de inventores y solicitante',
          'Documento de cesión de derechos, si el solicitante no es el inventor',
        ],
        dependencia: IMPI,
        fundamento_juridico:
          'Ley Federal de Protección a la Propiedad Industrial; Tarifa por los servicios que presta el IMPI',
        modalidad: 'en_linea',
        vigencia: '20 años improrrogables desde la presentación, sujeta al pago de anualidades',
      },
    ],
  },

  // ───────────────────────────────────────────── 12. Migratorios
  {
    slug: 'migratorios',
    name: 'Trámites migratorios',
    description:
      'Residencias, renovaciones, cambios de condición, permisos de trabajo y naturalización para personas extranjeras en México.',
    icon: 'Globe',
    color: 'blue',
    display_order: 12,
    tramites: [
      {
        slug: 'inm-residencia-temporal-canje',
        name: 'Residencia temporal (canje de visa por tarjeta)',
        description:
          'Si ingresaste con visa de residente temporal expedida por un consulado, tramitamos dentro de los 30 días naturales siguientes el canje por tu tarjeta de residente temporal. Los derechos dependen de la vigencia (en 2026, desde $11,141 por un año).',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 30,
        required_documents: [
          'Pasaporte vigente',
          'Visa de residente temporal estampada en el pasaporte',
          'Forma Migratoria Múltiple (FMM) o registro de ingreso',
          'Formato para solicitar trámite migratorio, llenado en línea',
          'Fotografías tamaño infantil de frente y de perfil',
          'Comprobante de pago de derechos',
        ],
        dependencia: INM,
        fundamento_juridico: `Ley de Migración, art. 52, fracción VII; ${LAMIGRACION}`,
        modalidad: 'cita_previa',
        vigencia: '1 año, renovable hasta completar 4 años',
      },
      {
        slug: 'inm-residencia-permanente-canje',
        name: 'Residencia permanente (canje de visa por tarjeta)',
        description:
          'Canjeamos tu visa de residente permanente (por jubilación, vínculo familiar o sistema de puntos) por la tarjeta de residente permanente, que no requiere renovación.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 30,
        required_documents: [
          'Pasaporte vigente',
          'Visa de residente permanente estampada en el pasaporte',
          'Forma Migratoria Múltiple (FMM) o registro de ingreso',
          'Formato para solicitar trámite migratorio, llenado en línea',
          'Fotografías tamaño infantil de frente y de perfil',
          'Comprobante de pago de derechos',
        ],
        dependencia: INM,
        fundamento_juridico: `Ley de Migración, art. 52, fracción IX; ${LAMIGRACION}`,
        modalidad: 'cita_previa',
        vigencia: 'Permanente',
      },
      {
        slug: 'inm-renovacion-residencia-temporal',
        name: 'Renovación de residencia temporal',
        description:
          'Solicitamos la renovación de tu tarjeta de residente temporal dentro de los 30 días naturales previos a su vencimiento, por el periodo que corresponda sin exceder cuatro años en total.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 45,
        required_documents: [
          'Pasaporte vigente',
          'Tarjeta de residente temporal vigente',
          'Formato para solicitar trámite migratorio, llenado en línea',
          'Documentos que acrediten que subsisten las condiciones de la residencia',
          'Comprobante de pago de derechos',
        ],
        dependencia: INM,
        fundamento_juridico: `Ley de Migración, art. 52, fracción VII; ${LAMIGRACION}`,
        modalidad: 'cita_previa',
        vigencia: '1, 2 o 3 años según se solicite, sin exceder 4 años en total',
      },
      {
        slug: 'inm-cambio-temporal-a-permanente',
        name: 'Cambio de residente temporal a residente permanente',
        description:
          'Tramitamos el cambio de condición de estancia al cumplir cuatro años como residente temporal, por pensión o jubilación, vínculo familiar o sistema de puntos.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 60,
        required_documents: [
          'Pasaporte vigente',
          'Tarjeta de residente temporal vigente',
          'Formato para solicitar trámite migratorio, llenado en línea',
          'Pruebas del supuesto aplicable (cuatro años de residencia, pensión o vínculo familiar)',
          'Comprobante de pago de derechos',
        ],
        dependencia: INM,
        fundamento_juridico: `Ley de Migración, art. 54; ${LAMIGRACION}`,
        modalidad: 'cita_previa',
        vigencia: 'Permanente',
      },
      {
        slug: 'inm-regularizacion-unidad-familiar',
        name: 'Regularización migratoria por unidad familiar',
        description:
          'Regularizamos la situación migratoria de personas extranjeras con cónyuge, concubino, hijos o padres mexicanos o residentes en México, para obtener la residencia que corresponda.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 90,
        required_documents: [
          'Pasaporte vigente',
          'Acta de matrimonio o de nacimiento que acredite el vínculo familiar',
          'Identificación oficial del familiar mexicano o residente',
          'Formato para solicitar trámite migratorio, llenado en línea',
          'Comprobante de pago de multa y derechos',
        ],
        dependencia: INM,
        fundamento_juridico: `Ley de Migración, arts. 132 a 134; ${LAMIGRACION}`,
        modalidad: 'cita_previa',
        vigencia: 'Según la condición de estancia otorgada',
      },
      {
        slug: 'inm-permiso-para-trabajar',
        name: 'Permiso para trabajar (residentes temporales)',
        description:
          'Solicitamos el permiso del INM para que una persona residente temporal pueda recibir ingresos por empleo o actividades remuneradas en México.',
        price_type: 'fijo',
        fixed_price: '3500.00',
        government_fee: '4341.00',
        estimated_time_days: 30,
        required_documents: [
          'Pasaporte vigente',
          'Tarjeta de residente temporal vigente',
          'Oferta de empleo en papel membretado del empleador',
          'Constancia de inscripción del empleador ante el INM',
          'Formato para solicitar trámite migratorio, llenado en línea',
          'Comprobante de pago de derechos',
        ],
        dependencia: INM,
        fundamento_juridico: `Ley de Migración, art. 52, fracción VII; ${LAMIGRACION}`,
        modalidad: 'cita_previa',
        vigencia: 'La de la tarjeta de residente',
      },
      {
        slug: 'sre-carta-naturalizacion',
        name: 'Carta de naturalización mexicana',
        description:
          'Integramos tu expediente para obtener la nacionalidad mexicana por naturalización: residencia mínima (por regla general 5 años, o 2 en supuestos como matrimonio con persona mexicana o hijos mexicanos) y exámenes de español y de historia y cultura de México.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 270,
        required_documents: [
          'Solicitud de carta de naturalización (formato DNN-3)',
          'Acta de nacimiento extranjera apostillada o legalizada y traducida',
          'Pasaporte vigente',
          'Tarjeta de residente vigente',
          'Constancia de antecedentes penales federales',
          'Constancia de entradas y salidas del país expedida por el INM',
          'Fotografías tamaño pasaporte',
          'Comprobante de pago de derechos',
        ],
        dependencia: SRE,
        fundamento_juridico: 'Ley de Nacionalidad, arts. 19 a 21; Reglamento de la Ley de Nacionalidad',
        modalidad: 'cita_previa',
        vigencia: 'Permanente',
      },
    ],
  },

  // ───────────────────────────────────────────── 13. Apostilla y legalización
  {
    slug: 'apostilla-legalizacion',
    name: 'Apostilla y legalización',
    description:
      'Apostilla, legalización y traducción de documentos para que tengan validez en el extranjero o en México.',
    icon: 'Stamp',
    color: 'gray',
    display_order: 13,
    tramites: [
      {
        slug: 'apostilla-documentos-federales',
        name: 'Apostilla de documentos federales',
        description:
          'Apostillamos ante la Secretaría de Gobernación documentos públicos federales, como títulos de instituciones federales o incorporadas a la SEP y constancias de antecedentes penales federales, para que valgan en países de la Convención de La Haya.',
        price_type: 'fijo',
        fixed_price: '900.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Documento original a apostillar',
          'Identificación oficial vigente del solicitante',
          'Comprobante de pago de derechos (uno por documento)',
          'Legalización previa de firmas por la institución emisora, cuando se requiera',
        ],
        dependencia: 'Secretaría de Gobernación (SEGOB)',
        fundamento_juridico:
          'Convención por la que se Suprime el Requisito de Legalización de los Documentos Públicos Extranjeros (La Haya, 1961); Ley Orgánica de la Administración Pública Federal, art. 27; Lineamientos Generales del Procedimiento de Apostilla de Documentos y Legalización de Firmas',
        modalidad: 'presencial',
        vigencia: 'Permanente (algunos países piden documentos de expedición reciente)',
      },
      {
        slug: 'apostilla-documentos-estatales',
        name: 'Apostilla de actas del Registro Civil y documentos estatales',
        description:
          'Apostillamos actas de nacimiento, matrimonio y defunción, documentos notariales y otros documentos expedidos por autoridades de tu entidad, ante el gobierno del estado que los emitió.',
        price_type: 'fijo',
        fixed_price: '700.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Documento original expedido por la entidad federativa',
          'Identificación oficial vigente del solicitante',
          'Comprobante de pago de derechos',
        ],
        dependencia:
          'Secretaría General de Gobierno de la entidad federativa (en la CDMX, Consejería Jurídica y de Servicios Legales)',
        fundamento_juridico:
          'Convención por la que se Suprime el Requisito de Legalización de los Documentos Públicos Extranjeros (La Haya, 1961); disposiciones de la entidad federativa',
        modalidad: 'presencial',
        vigencia: 'Permanente (algunos países piden documentos de expedición reciente)',
      },
      {
        slug: 'legalizacion-documentos-paises-no-haya',
        name: 'Legalización de documentos mexicanos para países no miembros de La Haya',
        description:
          'Para países que no aceptan la apostilla, gestionamos la legalización de firmas ante la SEGOB o el gobierno estatal y te orientamos para la legalización posterior en el consulado del país de destino.',
        price_type: 'fijo',
        fixed_price: '1200.00',
        government_fee: null,
        estimated_time_days: 10,
        required_documents: [
          'Documento original',
          'Identificación oficial vigente del solicitante',
          'Comprobante de pago de derechos',
          'Requisitos adicionales del consulado del país de destino',
        ],
        dependencia:
          'Secretaría de Gobernación (documentos federales) o gobierno de la entidad federativa (documentos estatales)',
        fundamento_juridico:
          'Ley Orgánica de la Administración Pública Federal, art. 27; Lineamientos Generales del Procedimiento de Apostilla de Documentos y Legalización de Firmas',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'legalizacion-consular-documentos-extranjeros',
        name: 'Legalización consular de documentos extranjeros',
        description:
          'Para documentos emitidos en países que no forman parte de la Convención de La Haya, coordinamos su legalización ante la representación consular de México para que surtan efectos en el país. El costo depende del país y del número de documentos.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 30,
        required_documents: [
          'Documento original legalizado previamente por la cancillería del país emisor',
          'Identificación oficial del solicitante',
          'Comprobante de pago de derechos consulares',
        ],
        dependencia: 'Secretaría de Relaciones Exteriores (consulados de México en el extranjero)',
        fundamento_juridico:
          'Ley del Servicio Exterior Mexicano, art. 44; Reglamento de la Ley del Servicio Exterior Mexicano',
        modalidad: 'cita_previa',
        vigencia: 'Permanente',
      },
      {
        slug: 'traduccion-perito-traductor',
        name: 'Traducción por perito traductor autorizado',
        description:
          'Coordinamos la traducción oficial de actas, títulos y documentos apostillados por un perito traductor autorizado, aceptada por autoridades como el INM, la SEP y el Registro Civil. El costo depende del idioma y del número de cuartillas.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 5,
        required_documents: ['Documento original o copia legible, incluida la apostilla'],
        dependencia:
          'Perito traductor autorizado por el Tribunal Superior de Justicia de la entidad federativa',
        fundamento_juridico: 'Ley Orgánica del Poder Judicial de la entidad federativa (registro de peritos)',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
    ],
  },

  // ───────────────────────────────────────────── 14. Comercio exterior
  {
    slug: 'comercio-exterior',
    name: 'Comercio exterior',
    description:
      'Padrones de importadores y exportadores, encargo conferido, programas de fomento y certificaciones para importar y exportar.',
    icon: 'Ship',
    color: 'teal',
    display_order: 14,
    tramites: [
      {
        slug: 'padron-importadores',
        name: 'Inscripción en el Padrón de Importadores',
        description:
          'Inscribimos a tu empresa o negocio en el Padrón de Importadores del SAT, requisito para importar mercancías de forma habitual, y revisamos antes que tu situación fiscal cumpla los requisitos. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '3500.00',
        government_fee: '0.00',
        estimated_time_days: 10,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Constancia de Situación Fiscal con domicilio localizado',
          'Opinión del cumplimiento de obligaciones fiscales positiva',
          'Identificación oficial del contribuyente o representante legal',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Ley Aduanera, art. 59, fracción IV; Reglas Generales de Comercio Exterior vigentes',
        modalidad: 'en_linea',
        vigencia: 'Permanente mientras se mantenga el cumplimiento fiscal',
      },
      {
        slug: 'padron-importadores-sectores-especificos',
        name: 'Inscripción en el Padrón de Importadores de Sectores Específicos',
        description:
          'Ampliamos tu registro para importar mercancías sensibles, como textiles, calzado, siderúrgicos, químicos o bebidas alcohólicas, que requieren inscripción en un sector específico del padrón. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '4000.00',
        government_fee: '0.00',
        estimated_time_days: 15,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Inscripción activa en el Padrón de Importadores',
          'Opinión del cumplimiento de obligaciones fiscales positiva',
          'Documentación específica del sector (permisos, registros o licencias)',
          'Identificación oficial del representante legal',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Ley Aduanera, art. 59, fracción IV; Reglas Generales de Comercio Exterior vigentes',
        modalidad: 'en_linea',
        vigencia: 'Permanente mientras se cumplan los requisitos del sector',
      },
      {
        slug: 'padron-exportadores-sectorial',
        name: 'Inscripción en el Padrón de Exportadores Sectorial',
        description:
          'Inscribimos a tu empresa en el padrón que se exige para exportar mercancías como bebidas alcohólicas, cerveza, tabacos labrados o ciertos minerales y metales. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '4000.00',
        government_fee: '0.00',
        estimated_time_days: 15,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Constancia de Situación Fiscal',
          'Opinión del cumplimiento de obligaciones fiscales positiva',
          'Documentación específica del sector',
          'Identificación oficial del representante legal',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Ley Aduanera, art. 59, fracción IV; Ley del Impuesto Especial sobre Producción y Servicios, art. 19, fracción XI; Reglas Generales de Comercio Exterior vigentes',
        modalidad: 'en_linea',
        vigencia: 'Permanente mientras se cumplan los requisitos del sector',
      },
      {
        slug: 'encargo-conferido-agente-aduanal',
        name: 'Encargo conferido a agente o agencia aduanal',
        description:
          'Damos de alta en el portal del SAT el encargo conferido que autoriza a tu agente o agencia aduanal a despachar tus mercancías, o lo revocamos cuando cambias de agente. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '800.00',
        government_fee: '0.00',
        estimated_time_days: 2,
        required_documents: [
          'Certificado de la e.firma del importador o exportador (archivo .cer)',
          'Clave privada de la e.firma del importador o exportador (archivo .key)',
        ],
        dependencia: SAT,
        fundamento_juridico: 'Ley Aduanera, art. 59; Reglas Generales de Comercio Exterior vigentes',
        modalidad: 'en_linea',
        vigencia: 'La que se indique al otorgarlo, hasta su revocación',
      },
      {
        slug: 'programa-immex',
        name: 'Programa IMMEX (manufactura, maquila y servicios de exportación)',
        description:
          'Integramos la solicitud de tu programa IMMEX ante la Secretaría de Economía para importar temporalmente insumos y maquinaria sin pagar impuestos al comercio exterior, siempre que se exporten los productos. El costo depende de la modalidad y del tamaño de la operación. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 30,
        required_documents: [
          'Certificado de la e.firma de la empresa (archivo .cer)',
          'Clave privada de la e.firma de la empresa (archivo .key)',
          'Acta constitutiva y poder del representante legal',
          'Opinión del cumplimiento de obligaciones fiscales positiva',
          'Documentos que acrediten el domicilio y la legal posesión de la planta',
          'Contratos, pedidos o cartas de intención de exportación',
          'Descripción del proceso productivo y de la capacidad instalada',
        ],
        dependencia: 'Secretaría de Economía (SE)',
        fundamento_juridico:
          'Decreto para el Fomento de la Industria Manufacturera, Maquiladora y de Servicios de Exportación (Decreto IMMEX)',
        modalidad: 'en_linea',
        vigencia: 'Indefinida, sujeta a la presentación del reporte anual',
      },
      {
        slug: 'certificacion-iva-ieps',
        name: 'Certificación en materia de IVA e IEPS',
        description:
          'Preparamos la solicitud de certificación que permite a empresas IMMEX y de otros regímenes aduaneros obtener un crédito fiscal del 100% del IVA e IEPS en importaciones temporales. El costo depende del rubro solicitado y del estado del control de inventarios. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 60,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Autorización del programa IMMEX u otro régimen aplicable',
          'Opinión del cumplimiento de obligaciones fiscales positiva',
          'Relación de socios, accionistas y representantes legales',
          'Documentación del sistema de control de inventarios (Anexo 24)',
        ],
        dependencia: SAT,
        fundamento_juridico:
          'Ley del Impuesto al Valor Agregado, art. 28-A; Ley Aduanera, art. 100-A; Reglas Generales de Comercio Exterior vigentes',
        modalidad: 'en_linea',
        vigencia: '1, 2 o 3 años según el rubro (A, AA o AAA)',
      },
    ],
  },

  // ───────────────────────────────────────────── 15. Municipales
  {
    slug: 'tramites-municipales',
    name: 'Trámites municipales',
    description:
      'Licencias de funcionamiento y de construcción, uso de suelo, número oficial y protección civil ante tu municipio o alcaldía.',
    icon: 'Store',
    color: 'yellow',
    display_order: 15,
    tramites: [
      {
        slug: 'licencia-funcionamiento',
        name: 'Licencia o aviso de funcionamiento (giro de bajo impacto)',
        description:
          'Tramitamos la licencia o aviso de funcionamiento de tu negocio de bajo riesgo, en muchos municipios mediante el Sistema de Apertura Rápida de Empresas (SARE), para que operes legalmente.',
        price_type: 'fijo',
        fixed_price: '2500.00',
        government_fee: null,
        estimated_time_days: 15,
        required_documents: [
          'Identificación oficial vigente del titular',
          'Constancia de Situación Fiscal',
          'Certificado de uso de suelo compatible con el giro',
          'Comprobante de domicilio o contrato de arrendamiento del local',
          'Acta constitutiva y poder notarial (personas morales)',
          'Visto bueno de protección civil, cuando el giro lo requiera',
        ],
        dependencia: 'Ayuntamiento del municipio (en la CDMX, alcaldía)',
        fundamento_juridico:
          'Ley Orgánica Municipal de la entidad y reglamento municipal de establecimientos mercantiles o de licencias de funcionamiento',
        modalidad: 'presencial',
        vigencia: 'Según el municipio (refrendo anual o permanente)',
      },
      {
        slug: 'certificado-uso-de-suelo',
        name: 'Certificado o constancia de uso de suelo',
        description:
          'Obtenemos el documento que indica los usos permitidos para un predio según el programa de desarrollo urbano vigente, indispensable para abrir un negocio o construir.',
        price_type: 'fijo',
        fixed_price: '2000.00',
        government_fee: null,
        estimated_time_days: 15,
        required_documents: [
          'Identificación oficial del propietario o solicitante',
          'Escritura o documento que acredite la propiedad o posesión',
          'Boleta predial al corriente',
          'Croquis de localización del predio',
          'Comprobante de pago de derechos',
        ],
        dependencia: 'Dirección de Desarrollo Urbano del municipio (en la CDMX, SEDUVI)',
        fundamento_juridico:
          'Constitución Política de los Estados Unidos Mexicanos, art. 115, fracción V; Ley General de Asentamientos Humanos, Ordenamiento Territorial y Desarrollo Urbano; programa de desarrollo urbano municipal',
        modalidad: 'presencial',
        vigencia: 'Según la entidad (comúnmente 1 año)',
      },
      {
        slug: 'licencia-construccion',
        name: 'Licencia de construcción',
        description:
          'Integramos el expediente y damos seguimiento a la licencia o manifestación de construcción para obra nueva, ampliación o remodelación, junto con el director responsable de obra. El costo depende de la superficie y el tipo de obra.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 45,
        required_documents: [
          'Escritura o documento que acredite la propiedad',
          'Certificado de uso de suelo',
          'Constancia de alineamiento y número oficial',
          'Planos arquitectónicos y estructurales firmados por el director responsable de obra',
          'Boleta predial al corriente',
          'Identificación oficial del propietario',
          'Comprobante de pago de derechos',
        ],
        dependencia: 'Dirección de Desarrollo Urbano u Obras Públicas del municipio (en la CDMX, alcaldía)',
        fundamento_juridico:
          'Reglamento de Construcciones del municipio o de la entidad (en la CDMX, Reglamento de Construcciones para el Distrito Federal)',
        modalidad: 'presencial',
        vigencia: 'Según la superficie y el municipio (comúnmente 1 a 3 años)',
      },
      {
        slug: 'alineamiento-numero-oficial',
        name: 'Constancia de alineamiento y número oficial',
        description:
          'Obtenemos la constancia que fija el límite de tu predio con la vía pública y le asigna su número oficial, requisito para construir, escriturar y contratar servicios.',
        price_type: 'fijo',
        fixed_price: '1500.00',
        government_fee: null,
        estimated_time_days: 15,
        required_documents: [
          'Escritura o documento que acredite la propiedad',
          'Identificación oficial del propietario',
          'Boleta predial al corriente',
          'Croquis de localización del predio',
          'Comprobante de pago de derechos',
        ],
        dependencia: 'Dirección de Desarrollo Urbano u Obras Públicas del municipio (en la CDMX, alcaldía)',
        fundamento_juridico: 'Reglamento de Construcciones del municipio o de la entidad federativa',
        modalidad: 'presencial',
        vigencia: 'Según el municipio (comúnmente 1 a 2 años)',
      },
      {
        slug: 'visto-bueno-proteccion-civil',
        name: 'Visto bueno o dictamen de protección civil',
        description:
          'Preparamos las medidas de seguridad o el programa interno de protección civil de tu establecimiento (extintores, señalización, rutas de evacuación y capacitación) y gestionamos la revisión municipal. El costo depende del tamaño y nivel de riesgo del inmueble.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 20,
        required_documents: [
          'Identificación oficial del titular o representante legal',
          'Licencia de funcionamiento o solicitud en trámite',
          'Programa interno de protección civil o formato de medidas de seguridad, según el riesgo',
          'Constancias de capacitación del personal',
          'Comprobantes de recarga de extintores',
        ],
        dependencia: 'Unidad o Coordinación Municipal de Protección Civil',
        fundamento_juridico:
          'Legislación general y estatal en materia de protección civil; reglamento municipal de protección civil',
        modalidad: 'presencial',
        vigencia: 'Según el municipio (comúnmente 1 año)',
      },
    ],
  },

  // ───────────────────────────────────────────── 16. Salud y COFEPRIS
  {
    slug: 'salud-cofepris',
    name: 'Salud y COFEPRIS',
    description:
      'Avisos, licencias, permisos y registros sanitarios para establecimientos y productos regulados por la COFEPRIS.',
    icon: 'HeartPulse',
    color: 'red',
    display_order: 16,
    tramites: [
      {
        slug: 'cofepris-aviso-funcionamiento',
        name: 'Aviso de funcionamiento',
        description:
          'Presentamos el aviso de funcionamiento de establecimientos que no requieren licencia sanitaria, como consultorios, expendios de alimentos o comercializadoras de cosméticos, junto con el aviso de responsable sanitario cuando aplica.',
        price_type: 'fijo',
        fixed_price: '1500.00',
        government_fee: '0.00',
        estimated_time_days: 5,
        required_documents: [
          'Constancia de Situación Fiscal',
          'Identificación oficial del propietario o representante legal',
        ],
        dependencia: `${COFEPRIS} o autoridad sanitaria estatal`,
        fundamento_juridico:
          'Ley General de Salud, art. 200 Bis; Reglamento de Control Sanitario de Productos y Servicios',
        modalidad: 'en_linea',
        vigencia: 'Indefinida mientras no cambien los datos del establecimiento',
      },
      {
        slug: 'cofepris-licencia-sanitaria',
        name: 'Licencia sanitaria',
        description:
          'Tramitamos la licencia sanitaria para establecimientos de mayor riesgo, como farmacias con venta de medicamentos controlados, hospitales, fábricas de medicamentos o laboratorios, incluyendo la preparación para la visita de verificación. El costo depende del giro.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 60,
        required_documents: [
          'Solicitud en el formato oficial de COFEPRIS',
          'Constancia de Situación Fiscal',
          'Planos o croquis del establecimiento',
          'Título y cédula profesional del responsable sanitario',
          'Documentación técnica según el giro',
          'Comprobante de pago de derechos',
        ],
        dependencia: COFEPRIS,
        fundamento_juridico: 'Ley General de Salud, arts. 198 y 373; Reglamento de Insumos para la Salud',
        modalidad: 'presencial',
        vigencia: 'Indeterminada, salvo revocación',
      },
      {
        slug: 'cofepris-permiso-publicidad',
        name: 'Permiso de publicidad',
        description:
          'Obtenemos el permiso de COFEPRIS para anunciar medicamentos, servicios de salud, bebidas alcohólicas u otros productos regulados, revisando que los mensajes cumplan la normativa. El costo depende del medio y del número de anuncios.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 40,
        required_documents: [
          'Proyecto del anuncio en el medio de difusión (guion, imagen o video)',
          'Registro sanitario o aviso de funcionamiento del producto o servicio',
          'Constancia de Situación Fiscal del anunciante',
          'Comprobante de pago de derechos',
        ],
        dependencia: COFEPRIS,
        fundamento_juridico:
          'Ley General de Salud, arts. 300 y 301; Reglamento de la Ley General de Salud en Materia de Publicidad',
        modalidad: 'en_linea',
        vigencia: null,
      },
      {
        slug: 'cofepris-aviso-responsable-sanitario',
        name: 'Aviso de responsable sanitario',
        description:
          'Damos de alta o cambiamos ante COFEPRIS al profesional responsable sanitario de tu farmacia, laboratorio o establecimiento de insumos para la salud.',
        price_type: 'fijo',
        fixed_price: '1200.00',
        government_fee: '0.00',
        estimated_time_days: 10,
        required_documents: [
          'Título y cédula profesional del responsable sanitario',
          'Identificación oficial del responsable sanitario',
          'Carta de aceptación del cargo',
          'Licencia sanitaria o aviso de funcionamiento del establecimiento',
        ],
        dependencia: COFEPRIS,
        fundamento_juridico: 'Ley General de Salud, arts. 260 y 261; Reglamento de Insumos para la Salud',
        modalidad: 'en_linea',
        vigencia: 'Mientras la persona designada funja como responsable',
      },
      {
        slug: 'cofepris-registro-sanitario-dispositivos-medicos',
        name: 'Registro sanitario de dispositivos médicos',
        description:
          'Integramos el expediente técnico y legal para obtener el registro sanitario que permite fabricar, importar o comercializar dispositivos médicos en México. El costo depende de la clase de riesgo del dispositivo.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 240,
        required_documents: [
          'Solicitud en el formato oficial de COFEPRIS',
          'Licencia sanitaria o aviso de funcionamiento del titular',
          'Información técnica y científica del dispositivo',
          'Proyecto de etiqueta e instructivo en español',
          'Certificado de buenas prácticas de fabricación',
          'Comprobante de pago de derechos',
        ],
        dependencia: COFEPRIS,
        fundamento_juridico: 'Ley General de Salud, art. 376; Reglamento de Insumos para la Salud',
        modalidad: 'en_linea',
        vigencia: '5 años, prorrogables',
      },
    ],
  },

  // ───────────────────────────────────────────── 17. Educación y SEP
  {
    slug: 'educacion-sep',
    name: 'Educación y SEP',
    description:
      'Cédulas profesionales, revalidación de estudios y certificados escolares ante la Secretaría de Educación Pública.',
    icon: 'GraduationCap',
    color: 'indigo',
    display_order: 17,
    tramites: [
      {
        slug: 'cedula-profesional-licenciatura',
        name: 'Cédula profesional de licenciatura o técnico superior universitario',
        description:
          'Tramitamos en línea tu cédula profesional electrónica una vez que tu institución registró el título ante la Dirección General de Profesiones. La cédula te autoriza a ejercer tu profesión y sirve como identificación oficial. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '650.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Título profesional registrado por la institución ante la Dirección General de Profesiones',
          'Comprobante de pago de derechos',
        ],
        dependencia: DGP,
        fundamento_juridico: LEY_PROFESIONES,
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'cedula-profesional-posgrado',
        name: 'Cédula profesional de especialidad, maestría o doctorado',
        description:
          'Gestionamos el registro de tu diploma de especialidad o grado académico y la expedición de la cédula electrónica correspondiente ante la Dirección General de Profesiones. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.',
        price_type: 'fijo',
        fixed_price: '750.00',
        government_fee: null,
        estimated_time_days: 5,
        required_documents: [
          'Certificado de la e.firma (archivo .cer)',
          'Clave privada de la e.firma (archivo .key)',
          'Diploma o grado registrado por la institución ante la Dirección General de Profesiones',
          'Cédula profesional de licenciatura',
          'Comprobante de pago de derechos',
        ],
        dependencia: DGP,
        fundamento_juridico: LEY_PROFESIONES,
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'revalidacion-estudios-extranjero',
        name: 'Revalidación de estudios realizados en el extranjero',
        description:
          'Gestionamos ante la SEP o la autoridad educativa estatal la revalidación de estudios cursados en el extranjero para que tengan validez oficial en México. El costo depende del nivel educativo y del país de origen.',
        price_type: 'variable',
        fixed_price: null,
        government_fee: null,
        estimated_time_days: 45,
        required_documents: [
          'Acta de nacimiento o pasaporte',
          'Certificado de estudios con calificaciones, apostillado o legalizado',
          'Título o diploma apostillado o legalizado, en su caso',
          'Traducción al español por perito traductor, si aplica',
          'Comprobante de pago de derechos',
        ],
        dependencia: 'Secretaría de Educación Pública (SEP) o autoridad educativa de la entidad federativa',
        fundamento_juridico:
          'Ley General de Educación (validez oficial de estudios); normatividad de la SEP en materia de revalidación y equivalencia de estudios',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
      {
        slug: 'duplicado-certificado-estudios',
        name: 'Duplicado de certificado de estudios (primaria, secundaria o bachillerato)',
        description:
          'Solicitamos el duplicado o la certificación electrónica de tu certificado de primaria, secundaria o bachillerato ante la autoridad educativa de la entidad donde estudiaste.',
        price_type: 'fijo',
        fixed_price: '900.00',
        government_fee: null,
        estimated_time_days: 10,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Comprobante de pago de derechos',
        ],
        dependencia: 'Secretaría de Educación Pública (SEP) o autoridad educativa de la entidad federativa',
        fundamento_juridico:
          'Ley General de Educación (certificación de estudios); normas de control escolar de la SEP',
        modalidad: 'en_linea',
        vigencia: 'Permanente',
      },
      {
        slug: 'bachillerato-acuerdo-286',
        name: 'Certificado de bachillerato por examen (Acuerdo 286)',
        description:
          'Te registramos y orientamos en el examen de acreditación de conocimientos equivalentes al bachillerato que aplica el CENEVAL, para obtener tu certificado oficial sin cursar la preparatoria.',
        price_type: 'fijo',
        fixed_price: '1500.00',
        government_fee: null,
        estimated_time_days: 90,
        required_documents: [
          'Identificación oficial vigente con fotografía',
          'Certificado de secundaria',
          'Comprobante de pago del registro al examen',
        ],
        dependencia:
          'Secretaría de Educación Pública (SEP) y Centro Nacional de Evaluación para la Educación Superior (CENEVAL)',
        fundamento_juridico: 'Ley General de Educación; Acuerdo Secretarial número 286',
        modalidad: 'presencial',
        vigencia: 'Permanente',
      },
    ],
  },
];
