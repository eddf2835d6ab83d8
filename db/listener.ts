import { Client } from 'pg';

/**
 * One PostgreSQL session per process that LISTENs on the channels this process cares about (PostgreSQL only:
 * the embedded database serves one process, which needs no cross-instance messages).
 *
 * What subscribers may rely on: while `isListening(channel)` is true, every NOTIFY on that channel committed
 * since it became true reaches `onNotify` (PostgreSQL queues notifications for a connected listener and
 * delivers them after the sending transaction commits). Whenever that stops being certain (the session
 * failed, ended or was closed) `onReset` runs first and `isListening` turns false until the session is back.
 * A cache built on this must therefore stop serving on reset, which is what active-client-cache.ts does.
 *
 * The session is opened on the first subscription and reopened after a failure (after `retryMs`). It needs
 * a real session: a pooler in transaction mode between the app and PostgreSQL would drop LISTEN.
 */
export interface ChannelHandlers {
  onNotify(payload: string): void;
  onReset(): void;
}

export class ChannelListener {
  /** The session in use (connecting or connected), or null. */
  private current: Client | null = null;
  private connected = false;
  private connecting: Promise<void> | null = null;
  private listening = new Set<string>();
  private handlers = new Map<string, ChannelHandlers[]>();
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly retryMs = 1000,
  ) {}

  /** Adds handlers for `channel` and starts listening (in the background; see isListening). */
  subscribe(channel: string, handlers: ChannelHandlers): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
    const list = this.handlers.get(channel) ?? [];
    list.push(handlers);
    this.handlers.set(channel, list);
    const client = this.current;
    if (client && this.connected) void this.listenOn(client, channel).catch(() => void this.fail(client));
    else this.open();
  }

  isListening(channel: string): boolean {
    return this.listening.has(channel);
  }

  /** The PostgreSQL backend pid of the open session (tests), or null. */
  sessionPid(): number | null {
    return this.connected ? ((this.current as unknown as { processID?: number })?.processID ?? null) : null;
  }

  /** Resolves once the session is open and listening (tests; callers need not wait). */
  async ready(): Promise<void> {
    this.open();
    await this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.current;
    if (client) await this.fail(client);
  }

  private open(): void {
    if (this.closed || this.current) return;
    const client = new Client({ connectionString: this.connectionString });
    this.current = client;
    client.on('notification', (msg) => {
      if (this.current !== client) return;
      for (const h of this.handlers.get(msg.channel) ?? []) h.onNotify(msg.payload ?? '');
    });
    client.on('error', () => void this.fail(client));
    client.on('end', () => void this.fail(client));
    this.connecting = (async () => {
      try {
        await client.connect();
        this.connected = true;
        for (const channel of this.handlers.keys()) await this.listenOn(client, channel);
      } catch {
        void this.fail(client);
      } finally {
        if (this.current === client || this.current === null) this.connecting = null;
      }
    })();
  }

  private async listenOn(client: Client, channel: string): Promise<void> {
    await client.query(`LISTEN ${channel}`);
    if (this.current === client) this.listening.add(channel);
  }

  /** The session `client` can no longer be trusted: tell every subscriber, drop it, and retry later. */
  private fail(client: Client): Promise<void> {
    if (this.current !== client) return Promise.resolve();
    this.current = null;
    this.connected = false;
    this.listening.clear();
    for (const list of this.handlers.values()) for (const h of list) h.onReset();
    this.scheduleRetry();
    return client.end().catch(() => {});
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.open();
    }, this.retryMs);
    this.retry.unref();
  }
}
