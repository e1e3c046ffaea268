import type { KeyValueStorage } from '../../../ports/storage.port';

/** SPEC §3 local key of the performer a guest registers for. */
export const REGISTER_MODEL_KEY = 'register:model';
/** The visitor's stable random id, sent as the fingerprint of an e-mail verification. */
export const VISITOR_ID_KEY = 'visitor:id';

/** The performer a registration was made for, so later steps can lead back to her. */
export interface RegisterModel {
  id: number;
  username: string;
  snapshot: string;
}

/** The performer a register modal was opened with, when its props carry a well-formed one. */
export function isRegisterModel(value: unknown): value is RegisterModel {
  const model = value as Partial<RegisterModel> | null;
  return (
    typeof model === 'object' &&
    model !== null &&
    typeof model.id === 'number' &&
    typeof model.username === 'string' &&
    typeof model.snapshot === 'string'
  );
}

/** Keeps the performer of a registration, or forgets an older one when there is none. */
export function rememberRegisterModel(local: KeyValueStorage, model: RegisterModel | null): void {
  if (model) local.set(REGISTER_MODEL_KEY, JSON.stringify(model));
  else local.remove(REGISTER_MODEL_KEY);
}

/** The remembered performer; anything unreadable counts as none. */
export function registerModel(local: KeyValueStorage): RegisterModel | null {
  try {
    const value: unknown = JSON.parse(local.get(REGISTER_MODEL_KEY) ?? 'null');
    return isRegisterModel(value) ? value : null;
  } catch {
    return null;
  }
}

/** The visitor's id, made with `newId` on the first visit that needs one and kept from then on. */
export function visitorId(local: KeyValueStorage, newId: () => string): string {
  const stored = local.get(VISITOR_ID_KEY);
  if (stored) return stored;
  const id = newId();
  local.set(VISITOR_ID_KEY, id);
  return id;
}
