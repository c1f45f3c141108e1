import { foldAccents } from '../text/fold-accents.ts';

/**
 * Issue 25: nothing the platform shows a client may ask for a password (the SAT's, the e.firma's private key
 * password, a bank NIP...). The only password anyone types here is their own for this site. These rules keep
 * admins from putting such a request back into the catalogue or the form builder.
 */
export const SECRET_REQUEST_MSG = {
  documento:
    'Un documento requerido no puede pedir una contraseña, NIP o clave de acceso: nunca se piden. Para la e.firma pide solo sus archivos .cer y .key.',
  campo:
    'Un campo no puede pedir una contraseña, NIP o clave de acceso: nunca se piden. Para la e.firma pide solo sus archivos .cer y .key.',
  ayuda:
    'El texto de ayuda no puede pedir una contraseña, NIP o clave de acceso. Puedes advertir que nunca la pedimos (por ejemplo: «Nunca te pediremos tu contraseña»).',
} as const;

/**
 * Words that name a secret, matched on accent-folded lower-case text as whole words. 'Clave privada' (the
 * e.firma's .key file) and 'clave de elector' are documents, not secrets, so 'clave' alone is not here.
 */
const SECRET_WORDS =
  /\b(contrasenas?|passwords?|passphrases?|claves? de acceso|claves? ciec|ciec|nip|pin|claves? del sat|clave sat|contrasena de la (clave privada|e\.?firma))\b/;

/** A sentence that says we never ask for it ("Nunca te pediremos tu contraseña", "No compartas tu NIP"). */
const NEGATION =
  /\b(nunca|jamas)\b|\bno\s+(\S+\s+){0,3}?(pedimos|pediremos|pide|pidas|pedira|compartas|comparta|compartir|envies|envie|enviar|escribas|escriba|escribir|subas|suba|des|necesitamos|necesitaremos|solicitamos|solicitaremos|solicita)\b/;

/** True when the text names a secret at all: a document name or a field label never needs to. */
export const namesSecret = (text: string | null | undefined): boolean =>
  SECRET_WORDS.test(foldAccents(text ?? ''));

/**
 * True when a help text (or placeholder) asks for a secret: some sentence names one without saying that we
 * never ask for it. A warning such as "Nunca te pediremos la contraseña de tu e.firma" is allowed.
 */
export function asksForSecret(text: string | null | undefined): boolean {
  const sentences = foldAccents(text ?? '').split(/[.!?;:\n]+(?:\s|$)/);
  return sentences.some((sentence) => SECRET_WORDS.test(sentence) && !NEGATION.test(sentence));
}
