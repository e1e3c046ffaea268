import { queryValue, type QueryPairs } from '../common/query';

/** SPEC §2, §4: what a visit's query asks the site to do (`action` with `token`, and `password`). */
export type QueryAction =
  | { kind: 'login'; token: string }
  | { kind: 'validate'; token: string }
  | { kind: 'resetPassword'; token: string | null; password: string | null }
  | null;

/** The query keys an action consumes; the site removes them from the address once handled. */
export const ACTION_QUERY_KEYS = ['action', 'token', 'password'] as const;

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Reads the query action. Login needs a token (without one there is nothing to do); validate
 * without a token is still a validate visit (the landing then shows the link as failed); reset
 * password opens its dialog with or without a token, which then decides (SPEC §2 reset from
 * e-mail: without a token or login it goes home after 1 s).
 */
export function parseQueryAction(query: QueryPairs): QueryAction {
  const action = queryValue(query, 'action');
  const token = nonEmpty(queryValue(query, 'token'));
  switch (action) {
    case 'login':
      return token ? { kind: 'login', token } : null;
    case 'validate':
      return { kind: 'validate', token: token ?? '' };
    case 'resetpassword':
      return { kind: 'resetPassword', token, password: nonEmpty(queryValue(query, 'password')) };
    default:
      return null;
  }
}

/** The query without the action's keys (the address after the action ran). */
export function withoutActionKeys(query: QueryPairs): QueryPairs {
  return query.filter(([key]) => !(ACTION_QUERY_KEYS as readonly string[]).includes(key));
}
