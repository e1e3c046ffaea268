/** The global modal host of SPEC §2: which modals are open after an event. */

export const MODAL_NAMES = [
  'register',
  'registerConfirmation',
  'login',
  'forgotPassword',
  'resetPassword',
  'deleteChat',
  'noCredits',
  'ageVerification',
  'lander',
  'gallery',
  'claimCredits',
  'verifyEmail',
  'changeUsername',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** An open modal with what it was opened with (a performer for register, items for the gallery). */
export interface OpenModal {
  name: ModalName;
  props?: Record<string, unknown>;
}

export type ModalEvent =
  | { type: 'open'; name: ModalName; props?: Record<string, unknown> }
  | { type: 'close'; name: ModalName }
  | { type: 'registerComplete'; props?: Record<string, unknown> }
  | { type: 'closeAll' };

/** Modals that replace each other: the auth forms share one place on the screen. */
const REPLACES: Partial<Record<ModalName, readonly ModalName[]>> = {
  login: ['register', 'forgotPassword'],
  register: ['login', 'forgotPassword'],
  // SPEC §2: opening forgot password closes login.
  forgotPassword: ['login', 'register'],
};

function without(open: readonly OpenModal[], names: readonly ModalName[]): OpenModal[] {
  return open.filter((modal) => !names.includes(modal.name));
}

/**
 * The open modals after an event, newest last. Opening a modal that is already open brings it to
 * the front with the new props; forgot password closes login; register completion switches the
 * register modal to the confirmation; close-all closes everything.
 */
export function nextModals(open: readonly OpenModal[], event: ModalEvent): OpenModal[] {
  switch (event.type) {
    case 'open': {
      const rest = without(open, [event.name, ...(REPLACES[event.name] ?? [])]);
      return [...rest, event.props ? { name: event.name, props: event.props } : { name: event.name }];
    }
    case 'close':
      return without(open, [event.name]);
    case 'registerComplete': {
      const rest = without(open, ['register', 'registerConfirmation']);
      const confirmation: OpenModal = { name: 'registerConfirmation' };
      return [...rest, event.props ? { ...confirmation, props: event.props } : confirmation];
    }
    case 'closeAll':
      return [];
  }
}
