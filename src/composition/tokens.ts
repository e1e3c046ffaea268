/** Service identifiers of the containers. Symbols, so two containers never mix bindings. */
export const TOKENS = {
  AppConfig: Symbol.for('AppConfig'),
  Backend: Symbol.for('Backend'),
  Storages: Symbol.for('Storages'),
  Clock: Symbol.for('Clock'),
  Logger: Symbol.for('Logger'),
  Analytics: Symbol.for('Analytics'),
  ListPerformers: Symbol.for('ListPerformers'),
  LoginWithToken: Symbol.for('LoginWithToken'),
  RestoreMember: Symbol.for('RestoreMember'),
  ToggleFavourite: Symbol.for('ToggleFavourite'),
  Login: Symbol.for('Login'),
  Logout: Symbol.for('Logout'),
  Register: Symbol.for('Register'),
  ConfirmAge: Symbol.for('ConfirmAge'),
  TrackNavigation: Symbol.for('TrackNavigation'),
  LiveUpdates: Symbol.for('LiveUpdates'),
} as const;
