/**
 * Preloaded into an app process by a bench (`startAppProcess(..., { heapProbe: true })`, which runs
 * it with `--expose-gc --require heap-probe.js` and an IPC channel): on the bench's message
 * `heap`, collects the garbage and answers the heap's used bytes. Nothing of it is in the product.
 */
process.on('message', (message) => {
  if (message !== 'heap') return;
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('heap-probe needs node --expose-gc');
  collect();
  process.send?.({ heapUsedBytes: process.memoryUsage().heapUsed });
});
