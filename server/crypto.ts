import { constants, createHash, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from "node:crypto";
import forge from "node-forge";

/** The process's RSA key: modulus `n`, private exponent `d`, public exponent `e`, and the key for OpenSSL. */
export type RsaKeys = { modulusHex: string; n: bigint; d: bigint; e: bigint; privateKey: KeyObject };

let keys: RsaKeys | undefined;

/** Generated once per process (1024-bit, e = 0x10001), as the platform does. */
export function rsaKeys(): RsaKeys {
  if (!keys) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 0x10001 });
    const jwk = privateKey.export({ format: "jwk" });
    if (!jwk.n || !jwk.d || !jwk.e) throw new Error("RSA key export lacks n, d or e");
    const modulusHex = Buffer.from(jwk.n, "base64url").toString("hex");
    keys = {
      modulusHex,
      n: BigInt(`0x${modulusHex}`),
      d: BigInt(`0x${Buffer.from(jwk.d, "base64url").toString("hex")}`),
      e: BigInt(`0x${Buffer.from(jwk.e, "base64url").toString("hex")}`),
      privateKey,
    };
  }
  return keys;
}

export class DecryptError extends Error {}

/**
 * Raw RSA (`c^d mod n`, no padding) by OpenSSL: the same number as square-and-multiply on BigInts, which took 5 to 8 ms
 * of the event loop per login. Big-endian, without leading zero bytes (as `m.toString(16)` had it).
 */
function rawRsaDecrypt(c: bigint, rsa: RsaKeys): Buffer {
  const size = (rsa.modulusHex.length + 1) >> 1;
  const input = Buffer.from(c.toString(16).padStart(size * 2, "0"), "hex");
  let output: Buffer;
  try {
    output = privateDecrypt({ key: rsa.privateKey, padding: constants.RSA_NO_PADDING }, input);
  } catch {
    throw new DecryptError("Encryption header does not decrypt");
  }
  let start = 0;
  while (start < output.length && output[start] === 0) start += 1;
  return output.subarray(start);
}

/**
 * The `Encryption` header: raw RSA of the reversed 16-character key. Returns the key `r`
 * (printable ASCII, 8 to 64 characters) or throws DecryptError.
 */
export function unwrapKey(encryptionHex: string, rsa: RsaKeys): string {
  const hex = encryptionHex.trim();
  if (!/^[0-9a-fA-F]{1,512}$/.test(hex)) throw new DecryptError("Encryption header is not hex");
  const c = BigInt(`0x${hex}`);
  if (c >= rsa.n) throw new DecryptError("Encryption header is out of range");
  const reversed = rawRsaDecrypt(c, rsa).toString("utf8");
  const r = [...reversed].reverse().join("");
  if (!/^[\x21-\x7e]{8,64}$/.test(r)) throw new DecryptError("Encryption header does not hold a key");
  return r;
}

/** DES-ECB with PKCS7 padding, key = first 8 characters of `r` (UTF-8). Node's OpenSSL 3 has no DES, hence node-forge. */
export function desDecrypt(base64: string, r: string): string {
  const text = base64.trim();
  if (!text || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new DecryptError("body is not base64");
  const decipher = forge.cipher.createDecipher("DES-ECB", forge.util.createBuffer(forge.util.encodeUtf8(r.slice(0, 8))));
  decipher.start({});
  decipher.update(forge.util.createBuffer(forge.util.decode64(text)));
  if (!decipher.finish()) throw new DecryptError("bad DES padding");
  try {
    return forge.util.decodeUtf8(decipher.output.getBytes());
  } catch {
    throw new DecryptError("decrypted body is not UTF-8");
  }
}

/** The base64 text of an encrypted body: `{ "value": "<base64>" }`, a JSON string, or the raw base64 text. */
export function encryptedPayload(rawBody: string): string {
  const text = rawBody.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "string") return parsed;
    if (parsed && typeof parsed === "object" && "value" in parsed && typeof parsed.value === "string") return parsed.value;
  } catch {
    return text;
  }
  throw new DecryptError("body holds no encrypted value");
}

/**
 * Decrypts an encrypted call's body: its JSON value and a digest of (key, plaintext), the same for every re-encoding
 * of one encrypted body (hex case, `{ value }` or bare base64), so a replay can be recognised. Throws DecryptError.
 */
export function openEncryptedBody(rawBody: string, encryptionHeader: string | undefined, rsa: RsaKeys): { value: unknown; digest: string } {
  if (!encryptionHeader) throw new DecryptError("Encryption header missing");
  const r = unwrapKey(encryptionHeader, rsa);
  const json = desDecrypt(encryptedPayload(rawBody), r);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new DecryptError("decrypted body is not JSON");
  }
  return { value, digest: createHash("sha256").update(r).update("\u0000").update(json).digest("hex") };
}

/** Decrypts an encrypted call's body to its JSON value; throws DecryptError. */
export function decryptBody(rawBody: string, encryptionHeader: string | undefined, rsa: RsaKeys): unknown {
  return openEncryptedBody(rawBody, encryptionHeader, rsa).value;
}

/** 32 random bytes as hex: session tokens and captcha ids. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString("hex");
}
