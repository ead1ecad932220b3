/**
 * The off-site hosts of the `external-assets` tests (issue 38 "How to test it"): one local HTTPS server answering every
 * `<name>.emulator.test`, which only the runner's proxy (`proxy.ts`) resolves, with a certificate of the test
 * authority the spawned action trusts through `NODE_EXTRA_CA_CERTS`, as a self-hosted runner trusts a corporate one.
 */
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { testCertificate } from '../../emulator/tls.ts';
import { startProxy } from './proxy.ts';

/** A running asset server and the proxy in front of it. */
export interface AssetServer {
  /** The server's port on 127.0.0.1 (what `https://<name>.emulator.test:<port>` names). */
  port: number;
  /** `https://<name>.emulator.test:<port>`. */
  origin: (name: string) => string;
  proxy: Awaited<ReturnType<typeof startProxy>>;
  /** The file of the test authority's certificate. */
  caFile: string;
  close: () => Promise<void>;
}

/**
 * Starts the server with `answer` as its request handler, and the proxy.
 * @param port443 the proxy sends `*.emulator.test:443` here too (URLs compiled into a build name no port)
 */
export async function startAssetServer(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  port443 = false,
): Promise<AssetServer> {
  const certificate = testCertificate();
  const server = https.createServer({ key: certificate.key, cert: certificate.cert }, answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy = await startProxy(port443 ? port : undefined);
  return {
    port,
    origin: (name) => `https://${name}.emulator.test:${port}`,
    proxy,
    caFile: certificate.caFile,
    close: async () => {
      await proxy.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
