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
    let server = try ServeProcess(
      store: store.path, arguments: ["--listen", "0.0.0.0", "--locale", "zh-Hans"])
    let stopped = server.stop()
    #expect(stopped.status == 0)
    #expect(
      server.firstLine.firstMatch(
        of: /^MoodCard 已在 http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64} 运行\n$/) != nil)
    #expect(
      stopped.stderr
        == "警告：正在监听 0.0.0.0：网络中任何拿到令牌的人都能读取你的日记。不加 --listen 时，只有这台电脑能连接。\n"
        + "MoodCard 已停止。\n")
  }
}
