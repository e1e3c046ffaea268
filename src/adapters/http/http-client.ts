import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { serializeParams } from './query-params';
import { toApiError } from './to-api-error';

/** The member's token and language, shared by every member-API adapter of one visitor. */
export class MemberCredentials {
  token: string | null = null;
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

function baseClient(endpoint: ApiEndpoint): AxiosInstance {
  return axios.create({
    baseURL: endpoint.baseURL,
    timeout: endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: endpoint.key ? { Accept: 'application/json', 'x-api-key': endpoint.key } : { Accept: 'application/json' },
    // SPEC §7: only HTTP 200 is success, even other 2xx codes are failures.
    validateStatus: (status) => status === 200,
    paramsSerializer: { serialize: serializeParams },
  });
}

/** The member API client: key, language and token go with every request as headers (docs/api.md). */
export function createMemberClient(endpoint: ApiEndpoint, credentials: MemberCredentials): AxiosInstance {
  const client = baseClient(endpoint);
  client.interceptors.request.use((config) => {
    config.headers.set('x-lang', credentials.lang);
    if (credentials.token) config.headers.set('x-token', credentials.token);
    return config;
  });
  return client;
}

/** The chat-engine client: api key, JSON, and whatever token `token()` holds at request time. */
export function createEngineClient(endpoint: ApiEndpoint, token: () => string | null = () => null): AxiosInstance {
  const client = baseClient(endpoint);
  client.interceptors.request.use((config) => {
    const current = token();
    if (current) config.headers.set('x-token', current);
    return config;
  });
  return client;
}

/**
 * Runs one request and reads its body. Every failure, from the transport, the status or the
 * reader, leaves as an ApiError.
 */
export async function call<T>(
  client: AxiosInstance,
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
