import Foundation
import MoodServe
import TestSupport
import Testing

/// What MoodCard's certificate authority may vouch for, checked as exact lists: the name
/// constraints of a CA made by the built `mood serve` (what must be there, and nothing else),
/// and `HomeNetwork`'s rule at each block's edges, inside and just outside.
@Suite struct CertificateAuthorityRuleTests {
  /// Every block the CA permits, in the order it lists them.
  static let permittedBlocks = [
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "fc00::/7",
    "169.254.0.0/16", "fe80::/10", "127.0.0.0/8", "::1/128",
  ]

  /// This computer's `.local` name as the CA names it, or `invalid` (which names nothing).
  static var localName: String {
    var buffer = [CChar](repeating: 0, count: 256)
    gethostname(&buffer, buffer.count)
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let host = name.split(separator: ".").first.map { $0.lowercased() } ?? ""
    let plain = host.utf8.allSatisfy {
      ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45
    }
    return !host.isEmpty && host.count <= 63 && plain && !host.hasPrefix("-")
      ? host + ".local" : "invalid"
  }

  @Test func theAuthorityPermitsExactlyTheHomeBlocksAndNothingElse() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-tls")
    let data = folder.file("data")
    let server = try ServeProcess(
      store: folder.file("mood.sqlite"), arguments: ["--listen", "127.0.0.2"],
      environment: ["XDG_DATA_HOME": data])
    #expect(server.stop().status == 0)
    let text = try ChildProcess.run(
      "/usr/bin/certtool", ["-i", "--infile", data + "/moodcard/phone/authority.pem"],
      environment: [:]
    ).stdout
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex(of: "Name Constraints (critical):"))
    #expect(lines[start + 1] == "Permitted:")
    // The constraints end where the next extension or the signature begins.
    let listed = lines[(start + 2)...].prefix {
      $0.hasPrefix("IPAddress: ") || $0.hasPrefix("DNSname: ") || $0.hasPrefix("RFC822Name: ")
        || $0 == "Excluded:"
    }
    #expect(
      Array(listed)
        == Self.permittedBlocks.map { "IPAddress: \($0)" }
        + ["DNSname: \(Self.localName)", "RFC822Name: invalid"])
    #expect(!text.contains("Excluded"))
  }

  @Test func theHomeNetworkRuleHoldsInsideAndJustOutsideEachBlock() {
    let inside = [
      "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.255", "192.168.0.1",
      "192.168.255.255", "100.64.0.1", "100.127.255.255", "fc00::1",
      "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "169.254.0.1", "169.254.255.255", "fe80::1",
      "febf:ffff::1", "127.0.0.1", "127.255.255.255", "::1",
    ]
    let outside = [
      "9.255.255.255", "11.0.0.0", "172.15.255.255", "172.32.0.1", "192.167.255.255",
      "192.169.0.0", "100.63.255.255", "100.128.0.1", "fbff:ffff::1", "fe00::1", "169.253.255.255",
      "169.255.0.0", "fe7f::1", "fec0::1", "126.255.255.255", "128.0.0.1", "::2", "::",
      "8.8.8.8", "1.1.1.1", "2001:db8::1", "2000::1", "::ffff:10.0.0.1", "not an address", "",
    ]
    for address in inside { #expect(HomeNetwork.isPermitted(address), "\(address)") }
    for address in outside { #expect(!HomeNetwork.isPermitted(address), "\(address)") }
  }
}
