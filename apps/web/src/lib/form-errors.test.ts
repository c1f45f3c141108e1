import { MSG } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { fieldErrorsOf } from './form-errors.ts';

describe('fieldErrorsOf', () => {
  it("keeps the server's 422 errors of the form's own fields only", () => {
    const error = new ApiError({
      status: 422,
      detail: MSG.telefonoDigitos,
      errors: [
        { field: 'telefono', message: MSG.telefonoDigitos },
        { field: 'otro', message: 'x' },
      ],
    });
    expect(fieldErrorsOf(error, ['telefono', 'email'])).toEqual([
      { field: 'telefono', message: MSG.telefonoDigitos },
    ]);
  });

  it('reads a nested path as its first segment', () => {
    const error = new ApiError({
      status: 422,
      detail: 'x',
      errors: [{ field: 'items.0.monto', message: 'Monto inválido' }],
    });
    expect(fieldErrorsOf(error, ['items'])).toEqual([{ field: 'items', message: 'Monto inválido' }]);
  });

  it('has nothing for an error that is not an API error', () => {
    expect(fieldErrorsOf(new TypeError('Failed to fetch'), ['telefono'])).toEqual([]);
  });
});
