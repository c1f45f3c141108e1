import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Prometheus metrics: process defaults plus one histogram of request durations per route and status. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'tramites_' });
    const durations = new Histogram({
      name: 'tramites_http_request_duration_seconds',
      help: 'Duración de las peticiones HTTP',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    app.decorate('metrics', registry);
    // The route pattern (not the URL) keeps label cardinality bounded. One labelled child per
    // method/route/status, kept: prom-client otherwise hashes the labels on every request.
    const series = new Map<string, { observe: (seconds: number) => void }>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'no_route';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = series.get(key);
      if (!child) {
        child = durations.labels({ method: request.method, route, status: String(reply.statusCode) });
        series.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);
