import { createHash, randomBytes, verify as cryptoVerify, webcrypto, X509Certificate } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import type { Config } from "../config/config";
import { AppError } from "../http/AppError";

pkijs.setEngine("node", new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]["crypto"] }));

const SHA256 = "2.16.840.1.101.3.4.2.1";
export const ID_CT_TSTINFO = "1.2.840.113549.1.9.16.1.4";

export interface TimestampResult {
  /** The DER-encoded RFC 3161 TimeStampToken (a CMS ContentInfo). */
  token: Uint8Array;
  time: Date;
}

/** An RFC 3161 TimeStampReq for a SHA-256 hash (hex), asking for the TSA's certificate. */
export function timeStampRequest(hashHex: string): Uint8Array {
  const req = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: Buffer.from(hashHex, "hex") }),
    }),
    nonce: new asn1js.Integer({ valueHex: randomBytes(8) }),
    certReq: true,
  });
  return new Uint8Array(req.toSchema().toBER());
}

function signedDataOf(tokenDer: Uint8Array) {
  const ci = pkijs.ContentInfo.fromBER(tokenDer);
  return new pkijs.SignedData({ schema: ci.content });
}

/** The time and the hash a token certifies. */
export function readTimestampToken(tokenDer: Uint8Array) {
  const sd = signedDataOf(tokenDer);
  if (sd.encapContentInfo.eContentType !== ID_CT_TSTINFO) throw new Error("not a time-stamp token");
  const content = sd.encapContentInfo.eContent!.getValue();
  const info = pkijs.TSTInfo.fromBER(content);
  return {
    time: info.genTime,
    hashHex: Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).toString("hex"),
    hashAlgorithm: info.messageImprint.hashAlgorithm.algorithmId,
    serial: Buffer.from(info.serialNumber.valueBlock.valueHexView).toString("hex"),
    tsa: sd.certificates?.[0] instanceof pkijs.Certificate ? sd.certificates[0].subject.typesAndValues.map((t) => t.value.valueBlock.value).join(", ") : null,
  };
}

const DIGESTS: Record<string, string> = { [SHA256]: "sha256", "2.16.840.1.101.3.4.2.2": "sha384", "2.16.840.1.101.3.4.2.3": "sha512" };

/**
 * The CMS signature of a token (RFC 5652 §5.4): the signed attributes (re-tagged as a SET) are
 * signed with the key of the certificate the token carries, and their message digest is that of
 * the TSTInfo. Node's crypto.verify handles RSA and ECDSA keys alike.
 */
function checkSignature(sd: pkijs.SignedData): boolean {
  try {
    const si = sd.signerInfos[0];
    const digest = DIGESTS[si.digestAlgorithm.algorithmId];
    const certs = (sd.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
    if (!digest || !si.signedAttrs || !certs.length) return false;
    const eContent = Buffer.from(sd.encapContentInfo.eContent!.getValue());
    const md = si.signedAttrs.attributes.find((a) => a.type === "1.2.840.113549.1.9.4");
    const mdValue = Buffer.from((md?.values[0] as asn1js.OctetString).valueBlock.valueHexView);
    if (!mdValue.equals(createHash(digest).update(eContent).digest())) return false;
    const attrs = Buffer.from(si.signedAttrs.encodedValue);
    attrs[0] = 0x31; // [0] IMPLICIT → SET OF, as signed
    const sig = Buffer.from(si.signature.valueBlock.valueHexView);
    return certs.some((c) => {
      const key = new X509Certificate(Buffer.from(c.toSchema().toBER())).publicKey;
      return cryptoVerify(digest, attrs, key, sig);
    });
  } catch {
    return false;
  }
}

/**
 * Offline check of a token: the TSA's signature over it (with the certificate it carries) and,
 * when given, that it certifies exactly this hash. Trusting the TSA's certificate itself is the
 * verifier's choice (`openssl ts -verify -CAfile tsa.pem` does both).
 */
export async function verifyTimestampToken(tokenDer: Uint8Array, expectedHashHex?: string) {
  const read = readTimestampToken(tokenDer);
  const sd = signedDataOf(tokenDer);
  const signatureValid = checkSignature(sd);
  const hashMatches = expectedHashHex ? read.hashHex === expectedHashHex.toLowerCase() : null;
  return { ...read, signatureValid, hashMatches, ok: signatureValid && hashMatches !== false };
}

/** An RFC 3161 timestamp over a SHA-256 hex hash when TSA_URL is set; null when off. */
export async function timestampHash(config: Pick<Config, "tsaUrl">, hashHex: string): Promise<TimestampResult | null> {
  if (!config.tsaUrl) return null;
  const unavailable = () => new AppError("service_unavailable", "The time-stamping service did not answer. Please try again.");
  let body: Uint8Array;
  try {
    const res = await fetch(config.tsaUrl, {
      method: "POST",
      headers: { "content-type": "application/timestamp-query" },
      body: Buffer.from(timeStampRequest(hashHex)),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw unavailable();
    body = new Uint8Array(await res.arrayBuffer());
  } catch {
    throw unavailable();
  }
  const resp = pkijs.TimeStampResp.fromBER(body);
  // 0 granted, 1 granted with modifications.
  if (resp.status.status > 1 || !resp.timeStampToken) throw unavailable();
  const token = new Uint8Array(resp.timeStampToken.toSchema().toBER());
  const read = readTimestampToken(token);
  if (read.hashHex !== hashHex) throw unavailable();
  return { token, time: read.time };
}

export const sha256Hex = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");
