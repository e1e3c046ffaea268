import type { Container } from 'inversify';
import { readAuthState } from '../core/account/session';
import type { VerifyDialIn } from '../core/dial-in/verify-dial-in.use-case';
import type { ContainerParts } from './create-container';
import { backendOf, once } from './binding-helpers';
import { TOKENS } from './tokens';

const modules = {
  startDialIn: once(() => import('../core/dial-in/start-dial-in.use-case')),
  payDialIn: once(() => import('../core/dial-in/pay-dial-in.use-case')),
  verifyDialIn: once(() => import('../core/dial-in/verify-dial-in.use-case')),
  dialInFlow: once(() => import('../core/dial-in/dial-in-flow')),
};

/**
 * The phone payment (SPEC §4 dial-in): the drawer's steps and the flow that follows a session.
 * Singletons of the tab's container, so the flow (its timers and state) lives as long as the tab.
 */
export function bindDialIn(container: Container, parts: ContainerParts): void {
  const { storages, clock, logger } = parts;
  container.bind(TOKENS.StartDialIn).toDynamicValue(async (context) => {
    const [{ StartDialIn }, backend] = await Promise.all([modules.startDialIn(), backendOf(context)]);
    return new StartDialIn(backend.dialIn, backend.geolocation, storages.session, clock, logger);
  });
  container.bind(TOKENS.PayDialIn).toDynamicValue(async (context) => {
    const [{ PayDialIn }, backend] = await Promise.all([modules.payDialIn(), backendOf(context)]);
    return new PayDialIn(backend.dialIn, clock, logger);
  });
  container.bind(TOKENS.VerifyDialIn).toDynamicValue(async (context) => {
    const [{ VerifyDialIn }, backend] = await Promise.all([modules.verifyDialIn(), backendOf(context)]);
    return new VerifyDialIn(backend.dialIn, logger);
  });
  container.bind(TOKENS.DialInFlow).toDynamicValue(async (context) => {
    const [{ DialInFlow }, backend, verify] = await Promise.all([
      modules.dialInFlow(),
      backendOf(context),
      context.getAsync<VerifyDialIn>(TOKENS.VerifyDialIn),
    ]);
    const memberChannel = () => readAuthState(storages.cookie).loggedIn;
    return new DialInFlow(verify, backend.memberEvents, storages, clock, logger, memberChannel);
  });
}
