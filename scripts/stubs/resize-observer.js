/** Stands in for resize-observer-polyfill (see README.md): every target browser has ResizeObserver. */
export default globalThis.ResizeObserver;
