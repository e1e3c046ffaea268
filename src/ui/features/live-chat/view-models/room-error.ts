/** A translated error of one of the room's forms: key under `chat.errors`, with its values. */
export interface RoomError {
  key: string;
  values?: Record<string, string | number>;
}
