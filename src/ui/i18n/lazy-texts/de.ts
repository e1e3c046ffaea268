// The on-demand texts of one language, one import for the tab (../lazy-texts.ts).
export { default as account } from '../locales/account/de.json';
export { default as dialIn } from '../locales/dialIn/de.json';
export { default as wallet } from '../locales/wallet/de.json';
export { default as welcome } from '../locales/welcome/de.json';
export { default as alerts } from '../locales/alerts/de.json';
