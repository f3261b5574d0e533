/**
 * ProLayout wraps the page in pro-utils' ErrorBoundary, whose notice is antd's Result with an
 * untranslated "Something went wrong." (and Result's illustrations on every page's first load).
 * .umirc.ts resolves that module here, so the layout uses the console's own translated boundary.
 */
export { default as ErrorBoundary } from './index';
