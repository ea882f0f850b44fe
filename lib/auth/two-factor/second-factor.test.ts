// Each guard of the second step on its own (the sign-in routes' tests go through all of them at once, where one
// guard hides another's fault): a TOTP code's step, once per user even when two sign-ins read the same row at the
// same moment; recovery codes replaced and spent per user; the methods offered by what this user has.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { createUser } from "@/lib/test/fixtures";
import { signInStep, totpCode } from "@/lib/test/two-factor";
import { acceptTotp, completeSignIn } from "./sign-in-step";
import { newTotpSecret, sealTotpSecret, totpStepOf } from "./totp";
import { recoveryCodesLeft, replaceRecoveryCodes, spendRecoveryCode } from "./recovery-codes";

const stepNow = () => Math.floor(Date.now() / 30_000);

/** A user with an authenticator app turned on, read as the sign-in reads it. */
async function withTotp(password?: string) {
  const user = await createUser(password ? { password } : {});
  const secret = newTotpSecret();
  const { sealed, keyId } = sealTotpSecret(secret, user.id);
  const row = await prisma.user.update({
    where: { id: user.id },
    data: { totpSecretSealed: sealed, totpKeyId: keyId, totpEnabledAt: new Date(), twoFactorSince: new Date() },
  });
  return { user: row, secret };
}

describe("totpStepOf", () => {
  it("answers the step a code belongs to, and null once that step (or a later one) was accepted", async () => {
    const secret = newTotpSecret();
    const code = totpCode(secret);
    const step = await totpStepOf(secret, code, null);
    expect(step).not.toBeNull();
    expect(Math.abs(step! - stepNow())).toBeLessThanOrEqual(1);
    expect(await totpStepOf(secret, code, step! - 1)).toBe(step);
    expect(await totpStepOf(secret, code, step!)).toBeNull();
    expect(await totpStepOf(secret, code, step! + 1)).toBeNull();
  });

  it("is null for anything but six digits of this secret, and for a secret that cannot be read", async () => {
    const secret = newTotpSecret();
    const code = totpCode(secret);
    expect(await totpStepOf(secret, `${code}0`, null)).toBeNull();
    expect(await totpStepOf(secret, `x${code}`, null)).toBeNull();
    expect(await totpStepOf(newTotpSecret(), code, null)).toBeNull();
    expect(await totpStepOf("not a base32 secret!", code, null)).toBeNull();
  });
});

describe("acceptTotp", () => {
  it("takes a code once: a second sign-in that read the user before the first wrote still loses", async () => {
    const { user, secret } = await withTotp();
    const code = totpCode(secret);
    // Both read the row before either wrote (totpLastStep null in each).
    const [first, second] = [{ ...user }, { ...user }];
    expect(await acceptTotp(first, code)).toBe(true);
    expect(await acceptTotp(second, code)).toBe(false);
  });

  it("records the step on this user alone: another user's code of the same moment still works", async () => {
    const a = await withTotp();
    const b = await withTotp();
    expect(await acceptTotp(a.user, ` ${totpCode(a.secret)} `)).toBe(true);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: b.user.id } })).totpLastStep).toBeNull();
    expect(await acceptTotp(b.user, totpCode(b.secret))).toBe(true);
  });

  it("is false, not an error, for a user whose secret or its key is missing", async () => {
    const { user, secret } = await withTotp();
    expect(await acceptTotp({ ...user, totpSecretSealed: null }, totpCode(secret))).toBe(false);
    expect(await acceptTotp({ ...user, totpKeyId: null }, totpCode(secret))).toBe(false);
  });
});

describe("recovery codes", () => {
  it("replacing one user's codes leaves every other user's", async () => {
    const a = await createUser();
    const b = await createUser();
    const [bCode] = await replaceRecoveryCodes(b.id);
    await replaceRecoveryCodes(a.id);
    await replaceRecoveryCodes(a.id);
    expect(await recoveryCodesLeft(a.id)).toBe(10);
    expect(await recoveryCodesLeft(b.id)).toBe(10);
    expect(await spendRecoveryCode(b.id, bCode)).toBe(9);
  });

  it("takes a code as shown, in capitals or without its dash, and nothing longer or shorter", async () => {
    const user = await createUser();
    const [first, second, third] = await replaceRecoveryCodes(user.id);
    expect(await spendRecoveryCode(user.id, `${third}x`)).toBeNull();
    expect(await spendRecoveryCode(user.id, `x${third}`)).toBeNull();
    expect(await spendRecoveryCode(user.id, third.slice(1))).toBeNull();
    expect(await spendRecoveryCode(user.id, first.toUpperCase())).toBe(9);
    expect(await spendRecoveryCode(user.id, second.replace("-", ""))).toBe(8);
    expect(await spendRecoveryCode(user.id, first)).toBeNull();
  });
});

describe("the second step's methods", () => {
  it("offer a passkey only to a user who has one, whoever else does", async () => {
    const password = "second factor methods 1";
    const { user } = await withTotp(password);
    const other = await createUser();
    await prisma.passkey.create({
      data: { id: newObjectId(), userId: other.id, credentialId: newObjectId(), publicKey: Buffer.from("key"), name: "Phone" },
    });
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const step = await signInStep({ email: user.email, password }, ip);
    expect(step.json.secondFactor.methods).toEqual(["totp", "recovery-code"]);
  });
});

describe("completeSignIn", () => {
  const randomIp = () => `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  async function pending() {
    const password = "second factor pending 1";
    const { user, secret } = await withTotp(password);
    const codes = await replaceRecoveryCodes(user.id);
    const ip = randomIp();
    const step = await signInStep({ email: user.email, password }, ip);
    return { user, secret, codes, ip, token: step.json.secondFactor.token as string };
  }

  it("refuses a pending token that is not text, without an error", async () => {
    const { secret, ip } = await pending();
    expect(await completeSignIn({ pendingToken: 12345, code: totpCode(secret) }, { ip })).toBeNull();
    expect(await completeSignIn({ pendingToken: { token: "x" }, code: totpCode(secret) }, { ip })).toBeNull();
  });

  it("reads an empty code as no code: the recovery code sent beside it signs in", async () => {
    const { user, codes, ip, token } = await pending();
    const signedIn = await completeSignIn({ pendingToken: token, code: "", recoveryCode: codes[0] }, { ip });
    expect(signedIn).toMatchObject({ userId: user.id, factor: "recovery-code" });
  });

  it("opens one session for one pending token, though two right answers race for it", async () => {
    const { user, secret, codes, ip, token } = await pending();
    const results = await Promise.all([
      completeSignIn({ pendingToken: token, code: totpCode(secret) }, { ip }),
      completeSignIn({ pendingToken: token, recoveryCode: codes[0] }, { ip }),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });
});
