import alertsDe from './alerts/de.json';
import alertsEn from './alerts/en.json';
import alertsNlBE from './alerts/nl-BE.json';
import alertsNl from './alerts/nl.json';
import accountDe from './account/de.json';
import accountEn from './account/en.json';
import accountNlBE from './account/nl-BE.json';
import accountNl from './account/nl.json';
import chatDe from './chat/de.json';
import chatEn from './chat/en.json';
import chatNlBE from './chat/nl-BE.json';
import chatNl from './chat/nl.json';
import dialInDe from './dialIn/de.json';
import dialInEn from './dialIn/en.json';
import dialInNlBE from './dialIn/nl-BE.json';
import dialInNl from './dialIn/nl.json';
import filtersDe from './filters/de.json';
import filtersEn from './filters/en.json';
import filtersNlBE from './filters/nl-BE.json';
import filtersNl from './filters/nl.json';
import legalDe from './legal/de.json';
import legalEn from './legal/en.json';
import legalNlBE from './legal/nl-BE.json';
import legalNl from './legal/nl.json';
import messengerDe from './messenger/de.json';
import messengerEn from './messenger/en.json';
import messengerNlBE from './messenger/nl-BE.json';
import messengerNl from './messenger/nl.json';
import profileDe from './profile/de.json';
import profileEn from './profile/en.json';
import profileNlBE from './profile/nl-BE.json';
import profileNl from './profile/nl.json';
import settingsDe from './settings/de.json';
import settingsEn from './settings/en.json';
import settingsNlBE from './settings/nl-BE.json';
import settingsNl from './settings/nl.json';
import shellDe from './shell/de.json';
import shellEn from './shell/en.json';
import shellNlBE from './shell/nl-BE.json';
import shellNl from './shell/nl.json';
import welcomeDe from './welcome/de.json';
import welcomeEn from './welcome/en.json';
import welcomeNlBE from './welcome/nl-BE.json';
import welcomeNl from './welcome/nl.json';
import walletDe from './wallet/de.json';
import walletEn from './wallet/en.json';
import walletNlBE from './wallet/nl-BE.json';
import walletNl from './wallet/nl.json';

/** A translation tree: nested objects of texts. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * Texts are kept in one file per area and language (`<area>/<language>.json`), so areas can be
 * edited apart; each area owns its own top-level keys. This merges them into one tree a language.
 */
function merge(...areas: TextTree[]): TextTree {
  const tree: TextTree = {};
  for (const area of areas) {
    for (const [key, value] of Object.entries(area)) {
      if (key in tree) throw new Error(`Two text areas define the top-level key '${key}'`);
      tree[key] = value;
    }
  }
  return tree;
}

/**
 * The top-level keys of the areas whose texts only code that loads on demand shows: the account's
 * forms, the credits and phone-payment drawers, the welcome pop-ups. Pages leave them out and the
 * browser fetches them with the first such form or drawer (../lazy-texts.ts loads these areas); a
 * page that renders one of them itself lists its keys in its `texts` config.
 */
export const LAZY_TEXT_KEYS: readonly string[] = [accountNl, walletNl, dialInNl, welcomeNl, alertsNl].flatMap(
  (area) => Object.keys(area),
);

/** Every language's texts, keyed by i18next language code. */
export const localeTexts = {
  nl: merge(
    shellNl,
    filtersNl,
    profileNl,
    legalNl,
    accountNl,
    welcomeNl,
    settingsNl,
    walletNl,
    dialInNl,
    chatNl,
    messengerNl,
    alertsNl,
  ),
  en: merge(
    shellEn,
    filtersEn,
    profileEn,
    legalEn,
    accountEn,
    welcomeEn,
    settingsEn,
    walletEn,
    dialInEn,
    chatEn,
    messengerEn,
    alertsEn,
  ),
  de: merge(
    shellDe,
    filtersDe,
    profileDe,
    legalDe,
    accountDe,
    welcomeDe,
    settingsDe,
    walletDe,
    dialInDe,
    chatDe,
    messengerDe,
    alertsDe,
  ),
  'nl-BE': merge(
    shellNlBE,
    filtersNlBE,
    profileNlBE,
    legalNlBE,
    accountNlBE,
    welcomeNlBE,
    settingsNlBE,
    walletNlBE,
    dialInNlBE,
    chatNlBE,
    messengerNlBE,
    alertsNlBE,
  ),
} as const;
