/**
 * Matches any value inside an expected request (an asymmetric matcher by shape, so an oracle needs no test framework
 * and loads in the browser-level path tests too): for opaque inputs such as a picked file's blob.
 */
export const anyValue = {
  asymmetricMatch: () => true,
  toString: () => "anyValue",
  toAsymmetricMatcher: () => "anyValue",
};
