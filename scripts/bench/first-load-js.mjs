// First-load JavaScript of a page, as the bench and the size budget measure it (docs/bench.md).
//
// 1. GET the page's HTML from the running production server.
// 2. Collect every script the browser loads before the page is interactive: `<script src>` (and
//    inline executable scripts), `<link rel="modulepreload">` and `<link rel="preload" as="script">`.
// 3. Follow the static imports of each of those files (the build manifest's `imports`, plus the
//    `import … from "…"` statements at the top of the fetched code), in case the page does not
//    preload its whole static graph. Dynamic imports are not followed: they load later, if ever.
// 4. GET each file from the server and size it three ways: raw bytes, gzip at node:zlib level 9
//    (the figure we report and budget), and the bytes the server sent to a client that accepts
//    Brotli and gzip, as a browser does (`served`: the build's Brotli copies since they exist).
import { Buffer } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../lib/processes.mjs';
import { httpGet } from './http-get.mjs';

/** 1 KB = 1000 bytes, as in Vite's build output. */
export const KB = 1000;
export const GZIP_LEVEL = 9;
/** The first line build/compile-hints.ts gives every first-load chunk (its COMPILE_HINT). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

// vike moves Vite's client manifest to dist/assets.json; plain Vite leaves it in .vite/.
const MANIFESTS = ['dist/assets.json', 'dist/client/.vite/manifest.json'];
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * Code that must load on demand only (ARCHITECTURE: forms with validation load when a form opens),
 * found by a text its library always carries.
 */
export const ON_DEMAND_MARKERS = {
  'class-validator': 'an unknown value was passed to the validate function',
};

/** The on-demand libraries whose marker text is in a script. */
function onDemandIn(code) {
  return Object.entries(ON_DEMAND_MARKERS)
    .filter(([, marker]) => code.includes(marker))
    .map(([name]) => name);
}

/**
 * Measures one route of the server at `origin`. Resolves with the page's status, every script with
 * its sizes and how it was found (`script`, `inline`, `modulepreload`, `preload` or `static import`:
 * a dependency the page neither loads nor preloads), and the totals in bytes.
 */
export async function measureFirstLoadJs(origin, route) {
  const pageUrl = new URL(route, origin);
  const page = await httpGet(pageUrl, { accept: 'text/html', 'accept-encoding': 'gzip' });
  const { sources, inline } = scriptsInHtml(page.body.toString('utf8'));
  const graph = manifestImports();
  const assets = inline.map((code, index) => sized(`inline <script> #${index + 1}`, 'inline', code, code));
  const seen = new Set();
  const queue = sources.map(({ src, via }) => ({ url: new URL(src, pageUrl), via }));
  while (queue.length > 0) {
    const { url, via } = queue.shift();
    if (url.origin !== pageUrl.origin) throw new Error(`${route} loads a script from another origin: ${url}`);
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const file = await httpGet(url, { 'accept-encoding': 'br, gzip' });
    if (file.status !== 200) throw new Error(`${url.pathname} (loaded by ${route}) answered ${file.status}`);
    const code = file.body.toString('utf8');
    assets.push({
      ...sized(url.pathname, via, file.body, file.wire),
      onDemand: onDemandIn(code),
      compileHint: code.startsWith(COMPILE_HINT),
    });
    const imports = [...(graph.get(url.pathname) ?? []), ...leadingStaticImports(code)];
    for (const specifier of imports) queue.push({ url: new URL(specifier, url), via: 'static import' });
  }
  const totals = { raw: 0, gzip: 0, served: 0 };
  for (const asset of assets) for (const key of Object.keys(totals)) totals[key] += asset[key];
  return {
    route,
    status: page.status,
    assets,
    totals,
    notPreloaded: assets.filter((asset) => asset.via === 'static import').map((asset) => asset.path),
    /** Files of the first load that do not start with V8's compile hint (build/compile-hints.ts). */
    withoutCompileHint: assets.filter((asset) => asset.compileHint === false).map((asset) => asset.path),
    /** Scripts of the first load carrying code that should load on demand, with the libraries found. */
    onDemandLeaks: assets
      .filter((asset) => asset.onDemand?.length)
      .map((a) => `${a.path}: ${a.onDemand.join(', ')}`),
  };
}

function sized(path, via, body, wire) {
  const raw = Buffer.byteLength(body);
  return {
    path,
    via,
    raw,
    gzip: gzipSync(body, { level: GZIP_LEVEL }).length,
    served: Buffer.byteLength(wire),
  };
}

/** The external scripts (with how the page asks for them) and inline executable scripts of a page. */
export function scriptsInHtml(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const sources = [];
  const inline = [];
  const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const [, attributeText, content] of withoutComments.matchAll(scriptElement)) {
    const attributes = parseAttributes(attributeText);
    if (!JS_TYPES.has((attributes.type ?? '').toLowerCase())) continue;
    if (attributes.src) sources.push({ src: attributes.src, via: 'script' });
    else if (content.trim()) inline.push(content);
  }
  // Script contents (JSON page data included) may hold anything, so look for links outside them.
  const outsideScripts = withoutComments.replace(scriptElement, '');
  for (const [, attributeText] of outsideScripts.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(attributeText);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    if (!attributes.href) continue;
    if (rel.includes('modulepreload')) sources.push({ src: attributes.href, via: 'modulepreload' });
    else if (rel.includes('preload') && attributes.as === 'script')
      sources.push({ src: attributes.href, via: 'preload' });
  }
  return { sources, inline };
}

function parseAttributes(text) {
  const attributes = {};
  const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const [, name, doubleQuoted, singleQuoted, bare] of text.matchAll(attribute)) {
    attributes[name.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

function decodeEntities(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * The `import … from "x"`, `import "x"` and `export … from "x"` statements a bundle starts with.
 * Bundlers hoist static imports to the top, after Vite's `__vite__mapDeps` helper when there is
 * one; reading only that prologue avoids mistaking strings or dynamic imports for imports.
 */
export function leadingStaticImports(code) {
  let rest = code
    .replace(/^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*/, '')
    .replace(/^const __vite__mapDeps\s*=[^\n]*\n/, '');
  const statement = /^\s*(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?(["'])([^"'\n]+)\1\s*;?/;
  const specifiers = [];
  for (let match = statement.exec(rest); match; match = statement.exec(rest)) {
    specifiers.push(match[2]);
    rest = rest.slice(match[0].length);
  }
  return specifiers;
}

/** URL path of each built client file → URL paths of its static imports, from the build manifest. */
export function manifestImports() {
  const file = MANIFESTS.map((path) => join(projectRoot, path)).find((path) => existsSync(path));
  const graph = new Map();
  if (!file) return graph;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const entry of Object.values(manifest)) {
    if (!entry?.file) continue;
    const imports = (entry.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean);
    graph.set(
      `/${entry.file}`,
      imports.map((path) => `/${path}`),
    );
  }
  return graph;
}

export function kb(bytes) {
  return (bytes / KB).toFixed(1);
}
