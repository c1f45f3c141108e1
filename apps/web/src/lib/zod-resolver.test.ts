import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver.ts';

describe('zodResolver', () => {
  it("reports zod's own checks in Spanish", async () => {
    const resolver = zodResolver(z.object({ nombre: z.string().max(3) }));
    const result = await resolver({ nombre: 'demasiado' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.nombre?.message).toMatch(/^Demasiado grande/);
  });
});
