// The libraries' lazy chunks every tab loads at idle, each of them one request. build/chunks.ts puts
// the modules in them.

/**
 * The shell's backend: the HTTP and socket adapters with axios (which sets itself up when it is
 * evaluated) and valibot (whose schemas are built then).
 */
export const TRANSPORT_CHUNK = 'transport';

/** The tab's live channel, which guests' tabs open at idle too (the grids' statuses). */
export const SOCKET_CHUNK = 'socket-io';

const TRANSPORT_LIBRARIES = /node_modules[\\/](axios|valibot)[\\/]/;

/** socket.io's client and what it is made of, which the socket adapter imports when it connects. */
const SOCKET_LIBRARIES =
  /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/;

/** The idle chunk of a library's module, or null for other modules. */
export function idleLibraryChunk(id: string): string | null {
  if (TRANSPORT_LIBRARIES.test(id)) return TRANSPORT_CHUNK;
  if (SOCKET_LIBRARIES.test(id)) return SOCKET_CHUNK;
  return null;
}
