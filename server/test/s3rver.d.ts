// s3rver ships no types: the part of its API the file-store test and the cluster (scripts/lib/cluster.ts) use (https://github.com/jamhall/s3rver#readme).
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: Array<{ name: string; configs?: string[] }>;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
