import { TextDecoder as NodeTextDecoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// jsdom lacks structuredClone, which every browser the site supports has; the fake world uses it.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
// jsdom lacks TextDecoder too; the core decodes the login token with it (src/core/account/token.ts).
globalThis.TextDecoder ??= NodeTextDecoder as unknown as typeof TextDecoder;

// jsdom lacks the modal <dialog> (showModal, close, Escape's cancel event) every supported browser
// has; this stand-in opens and closes it and, like a browser, sends Escape to the top one as `cancel`.
// Focus kept inside and the inert page behind are the browser's: the e2e specs show them.
const openModals: HTMLDialogElement[] = [];
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  openModals.push(this);
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  openModals.splice(openModals.indexOf(this) >>> 0, 1);
  this.removeAttribute('open');
};
document.addEventListener('keydown', (event) => {
  const top = openModals.at(-1);
  if (event.key !== 'Escape' || !top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
