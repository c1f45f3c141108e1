import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteDurationHistogram } from './route-durations.ts';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const OBSERVATIONS: [string, string, number, number][] = [
  ['GET', '/api/categories', 200, 0.0004],
  ['GET', '/api/categories', 200, 0.005],
  ['GET', '/api/categories', 200, 0.0051],
  ['GET', '/api/categories/:id', 404, 0.07],
  ['POST', '/api/auth/login', 401, 3.2],
  ['GET', 'no_route', 404, 0.3],
  ['GET', '/api/categories', 200, 1],
];

describe('RouteDurationHistogram', () => {
  it("writes the same Prometheus text as prom-client's Histogram for the same observations", async () => {
    const reference = new Registry();
    const histogram = new Histogram({
      name: 'tramites_http_request_duration_seconds',
      help: 'Duración de las peticiones HTTP',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: BOUNDS,
      registers: [reference],
    });
    const ours = new Registry();
    const durations = new RouteDurationHistogram(
      'tramites_http_request_duration_seconds',
      'Duración de las peticiones HTTP',
      BOUNDS,
    );
    durations.registerIn(ours);

    for (const [method, route, status, seconds] of OBSERVATIONS) {
      histogram.labels({ method, route, status: String(status) }).observe(seconds);
      durations.observe(method, route, status, seconds);
    }

    expect(await ours.metrics()).toBe(await reference.metrics());
    expect(await ours.metrics()).toContain(
      'tramites_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/categories",status="200"} 2',
    );
  });

  it('starts again from zero when reset', async () => {
    const registry = new Registry();
    const durations = new RouteDurationHistogram('d', 'h', BOUNDS);
    durations.registerIn(registry);
    durations.observe('GET', '/x', 200, 0.01);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('d_count');
  });
});
