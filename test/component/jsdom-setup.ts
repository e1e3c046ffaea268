import { TextDecoder as NodeTextDecoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// jsdom lacks structuredClone, which every browser the site supports has; the fake world uses it.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
// jsdom lacks TextDecoder too; the core decodes the login token with it (src/core/account/token.ts).
globalThis.TextDecoder ??= NodeTextDecoder as unknown as typeof TextDecoder;
