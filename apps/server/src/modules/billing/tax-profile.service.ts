import {
  regimenFiscalLabel,
  type TaxProfile,
  type TaxProfileResponse,
  type TaxProfileValues,
  usoCfdiLabel,
} from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { findTaxProfile, type TaxProfileRow, upsertTaxProfile } from './billing.repository.ts';

export function toTaxProfileDto(row: TaxProfileRow): TaxProfile {
  return {
    rfc: row.rfc,
    razon_social: row.razonSocial,
    regimen_fiscal: row.regimenFiscal,
    uso_cfdi: row.usoCfdi,
    codigo_postal: row.codigoPostal,
    tipo: row.rfc.length === 12 ? 'moral' : 'fisica',
    regimen_fiscal_label: regimenFiscalLabel(row.regimenFiscal),
    uso_cfdi_label: usoCfdiLabel(row.usoCfdi),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /api/account/tax-profile: the signed-in user's own, or null before they fill it in. */
export async function getTaxProfile(db: DbOrTx, actor: Actor): Promise<TaxProfileResponse> {
  const row = await findTaxProfile(db, actor.id);
  return { tax_profile: row ? toTaxProfileDto(row) : null };
}

/** PUT /api/account/tax-profile: values already checked by the shared schema (RFC, régimen, uso, CP). */
export async function saveTaxProfile(
  db: DbOrTx,
  actor: Actor,
  values: TaxProfileValues,
): Promise<TaxProfile> {
  const row = await upsertTaxProfile(db, {
    userId: actor.id,
    rfc: values.rfc,
    razonSocial: values.razon_social,
    regimenFiscal: values.regimen_fiscal,
    usoCfdi: values.uso_cfdi,
    codigoPostal: values.codigo_postal,
  });
  return toTaxProfileDto(row);
}
