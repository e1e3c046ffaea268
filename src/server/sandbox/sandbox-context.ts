import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, ERROR_LABELS } from '../../core/common/api-error.model';
import type { BackendPorts } from '../../ports/backend-ports';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { MemoryCredentials } from '../../adapters/session/memory-credentials';
import { errorResponse } from './sandbox-errors';

/** Header names of the wire (docs/api.md). */
export const HEADERS = { key: 'x-api-key', lang: 'x-lang', token: 'x-token' } as const;

export interface SandboxKeys {
  memberKey: string;
  engineKey: string;
}

/** Per request: a fresh set of the fake's ports, carrying the caller's token and language. */
export type SandboxEnv = { Variables: { ports: BackendPorts; token: string | null } };
export type SandboxContext = Context<SandboxEnv>;

const LANG = /^[a-z]{2}(-[A-Za-z]{2})?$/;

/** The caller's token header, or null for a guest. */
export function tokenOf(c: Context): string | null {
  const token = c.req.header(HEADERS.token)?.trim();
  return token ? token : null;
}

/**
 * Checks the api key, then opens a fake session for this one request with the caller's token (and
 * language). Every request is independent, as it would be against a real backend.
 */
export function sessionFor(backend: FakeBackend, key: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.header(HEADERS.key) !== key) {
      return errorResponse(c, new ApiError(ERROR_LABELS.unauthorized, 401, 'missing or wrong api key'));
    }
    const token = tokenOf(c);
    const ports = backend.session(new MemoryCredentials(token));
    const lang = c.req.header(HEADERS.lang)?.trim() ?? '';
    ports.member.setLanguage(LANG.test(lang) ? lang : 'nl');
    c.set('ports', ports);
    c.set('token', token);
    await next();
  };
}

/** What a void call answers, so every success has a JSON body. */
export const SUCCESS = { success: true } as const;

/**
 * Wraps a route: the handler's value is the 200 JSON body (undefined becomes `{ success: true }`);
 * anything thrown, from input validation or the fake, becomes `{ error: label }` with its status.
 */
export function reply(handler: (c: SandboxContext, ports: BackendPorts) => Promise<unknown> | unknown) {
  return async (c: SandboxContext): Promise<Response> => {
    try {
      const body = await handler(c, c.get('ports'));
      return c.json(body === undefined ? SUCCESS : body, 200);
    } catch (error) {
      return errorResponse(c, error);
    }
  };
}

/** A list response: `{ result: [...] }`. */
export function list<T>(items: T[]): { result: T[] } {
  return { result: items };
}
