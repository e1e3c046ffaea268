import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType } from 'react';
import type { OpenModal } from '../../../../core/shell/modals';
import { useShell } from '../../../app/shell-context';
import { LazyTexts, prefetchLazyTexts } from '../../../i18n/lazy-texts';
import { AgeGate } from './age-gate';

// The forms and their validation load when a modal first opens, never with the page.

import { accountModals } from '../../account';
import { loadNoCreditsModal } from '../../wallet';

const { auth, welcome, changeUsername: settings, register, recovery, verification, reset } = accountModals;
const LAZY: Partial<Record<OpenModal['name'], ComponentType>> = {
  login: lazy(() => auth().then((module) => ({ default: module.LoginModal }))),
  register: lazy(() => register().then((module) => ({ default: module.RegisterModal }))),
  forgotPassword: lazy(() => recovery().then((module) => ({ default: module.ForgotPasswordModal }))),
  verifyEmail: lazy(() => verification().then((module) => ({ default: module.VerifyEmailModal }))),
  resetPassword: lazy(() => reset().then((module) => ({ default: module.ResetPasswordModal }))),
  registerConfirmation: lazy(() => welcome().then((module) => ({ default: module.RegisterConfirmation }))),
  claimCredits: lazy(() => welcome().then((module) => ({ default: module.ClaimCreditsModal }))),
  lander: lazy(() => welcome().then((module) => ({ default: module.LanderModal }))),
  changeUsername: lazy(() => settings().then((module) => ({ default: module.ChangeUsernameModal }))),
  noCredits: lazy(loadNoCreditsModal),
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
        return Modal ? (
          <Suspense key={modal.name} fallback={null}>
            <LazyTexts>
              <Modal />
            </LazyTexts>
          </Suspense>
        ) : null;
      })}
    </>
  );
});
