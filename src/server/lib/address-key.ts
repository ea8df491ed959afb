import { isIPv6 } from 'node:net';

/**
 * The part of a client address that limits count by (docs/decisions/045). An IPv4 address is one
 * client. An IPv6 address is counted by its /64: one household or phone network hands a client a
 * whole /64, so counting single IPv6 addresses would give an attacker billions of fresh starts.
 * IPv4 written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without a zone, each as lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [address] = ip.toLowerCase().split('%');
  const [head, tail] = address!.includes('::') ? address!.split('::') : [address!, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const start = groups(head);
  const end = groups(tail);
  const middle = tail === undefined ? [] : Array(8 - start.length - end.length).fill('0');
  return [...start, ...middle, ...end].map((group) => Number.parseInt(group, 16).toString(16));
}
