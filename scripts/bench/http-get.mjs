import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const TIMEOUT_MS = 30_000;

/** The encodings the bench asks for (a browser asks for these, and more). */
const DECODERS = {
  identity: (wire) => wire,
  gzip: gunzipSync,
  br: brotliDecompressSync,
};

/**
 * GET over node:http (the bench only talks to loopback servers). Resolves with the status, the
 * headers, `wire`: the body as sent (compressed when the server compressed it), and `body`: the
 * decoded body. Sends Accept-Encoding only when asked, as a browser would.
 */
export function httpGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, timeout: TIMEOUT_MS }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decode = DECODERS[encoding ?? 'identity'];
        if (!decode) {
          reject(new Error(`${url}: unexpected content-encoding ${encoding}`));
          return;
        }
        const body = decode(wire);
        resolve({ status: response.statusCode, headers: response.headers, wire, body });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}
