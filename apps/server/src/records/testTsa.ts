// A time-stamping authority for the tests (RFC 3161, pkijs/asn1js): no internet, a key and a
// self-signed certificate made with openssl, answers POSTed TimeStampReqs with signed tokens.
import { execFileSync } from "node:child_process";
import { createHash, webcrypto } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { ID_CT_TSTINFO } from "./trustedTimestamp";

const pemBody = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, ""), "base64");
const attr = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });

/**
 * `issuedByCa`: the TSA's certificate is issued by a test CA (`caFile`) instead of self-signed, as
 * a real TSA's is. `carry`: more certificates (PEM files) put into every token before the TSA's
 * own, as a forger would to pass a check that trusts a token by a certificate it merely carries.
 */
export async function startTestTsa(opts: { issuedByCa?: boolean; carry?: string[] } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-tsa-"));
  const certFile = path.join(dir, "tsa.pem");
  const keyFile = path.join(dir, "tsa.key");
  const caFile = path.join(dir, "ca.pem");
  const usage = ["extendedKeyUsage=critical,timeStamping", "keyUsage=critical,digitalSignature"];
  if (opts.issuedByCa) {
    const caKey = path.join(dir, "ca.key");
    const csr = path.join(dir, "tsa.csr");
    const ext = path.join(dir, "tsa.ext");
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", caKey, "-out", caFile, "-days", "2", "-subj", "/CN=ELN test CA",
      "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign",
    ], { stdio: "ignore" });
    execFileSync("openssl", ["req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", keyFile, "-out", csr, "-subj", "/CN=ELN test TSA"], { stdio: "ignore" });
    writeFileSync(ext, usage.join("\n") + "\n");
    execFileSync("openssl", ["x509", "-req", "-in", csr, "-CA", caFile, "-CAkey", caKey, "-CAcreateserial", "-out", certFile, "-days", "2", "-extfile", ext], { stdio: "ignore" });
  } else {
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", "/CN=ELN test TSA",
      ...usage.flatMap((u) => ["-addext", u]),
    ], { stdio: "ignore" });
  }
  const certDer = pemBody(readFileSync(certFile, "utf8"));
  const cert = pkijs.Certificate.fromBER(certDer);
  const carried = (opts.carry ?? []).map((f) => pkijs.Certificate.fromBER(pemBody(readFileSync(f, "utf8"))));
  const key = await webcrypto.subtle.importKey("pkcs8", pemBody(readFileSync(keyFile, "utf8")), { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["sign"]);
  let serial = 1;

  async function reply(reqDer: Uint8Array) {
    const req = pkijs.TimeStampReq.fromBER(reqDer);
    const info = new pkijs.TSTInfo({
      version: 1,
      policy: "1.3.6.1.4.1.99999.1",
      messageImprint: req.messageImprint,
      serialNumber: new asn1js.Integer({ value: serial++ }),
      genTime: new Date(),
      ...(req.nonce ? { nonce: req.nonce } : {}),
    });
    const eContent = new Uint8Array(info.toSchema().toBER());
    const sha = (b: Uint8Array) => createHash("sha256").update(b).digest();
    // ESS signingCertificateV2 (RFC 5816): binds the signature to this certificate; openssl checks it.
    const essV2 = new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: sha(certDer) })] })] })] });
    const sd = new pkijs.SignedData({
      version: 3,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: ID_CT_TSTINFO, eContent: new asn1js.OctetString({ valueHex: eContent }) }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attr("1.2.840.113549.1.9.3", new asn1js.ObjectIdentifier({ value: ID_CT_TSTINFO })),
              attr("1.2.840.113549.1.9.5", new asn1js.UTCTime({ valueDate: new Date() })),
              attr("1.2.840.113549.1.9.4", new asn1js.OctetString({ valueHex: sha(eContent) })),
              attr("1.2.840.113549.1.9.16.2.47", essV2),
            ],
          }),
        }),
      ],
      certificates: req.certReq ? [...carried, cert] : undefined,
    });
    await sd.sign(key, 0, "SHA-256");
    const token = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: sd.toSchema(true) });
    const resp = new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }), timeStampToken: token });
    return Buffer.from(resp.toSchema().toBER());
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      reply(new Uint8Array(Buffer.concat(chunks)))
        .then((body) => res.writeHead(200, { "content-type": "application/timestamp-reply" }).end(body))
        .catch(() => res.writeHead(400).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, certFile, caFile: opts.issuedByCa ? caFile : null, dir, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
