import { usesSandbox } from './backend-config';

/**
 * Whether the server may start, and with which backend. The sandbox is the default backend, which
 * keeps `npm start` working out of the box; but its outbox shows login links and anyone can switch
 * its faults on, so a deployment that says it is production (NODE_ENV=production, set by whoever
 * starts the server) and has no backend configured refuses to start unless SANDBOX=1 says the
 * sandbox is meant (a public demo, a load test).
 */
export type SandboxStart =
  { kind: 'partner' } | { kind: 'sandbox'; explicit: boolean } | { kind: 'refused'; message: string };

/** What the decision reads: the server's environment as its caller set it. */
export interface SandboxStartEnv {
  MEMBER_API_URL?: string;
  SANDBOX?: string;
  /** NODE_ENV as the caller set it, before the server defaults it to 'production'. */
  NODE_ENV?: string;
}

export const SANDBOX_REFUSAL =
  'Refusing to start: NODE_ENV=production but no backend is configured (MEMBER_API_URL is not set), ' +
  'so the embedded sandbox would serve the site; its outbox shows login links and anyone can ' +
  'switch its faults on. Set MEMBER_API_URL and the other backend variables (README, "Pointing the ' +
  'site at another backend"), or set SANDBOX=1 to serve the sandbox on purpose.';

/** Decides how the server starts (see SandboxStart); pure, so every rule is unit-tested. */
export function sandboxStart(env: SandboxStartEnv): SandboxStart {
  if (!usesSandbox({ MEMBER_API_URL: env.MEMBER_API_URL })) return { kind: 'partner' };
  const explicit = env.SANDBOX === '1';
  if (env.NODE_ENV === 'production' && !explicit) return { kind: 'refused', message: SANDBOX_REFUSAL };
  return { kind: 'sandbox', explicit };
}

/** The startup line of a server with the sandbox mounted: what it is, and that it is not for production. */
export function sandboxNotice(siteUrl: string): string {
  return (
    `Sandbox backend mounted under ${siteUrl}/sandbox (seeded demo world, outbox, checkout, ` +
    'phone, faults): NOT FOR PRODUCTION. Set MEMBER_API_URL to use a real backend.'
  );
}
