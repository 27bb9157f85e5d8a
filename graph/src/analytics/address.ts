import { isIPv6 } from "node:net";

/**
 * What the per-address caps count by: an IPv4 address, or the /64 network of an IPv6 one (one
 * home connection or phone gets a whole /64, so counting single IPv6 addresses would not cap it).
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/u, ""))
    .join(":")}::/64`;
}
