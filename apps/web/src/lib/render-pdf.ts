import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * PDF.js, loaded only with the preview pane (its chunk and worker never reach a page without one). A PDF is
 * drawn into canvases: nothing in it runs (no scripts, no forms, no eval), and it shows the same on a phone,
 * whose browser has no built-in PDF viewer for a frame.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** More pages than this are left to the download: the pane is for reading a document, not a book. */
export const PREVIEW_MAX_PAGES = 20;

export interface RenderedPdf {
  pageCount: number;
  renderedPages: number;
}

/**
 * Draws the first pages of `data` into canvases appended to `container`, each as wide as the container
 * (sharp on high-density screens), telling `onPageDrawn` as each one is done. Stops when `signal` aborts (the
 * pane closed).
 */
export async function renderPdf(
  data: ArrayBuffer,
  container: HTMLElement,
  signal: AbortSignal,
  onPageDrawn?: (number: number) => void,
): Promise<RenderedPdf> {
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    enableXfa: false,
    stopAtErrors: false,
  });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  const pages = Math.min(pdf.numPages, PREVIEW_MAX_PAGES);
  const width = Math.max(container.clientWidth, 280);
  const density = Math.min(window.devicePixelRatio || 1, 2);
  for (let number = 1; number <= pages && !signal.aborted; number++) {
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * density });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.className = 'block h-auto w-full rounded border border-slate-200 bg-white shadow-sm';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Página ${number} de ${pdf.numPages}`);
    container.append(canvas);
    await page.render({ canvas, viewport }).promise;
    onPageDrawn?.(number);
  }
  return { pageCount: pdf.numPages, renderedPages: pages };
}
