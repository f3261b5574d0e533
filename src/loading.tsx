/**
 * What a page's place shows while its code loads (Umi's fallback for a route's chunk, this file by
 * its name): a thin bar moving along its top, from a moment on, so that a page whose code is at
 * hand shows nothing, and a cold load shows that something is coming instead of a blank screen.
 * No antd and no text: it is in the entry chunk, which the sign-in page loads too (global.less).
 */
export default function Loading() {
  return <div className="route-loading" aria-busy="true" />;
}
