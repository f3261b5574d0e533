/** Stands in for object-inspect (see README.md): only used to format internal error messages. */
module.exports = function inspect(value) {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return typeof value;
  }
};
