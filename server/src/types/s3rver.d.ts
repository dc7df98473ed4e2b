// The little of @20minutes/s3rver (no bundled types) the tests use: s3-storage.test.ts starts a real S3-compatible
// server on loopback with it and points the S3 storage at it.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept on disk. */
    directory?: string;
    resetOnClose?: boolean;
    /** Path-style addressing only when false: `http://127.0.0.1:port/<bucket>/<key>`. */
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
