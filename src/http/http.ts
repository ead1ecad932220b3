import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { HttpClient } from '@actions/http-client';
import { getProxyUrl } from '@actions/http-client/lib/proxy';

/** One HTTP request. No redirect is followed and nothing is retried here: see `retry.ts`. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Aborts the request and its response body: a time-out, a stall timer or cancellation. */
  signal: AbortSignal;
  /**
   * Resolves the host's name on a direct connection (the asset fetcher refuses private addresses so, `external/`);
   * unused through a proxy, which resolves names itself ({@link proxyFor}). Default: `dns.lookup`.
   */
  lookup?: LookupFunction;
}

/** A network failure: no HTTP status was received, or the body broke off. `code` is Node's (`ECONNRESET`…). */
export class NetworkError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'NetworkError';
    this.code = code;
  }
}

/**
 * One client per scheme: a client keeps the direct agent it made for the first URL it saw, so one client shared by
 * an https API and an http S3-compatible store would hand the store an https agent (`ERR_INVALID_PROTOCOL`).
 */
const agents = {
  'http:': new HttpClient('mintlify-static-export-action'),
  'https:': new HttpClient('mintlify-static-export-action'),
};

/**
 * Sends a request and resolves with the response once its head arrives; the body is left to the
 * caller as a stream, still bound to `signal`. http-client supplies the agent so that
 * `https_proxy`/`no_proxy` on self-hosted runners are honoured; its own request methods are not used
 * because they cannot be aborted and their body reader never settles when a connection breaks.
 * @throws NetworkError on connection failures; the signal's reason when it aborts
 */
export function send(request: HttpRequest): Promise<IncomingMessage> {
  const url = new URL(request.url);
  const module = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = { 'user-agent': 'mintlify-static-export-action', ...request.headers };
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) {
      reject(abortReason(request.signal));
      return;
    }
    const req = module.request(url, {
      method: request.method,
      headers,
      agent: agents[url.protocol === 'https:' ? 'https:' : 'http:'].getAgent(url.toString()),
      signal: request.signal,
      ...(request.lookup && { lookup: request.lookup }),
    });
    req.on('response', resolve);
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(request.signal.aborted ? abortReason(request.signal) : toNetworkError(error));
    });
    req.end(request.body);
  });
}

/**
 * The proxy a request to `url` goes through, as http-client decides it for {@link send} (`https_proxy`/`HTTPS_PROXY`,
 * `http_proxy`/`HTTP_PROXY`, minus `no_proxy`/`NO_PROXY`), or undefined for a direct connection.
 */
export function proxyFor(url: string): URL | undefined {
  return getProxyUrl(new URL(url));
}

/**
 * Reads a whole (small, API-sized) body as text, bounded at `limitBytes`.
 * @throws NetworkError when the body breaks off; the signal's reason when it aborts
 */
export async function readText(response: IncomingMessage, signal: AbortSignal, limitBytes = 4 << 20): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) {
        response.destroy();
        throw new NetworkError('EBODYTOOLARGE', `response body larger than ${limitBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw error instanceof NetworkError ? error : toNetworkError(error as NodeJS.ErrnoException);
  }
  if (!response.complete) throw new NetworkError('ECONNRESET', 'the connection closed before the body was complete');
  return Buffer.concat(chunks).toString('utf8');
}

/** Why a signal aborted, as an Error (a time-out's DOMException, or the CancelledError given to abort()). */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(String(reason));
}

/** Maps Node's errors to NetworkError, keeping the code used to decide retries. */
export function toNetworkError(error: NodeJS.ErrnoException): NetworkError {
  if (error instanceof NetworkError) return error;
  const code = error.code ?? (error.message === 'aborted' ? 'ECONNRESET' : 'ENETWORK');
  return new NetworkError(code, `${code}: ${error.message}`);
}

/** First value of a response header. */
export function header(response: IncomingMessage, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
