// Preloaded into the server by the load suite only (NODE_OPTIONS="--expose-gc --require ..."):
// SIGUSR2 forces a full garbage collection, so memory before and after is compared after a GC.
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') global.gc();
});
