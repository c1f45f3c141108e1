import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { UPLOAD_MAX_BYTES } from '@tramites/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentDropzone } from './document-dropzone.tsx';

/** A stand-in for XMLHttpRequest that records what would be sent and lets the test drive the upload. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** A File whose size is reported without allocating the bytes. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderDropzone() {
  renderWithProviders(
    <DocumentDropzone solicitudId="req-1" documentName="Identificación oficial (INE)" mode="upload" />,
    { route: false },
  );
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const pick = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('token', 'tok-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DocumentDropzone client-side checks', () => {
  it('refuses a file over 10 MB before sending anything', () => {
    const input = renderDropzone();
    pick(input, fakeFile('acta.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'El archivo es demasiado grande. Máximo 10MB permitido.',
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a type other than PDF, JPG or PNG before sending anything', () => {
    const input = renderDropzone();
    pick(input, fakeFile('programa.exe', 'application/x-msdownload', 2048));
    expect(screen.getByRole('alert').textContent).toBe(
      'Tipo de archivo no permitido. Solo se permiten PDF, JPG, PNG.',
    );
    pick(input, fakeFile('foto.gif', 'image/gif', 2048));
    expect(screen.getByRole('alert').textContent).toBe(
      'Tipo de archivo no permitido. Solo se permiten PDF, JPG, PNG.',
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('accepts a file of exactly 10 MB, and checks a dropped file the same way', async () => {
    renderDropzone();
    const area = screen.getByText(/Arrastra tu archivo aquí/).closest('div')!;
    fireEvent.drop(area, {
      dataTransfer: { files: [fakeFile('foto.png', 'image/png', UPLOAD_MAX_BYTES + 5)] },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'El archivo es demasiado grande. Máximo 10MB permitido.',
    );
    fireEvent.drop(area, { dataTransfer: { files: [fakeFile('foto.png', 'image/png', UPLOAD_MAX_BYTES)] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  });

  it('uploads with the Bearer token, shows real progress and the server detail on failure', async () => {
    const input = renderDropzone();
    pick(input, fakeFile('ine.jpg', 'image/jpeg', 4096));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(
      '/api/tramite-requests/req-1/upload-document?document_name=Identificaci%C3%B3n+oficial+%28INE%29&notes=',
    );
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 4096 } as ProgressEvent);
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');

    xhr.respond(415, { detail: 'Tipo de archivo no permitido. Solo se permiten PDF, JPG, PNG.' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Error subiendo documento: Tipo de archivo no permitido. Solo se permiten PDF, JPG, PNG.',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
