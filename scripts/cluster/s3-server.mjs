// A local S3-compatible object store for the cluster and the fault suite (s3rver, files under a folder):
//   node scripts/cluster/s3-server.mjs <port> <folder> <bucket>
// Prints `ready` once it answers; SIGTERM closes it. Its objects stay in the folder, so it can be stopped and
// started again (the fault scenario "object storage down").
import fs from 'node:fs';
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
await server.run();
console.log(`ready: http://127.0.0.1:${port}/${bucket}`);
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().finally(() => process.exit(0));
  });
