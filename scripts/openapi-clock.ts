/**
 * The instant the contract's examples are dated from. The demo data is dated relative to the day
 * the backend is built, so whoever builds the contract (scripts/api-doc.mjs, the drift test) sets
 * the clock to this first: the same examples every day, and a drift test that fails only on a change.
 */
export const CONTRACT_NOW = '2026-11-22T09:00:00.000Z';
