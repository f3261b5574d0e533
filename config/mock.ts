/**
 * Which files under mock/ Umi loads as mocks (.umirc.ts, `mock`): mock/api.ts alone, so the order
 * of its routes is the order they are tried in (its catch-all for unknown API paths last).
 * mock/backend/ is the backend it serves, mock/media.ts the demo media it serves too.
 */
const mock = { exclude: ['mock/backend/**', 'mock/media.ts'] };

export default mock;
