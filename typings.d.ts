declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Build-time API host; '' means same origin. */
declare const API_BASE: string;
/** Build-time router base ('/' or e.g. '/console/'), from BASE_PATH. */
declare const ROUTER_BASE: string;
interface Window {
  /** Deploy-time base path override (docs/product-rules.md, constants), set in index.html before the bundle. */
  routerBase?: string;
  publicPath?: string;
}
declare let __webpack_public_path__: string;
declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}
