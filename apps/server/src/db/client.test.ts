import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgPool } from './client.ts';

/**
 * Just enough of a PostgreSQL server for node-postgres to connect: it answers the start-up message with
 * AuthenticationOk and ReadyForQuery, then says nothing more. Its sockets can be cut, as a restart does.
 */
async function startFakePostgres() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => {
      const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authOk, readyForQuery]));
    });
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://tmx@127.0.0.1:${port}/tmx`,
    cutEveryConnection: () => {
      for (const socket of sockets) {
        socket.destroy();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) {
    await cleanup();
  }
});

describe('the PostgreSQL pool when the server drops a connection', () => {
  it('a connection dropped while checked out (mid-transaction) does not crash the process; the pool drops it', async () => {
    const server = await startFakePostgres();
    const pool = createPgPool(server.url);
    cleanups.push(
      () => pool.end().catch(() => undefined),
      () => server.close(),
    );
    const client = await pool.connect();
    expect(pool.totalCount).toBe(1);

    // Without a listener of its own, the client's 'error' here is an uncaught exception: the process ends.
    const ended = new Promise((resolve) => client.once('end', resolve));
    server.cutEveryConnection();
    await ended;

    await expect(client.query('select 1')).rejects.toThrow(/not queryable|Connection terminated/);
    client.release();
    expect(pool.totalCount).toBe(0);
  });
});
