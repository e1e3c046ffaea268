// The on-demand texts of one language, one import for the tab (../lazy-texts.ts).
export { default as account } from '../locales/account/nl-BE.json';
export { default as dialIn } from '../locales/dialIn/nl-BE.json';
export { default as wallet } from '../locales/wallet/nl-BE.json';
export { default as welcome } from '../locales/welcome/nl-BE.json';
export { default as alerts } from '../locales/alerts/nl-BE.json';
