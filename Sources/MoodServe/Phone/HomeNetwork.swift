import FoundationEssentials
import Glibc
import MoodSystem

/// The addresses a phone at home reaches this computer on, and the ranges MoodCard's CA may
/// name: one home for both, so the CA never permits less than the server listens on.
package enum HomeNetwork {
  /// A block of addresses: a network's first bytes and its prefix length.
  struct Block {
    /// The network's 4 or 16 bytes.
    let network: [UInt8]
    /// How many leading bits every address of the block shares with `network`.
    let prefix: Int

    /// The block `text` (`192.168.0.0/16`).
    init(_ text: String) {
      let parts = text.split(separator: "/")
      network = X509Certificate.raw(String(parts[0])) ?? []
      prefix = Int(parts[1]) ?? 0
    }

    /// The prefix as a mask of the network's length.
    var mask: [UInt8] {
      (0..<network.count).map { index in
        let bits = min(8, max(0, prefix - index * 8))
        return bits == 0 ? 0 : UInt8(truncatingIfNeeded: 0xff << (8 - bits))
      }
    }

    /// Whether the address of bytes `raw` is in the block.
    func contains(_ raw: [UInt8]) -> Bool {
      raw.count == network.count
        && zip(zip(raw, network), mask).allSatisfy { pair, mask in
          pair.0 & mask == pair.1 & mask
        }
    }
  }

  /// The blocks a home network's addresses come from: the private IPv4 blocks (RFC 1918), the
  /// shared block of carrier-grade NAT and of mesh VPNs such as Tailscale (RFC 6598), and IPv6
  /// unique local addresses (RFC 4193).
  static let homeBlocks = [
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "fc00::/7",
  ]
  .map(Block.init)

  /// The blocks the CA may name: the home blocks, the link-local blocks (a phone joined to the
  /// computer's own hotspot without DHCP) and loopback. Never a public address: a leaked CA key
  /// could then be used to pose as any site on the internet.
  static let permittedBlocks =
    homeBlocks
    + ["169.254.0.0/16", "fe80::/10", "127.0.0.0/8", "::1/128"].map(Block.init)

  /// Whether the CA may name `literal`.
  package static func isPermitted(_ literal: String) -> Bool {
    guard let raw = X509Certificate.raw(literal) else { return false }
    return permittedBlocks.contains { $0.contains(raw) }
  }

  /// This computer's addresses on its home networks, IPv4 first, each once: what
  /// `mood serve --phone` listens on.
  package static func addresses() -> [String] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return [] }
    defer { freeifaddrs(first) }
    var found: [[UInt8]] = []
    var next = first
    while let current = next {
      next = current.pointee.ifa_next
      guard let address = current.pointee.ifa_addr,
        current.pointee.ifa_flags & UInt32(IFF_UP) != 0
      else { continue }
      let raw: [UInt8]
      switch Int32(address.pointee.sa_family) {
      case AF_INET:
        raw = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          withUnsafeBytes(of: $0.pointee.sin_addr) { Array($0) }
        }
      case AF_INET6:
        raw = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) }
        }
      default: continue
      }
      if homeBlocks.contains(where: { $0.contains(raw) }), !found.contains(raw) {
        found.append(raw)
      }
    }
    return found.sorted { $0.count < $1.count }.compactMap(X509Certificate.literal)
  }

  /// `HOSTNAME.local`, the name multicast DNS gives this computer, or `nil` when its host name
  /// is not one label of letters, digits and hyphens.
  static func localName() -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count) == 0 else { return nil }
    let host =
      String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
      ).split(separator: ".").first.map { $0.lowercased() } ?? ""
    let allowed = host.utf8.allSatisfy {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-")
    }
    guard !host.isEmpty, host.utf8.count <= 63, allowed, !host.hasPrefix("-") else { return nil }
    return host + ".local"
  }
}
