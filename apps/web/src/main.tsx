import { PRERENDER_STATE_ID } from './app/prerender-state.ts';
import './index.css';

/*
 * The entry point is kept tiny: the app (React, the router, the pages) is a chunk of its own. The app
 * shell (most pages) preloads it and starts it at once. A page the server prerendered is already
 * complete: the browser paints it first, with the bandwidth for its stylesheet, and only then are the
 * app and the page's chunks fetched (all at once) to hydrate it. Its links work meanwhile.
 */
const root = document.getElementById('root');
if (!root) {
  throw new Error('Falta el elemento #root en index.html');
}
const start = () => import('./app/start.tsx').then(({ startApp }) => startApp(root));

function startAfterPaint(preloads: string[]) {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void start();
}

/** Once the browser has shown the page: its first contentful paint, or at once in a hidden tab. */
function afterFirstPaint(callback: () => void) {
  let isDone = false;
  const run = () => {
    if (!isDone) {
      isDone = true;
      callback();
    }
  };
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    setTimeout(run, 0);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      run();
    }
  }).observe({ type: 'paint', buffered: true });
  // Should the paint never be reported, the page still comes alive.
  setTimeout(run, 3_000);
}

const prerendered = document.getElementById(PRERENDER_STATE_ID);
if (prerendered) {
  const preloads = prerendered.dataset.preload?.split(' ').filter(Boolean) ?? [];
  afterFirstPaint(() => startAfterPaint(preloads));
} else {
  void start();
}
