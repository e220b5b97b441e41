// The metrics endpoint: a server of its own on METRICS_PORT (bound to METRICS_HOST, loopback by default),
// never the app's port, so what the metrics tell (routes, queue depths, billing outcomes) is not public
// and a scrape never waits behind load shedding.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { LogFunction } from './logger';

export interface MetricsServer {
  /** Where it listens, e.g. `http://127.0.0.1:9464`. */
  url: string;
  close(): Promise<void>;
}

/** Serves `GET /metrics` (Prometheus text) from `registry`; anything else is 404. */
export function startMetricsServer(
  registry: Registry,
  where: { port: number; host: string },
  log: LogFunction = () => {},
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'Content-Type': 'text/plain' })
        .end('Not found: the metrics are at /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        log('Metrics: the scrape failed', error);
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be read.\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
