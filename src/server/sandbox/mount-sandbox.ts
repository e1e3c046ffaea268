import type { Server as HttpServer } from 'node:http';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { ERROR_LABELS } from '../../core/common/api-error.model';
import { checkoutTool } from './checkout-tool';
import { engineChatRoutes } from './engine-chat-routes';
import { engineInboxRoutes } from './engine-inbox-routes';
import { enginePerformerRoutes } from './engine-performer-routes';
import { mailTool } from './mail-tool';
import { memberAccountRoutes } from './member-account-routes';
import { memberDataRoutes } from './member-data-routes';
import { memberAlertRoutes } from './member-alert-routes';
import { memberPaymentRoutes } from './member-payment-routes';
import { performerSignupTool } from './performer-signup-tool';
import { phoneTool } from './phone-tool';
import { publicRoutes } from './public-routes';
import { walletTool } from './wallet-tool';
import { sessionFor, type SandboxEnv, type SandboxKeys } from './sandbox-context';
import { attachSandboxSockets } from './sandbox-sockets';
import { faultsTool } from './faults-tool';
import { studioTool } from './studio-tool';
import { specShapedAnswers } from './spec-shaped';
import { TOOL_STYLESHEET } from './tool-html';

/** A 5 MB image grows by a third in base64; anything much larger is not a request we serve. */
export const SANDBOX_MAX_BODY_BYTES = 8 * 1024 * 1024;

export interface SandboxOptions extends SandboxKeys {
  /**
   * Answers as a backend that speaks only SPEC §3 and §7 would (spec-shaped.ts): for the contract
   * suites, which hold the adapters to the spec rather than to the sandbox's extra fields.
   */
  specShaped?: boolean;
}

export interface MountedSandbox {
  /** Closes every socket from the server side (clients reconnect); returns how many. */
  dropSockets(): number;
  /** Closes the sockets and socket.io; the http server stays the caller's. */
  close(): Promise<void>;
}

/**
 * Upgraded websockets are not http connections: `closeAllConnections()` leaves them open and
 * `close()` would wait for them forever. So when the host closes its server, socket.io goes first.
 */
function closeSocketsWithServer(httpServer: HttpServer, closeSockets: () => Promise<void>): void {
  const closeHttp = httpServer.close.bind(httpServer);
  httpServer.close = ((callback?: (error?: Error) => void) => {
    void closeSockets();
    return closeHttp(callback);
  }) as HttpServer['close'];
}

function api(
  backend: FakeBackend,
  key: string,
  routes: Hono<SandboxEnv>[],
  specShaped: boolean,
): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  if (specShaped) app.use(specShapedAnswers(backend));
  app.use(sessionFor(backend, key));
  for (const group of routes) app.route('/', group);
  app.all('*', (c) => c.json({ error: ERROR_LABELS.notFound }, 404));
  return app;
}

/**
 * Mounts the sandbox backend on the site: the member API (/sandbox/member), the chat engine
 * (/sandbox/engine), media, storage and geolocation, the tools (/sandbox/mail, /sandbox/checkout,
 * /sandbox/phone, /sandbox/studio, /sandbox/faults, /sandbox/wallet, /sandbox/performer-signup) and socket.io on /sandbox/socket.io. Every API route calls the
 * fake's port for the request, so the sandbox serves exactly the fake's behaviour over the wire of
 * SPEC §7.
 */
export function mountSandbox(
  app: Hono,
  httpServer: HttpServer,
  backend: FakeBackend,
  options: SandboxOptions,
): MountedSandbox {
  const specShaped = options.specShaped ?? false;
  const sandbox = new Hono();
  sandbox.use(
    bodyLimit({
      maxSize: SANDBOX_MAX_BODY_BYTES,
      onError: (c) => c.json({ error: ERROR_LABELS.validation }, 413),
    }),
  );
  sandbox.route(
    '/member',
    api(
      backend,
      options.memberKey,
      [memberAccountRoutes(), memberDataRoutes(), memberAlertRoutes(), memberPaymentRoutes()],
      specShaped,
    ),
  );
  sandbox.route(
    '/engine',
    api(
      backend,
      options.engineKey,
      [engineInboxRoutes(), engineChatRoutes(), enginePerformerRoutes()],
      specShaped,
    ),
  );
  sandbox.route('/', publicRoutes(backend));
  sandbox.route('/mail', mailTool(backend));
  sandbox.route('/checkout', checkoutTool(backend));
  sandbox.route('/phone', phoneTool(backend));
  sandbox.route('/studio', studioTool(backend));
  sandbox.route('/faults', faultsTool(backend));
  sandbox.route('/wallet', walletTool(backend));
  sandbox.route('/performer-signup', performerSignupTool());
  sandbox.get('/tool.css', (c) =>
    c.body(TOOL_STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );
  sandbox.all('*', (c) => c.json({ error: ERROR_LABELS.notFound }, 404));
  app.route('/sandbox', sandbox);
  const sockets = attachSandboxSockets(httpServer, backend, options, specShaped);
  closeSocketsWithServer(httpServer, sockets.close);
  return { dropSockets: sockets.dropSockets, close: sockets.close };
}
