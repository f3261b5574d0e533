/**
 * jest's transformer: Umi's esbuild transformer (the one `createConfig` from @umijs/max/test
 * names), with a cache key of its own. Umi's key hashes the whole jest configuration, so any edit
 * to jest.config.js re-transformed about 11,000 files; this key holds only what changes the
 * output: the file, its path, the transformer's options and the transformer itself.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { relative } = require('node:path');
const { createConfig } = require('@umijs/max/test');

const [umiTransformerPath] = Object.values(createConfig({ jsTransformer: 'esbuild' }).transform)[0];
const umiTransformer = require(umiTransformerPath);
const FINGERPRINT = createHash('md5')
  .update(readFileSync(umiTransformerPath))
  .update(readFileSync(__filename))
  .digest('hex');

module.exports = {
  createTransformer(options = {}) {
    const inner = (umiTransformer.default ?? umiTransformer).createTransformer(options);
    const optionsKey = JSON.stringify(options);
    return {
      ...inner,
      getCacheKey(source, filePath, { config, instrument }) {
        return createHash('md5')
          .update(FINGERPRINT)
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
