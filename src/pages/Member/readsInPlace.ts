/**
 * The read option of a member page whose sections say why a read failed, with Retry, in place
 * (the profile's SectionError, the report's sheet): the request layer adds no notice of its own
 * (docs/product-rules.md, "Errors").
 */
export const IN_PLACE = { silent: true } as const;
