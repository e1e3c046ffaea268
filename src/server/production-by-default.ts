// The production server's code paths unless its caller says otherwise. This module is imported
// first, before anything that imports MobX: MobX picks its development or production build from
// NODE_ENV when it is loaded, and a line in the server's own body ran after its imports had
// loaded it (a worker started without NODE_ENV ran MobX's slower development build).
// vike and React read it later, when a page is first rendered. Test runners set it to 'test'.
process.env.NODE_ENV ??= 'production';
