import { deserialize, serialize } from 'node:v8';

// jsdom lacks structuredClone, which every browser the site supports has; the fake world uses it.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
