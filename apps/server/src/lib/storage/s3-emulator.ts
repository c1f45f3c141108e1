// Test support: an S3 emulator (s3rver, a dev dependency) on 127.0.0.1, with one bucket created through
// the S3 API as a real deployment would. Never imported by the server itself.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from './s3-storage.ts';

export interface S3Emulator {
  options: S3StorageOptions;
  listKeys: () => Promise<string[]>;
  stop: () => Promise<void>;
}

export async function startS3Emulator(bucket = 'tmx-documentos'): Promise<S3Emulator> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tmx-s3rver-'));
  const emulator = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await emulator.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    options,
    listKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    stop: async () => {
      client.destroy();
      await emulator.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
