/**
 * jest's transformer: Umi's esbuild transformer (the one `createConfig` from @umijs/max/test
 * names), with a cache key of its own. Umi's key hashes the whole jest configuration, so any edit
 * to jest.config.js re-transformed about 11,000 files; this key holds only what changes the
 * output: the file, its path, the transformer's options and the transformer itself.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { relative } = require('node:path');

module.exports = {
  /** `umiTransformer`: the path of Umi's esbuild transformer (jest.config.js); `esbuild`: its options. */
  createTransformer({ umiTransformer, esbuild = {} } = {}) {
    const umi = require(umiTransformer);
    const inner = (umi.default ?? umi).createTransformer(esbuild);
    const fingerprint = createHash('md5')
      .update(readFileSync(umiTransformer))
      .update(readFileSync(__filename))
      .digest('hex');
    const optionsKey = JSON.stringify(esbuild);
    return {
      ...inner,
      getCacheKey(source, filePath, { config, instrument }) {
        return createHash('md5')
          .update(fingerprint)
          .update(optionsKey)
          .update(relative(config.rootDir, filePath))
          .update(instrument ? 'instrument' : '')
          .update(process.env.NODE_ENV ?? '')
          .update(source)
          .digest('hex');
      },
    };
  },
};
