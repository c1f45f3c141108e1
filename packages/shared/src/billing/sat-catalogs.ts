import { type RfcTipo, validateRfc } from '../identity/rfc.ts';

/*
 * The SAT catalogues a CFDI 4.0 receiver needs (Anexo 20, catálogos c_RegimenFiscal and c_UsoCFDI), with
 * the applicability columns the SAT publishes: which régimen a persona física or moral may have, and which
 * uso del CFDI each régimen may ask for. The PAC refuses any other combination (CFDI40161/CFDI40158).
 */

export interface RegimenFiscal {
  code: string;
  label: string;
  fisica: boolean;
  moral: boolean;
}

export const REGIMENES_FISCALES: readonly RegimenFiscal[] = [
  { code: '601', label: 'General de Ley Personas Morales', fisica: false, moral: true },
  { code: '603', label: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  { code: '605', label: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', fisica: true, moral: false },
  { code: '606', label: 'Arrendamiento', fisica: true, moral: false },
  { code: '607', label: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { code: '608', label: 'Demás ingresos', fisica: true, moral: false },
  {
    code: '610',
    label: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    fisica: true,
    moral: true,
  },
  { code: '611', label: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  {
    code: '612',
    label: 'Personas Físicas con Actividades Empresariales y Profesionales',
    fisica: true,
    moral: false,
  },
  { code: '614', label: 'Ingresos por intereses', fisica: true, moral: false },
  { code: '615', label: 'Régimen de los ingresos por obtención de premios', fisica: true, moral: false },
  { code: '616', label: 'Sin obligaciones fiscales', fisica: true, moral: false },
  {
    code: '620',
    label: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    fisica: false,
    moral: true,
  },
  { code: '621', label: 'Incorporación Fiscal', fisica: true, moral: false },
  {
    code: '622',
    label: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    fisica: false,
    moral: true,
  },
  { code: '623', label: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { code: '624', label: 'Coordinados', fisica: false, moral: true },
  {
    code: '625',
    label: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    fisica: true,
    moral: false,
  },
  { code: '626', label: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
];

/** Régimenes that carry on a business: they may deduct purchases, investments and expenses (G and I usos). */
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
/** Personas físicas who file an annual return: they may take the personal deductions (D usos). */
const PERSONAL = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
/** Every régimen: S01 "Sin efectos fiscales" is open to all of them. */
const ALL = [...REGIMENES_FISCALES.map((regimen) => regimen.code)];

export interface UsoCfdi {
  code: string;
  label: string;
  fisica: boolean;
  moral: boolean;
  /** The receiver's régimenes that may use it. */
  regimenes: readonly string[];
}

/**
 * The usos an invoice of income (tipo I) for a service may carry: CP01 (pagos), CN01 (nómina) and G02
 * (devoluciones, for an egreso) belong to other kinds of CFDI and are left out.
 */
export const USOS_CFDI: readonly UsoCfdi[] = [
  { code: 'G01', label: 'Adquisición de mercancías', fisica: true, moral: true, regimenes: BUSINESS },
  { code: 'G03', label: 'Gastos en general', fisica: true, moral: true, regimenes: BUSINESS },
  { code: 'I01', label: 'Construcciones', fisica: true, moral: true, regimenes: BUSINESS },
  {
    code: 'I02',
    label: 'Mobiliario y equipo de oficina por inversiones',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  { code: 'I03', label: 'Equipo de transporte', fisica: true, moral: true, regimenes: BUSINESS },
  { code: 'I04', label: 'Equipo de cómputo y accesorios', fisica: true, moral: true, regimenes: BUSINESS },
  {
    code: 'I05',
    label: 'Dados, troqueles, moldes, matrices y herramental',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  { code: 'I06', label: 'Comunicaciones telefónicas', fisica: true, moral: true, regimenes: BUSINESS },
  { code: 'I07', label: 'Comunicaciones satelitales', fisica: true, moral: true, regimenes: BUSINESS },
  { code: 'I08', label: 'Otra maquinaria y equipo', fisica: true, moral: true, regimenes: BUSINESS },
  {
    code: 'D01',
    label: 'Honorarios médicos, dentales y gastos hospitalarios',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D02',
    label: 'Gastos médicos por incapacidad o discapacidad',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  { code: 'D03', label: 'Gastos funerales', fisica: true, moral: false, regimenes: PERSONAL },
  { code: 'D04', label: 'Donativos', fisica: true, moral: false, regimenes: PERSONAL },
  {
    code: 'D05',
    label: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  { code: 'D06', label: 'Aportaciones voluntarias al SAR', fisica: true, moral: false, regimenes: PERSONAL },
  {
    code: 'D07',
    label: 'Primas por seguros de gastos médicos',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D08',
    label: 'Gastos de transportación escolar obligatoria',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D09',
    label: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D10',
    label: 'Pagos por servicios educativos (colegiaturas)',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  { code: 'S01', label: 'Sin efectos fiscales', fisica: true, moral: true, regimenes: ALL },
];

const REGIMEN_BY_CODE = new Map(REGIMENES_FISCALES.map((regimen) => [regimen.code, regimen]));
const USO_BY_CODE = new Map(USOS_CFDI.map((uso) => [uso.code, uso]));

export const regimenFiscalLabel = (code: string): string => REGIMEN_BY_CODE.get(code)?.label ?? code;
export const usoCfdiLabel = (code: string): string => USO_BY_CODE.get(code)?.label ?? code;

/** Persona física (13 characters) or moral (12), from a valid RFC; null while the RFC is not valid. */
export function rfcTipoOf(rfc: string): RfcTipo | null {
  const result = validateRfc(rfc);
  return result.ok ? result.tipo : null;
}

/** The régimenes a persona física or moral may have; all of them while the RFC is unknown. */
export function regimenesFor(tipo: RfcTipo | null): readonly RegimenFiscal[] {
  return tipo === null ? REGIMENES_FISCALES : REGIMENES_FISCALES.filter((regimen) => regimen[tipo]);
}

/** The usos del CFDI a receiver of this régimen (and kind of person) may ask for. */
export function usosFor(regimen: string | null, tipo: RfcTipo | null = null): readonly UsoCfdi[] {
  return USOS_CFDI.filter(
    (uso) => (regimen === null || uso.regimenes.includes(regimen)) && (tipo === null || uso[tipo]),
  );
}

export const isRegimenAllowed = (regimen: string, tipo: RfcTipo): boolean =>
  REGIMEN_BY_CODE.get(regimen)?.[tipo] === true;

export const isUsoAllowed = (uso: string, regimen: string, tipo: RfcTipo): boolean => {
  const entry = USO_BY_CODE.get(uso);
  return entry?.[tipo] === true && entry.regimenes.includes(regimen);
};
