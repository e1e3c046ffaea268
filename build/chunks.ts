import { fileURLToPath } from 'node:url';
import { idleLibraryChunk, TRANSPORT_CHUNK } from './idle-chunks.ts';

// How the client build cuts the code into files. Two kinds of chunk are made by hand: the frame,
// which every page loads first, and the lazy code of each ring (docs/decisions.md, 28 "The lazy code
// in chunks by ring"). Whatever a page's first load has stays with the bundler's own splitting, so no
// page loads more at first than it uses.

/**
 * The renderer's client hooks, which every page loads before it renders: the frame of the site.
 * Their static imports are the shell, the stores, the routing helpers and vike's client router.
 */
const FRAME_ROOTS = [
  '+onRenderClient.ts',
  '+onPageTransitionStart.ts',
  '+onPageTransitionEnd.ts',
  '+guard.ts',
].map((file) => fileURLToPath(new URL(`../src/ui/renderer/${file}`, import.meta.url)));

/**
 * The frame's libraries: they change with an upgrade only, so they keep a chunk of their own.
 */
const FRAME_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|mobx|mobx-react-lite)[\\/]/;

/**
 * The zones' library and the readings through it: the lane's and the conversation list's, which
 * the tab loads after the page hydrates, and the statement's days and file, which load with the
 * statement. Not in `use-cases`, which would then load luxon with the first feature.
 */
const ZONED_DATES =
  /node_modules[\\/]luxon[\\/]|[\\/]src[\\/]core[\\/](messaging[\\/](date-labels|zoned-time|last-message-time)|wallet[\\/]statement-(days|csv))\.ts$/;

/** The forms' validation library; only the forms and the rules they check use it. */
const VALIDATION_LIBRARIES = /node_modules[\\/](class-validator|validator)[\\/]/;

export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    isEntry: boolean;
  } | null;
}

/** Every module `roots` import statically (not through `import()`), stylesheets left out. */
function staticImports(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const modules = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (modules.has(id) || id.endsWith('.css')) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    modules.add(id);
    queue.push(...info.importedIds);
  }
  return modules;
}

interface FrameChunks {
  vendor: Set<string>;
  frame: Set<string>;
}

let frameCache: { graph: ModuleGraph; chunks: FrameChunks } | undefined;

/**
 * The modules of the frame's two chunks: its libraries with all they import, and the rest of
 * what the frame's hooks import statically. Lazy-only code is in neither, and vike keeps giving
 * each stylesheet its own chunk.
 */
export function frameChunks(graph: ModuleGraph): FrameChunks {
  if (frameCache?.graph === graph) return frameCache.chunks;
  const all = staticImports(graph, FRAME_ROOTS);
  const vendor = staticImports(
    graph,
    [...all].filter((id) => FRAME_LIBRARIES.test(id)),
  );
  const frame = new Set([...all].filter((id) => !vendor.has(id)));
  frameCache = { graph, chunks: { vendor, frame } };
  return frameCache.chunks;
}

let firstLoadCache: { graph: ModuleGraph; known: Map<string, boolean> } | undefined;

/** Whether some page's first load has the module: an entry (a page, the router) imports it statically. */
function inAFirstLoad(graph: ModuleGraph, id: string): boolean {
  if (firstLoadCache?.graph !== graph) firstLoadCache = { graph, known: new Map() };
  const { known } = firstLoadCache;
  const answer = known.get(id);
  if (answer !== undefined) return answer;
  known.set(id, false); // an import cycle adds nothing to the answer
  const info = graph.getModuleInfo(id);
  const result = !!info && (info.isEntry || info.importers.some((importer) => inAFirstLoad(graph, importer)));
  known.set(id, result);
  return result;
}

/** The module's path below src/, or null for a library's module. */
function pathInSrc(id: string): string | null {
  const path = id.replace(/\\/g, '/');
  const at = path.lastIndexOf('/src/');
  return at < 0 || path.includes('/node_modules/') ? null : path.slice(at + 5);
}

/**
 * The forms: the validation library, the rules that use it, the form state and field. The settings
 * page has them in its first load and takes the whole chunk; no page a visitor lands on has any.
 */
function isForms(graph: ModuleGraph, id: string, inSrc: string | null): boolean {
  if (VALIDATION_LIBRARIES.test(id)) return true;
  if (inSrc === null) return false;
  if (/^ui\/forms\/|^ui\/components\/common\/form-field\./.test(inSrc)) return true;
  const imported = graph.getModuleInfo(id)?.importedIds ?? [];
  return imported.some((dependency) => VALIDATION_LIBRARIES.test(dependency));
}

/**
 * The chunk of a module that loads on demand, where the bundler's own splitting made one per set
 * of importers (dozens of small files for a guest's first page, each a request and a
 * modulepreload link inserted on the main thread, a chunk's list in one task):
 *
 * - `use-cases`: the features' core and their loaders' `<feature>.use-cases.ts`, with the stores
 *   they make. One chunk, not one per feature: the features' cores import each other (the shell's
 *   unread count is the messenger's, a payment's charge the wallet's), and chunks that import
 *   each other evaluate in an order that leaves one's bindings undefined while the other runs.
 * - `transport`: the HTTP and socket adapters with axios and valibot.
 * - `socket-io`: socket.io's client libraries, which the socket adapter imports when it connects
 *   (the bundler made the same chunk of them; named, it can be given the compile hint).
 * - `forms`: the validation library, the rules that use it, the form state and field.
 * - `zoned-dates`: luxon and the messenger's readings of dates through it (lane and list).
 * - `texts-<language>`: the on-demand texts of a language's four areas, which load together.
 *
 * The lazy UI (modals, drawers, the room) keeps the bundler's splitting: its components bring
 * libraries of their own (the cropper), which a shared chunk would either carry to every popup or
 * import in a cycle.
 */
export function lazyChunkName(id: string, graph: ModuleGraph): string | null {
  const inSrc = pathInSrc(id);
  if (isForms(graph, id, inSrc)) return 'forms';
  if (inAFirstLoad(graph, id)) return null;
  const library = idleLibraryChunk(id);
  if (library) return library;
  if (ZONED_DATES.test(id)) return 'zoned-dates';
  if (inSrc === null) return null;
  if (/^adapters\/(http|socket)\//.test(inSrc)) return TRANSPORT_CHUNK;
  const texts = /^ui\/i18n\/(?:locales\/[^/]+\/([^/]+)\.json|lazy-texts\/([^/]+)\.ts)$/.exec(inSrc);
  if (texts) return `texts-${texts[1] ?? texts[2]}`;
  if (/^core\/|^composition\/features\/[^/]+\.use-cases\.ts$|^ui\/stores\//.test(inSrc)) return 'use-cases';
  return null;
}
