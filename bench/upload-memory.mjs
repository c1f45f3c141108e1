// Peak memory of the production server while it receives 10 MB uploads (DESIGN section 6: uploads are
// streamed, never buffered). Starts the built server on 127.0.0.1 with a throw-away DATA_DIR, uploads a
// 10 MB PDF several times (one after another, then several at once) and prints the server's RSS:
// sampled every 5 ms from /proc/<pid>/status, plus the kernel's own peak (VmHWM, reset after start-up).
//   node bench/upload-memory.mjs [sequential=5] [concurrent=4]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bundle = path.join(root, 'apps/server/dist/server.js');
const UPLOAD_BYTES = 10_485_760;
const sequential = Number(process.argv[2] ?? 5);
const concurrent = Number(process.argv[3] ?? 4);

const build = spawnSync('npm', ['run', 'build', '-w', '@tramites/server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const status = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (text, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)[1]);
const mb = (kilobytes) => (kilobytes / 1024).toFixed(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tmx-bench-upload-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [bundle], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DEMO_MODE: 'true',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STORAGE_DRIVER: 'local',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function stop(code) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

try {
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt > 1500) {
      throw new Error('the server did not start');
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const json = async (method, url, token, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) {
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    }
    return response.json();
  };
  const { token } = await json('POST', '/api/auth/login', undefined, {
    email: 'cliente@demo.mx',
    password: 'demo1234',
  });
  let tramite;
  for (const category of await json('GET', '/api/categories')) {
    const list = await json('GET', `/api/categories/${category.id}/tramites`);
    // Without a request form (issue 25): the plain request body.
    tramite = list.find((row) => row.required_documents.length > 0 && row.form_template_id === null);
    if (tramite) {
      break;
    }
  }
  const request = await json('POST', '/api/tramites/request', token, {
    tramite_type_id: tramite.id,
    nombre_completo: 'Bench Upload',
    telefono: '5512345678',
    email: 'bench@example.mx',
    beneficiario_tipo: 'para_mi',
    confirmacion_documentos: true,
  });

  const pdf = Buffer.alloc(UPLOAD_BYTES, 0x41);
  pdf.write('%PDF-1.7\n', 0, 'latin1');
  const file = new Blob([pdf], { type: 'application/pdf' });
  const uploadUrl = `${base}/api/tramite-requests/${request.id}/upload-document?document_name=${encodeURIComponent(tramite.required_documents[0])}`;
  const upload = async () => {
    const form = new FormData();
    form.append('file', file, 'bench.pdf');
    const started = performance.now();
    const response = await fetch(uploadUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) {
      throw new Error(`upload: ${response.status} ${await response.text()}`);
    }
    const body = await response.json();
    if (body.file_size !== UPLOAD_BYTES) {
      throw new Error(`stored ${body.file_size} bytes`);
    }
    return performance.now() - started;
  };

  // Warm up (JIT, first file of the folder), then settle and take the baseline.
  await upload();
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  } catch {
    // not allowed here: VmHWM then includes start-up
  }
  const baseline = kb(status(child.pid), 'VmRSS');
  let sampledPeak = baseline;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, kb(status(child.pid), 'VmRSS'));
  }, 5);

  const sequentialMs = [];
  for (let index = 0; index < sequential; index++) {
    sequentialMs.push(await upload());
  }
  const afterSequential = sampledPeak;
  const concurrentStarted = performance.now();
  await Promise.all(Array.from({ length: concurrent }, upload));
  const concurrentMs = performance.now() - concurrentStarted;
  clearInterval(sampler);
  const hwm = kb(status(child.pid), 'VmHWM');

  const average = sequentialMs.reduce((sum, value) => sum + value, 0) / sequentialMs.length;
  console.info(
    `upload-memory: ${sequential} sequential + ${concurrent} concurrent uploads of ${UPLOAD_BYTES} bytes`,
  );
  console.info(`  server RSS baseline (after warm-up):  ${mb(baseline)} MB`);
  console.info(
    `  peak RSS, sequential uploads:         ${mb(afterSequential)} MB (+${mb(afterSequential - baseline)} MB)`,
  );
  console.info(
    `  peak RSS, ${concurrent} concurrent uploads:      ${mb(sampledPeak)} MB (+${mb(sampledPeak - baseline)} MB)`,
  );
  console.info(`  kernel peak (VmHWM since baseline):   ${mb(hwm)} MB`);
  console.info(
    `  time per 10 MB upload: ${average.toFixed(0)} ms sequential; ${concurrentMs.toFixed(0)} ms for ${concurrent} at once`,
  );
  await stop(0);
} catch (error) {
  console.error(error);
  await stop(1);
}
