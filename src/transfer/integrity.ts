import { createHash, type Hash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * What a storage answer lets the download check the bytes against, decided from its headers (S3 user guide,
 * "Checking object integrity"; platform facts "The presigned link"):
 * - the ETag is the object's MD5 only for a single-part upload stored unencrypted or with SSE-S3. A multipart
 *   ETag ends in `-N`; objects encrypted with SSE-KMS (`x-amz-server-side-encryption: aws:kms` or `aws:kms:dsse`)
 *   or SSE-C (`x-amz-server-side-encryption-customer-algorithm`) have ETags that are not an MD5 digest;
 * - an `x-amz-checksum-sha256`, `-sha1` or `-crc32` header (base64 of the big-endian digest) is a digest of the
 *   whole object unless it is a composite checksum of the parts (`x-amz-checksum-type: COMPOSITE`, or a value
 *   ending in `-N`). S3 sends these only where the object has them; the action cannot ask for them, since a
 *   presigned link refuses unsigned `x-amz-*` request headers.
 */
export interface IntegrityPlan {
  /** The ETag, unquoted, when it is the object's MD5; undefined when it is not (see `md5Skipped`). */
  md5Etag: string | undefined;
  /** Why the ETag is not compared with the MD5, e.g. "the object is encrypted with SSE-KMS"; undefined: it is. */
  md5Skipped: string | undefined;
  /** A whole-object checksum storage sent, to compare with the bytes; undefined: none. */
  checksum: { algorithm: ChecksumAlgorithm; expected: string } | undefined;
}

/** The whole-object checksums that storage may send and the action can compute. */
export type ChecksumAlgorithm = 'sha256' | 'sha1' | 'crc32';

const CHECKSUM_HEADERS: [ChecksumAlgorithm, string][] = [
  ['sha256', 'x-amz-checksum-sha256'],
  ['sha1', 'x-amz-checksum-sha1'],
  ['crc32', 'x-amz-checksum-crc32'],
];

/** Reads a header by its lower-case name; undefined when absent. */
export type HeaderReader = (name: string) => string | undefined;

/** Decides what the bytes of one object are checked against, from the headers of its full (`200`) answer. */
export function planIntegrity(etag: string | undefined, header: HeaderReader): IntegrityPlan {
  const sse = header('x-amz-server-side-encryption')?.toLowerCase();
  let md5Skipped: string | undefined;
  if (etag === undefined) md5Skipped = 'storage sent no ETag';
  else if (header('x-amz-server-side-encryption-customer-algorithm') !== undefined)
    md5Skipped = 'the object is encrypted with SSE-C, so its ETag is not an MD5';
  else if (sse === 'aws:kms' || sse === 'aws:kms:dsse')
    md5Skipped = `the object is encrypted with SSE-KMS (${sse}), so its ETag is not an MD5`;
  else if (/^[0-9a-f]{32}-\d+$/i.test(etag)) md5Skipped = 'the ETag is that of a multipart upload, not an MD5';
  else if (!/^[0-9a-f]{32}$/i.test(etag)) md5Skipped = 'the ETag is not an MD5';
  const composite = header('x-amz-checksum-type')?.toUpperCase() === 'COMPOSITE';
  let checksum: IntegrityPlan['checksum'];
  for (const [algorithm, name] of CHECKSUM_HEADERS) {
    const value = header(name)?.trim();
    if (value && !composite && /^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
      checksum = { algorithm, expected: value };
      break;
    }
  }
  return { md5Etag: md5Skipped ? undefined : etag!.toLowerCase(), md5Skipped, checksum };
}

/** A running digest of the bytes received, for the MD5 and the planned checksum; fed in order, resumable. */
export class Digests {
  private md5: Hash = createHash('md5');
  private other: Hash | undefined;
  private crc = 0;
  private readonly algorithm: ChecksumAlgorithm | undefined;

  constructor(algorithm: ChecksumAlgorithm | undefined) {
    this.algorithm = algorithm;
    if (algorithm === 'sha256' || algorithm === 'sha1') this.other = createHash(algorithm);
  }

  update(chunk: Buffer): void {
    this.md5.update(chunk);
    if (this.algorithm === 'crc32') this.crc = crc32(chunk, this.crc);
    else this.other?.update(chunk);
  }

  /** Hex MD5 and the checksum as S3 writes it (base64 of the big-endian digest); call once. */
  finish(): { md5: string; checksum: string | undefined } {
    const md5 = this.md5.digest('hex');
    if (this.algorithm === 'crc32') {
      const bytes = Buffer.alloc(4);
      bytes.writeUInt32BE(this.crc >>> 0);
      return { md5, checksum: bytes.toString('base64') };
    }
    return { md5, checksum: this.other?.digest('base64') };
  }
}

/** What was checked, for the log and the step summary. */
export interface IntegrityResult {
  /** Hex MD5 of the whole file. */
  md5: string;
  /** Whether the MD5 was compared with the ETag (and matched). */
  md5Verified: boolean;
  /** Why it was not, when it was not. */
  md5Skipped: string | undefined;
  /** The storage checksum that was compared (and matched), when one was sent. */
  checksumVerified: ChecksumAlgorithm | undefined;
}

/**
 * Compares the digests of the received bytes with the plan.
 * @returns the result, or a sentence saying what did not match
 */
export function checkIntegrity(
  plan: IntegrityPlan,
  digests: { md5: string; checksum: string | undefined },
): { result: IntegrityResult; mismatch?: undefined } | { mismatch: string; result?: undefined } {
  const { md5, checksum } = digests;
  if (plan.md5Etag !== undefined && md5 !== plan.md5Etag)
    return { mismatch: `The bundle's MD5 ${md5} does not match the storage ETag ${plan.md5Etag}` };
  if (plan.checksum && checksum !== plan.checksum.expected) {
    const name = `x-amz-checksum-${plan.checksum.algorithm}`;
    return { mismatch: `The bundle's ${name} ${checksum} does not match the ${plan.checksum.expected} storage sent` };
  }
  const result: IntegrityResult = {
    md5,
    md5Verified: plan.md5Etag !== undefined,
    md5Skipped: plan.md5Skipped,
    checksumVerified: plan.checksum?.algorithm,
  };
  return { result };
}

/** One sentence on what the bytes were checked against, e.g. "MD5 … matches the ETag". */
export function describeIntegrity(result: IntegrityResult): string {
  const parts: string[] = [];
  if (result.md5Verified) parts.push(`MD5 ${result.md5} matches the ETag`);
  else parts.push(`MD5 ${result.md5} not compared with the ETag (${result.md5Skipped})`);
  if (result.checksumVerified) parts.push(`x-amz-checksum-${result.checksumVerified} matches`);
  return parts.join('; ');
}
