import net from 'node:net';
import type { ConnectionLimits } from '../config.js';

/**
 * Bounds the server's open connections: `maxConnections` in all (Node closes the ones past it
 * as they arrive) and `perAddress` from one client address, whose extra connections are closed
 * at once, before they send anything. So one address flooding the server with idle connections
 * leaves room for everyone else, `/api/health` included.
 *
 * A trusted proxy's addresses are not counted per address: every client behind it arrives from
 * them, and the proxy bounds its clients itself (nginx `limit_conn`, see the README). With
 * `TRUST_PROXY=1` every address may be a proxy, so only the server's bound applies.
 */
export function limitConnections(
  server: net.Server,
  limits: ConnectionLimits,
  trustProxy: boolean | string,
): void {
  server.maxConnections = limits.max;
  if (trustProxy === true) return;
  const proxies = trustedAddresses(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrusted(proxies, address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** The proxy addresses and subnets of `TRUST_PROXY` (`127.0.0.1,10.0.0.0/8`); none when off. */
function trustedAddresses(trustProxy: false | string): net.BlockList {
  const list = new net.BlockList();
  if (trustProxy === false) return list;
  for (const entry of trustProxy.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!net.isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** Whether an address is one of the proxies, IPv4-mapped IPv6 (`::ffff:10.0.0.1`) included. */
function isTrusted(proxies: net.BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return proxies.check(mapped, 'ipv4');
  return proxies.check(address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
