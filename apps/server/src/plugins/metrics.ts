import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { RouteDurationHistogram } from './route-durations.ts';

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
    const durations = new RouteDurationHistogram(
      'tramites_http_request_duration_seconds',
      'Duración de las peticiones HTTP',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    );
    durations.registerIn(registry);
    app.decorate('metrics', registry);
    // The route pattern (not the URL) keeps label cardinality bounded.
    app.addHook('onResponse', (request, reply, done) => {
      durations.observe(
        request.method,
        request.routeOptions.url ?? 'no_route',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics' },
);
