import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood serve` says what it says in the person's language: a port in use, the warning of
/// listening beyond this machine, the address and its stop.
@Suite struct ServeLanguageTests {
  @Test func aBusyPortIsRefusedInChinese() throws {
    let store = try TemporaryStore()
    let server = try ServeProcess(store: store.path)
    let busy = try MoodBinary.run(
      ["serve", "--port", String(server.port)], store: store.path,
      environment: ["LANG": "zh_CN.UTF-8"])
    #expect(busy.status == 75)
    #expect(
      busy.stderr
        == "错误：无法监听 127.0.0.1 的端口 \(server.port)：address already in use；--port 0 可使用任意空闲端口\n")
    #expect(server.stop().status == 0)
  }

  @Test func theServerSpeaksChineseFromItsAddressToItsStop() throws {
    let store = try TemporaryStore()
    let data = try TemporaryDirectory()
    let server = try ServeProcess(
      store: store.path, arguments: ["--listen", "127.0.0.2", "--locale", "zh-Hans"],
      environment: ["XDG_DATA_HOME": data.path])
    let stopped = server.stop()
    let fingerprint = try #require(stopped.stderr.firstMatch(of: /指纹为 ([0-9A-F:]{95})。/)).1
    #expect(stopped.status == 0)
    #expect(
      server.firstLine.firstMatch(
        of: /^MoodCard 已在 http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64} 运行\n$/) != nil)
    #expect(
      stopped.stderr
        == "已在 \(data.path)/moodcard/phone 生成供手机信任的证书颁发机构；其 SHA-256 指纹为 "
        + "\(fingerprint)。每部手机只需信任一次：见网页应用中的“连接手机”。\n"
        + "警告：正在为手机提供 HTTPS：https://127.0.0.2:\(server.port)。"
        + "手机须先配对才能读取任何内容（拿到令牌的人也一样）\n"
        + "MoodCard 已停止。\n")
  }
}
