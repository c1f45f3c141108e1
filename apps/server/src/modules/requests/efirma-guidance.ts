import { EFIRMA_CHAT_GUIDANCE, efirmaFileTypeOf, fieldFileKinds, type PublishedForm } from '@tramites/shared';

/**
 * Issue 25: the chat of a request whose procedure needs the client's e.firma tells, from its first message,
 * that only the .cer and .key files are asked for, never the password. Such a procedure names them among its
 * documents, or its form has a file field of those kinds.
 */
export function efirmaChatGuidance(
  requiredDocuments: readonly string[],
  form: Pick<PublishedForm, 'fields'> | null,
): string | null {
  const fromForm = form?.fields.some(
    (field) => field.type === 'file' && fieldFileKinds(field).some((kind) => kind.startsWith('efirma_')),
  );
  const fromDocuments = !form && requiredDocuments.some((name) => efirmaFileTypeOf(name) !== null);
  return fromForm || fromDocuments ? EFIRMA_CHAT_GUIDANCE : null;
}
