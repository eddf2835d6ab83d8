// A local S3-compatible object store for the cluster and the fault suite (s3rver, files under a folder):
//   node scripts/cluster/s3-server.mjs <port> <folder> <bucket>
// Prints `ready` once it answers; SIGTERM closes it. Its objects stay in the folder, so it can be stopped and
// started again (the fault scenario "object storage down").
//
// A PUT is atomic, as in S3: s3rver writes an object's bytes, checksum and metadata in place, so a stop in the
// middle of a write left a truncated metadata file that made every later listing of its folder fail (500
// InternalError). Here each PUT is written under a staging prefix and renamed into place, the object last:
// a stop at any point leaves either the whole object or none.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
fs.mkdirSync(directory, { recursive: true });
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
atomicPuts(server.store);
await server.run();
console.log(`ready: http://127.0.0.1:${port}/${bucket}`);
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().finally(() => process.exit(0));
  });

function atomicPuts(store) {
  const put = store.putObject.bind(store);
  const RESOURCES = ['metadata.json', 'object.md5', 'object'];
  store.putObject = async (object) => {
    const staging = `.staging/${randomUUID()}`;
    const result = await put({ ...object, key: staging });
    const target = store.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    for (const resource of RESOURCES) {
      const from = store.getResourcePath(object.bucket, staging, resource);
      if (fs.existsSync(from))
        await fs.promises.rename(from, store.getResourcePath(object.bucket, object.key, resource));
    }
    return result;
  };
}
