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
  LoadPerformerProfile: Symbol.for('LoadPerformerProfile'),
} as const;
