// The host side of an instance's own network (scripts/cluster/netns.mjs): the cluster's services listen on
// 127.0.0.1 only, which a process in another network namespace cannot reach, so this relay listens on the host
// end of the namespace's data link and passes each connection on to the same port on 127.0.0.1:
//   node scripts/cluster/tcp-relay.mjs <listen address> <port>...
// Prints `ready` once it listens on every port; SIGTERM closes it. The relay only joins addresses: cutting the
// link (ip link set … down) cuts the traffic at the network, before it reaches the relay.
import net from 'node:net';

const [host, ...ports] = process.argv.slice(2);
const sockets = new Set();
const servers = await Promise.all(
  ports.map(
    (port) =>
      new Promise((resolve, reject) => {
        const server = net.createServer((client) => {
          const upstream = net.connect(Number(port), '127.0.0.1');
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.setNoDelay(true);
            s.on('close', () => sockets.delete(s));
          }
          client.pipe(upstream);
          upstream.pipe(client);
          client.on('error', () => upstream.destroy());
          upstream.on('error', () => client.destroy());
          client.on('close', () => upstream.destroy());
          upstream.on('close', () => client.destroy());
        });
        server.once('error', reject);
        server.listen(Number(port), host, () => resolve(server));
      }),
  ),
);
console.log(`ready: ${host} ports ${ports.join(', ')} -> 127.0.0.1`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    for (const s of servers) s.close();
    for (const s of sockets) s.destroy();
    process.exit(0);
  });
