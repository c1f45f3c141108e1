import { createRequire } from 'node:module';
import { PASSWORD_MSG } from '@tramites/shared';
import { unprocessable } from '../../../lib/app-error.ts';

/** How many of the most common passwords are refused (issue 23). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The 10,000 most common passwords of zxcvbn-ts's maintained list (sorted by frequency in leaked sets,
 * all lower case), read on first use: the package decompresses ~49,000 entries when loaded (~25 ms),
 * which start-up does not need to pay. Kept on the server only: the web bundle has no room for the list,
 * and the server's 422 lands on the form's field all the same.
 */
function loadCommonPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: { 'passwords-common': string[] };
    };
    commonPasswords = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  }
  return commonPasswords;
}

/** Whether a password is among the most common ones, whatever its letter case ('Password' is 'password'). */
export const isCommonPassword = (password: string): boolean =>
  loadCommonPasswords().has(password.toLowerCase());

/** The size of the list in use (its test checks it really is the top 10,000). */
export const commonPasswordCount = (): number => loadCommonPasswords().size;

/** Registration's extra rule (its length is the spec's, checked by the schema): no common password (422). */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw unprocessable(PASSWORD_MSG.comun, field);
  }
}
