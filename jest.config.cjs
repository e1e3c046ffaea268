/** Jest runs in CommonJS through ts-jest; ESM-only packages (inversify 8, cookie 2) are let through the transform. */
const esmOnly = ['inversify', '@inversifyjs', 'cookie'].join('|');

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

const common = {
  transform,
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
      // Components import their stylesheet for Vite; jsdom lays nothing out, so it is left out here.
      moduleNameMapper: { '\\.css$': '<rootDir>/test/component/style-stub.cjs' },
      testMatch: ['<rootDir>/test/component/**/*.test.tsx'],
    },
  ],
};
