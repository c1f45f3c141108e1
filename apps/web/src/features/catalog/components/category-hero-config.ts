import { foldAccents } from '@tramites/shared';

/** Copy for a category page's hero. Keyed by words of the category name, so renames still match. */
export interface CategoryHeroConfig {
  tagline: string;
  highlights: [string, string, string];
}

interface HeroEntry extends CategoryHeroConfig {
  /** Lower-case, accent-free words; the first entry whose word appears in the name wins. */
  keywords: string[];
}

// Order matters: the more specific entries come first (e.g. IMPI before "propiedad").
const HERO_ENTRIES: HeroEntry[] = [
  {
    keywords: ['sat', 'fiscal', 'impuesto', 'contab'],
    tagline: 'RFC, e.firma, constancias y declaraciones ante el SAT sin complicaciones.',
    highlights: [
      'Constancia de situación fiscal al día',
      'Trámites de e.firma y RFC',
      'Declaraciones presentadas a tiempo',
    ],
  },
  {
    keywords: ['pasaporte', 'identi', 'curp'],
    tagline: 'Tus documentos de identidad en regla, con la cita y los requisitos listos.',
    highlights: [
      'Validamos tus requisitos antes de la cita',
      'Te acompañamos en cada paso',
      'Avisos de vencimiento',
    ],
  },
  {
    keywords: ['conducir', 'licencia'],
    tagline: 'Licencias de conducir nuevas, renovaciones y reposiciones sin vueltas.',
    highlights: [
      'Requisitos de tu estado revisados',
      'Cita y pago de derechos gestionados',
      'Seguimiento hasta la entrega',
    ],
  },
  {
    keywords: ['vehic', 'automovil', 'placa', 'transito'],
    tagline: 'Placas, tenencia, tarjeta de circulación y verificación sin perder días en filas.',
    highlights: [
      'Revisamos adeudos antes de iniciar',
      'Citas en la dependencia gestionadas por nosotros',
      'Seguimiento hasta la entrega',
    ],
  },
  {
    keywords: ['civil', 'acta'],
    tagline: 'Actas, correcciones y constancias del Registro Civil de cualquier estado.',
    highlights: [
      'Actas certificadas de todo el país',
      'Aclaraciones y correcciones de datos',
      'Envío digital o a domicilio',
    ],
  },
  {
    keywords: ['imss', 'issste', 'seguro social'],
    tagline: 'Altas, semanas cotizadas y constancias del IMSS sin vueltas.',
    highlights: [
      'Semanas cotizadas y constancias',
      'Altas y modificaciones',
      'Orientación sobre incapacidades',
    ],
  },
  {
    keywords: ['infonavit', 'fovissste', 'vivienda'],
    tagline: 'Precalificación, crédito y devolución de tu ahorro para la vivienda.',
    highlights: [
      'Consulta de puntos y saldo',
      'Devolución de la subcuenta de vivienda',
      'Acompañamiento en tu crédito',
    ],
  },
  {
    keywords: ['afore', 'pension', 'retiro'],
    tagline: 'Retiros, pensiones y unificación de cuentas AFORE con expedientes completos.',
    highlights: [
      'Localización de tu AFORE',
      'Retiro por desempleo o matrimonio',
      'Trámite de pensión acompañado',
    ],
  },
  {
    keywords: ['impi', 'industrial', 'marca'],
    tagline: 'Registro y renovación de marcas, avisos comerciales y patentes ante el IMPI.',
    highlights: [
      'Búsqueda fonética previa',
      'Solicitud presentada en línea',
      'Seguimiento de requerimientos',
    ],
  },
  {
    keywords: ['notari', 'inmueble', 'predial', 'catastr'],
    tagline: 'Escrituras, predial, catastro y certificados de tu propiedad.',
    highlights: [
      'Certificados de libertad de gravamen',
      'Pagos y constancias de predial',
      'Coordinación con notarías',
    ],
  },
  {
    keywords: ['empresa', 'sociedad', 'negocio', 'mercantil'],
    tagline: 'Constituye, formaliza y mantén tu empresa en orden con las autoridades.',
    highlights: ['Constitución y registros', 'Poderes y actas de asamblea', 'Un gestor para tu empresa'],
  },
  {
    keywords: ['migra', 'extranjer', 'visa', 'residen'],
    tagline: 'Visas, residencias y regularización migratoria con expedientes completos.',
    highlights: ['Expediente revisado por un gestor', 'Seguimiento ante el INM', 'Orientación en cada etapa'],
  },
  {
    keywords: ['apostill', 'legaliz'],
    tagline: 'Apostilla y legalización de documentos para usarlos en el extranjero.',
    highlights: ['Apostilla de actas y títulos', 'Traducciones coordinadas', 'Envío a domicilio'],
  },
  {
    keywords: ['exterior', 'aduan', 'import', 'export'],
    tagline: 'Padrón de importadores, permisos y trámites de comercio exterior.',
    highlights: [
      'Inscripción al padrón de importadores',
      'Permisos y avisos ante la autoridad',
      'Asesoría en requisitos',
    ],
  },
  {
    keywords: ['municip', 'ayuntamiento'],
    tagline: 'Licencias de funcionamiento, uso de suelo y permisos municipales.',
    highlights: ['Licencias de funcionamiento', 'Constancias de uso de suelo', 'Permisos de construcción'],
  },
  {
    keywords: ['cofepris', 'sanitari', 'salud'],
    tagline: 'Avisos de funcionamiento, licencias sanitarias y permisos de COFEPRIS.',
    highlights: ['Aviso de funcionamiento', 'Licencias y permisos sanitarios', 'Revisión de tu expediente'],
  },
  {
    keywords: ['educa', 'sep', 'titulo', 'cedula'],
    tagline: 'Certificados, títulos, cédulas profesionales y revalidaciones ante la SEP.',
    highlights: ['Cédula profesional electrónica', 'Duplicados de certificados', 'Revalidación de estudios'],
  },
];

const GENERIC_HERO: CategoryHeroConfig = {
  tagline: 'Un gestor se encarga de tu trámite de principio a fin.',
  highlights: [
    'Revisión de requisitos antes de empezar',
    'Cotización clara en pesos mexicanos',
    'Seguimiento en línea 24/7',
  ],
};

export function heroConfigFor(categoryName: string): CategoryHeroConfig {
  // "Trámites Vehiculares" → "tramites vehiculares", the form the keywords are written in.
  const normalized = foldAccents(categoryName);
  const entry = HERO_ENTRIES.find((candidate) =>
    candidate.keywords.some((word) => normalized.includes(word)),
  );
  return entry ? { tagline: entry.tagline, highlights: entry.highlights } : GENERIC_HERO;
}
