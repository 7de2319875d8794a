import CMicroHTTPD

// MARK: - A response queued on its connection

extension HTTPServer {
  /// Queues `response` to `head` on `connection`, once the handler has finished it (its
  /// security headers); one whose headers do not fit the connection's memory becomes a `500`
  /// that does.
  func queue(_ response: HTTPResponse, to head: HTTPRequest, on connection: OpaquePointer)
    -> MHD_Result
  {
    var response = handler.finish(response, to: head)
    let headBytes = response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
    if headBytes > Self.answerHeadLimit {
      handler.log(head, failure: "the answer's headers (\(headBytes) bytes) do not fit")
      response = handler.finish(
        handler.refusal(WebError(.internalServerError, .webAnswerTooLarge), to: head), to: head)
    }
    let made = response.body.withUnsafeBytes { bytes in
      moodcard_mhd_response_copy(bytes.count, bytes.baseAddress)
    }
    guard let made else { return MHD_Result.NO }
    defer { MHD_destroy_response(made) }
    for header in response.headers {
      _ = MHD_add_response_header(made, header.name, header.value)
    }
    return MHD_queue_response(connection, UInt32(response.status.rawValue), made)
  }
}
