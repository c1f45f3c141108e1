import { zodResolver as baseZodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// zod's own messages in Spanish in the browser too. The server gets this from @tramites/shared's
// zod-locale.ts; the web build drops that module (shared is tree-shaken as side-effect free, to keep
// zod out of the first load), so every form sets it here, in the chunks that use zod.
z.config(z.locales.es());

/** react-hook-form's zod resolver, with zod speaking Spanish: the one resolver every form uses. */
export const zodResolver = baseZodResolver;
