import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import type { OpenModal } from '../../../../core/shell/modals';
import { useShell } from '../../../app/shell-context';
import { LazyTexts, prefetchLazyTexts } from '../../../i18n/lazy-texts';
import { AgeGate } from './age-gate';
import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';

// The forms and their validation load when a modal first opens, never with the page.

import { accountModals } from '../../account';
import { loadNoCreditsModal } from '../../wallet';

const { auth, welcome, changeUsername: settings, register, recovery, verification, reset } = accountModals;
const LAZY: Partial<Record<OpenModal['name'], ComponentType>> = {
  login: lazyPart(() => auth().then((module) => ({ default: module.LoginModal }))),
  register: lazyPart(() => register().then((module) => ({ default: module.RegisterModal }))),
  forgotPassword: lazyPart(() => recovery().then((module) => ({ default: module.ForgotPasswordModal }))),
  verifyEmail: lazyPart(() => verification().then((module) => ({ default: module.VerifyEmailModal }))),
  resetPassword: lazyPart(() => reset().then((module) => ({ default: module.ResetPasswordModal }))),
  registerConfirmation: lazyPart(() =>
    welcome().then((module) => ({ default: module.RegisterConfirmation })),
  ),
  claimCredits: lazyPart(() => welcome().then((module) => ({ default: module.ClaimCreditsModal }))),
  lander: lazyPart(() => welcome().then((module) => ({ default: module.LanderModal }))),
  changeUsername: lazyPart(() => settings().then((module) => ({ default: module.ChangeUsernameModal }))),
  noCredits: lazyPart(loadNoCreditsModal),
};

/**
 * What loads the forms' code and texts ahead of a click, step by step (SPEC §9 prefetch idle
 * timeout: the caller runs them when the page is idle). A failed step is retried by the click
 * that needs its chunk.
 */
export function modalPrefetches(language: string): Array<() => Promise<unknown>> {
  return [() => prefetchLazyTexts(language), auth, register, welcome];
}

/** Loads the forms' code and texts at once (a query action about to open a modal). */
export function prefetchModals(language: string): void {
  for (const step of modalPrefetches(language)) step().catch(() => undefined);
}

/** The global modal host (SPEC §2): renders the open modals, newest on top. */
export const ModalHost = observer(function ModalHost() {
  const { modals } = useShell();
  return (
    <>
      {modals.open.map((modal) => {
        if (modal.name === 'ageVerification') return <AgeGate key={modal.name} />;
        const Modal = LAZY[modal.name];
        // A modal whose code did not come is closed again: the next click that opens it retries.
        return Modal ? (
          <LoadedPart key={modal.name} name={`${modal.name} modal`} onFailed={() => modals.close(modal.name)}>
            <LazyTexts>
              <Modal />
            </LazyTexts>
          </LoadedPart>
        ) : null;
      })}
    </>
  );
});
