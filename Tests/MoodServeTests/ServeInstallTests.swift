import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

/// What makes the web app installable on a phone, over a real socket: the manifest and its
/// icons, served without a credential but only to this server's own Host.
@Suite struct ServeInstallTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  /// A PNG's width and height, from its IHDR chunk (bytes 16 to 23).
  private func size(ofPNG data: Data) throws -> (Int, Int) {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    try #require(bytes.count > 24 && Array(bytes[0..<8]) == signature)
    let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  @Test func theManifestNamesTheCheckInAsItsStartAndIconsOfTheSizesItSays() throws {
    let response = try RawHTTP.send(port: server.port, "GET", "/manifest.webmanifest")
    #expect(response.status == 200, "no cookie is needed: a browser sends none for a manifest")
    #expect(response.headers["content-type"] == "application/manifest+json")
    let manifest = try #require(try response.json() as? [String: Any])
    #expect(manifest["name"] as? String == "MoodCard")
    #expect(manifest["short_name"] as? String == "MoodCard")
    #expect(manifest["start_url"] as? String == "/")
    #expect(manifest["scope"] as? String == "/")
    #expect(manifest["display"] as? String == "standalone")
    #expect(manifest["background_color"] as? String == "#f5f2ec")
    #expect(manifest["theme_color"] as? String == "#f5f2ec")
    let icons = try #require(manifest["icons"] as? [[String: String]])
    #expect(
      Set(icons.map { "\($0["sizes"] ?? "") \($0["purpose"] ?? "")" })
        == ["192x192 any", "512x512 any", "512x512 maskable"])
    for icon in icons {
      let path = try #require(icon["src"])
      let picture = try RawHTTP.send(port: server.port, "GET", path)
      #expect(picture.status == 200, "\(path)")
      #expect(picture.headers["content-type"] == "image/png", "\(path)")
      let (width, height) = try size(ofPNG: picture.body)
      #expect("\(width)x\(height)" == icon["sizes"], "\(path)")
    }
  }

  @Test func theTouchIconAndTheFaviconsNeedNoCredential() throws {
    let touch = try RawHTTP.send(port: server.port, "GET", "/apple-touch-icon.png")
    #expect(touch.status == 200)
    #expect(try size(ofPNG: touch.body) == (180, 180))
    let svg = try RawHTTP.send(port: server.port, "GET", "/favicon.svg")
    #expect(svg.status == 200)
    #expect(svg.headers["content-type"] == "image/svg+xml")
    #expect(svg.text.contains("<svg"))
    let ico = try RawHTTP.send(port: server.port, "GET", "/favicon.ico")
    #expect(ico.status == 200)
    #expect(ico.headers["content-type"] == "image/x-icon")
    let bytes = [UInt8](ico.body)
    // One icon of 32 x 32 pixels at 32 bits, whose PNG starts after the 22-byte directory.
    #expect(Array(bytes[0..<6]) == [0, 0, 1, 0, 1, 0])
    #expect(bytes[6] == 32 && bytes[7] == 32)
    #expect(try size(ofPNG: ico.body.subdata(in: 22..<ico.body.count)) == (32, 32))
    #expect(Int(bytes[14]) | Int(bytes[15]) << 8 == ico.body.count - 22)
  }

  @Test func theIconsAreTheSameOnEveryRequestAndCachedByTheBrowser() throws {
    let first = try RawHTTP.send(port: server.port, "GET", "/icons/maskable-512.png")
    let second = try RawHTTP.send(port: server.port, "GET", "/icons/maskable-512.png")
    #expect(first.body == second.body)
    #expect(first.headers["cache-control"] == "public, max-age=86400")
    #expect(first.headers["content-security-policy"]?.contains("default-src 'none'") == true)
  }

  @Test func theInstallPathsStillNeedThisServersHostAndNothingElseIsOpened() throws {
    for path in ["/manifest.webmanifest", "/icons/192.png", "/apple-touch-icon.png"] {
      let foreign = try RawHTTP.send(
        port: server.port, "GET", path, headers: ["Host": "evil.example:\(server.port)"])
      #expect(foreign.status == 403, "\(path)")
    }
    for path in ["/", "/api/faces/8.svg", "/icons/", "/icons/64.png", "/manifest.json"] {
      let response = try RawHTTP.send(port: server.port, "GET", path)
      #expect(response.status == 401, "\(path) still needs the session")
    }
    let write = try RawHTTP.send(port: server.port, "POST", "/manifest.webmanifest")
    #expect(write.status != 200)
  }
}
