// Types of scripts/cluster/cluster.mjs, for TypeScript callers (tests, the fault suite).
export interface ClusterOptions {
  instances?: number;
  port?: number;
  instanceBasePort?: number;
  pgbouncerPort?: number;
  postgresPort?: number;
  databaseUrl?: string;
  serverUrl?: string;
  databaseName?: string;
  keepDatabase?: boolean;
  throwawayPostgres?: boolean;
  /** A streaming replica of the throwaway PostgreSQL (synchronous replication) and a database endpoint in front. */
  replica?: boolean;
  replicaPort?: number;
  /** With a replica: the instances' DATABASE_READ_URL is the replica, commits wait for remote_apply (default true). */
  readFromReplica?: boolean;
  dbEndpointPort?: number;
  /** The throwaway PostgreSQL with fsync=on (default off). */
  postgresFsync?: boolean;
  pgbouncer?: boolean;
  poolSize?: number;
  env?: Record<string, string>;
  dir?: string;
  build?: 'auto' | 'always' | 'never';
  log?: (message: string) => void;
  /** 's3' (default): a local S3 server (s3rver), files through the S3 API; 'folder': one shared STORAGE_DIR. */
  objectStorage?: 's3' | 'folder';
  /** Port of the local S3 server (default pgbouncerPort + 20). */
  objectStoragePort?: number;
  /** Restart an instance that exits on its own, with backoff (default true). */
  supervise?: boolean;
}

export interface ClusterInstance {
  index: number;
  port: number;
  url: string;
  logFile: string;
  /** null on the host, else the network namespace it runs in (scripts/cluster/netns.mjs). */
  placement: { netns: string; host: string; env: Record<string, string | undefined> } | null;
  /** The release folder it runs from. */
  root: string;
  /** Exits while it was wanted running, and restarts the supervisor made. */
  crashes: number;
  restarts: number;
  pid(): number | null;
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  waitReady(timeoutMs?: number): Promise<void>;
  waitRestarted(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  pooledUrl: string;
  dir: string;
  instances: ClusterInstance[];
  postgres: {
    url: string;
    start(): Promise<void>;
    stop(): Promise<void>;
    restart(): Promise<void>;
    /** pg_ctl stop -m immediate: a crash, recovered from the WAL at the next start(). */
    crash(): Promise<void>;
    dataDir: string;
    pid(): number | null;
  } | null;
  replica: { url: string; dataDir: string; pid(): number | null; promote(): Promise<void> } | null;
  /** Primary crashed, replica promoted, endpoint moved (needs replica: true). */
  failover(): Promise<{ crashedMs: number; promotedMs: number; doneMs: number }>;
  objectStorage: {
    url: string;
    bucket: string;
    folder: string;
    start(): Promise<void>;
    stop(): Promise<void>;
    pid(): number | null;
  } | null;
  pgbouncer: { url: string; show(what: string): Promise<Record<string, unknown>[]> } | null;
  haproxy: {
    stats(): Promise<Array<{ name: string; status: string; [k: string]: string }>>;
    command(cmd: string): Promise<string>;
  };
  env: Record<string, string | undefined>;
  /** Graceful stop of instance i, started again (from `root`, another built release folder, when given), ready and in rotation. */
  replaceInstance(i: number, opts?: { root?: string }): Promise<void>;
  restartInstance(i: number): Promise<void>;
  /** Moves instance i into a network namespace (or back to the host with null); ready and in rotation. */
  placeInstance(
    i: number,
    placement: { netns: string; host: string; env: Record<string, string | undefined> } | null,
  ): Promise<void>;
  /** Every instance in turn, each after the one before is back in rotation. */
  rollingRestart(opts?: { root?: string }): Promise<void>;
  waitInRotation(instance: ClusterInstance, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export const LOCAL_S3_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export function startCluster(opts?: ClusterOptions): Promise<Cluster>;
export function ensureTools(opts?: { pgbouncer?: boolean; log?: (m: string) => void }): void;
export function migrateDatabase(url: string): Promise<void>;
export function which(name: string): string | null;
export function freePort(): Promise<number>;
export function pgbouncerConfig(opts: {
  upstream: string;
  port: number;
  poolSize: number;
  remoteApply?: boolean;
}): string;
export function haproxyConfig(opts: { port: number; instancePorts: number[]; dir: string }): string;
export function startPgbouncer(opts: {
  dir: string;
  port: number;
  upstream: string;
  poolSize: number;
  log: (m: string) => void;
  remoteApply?: boolean;
}): Promise<{
  url: string;
  countersUrl: string;
  show(what: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}>;
