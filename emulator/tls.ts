/**
 * A throwaway certificate authority and a certificate for `localhost`, `127.0.0.1` and `*.emulator.test` (names a
 * test proxy resolves), made with `openssl` at test
 * time, so the emulator can speak HTTPS as the real API and S3 do. The action trusts the authority the way a
 * self-hosted runner trusts a corporate one: through `NODE_EXTRA_CA_CERTS`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  /** PEM of the authority that signed `cert`: the file to name in `NODE_EXTRA_CA_CERTS`. */
  caFile: string;
  /** PEM key and certificate for `localhost`, `127.0.0.1` and `*.emulator.test`, for `https.createServer`. */
  key: Buffer;
  cert: Buffer;
}

let made: { folder: string; certificate: TestCertificate } | undefined;

/**
 * The process's test certificate, made on first use (about 100 ms) in a folder of the system temp folder.
 * @throws Error when `openssl` is missing or fails
 */
export function testCertificate(): TestCertificate {
  if (made) return made.certificate;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mintlify-tls-'));
  const file = (name: string) => path.join(folder, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=Mintlify emulator test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign',
      '-keyout',
      file('ca.key'),
      '-out',
      file('ca.pem'),
    );
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-keyout',
      file('key.pem'),
      '-out',
      file('leaf.csr'),
    );
    fs.writeFileSync(
      file('leaf.ext'),
      'subjectAltName=DNS:localhost,DNS:*.emulator.test,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
    );
    openssl(
      'x509',
      '-req',
      '-in',
      file('leaf.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      file('leaf.ext'),
      '-out',
      file('cert.pem'),
    );
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw new Error(`openssl could not make the emulator's test certificate: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const certificate = {
    caFile: file('ca.pem'),
    key: fs.readFileSync(file('key.pem')),
    cert: fs.readFileSync(file('cert.pem')),
  };
  made = { folder, certificate };
  return certificate;
}

/** The authority's file when this process has made the test certificate (the runner then trusts it), else undefined. */
export function testCaFile(): string | undefined {
  return made?.certificate.caFile;
}

/** Removes the test certificate's folder, if one was made. */
export function removeTestCertificate(): void {
  if (!made) return;
  fs.rmSync(made.folder, { recursive: true, force: true });
  made = undefined;
}
