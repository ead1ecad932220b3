/** A test proxy, as a self-hosted runner's: the end-to-end TLS tests and the asset fetcher's tests go through it. */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A CONNECT proxy that resolves `*.emulator.test` to 127.0.0.1 and records every target it was asked for.
 * @param port443 where a target on port 443 goes instead (a local server's real port): for URLs compiled into a build
 * with the default HTTPS port (`https://icons.emulator.test/…`)
 */
export async function startProxy(
  port443?: number,
): Promise<{ url: string; targets: string[]; close: () => Promise<void> }> {
  const targets: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = req.url ?? '';
    targets.push(target);
    const [host, port] = target.split(':');
    if (!host?.endsWith('.emulator.test')) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = net.connect(port === '443' && port443 ? port443 : Number(port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    targets,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
