import assert from 'node:assert/strict';
import { createECDH } from 'node:crypto';
import { describe, it } from 'node:test';
import { decryptWebPush } from './web-push-decrypt.js';

// RFC 8291, Appendix A: the example message, the browser's private key and auth secret.
const EXAMPLE = {
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  browserPrivateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};

function exampleBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(EXAMPLE.browserPrivateKey, 'base64url'));
  return { ecdh, auth: Buffer.from(EXAMPLE.auth, 'base64url') };
}

describe('decryptWebPush (the push service stand-in’s browser)', () => {
  it('reads the example message of RFC 8291', () => {
    const body = Buffer.from(EXAMPLE.body, 'base64url');
    assert.equal(
      decryptWebPush(body, exampleBrowser()),
      'When I grow up, I want to be a watermelon',
    );
  });

  it('refuses a message changed on the way, or meant for another browser', () => {
    const body = Buffer.from(EXAMPLE.body, 'base64url');
    const changed = Buffer.from(body);
    changed.writeUInt8(changed.readUInt8(changed.length - 20) ^ 1, changed.length - 20);
    assert.throws(() => decryptWebPush(changed, exampleBrowser()));
    const other = exampleBrowser();
    other.auth = Buffer.alloc(16, 1);
    assert.throws(() => decryptWebPush(body, other));
  });
});
