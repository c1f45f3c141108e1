import { describe, expect, it } from 'vitest';
import {
  CancelInvoiceSchema,
  cfdiPaymentForm,
  checkInvoiceWindow,
  hasRegimenCapital,
  invoiceDeadline,
  missingTaxProfileFields,
  paymentConcepts,
  regimenesFor,
  TAX_PROFILE_MESSAGES,
  TaxProfileInputSchema,
  usosFor,
} from '../index.ts';

const FISICA = 'GODE561231GR8';
const MORAL = 'MAB9307148T4';

const fisicaProfile = {
  rfc: FISICA.toLowerCase(),
  razon_social: '  emilia   godínez de la o ',
  regimen_fiscal: '612',
  uso_cfdi: 'G03',
  codigo_postal: '06600',
};

function fieldErrors(input: Record<string, string>) {
  const result = TaxProfileInputSchema.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('SAT catalogues by kind of person', () => {
  it('offers a persona física only the régimenes of a física, and a moral those of a moral', () => {
    const fisica = regimenesFor('fisica').map((regimen) => regimen.code);
    const moral = regimenesFor('moral').map((regimen) => regimen.code);
    expect(fisica).toContain('612');
    expect(fisica).toContain('605');
    expect(fisica).not.toContain('601');
    expect(moral).toContain('601');
    expect(moral).not.toContain('605');
    // The Régimen Simplificado de Confianza is open to both.
    expect(fisica).toContain('626');
    expect(moral).toContain('626');
  });

  it('limits the usos to the régimen: a salaried person deducts personal expenses, never business ones', () => {
    const salaried = usosFor('605', 'fisica').map((uso) => uso.code);
    expect(salaried).toContain('D01');
    expect(salaried).toContain('S01');
    expect(salaried).not.toContain('G03');
    expect(usosFor('601', 'moral').map((uso) => uso.code)).not.toContain('D01');
    expect(usosFor('616', 'fisica').map((uso) => uso.code)).toEqual(['S01']);
  });
});

describe('TaxProfileInputSchema', () => {
  it('normalises a valid profile the way the SAT writes it', () => {
    expect(TaxProfileInputSchema.parse(fisicaProfile)).toEqual({
      rfc: FISICA,
      razon_social: 'EMILIA GODÍNEZ DE LA O',
      regimen_fiscal: '612',
      uso_cfdi: 'G03',
      codigo_postal: '06600',
    });
  });

  it('checks the RFC with its check digit and refuses the generic ones', () => {
    expect(fieldErrors({ ...fisicaProfile, rfc: 'GODE561231GR9' }).rfc).toBe(
      'El dígito verificador del RFC no es válido',
    );
    expect(fieldErrors({ ...fisicaProfile, rfc: 'XAXX010101000' }).rfc).toBe(TAX_PROFILE_MESSAGES.genericRfc);
  });

  it('refuses a régimen of the other kind of person and a uso the régimen does not allow', () => {
    expect(fieldErrors({ ...fisicaProfile, regimen_fiscal: '601' }).regimen_fiscal).toBe(
      TAX_PROFILE_MESSAGES.regimenNotForTipo.fisica,
    );
    expect(
      fieldErrors({ ...fisicaProfile, rfc: MORAL, regimen_fiscal: '605', razon_social: 'ACME' })
        .regimen_fiscal,
    ).toBe(TAX_PROFILE_MESSAGES.regimenNotForTipo.moral);
    expect(fieldErrors({ ...fisicaProfile, regimen_fiscal: '605', uso_cfdi: 'G03' }).uso_cfdi).toBe(
      TAX_PROFILE_MESSAGES.usoNotForRegimen,
    );
  });

  it('asks for a five-digit código postal and shows every problem at once', () => {
    const errors = fieldErrors({ ...fisicaProfile, codigo_postal: '6600', regimen_fiscal: '601' });
    expect(errors.codigo_postal).toBe(TAX_PROFILE_MESSAGES.codigoPostal);
    expect(errors.regimen_fiscal).toBe(TAX_PROFILE_MESSAGES.regimenNotForTipo.fisica);
  });

  it('refuses a company name with its régimen de capital (CFDI 4.0), in any spelling', () => {
    const moral = { ...fisicaProfile, rfc: MORAL, regimen_fiscal: '601' };
    for (const name of [
      'Mabe SA de CV',
      'MABE, S.A. DE C.V.',
      'MABE S DE RL DE CV',
      'MABE SAPI DE CV',
      'MABE SC',
    ]) {
      expect(fieldErrors({ ...moral, razon_social: name }).razon_social).toBe(
        TAX_PROFILE_MESSAGES.razonSocialCapital,
      );
    }
    expect(fieldErrors({ ...moral, razon_social: 'MABE' })).toEqual({});
    // A person's name that merely ends in those letters is not a régimen de capital.
    expect(hasRegimenCapital('MARIA TERESA')).toBe(false);
  });

  it('refuses a body that is no object, and junk field types, without throwing', () => {
    expect(TaxProfileInputSchema.safeParse(null).success).toBe(false);
    expect(TaxProfileInputSchema.safeParse([]).success).toBe(false);
    expect(TaxProfileInputSchema.safeParse({ rfc: 5, razon_social: {}, regimen_fiscal: null }).success).toBe(
      false,
    );
  });

  it('names what a stored profile lacks', () => {
    expect(missingTaxProfileFields(null)).toEqual([
      'RFC',
      'razón social',
      'régimen fiscal',
      'uso del CFDI',
      'código postal',
    ]);
    expect(missingTaxProfileFields({ ...fisicaProfile, codigo_postal: '' })).toEqual(['código postal']);
    expect(missingTaxProfileFields(fisicaProfile)).toEqual([]);
  });
});

describe('invoice window (month of payment plus the factura global allowance)', () => {
  it('is open through the third day of the next month, in Mexico City time', () => {
    // 31 Jan 2026 at 23:30 in Mexico City is already 1 Feb in UTC: the payment is January's.
    const paidAt = '2026-02-01T05:30:00Z';
    expect(invoiceDeadline(paidAt)).toBe('2026-02-03');
    expect(checkInvoiceWindow(paidAt, new Date('2026-02-04T05:59:00Z'))).toBeNull();
    expect(checkInvoiceWindow(paidAt, new Date('2026-02-04T06:01:00Z'))).toMatch(
      /El pago es de enero de 2026: su factura podía pedirse hasta el 3 de febrero de 2026/,
    );
  });

  it('crosses the year for a December payment', () => {
    expect(invoiceDeadline('2026-12-15T18:00:00Z')).toBe('2027-01-03');
  });
});

describe('payment concepts', () => {
  it('breaks a fixed fee into its base and IVA with the shared rule', () => {
    expect(paymentConcepts({ amount: 1160, items: [] }, 1160)).toEqual({
      honorarios: { withIva: 1160, base: 1000, iva: 160, exact: true },
      derechos: 0,
    });
  });

  it('keeps derechos included in the quotation out of the IVA, and shares them across instalments', () => {
    const quotation = {
      amount: 2955,
      items: [
        { tipo: 'honorarios', monto: 1000 },
        { tipo: 'iva', monto: 160 },
        { tipo: 'derechos', monto: 1795 },
      ],
    };
    expect(paymentConcepts(quotation, 2955)).toMatchObject({
      derechos: 1795,
      honorarios: { base: 1000, iva: 160 },
    });
    const anticipo = paymentConcepts(quotation, 1477.5);
    const saldo = paymentConcepts(quotation, 1477.5);
    expect(anticipo.derechos + saldo.derechos).toBeCloseTo(1795, 2);
    expect(anticipo.honorarios.withIva + anticipo.derechos).toBeCloseTo(1477.5, 2);
  });

  it('maps each method to the SAT forma de pago', () => {
    expect(cfdiPaymentForm('oxxo')).toBe('01');
    expect(cfdiPaymentForm('spei')).toBe('03');
    expect(cfdiPaymentForm('transferencia')).toBe('03');
    expect(cfdiPaymentForm('tarjeta')).toBe('04');
  });
});

describe('CancelInvoiceSchema', () => {
  it('needs the substitute folio fiscal for motive 01 only', () => {
    expect(CancelInvoiceSchema.safeParse({ motive: '01' }).success).toBe(false);
    expect(
      CancelInvoiceSchema.parse({ motive: '01', substitution: 'f7b4a1c2-1111-2222-3333-444455556666' })
        .substitution,
    ).toBe('F7B4A1C2-1111-2222-3333-444455556666');
    expect(CancelInvoiceSchema.safeParse({ motive: '02' }).success).toBe(true);
    expect(CancelInvoiceSchema.safeParse({ motive: '05' }).success).toBe(false);
  });
});
