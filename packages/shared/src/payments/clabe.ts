/**
 * CLABE (Clave Bancaria Estandarizada): 18 digits, the last one a control digit over the first 17 with
 * weights 3, 7, 1 repeating (Banxico). A CLABE typed wrong by one digit fails the check.
 */
const WEIGHTS = [3, 7, 1] as const;

export function clabeControlDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

export function validateClabe(value: string): { ok: true; clabe: string } | { ok: false; message: string } {
  const clabe = value.replace(/\s+/g, '');
  if (!/^\d{18}$/.test(clabe)) {
    return { ok: false, message: 'La CLABE debe tener 18 dígitos' };
  }
  if (clabeControlDigit(clabe.slice(0, 17)) !== Number(clabe[17])) {
    return { ok: false, message: 'El dígito de control de la CLABE no es válido' };
  }
  return { ok: true, clabe };
}
