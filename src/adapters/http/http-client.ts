import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { Credentials } from '../../ports/credentials.port';
import { serializeParams } from './query-params';
import { toApiError } from './to-api-error';

/**
 * The language the member API answers and mails in (x-lang, docs/api.md), shared by every
 * member-API adapter of one visitor and read as each request leaves. The containers hold it as a
 * plain `{ lang }` (ContainerParts.language), so the browser's first load does not import this file.
 */
export class MemberLanguage {
  lang = 'nl';
}

export interface ApiEndpoint {
  baseURL: string;
  /** The API's key; public endpoints (storage, geolocation) have none. */
  key?: string;
  /** Milliseconds before a request counts as a network failure. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15000;

/** What the adapters need of an HTTP client. */
export interface HttpClient {
  request<T>(config: AxiosRequestConfig): Promise<{ data: T }>;
}

/**
 * A client whose axios instance is made with its first request: the server makes a visitor's
 * clients for every page it renders, and a page sends through only some of them. axios itself is
 * in the transport's chunk (build/chunks.ts), which the browser loads after hydration with the
 * backend, so a page paints and hydrates without it.
 */
function lazyClient(make: () => AxiosInstance): HttpClient {
  let instance: AxiosInstance | undefined;
  return {
    async request<T>(config: AxiosRequestConfig) {
      instance ??= make();
      return instance.request<T>(config);
    },
  };
}

function baseClient(endpoint: ApiEndpoint): AxiosInstance {
  return axios.create({
    baseURL: endpoint.baseURL,
    timeout: endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: endpoint.key
      ? { Accept: 'application/json', 'x-api-key': endpoint.key }
      : { Accept: 'application/json' },
    // SPEC §7: only HTTP 200 is success, even other 2xx codes are failures.
    validateStatus: (status) => status === 200,
    paramsSerializer: { serialize: serializeParams },
  });
}

/**
 * The member API client: key, language and token go with every request as headers (docs/api.md).
 * The token is read from the session holder as each request leaves, so a login or logout counts
 * from the next call on.
 */
export function createMemberClient(
  endpoint: ApiEndpoint,
  credentials: Credentials,
  language: MemberLanguage,
): HttpClient {
  return lazyClient(() => {
    const client = baseClient(endpoint);
    client.interceptors.request.use((config) => {
      config.headers.set('x-lang', language.lang);
      const token = credentials.token();
      if (token) config.headers.set('x-token', token);
      return config;
    });
    return client;
  });
}

/** The chat-engine client: api key, JSON, and whatever token `token()` holds at request time. */
export function createEngineClient(
  endpoint: ApiEndpoint,
  token: () => string | null = () => null,
): HttpClient {
  return lazyClient(() => {
    const client = baseClient(endpoint);
    client.interceptors.request.use((config) => {
      const current = token();
      if (current) config.headers.set('x-token', current);
      return config;
    });
    return client;
  });
}

/** A client for public endpoints (storage, geolocation): JSON, no key, no token. */
export function createPublicClient(baseURL: string, timeoutMs?: number): HttpClient {
  return lazyClient(() => baseClient({ baseURL, timeoutMs }));
}

/**
 * Runs one request and reads its body. Every failure, from the transport, the status or the
 * reader, leaves as an ApiError.
 */
export async function call<T>(
  client: HttpClient,
  request: AxiosRequestConfig,
  read: (data: unknown) => T,
): Promise<T> {
  try {
    const response = await client.request<unknown>(request);
    return read(response.data);
  } catch (error) {
    throw toApiError(error);
  }
}

/** For calls whose answer carries nothing the port returns. */
export function ignoreBody(): void {}
