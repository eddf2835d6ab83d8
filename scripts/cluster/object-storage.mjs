import path from 'node:path';
import { ROOT, portFree, spawnGroup, stopGroup, waitFor } from './processes.mjs';

/** The access key the local S3 server accepts (s3rver's fixed development credentials). */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startObjectStorage({ dir, port, bucket = 'fulfilment-files', log }) {
  if (!(await portFree(port))) throw new Error(`port ${port} (object storage) is in use`);
  const folder = path.join(dir, 's3');
  const logFile = path.join(dir, 's3.log');
  const url = `http://127.0.0.1:${port}`;
  let proc = null;
  const start = async () => {
    if (proc && proc.child.exitCode === null && proc.child.signalCode === null) return;
    proc = spawnGroup(
      process.execPath,
      [path.join(ROOT, 'scripts', 'cluster', 's3-server.mjs'), String(port), folder, bucket],
      {
        logFile,
      },
    );
    await waitFor('object storage', async () => (await fetch(`${url}/${bucket}`)).status < 500, 20_000, proc);
  };
  const stop = async () => {
    if (proc) await stopGroup(proc, 'SIGTERM', 5_000);
    proc = null;
  };
  await start();
  log(`object storage (S3 API, s3rver) on ${url}, bucket ${bucket}, data ${folder}`);
  return {
    url,
    bucket,
    folder,
    start,
    stop,
    pid: () =>
      proc && proc.child.exitCode === null && proc.child.signalCode === null ? proc.child.pid : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Instances
