import { COMPILE_HINT, compileHints, firstLoadChunks, type Bundle } from '../../../vite.compile-hints';

function chunk(imports: string[], isEntry = false) {
  return { type: 'chunk' as const, isEntry, imports, code: 'export{};' };
}

/** vike's router and two pages; the frame shared, a modal and its library loaded on demand. */
function build(): Bundle {
  return {
    'entries/entry-client-routing.js': chunk(['chunks/frame.js'], true),
    'entries/src_ui_pages_index.js': chunk(['chunks/frame.js', 'chunks/grid.js'], true),
    'entries/src_ui_pages_settings.js': chunk(['chunks/frame.js', 'chunks/forms.js'], true),
    'chunks/frame.js': chunk(['chunks/vendor.js']),
    'chunks/vendor.js': chunk([]),
    'chunks/grid.js': chunk(['chunks/frame.js']),
    'chunks/forms.js': chunk(['chunks/vendor.js']),
    'chunks/login-modal.js': chunk(['chunks/forms.js', 'chunks/cropper.js']),
    'chunks/cropper.js': chunk([]),
    'static/site.css': { type: 'asset' },
  };
}

describe('the chunks of a first load', () => {
  it('are the entries with every chunk they import statically, through any depth', () => {
    expect([...firstLoadChunks(build())].sort()).toEqual([
      'chunks/forms.js',
      'chunks/frame.js',
      'chunks/grid.js',
      'chunks/vendor.js',
      'entries/entry-client-routing.js',
      'entries/src_ui_pages_index.js',
      'entries/src_ui_pages_settings.js',
    ]);
  });

  it('leave out what only loads on demand, and the stylesheets', () => {
    const first = firstLoadChunks(build());
    expect(first.has('chunks/login-modal.js')).toBe(false);
    expect(first.has('chunks/cropper.js')).toBe(false);
    expect(first.has('static/site.css')).toBe(false);
  });

  it('are found when chunks import each other in a circle', () => {
    const bundle: Bundle = {
      'entry.js': chunk(['a.js'], true),
      'a.js': chunk(['b.js']),
      'b.js': chunk(['a.js']),
    };
    expect([...firstLoadChunks(bundle)].sort()).toEqual(['a.js', 'b.js', 'entry.js']);
  });
});

describe('the compile hints plugin', () => {
  const hook = compileHints().generateBundle as {
    order: string;
    handler: (options: unknown, bundle: Bundle) => void;
  };
  function generate(bundle: Bundle): void {
    hook.handler({}, bundle);
  }

  it("runs after Vite's own hooks, which put a line of their own at the top of some chunks", () => {
    expect(hook.order).toBe('post');
  });

  it('starts each first-load chunk with the hint, once, and leaves the lazy chunks as they were', () => {
    const bundle = build();
    generate(bundle);
    generate(bundle);
    const code = (fileName: string) => (bundle[fileName] as { code: string }).code;
    expect(code('chunks/frame.js')).toBe(`${COMPILE_HINT}export{};`);
    expect(code('entries/src_ui_pages_index.js')).toBe(`${COMPILE_HINT}export{};`);
    expect(code('chunks/login-modal.js')).toBe('export{};');
    expect(code('chunks/cropper.js')).toBe('export{};');
  });

  it('also starts the lazy chunks it is given by name with the hint, and no other lazy chunk', () => {
    const bundle: Bundle = {
      ...build(),
      'chunks/transport.js': { ...chunk([]), name: 'transport' },
      'chunks/use-cases.js': { ...chunk([]), name: 'use-cases' },
    };
    const idle = compileHints(['transport']).generateBundle as typeof hook;
    idle.handler({}, bundle);
    const code = (fileName: string) => (bundle[fileName] as { code: string }).code;
    expect(code('chunks/transport.js')).toBe(`${COMPILE_HINT}export{};`);
    expect(code('chunks/frame.js')).toBe(`${COMPILE_HINT}export{};`);
    expect(code('chunks/use-cases.js')).toBe('export{};');
    expect(code('chunks/login-modal.js')).toBe('export{};');
  });

  it('writes the comment V8 reads at the top of a script', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
