/** What a child process (a site worker, the sandbox) tells the primary once it accepts connections. */
export interface ListeningMessage {
  kind: 'listening';
  /** Its origin, e.g. http://localhost:3000. */
  url: string;
}

export function listeningMessage(url: string): ListeningMessage {
  return { kind: 'listening', url };
}

export function isListeningMessage(message: unknown): message is ListeningMessage {
  const candidate = message as Partial<ListeningMessage> | null;
  return candidate?.kind === 'listening' && typeof candidate.url === 'string';
}
