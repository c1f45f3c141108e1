import { z } from 'zod';

// Every message a user can see is Spanish: zod's own messages too (for checks without a message of ours),
// on the server and in the browser alike, since both import this package.
z.config(z.locales.es());
