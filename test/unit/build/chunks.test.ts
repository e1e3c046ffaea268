import { idleLibraryChunk, SOCKET_CHUNK, TRANSPORT_CHUNK } from '../../../build/idle-chunks';

const LIB = '/site/node_modules';

describe('the idle chunks of the libraries', () => {
  it("put socket.io's client and the libraries it is made of in a chunk of their own", () => {
    for (const path of [
      'socket.io-client/build/esm/index.js',
      'socket.io-parser/build/esm/index.js',
      'engine.io-client/build/esm/socket.js',
      'engine.io-parser/build/esm/index.js',
      '@socket.io/component-emitter/lib/esm/index.js',
    ])
      expect(idleLibraryChunk(`${LIB}/${path}`)).toBe(SOCKET_CHUNK);
  });

  it('put axios and valibot in the transport', () => {
    expect(idleLibraryChunk(`${LIB}/axios/lib/axios.js`)).toBe(TRANSPORT_CHUNK);
    expect(idleLibraryChunk(`${LIB}/valibot/dist/index.js`)).toBe(TRANSPORT_CHUNK);
  });

  it("leave other libraries and the site's own modules to the rest of the chunking", () => {
    expect(idleLibraryChunk(`${LIB}/cropperjs/dist/cropper.esm.js`)).toBeNull();
    expect(idleLibraryChunk('/site/src/adapters/socket/socket-connection.ts')).toBeNull();
    expect(idleLibraryChunk(`${LIB}/socket.io/dist/index.js`)).toBeNull();
  });
});
