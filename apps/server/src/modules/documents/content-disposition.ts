/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves but attr-char forbids. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with the real name as `filename*` (RFC 6266) and a plain-ASCII `filename` for old
 * clients: accents dropped, anything else unsafe in a quoted string replaced.
 */
export function attachmentDisposition(filename: string): string {
  return withFilename('attachment', filename);
}

/** `inline` with the same names: the preview shows the file, and a save from the viewer keeps its name. */
export function inlineDisposition(filename: string): string {
  return withFilename('inline', filename);
}

function withFilename(type: 'attachment' | 'inline', filename: string): string {
  const fallback = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\;%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
