// Lighthouse (mobile profile: Moto G Power emulation, slow 4G, 4× CPU) against a production start,
// with the system Chromium (CHROME_PATH, default /usr/bin/chromium): nothing is downloaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Performance, SEO and accessibility scores and the Core Web Vitals of each URL, one after the other in one browser. */
export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  try {
    for (const url of urls) {
      const measure = async () =>
        (
          await lighthouse(url, {
            port: chrome.port,
            onlyCategories: ['performance', 'seo', 'accessibility'],
            logLevel: 'error',
            output: 'json',
          })
        ).lhr;
      // Lighthouse itself asks to run again when its trace is incomplete (e.g. NO_NAVSTART): once more.
      let lhr = await measure();
      if (lhr.runtimeError) {
        lhr = await measure();
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        url,
        error: lhr.runtimeError?.code ?? null,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        /** What keeps SEO or accessibility under 100: the ids of the failed audits of those two. */
        failedAudits: ['seo', 'accessibility'].flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        transferKiB: audit('total-byte-weight') / 1024,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
