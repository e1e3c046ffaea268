/** Jest runs in CommonJS through ts-jest; ESM-only packages (inversify 8, cookie 2, Preact 11) are let through the transform. */
const esmOnly = [
  'inversify',
  '@inversifyjs',
  'cookie',
  'preact',
  'preact-render-to-string',
  '@testing-library/preact',
].join('|');

const transform = {
  '^.+\\.m?[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: {
        module: 'commonjs',
        moduleResolution: 'node10',
        ignoreDeprecations: '6.0',
        jsx: 'react-jsx',
        allowJs: true,
        isolatedModules: true,
        experimentalDecorators: true,
        esModuleInterop: true,
        verbatimModuleSyntax: false,
      },
      diagnostics: false,
    },
  ],
};

/**
 * The site renders with Preact through its React compatibility layer (docs/decisions.md): so do
 * the tests. They keep importing React's testing library, for its types; Preact's runs them.
 */
const PREACT_FOR_REACT = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react-dom/server$': 'preact/compat/server',
  '^react/jsx-runtime$': 'preact/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
  '^@testing-library/react$': '@testing-library/preact/pure',
};

const common = {
  transform,
  moduleNameMapper: PREACT_FOR_REACT,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  testTimeout: 20000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/contract/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/test/component/jsdom-setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/component/testing-library-cleanup.ts'],
      // Components import their stylesheet for Vite; jsdom lays nothing out, so it is left out here.
      moduleNameMapper: { '\\.css$': '<rootDir>/test/component/style-stub.cjs', ...PREACT_FOR_REACT },
      testMatch: ['<rootDir>/test/component/**/*.test.tsx'],
    },
  ],
};
