// @vitest-environment node
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { encryptPayload, randomKey } from "../../src/api/cipher";

describe("payload encryption (docs/platform-wire.md)", () => {
  it("makes 16-character keys from letters and digits", () => {
    const keys = Array.from({ length: 50 }, () => randomKey());
    expect(keys.every((key) => /^[A-Za-z0-9]{16}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });

  it("DES-encrypts the body with the key's first 8 characters and RSA-wraps the reversed key", async () => {
    const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const modulusHex = keys.publicKey.n.toString(16);
    const payload = { username: "demo", password: "Demo1234", note: "ภาษาไทย" };
    const { body, encryption } = await encryptPayload(payload, modulusHex, "AbCdEfGh12345678");

    const recovered = new forge.jsbn.BigInteger(encryption, 16).modPow(keys.privateKey.d, keys.privateKey.n);
    const reversedKey = forge.util.decodeUtf8(forge.util.hexToBytes(recovered.toString(16)));
    expect(reversedKey).toBe("87654321hGfEdCbA");

    const decipher = forge.cipher.createDecipher("DES-ECB", forge.util.createBuffer("AbCdEfGh"));
    decipher.start({});
    decipher.update(forge.util.createBuffer(forge.util.decode64(body.value)));
    expect(decipher.finish()).toBe(true);
    expect(JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()))).toEqual(payload);
  });
});
