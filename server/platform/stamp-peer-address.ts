import http from 'node:http';
import { PEER_HEADER } from '@/server/core/client-address';

/**
 * Route handlers and server actions see headers, not the TCP socket. Every request the Node server receives is
 * stamped here with the socket's remote address under PEER_HEADER (overwriting any value a client sent), so
 * server/core/client-address.ts can decide how far X-Forwarded-For is to be believed (TRUSTED_PROXIES).
 * Works with `next start` (instrumentation.ts calls it before the server answers its first ready check).
 */
export function stampPeerAddress(): void {
  const proto = http.Server.prototype as unknown as { emit: (...a: unknown[]) => boolean; __fpPeer?: true };
  if (proto.__fpPeer) return;
  const original = proto.emit;
  proto.emit = function (this: unknown, event: unknown, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return original.call(this, event, ...args);
  };
  proto.__fpPeer = true;
}
