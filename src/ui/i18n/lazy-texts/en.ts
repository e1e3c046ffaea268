// The on-demand texts of one language, one import for the tab (../lazy-texts.ts).
export { default as account } from '../locales/account/en.json';
export { default as dialIn } from '../locales/dialIn/en.json';
export { default as wallet } from '../locales/wallet/en.json';
export { default as welcome } from '../locales/welcome/en.json';
export { default as alerts } from '../locales/alerts/en.json';
