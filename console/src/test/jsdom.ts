// jsdom does no layout, so it has no ResizeObserver; Fluent's MessageBar needs one to exist.
// Nothing is ever observed to resize, as in jsdom itself.
if (!('ResizeObserver' in globalThis)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}
