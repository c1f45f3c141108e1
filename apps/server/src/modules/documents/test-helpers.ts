import { randomUUID } from 'node:crypto';

/** Real first bytes of each type, padded to `size` bytes. */
export const SIGNATURES = {
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]),
} as const;

/** A file of exactly `size` bytes starting with `head`; the rest is a recognisable pattern. */
export function fileOf(head: Buffer, size = 2048): Buffer {
  const body = Buffer.alloc(size);
  for (let index = 0; index < size; index++) {
    body[index] = (index * 31 + 7) % 251;
  }
  head.copy(body, 0, 0, Math.min(head.length, size));
  return body;
}

/** A multipart/form-data body with one file part, built by hand as a browser sends it. */
export function multipartBody(params: {
  content: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tmxBoundary${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${params.field ?? 'file'}"; filename="${params.filename ?? 'documento.pdf'}"\r\n` +
      `Content-Type: ${params.contentType ?? 'application/pdf'}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    payload: Buffer.concat([head, params.content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
