/**
 * The platform's payload encryption (docs/platform-wire.md): DES-ECB/PKCS7 body keyed by the first 8 characters of
 * a random 16-character key, and that key reversed and raw-RSA-encrypted with the server's modulus.
 * node-forge is loaded only when an encrypted call is made.
 */
const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const RSA_EXPONENT_HEX = "10001";

export function randomKey(length = 16, random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  // 62 symbols: reject bytes >= 248 so every symbol is equally likely.
  let key = "";
  while (key.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < 248 && key.length < length) key += KEY_ALPHABET[byte % 62];
    }
  }
  return key;
}

export interface EncryptedPayload {
  body: { value: string };
  /** Value of the `Encryption` header. */
  encryption: string;
}

export async function encryptPayload(payload: unknown, modulusHex: string, key = randomKey()): Promise<EncryptedPayload> {
  const { default: forge } = await import("node-forge");
  const desKey = forge.util.encodeUtf8(key.slice(0, 8));
  const cipher = forge.cipher.createCipher("DES-ECB", forge.util.createBuffer(desKey));
  cipher.start({});
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(payload))));
  if (!cipher.finish()) throw new Error("DES encryption failed");
  const value = forge.util.encode64(cipher.output.getBytes());

  const reversed = [...key].reverse().join("");
  const message = new forge.jsbn.BigInteger(forge.util.bytesToHex(forge.util.encodeUtf8(reversed)), 16);
  const modulus = new forge.jsbn.BigInteger(modulusHex, 16);
  const encryption = message.modPow(new forge.jsbn.BigInteger(RSA_EXPONENT_HEX, 16), modulus).toString(16);
  return { body: { value }, encryption };
}
