/**
 * The seeded procedures that handle sensitive personal data (LFPDPPP 2025, issue 25): a client's first
 * request for one asks for their express consent. Kept apart from catalog-data.ts, by slug, so the same list
 * seeds a new catalogue and marks an existing one (migration 0015 names these slugs too).
 */
export const SENSITIVE_TRAMITE_SLUGS: ReadonlySet<string> = new Set([
  // IMSS: a person's affiliation and contribution history, which carries their medical-service entitlement;
  // the family health insurance asks a medical questionnaire.
  'imss-numero-seguridad-social',
  'imss-constancia-semanas-cotizadas',
  'imss-personas-trabajadoras-hogar',
  'imss-modalidad-40',
  'imss-seguro-salud-familia',
  'pension-imss-ley-73',
  'pension-imss-ley-97',
  // A medical or psychophysical certificate.
  'licencia-chofer-servicio-publico',
  // Marital status (and, for a divorce, a medical certificate some states ask for).
  'acta-matrimonio-certificada',
  'divorcio-administrativo',
  'sucesion-ante-notario',
  'escrituracion-compraventa',
  'inm-regularizacion-unidad-familiar',
]);
