import { COMPILE_HINT, compileHints, type Bundle } from '../../../build/compile-hints';

function chunk() {
  return { type: 'chunk' as const, code: 'export{};' };
}

/** vike's router and a page with the frame they share; a modal and its library loaded on demand. */
function build(): Bundle {
  return {
    'entries/entry-client-routing.js': chunk(),
    'entries/src_ui_pages_index.js': chunk(),
    'chunks/frame.js': chunk(),
    'chunks/login-modal.js': chunk(),
    'chunks/cropper.js': chunk(),
    'static/site.css': { type: 'asset' },
  };
}

describe('the compile hints plugin', () => {
  const hook = compileHints().generateBundle as {
    order: string;
    handler: (options: unknown, bundle: Bundle) => void;
  };
  const code = (bundle: Bundle, fileName: string) => (bundle[fileName] as { code: string }).code;

  it("runs after Vite's own hooks, which put a line of their own at the top of some chunks", () => {
    expect(hook.order).toBe('post');
  });

  it('starts every chunk with the hint, the first loads and those loaded on demand', () => {
    const bundle = build();
    hook.handler({}, bundle);
    for (const fileName of [
      'entries/src_ui_pages_index.js',
      'chunks/frame.js',
      'chunks/login-modal.js',
      'chunks/cropper.js',
    ])
      expect(code(bundle, fileName)).toBe(`${COMPILE_HINT}export{};`);
  });

  it('puts the hint in once, however often the hook runs', () => {
    const bundle = build();
    hook.handler({}, bundle);
    hook.handler({}, bundle);
    expect(code(bundle, 'chunks/frame.js')).toBe(`${COMPILE_HINT}export{};`);
  });

  it('leaves the stylesheets alone', () => {
    const bundle = build();
    hook.handler({}, bundle);
    expect(bundle['static/site.css']).toEqual({ type: 'asset' });
  });

  it('writes the comment V8 reads at the top of a script', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
