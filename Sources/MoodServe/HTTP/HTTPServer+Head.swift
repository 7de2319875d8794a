import CMicroHTTPD

// MARK: - Reading the head

extension HTTPServer {
  /// Collects name-value pairs from libmicrohttpd's iterator.
  private final class Pairs {
    var values: [String: String] = [:]
    let lowercasesNames: Bool
    init(lowercasesNames: Bool) { self.lowercasesNames = lowercasesNames }
  }

  private static let collect: MHD_KeyValueIterator = { cls, _, key, value in
    guard let cls, let key else { return MHD_Result.YES }
    let pairs = Unmanaged<Pairs>.fromOpaque(cls).takeUnretainedValue()
    let name = String(cString: key)
    let text = value.map { String(cString: $0) } ?? ""
    let stored = pairs.lowercasesNames ? name.lowercased() : name
    // Repeated headers are joined as HTTP allows; a repeated query parameter keeps its first.
    if let earlier = pairs.values[stored] {
      if pairs.lowercasesNames { pairs.values[stored] = earlier + ", " + text }
    } else {
      pairs.values[stored] = text
    }
    return MHD_Result.YES
  }

  /// The head of the request on `connection`: its method, path, query and headers.
  static func head(_ connection: OpaquePointer, path: String, method: String) -> HTTPRequest {
    func values(_ kind: MHD_ValueKind, lowercased: Bool) -> [String: String] {
      let pairs = Pairs(lowercasesNames: lowercased)
      withExtendedLifetime(pairs) {
        _ = MHD_get_connection_values(
          connection, kind, collect, Unmanaged.passUnretained(pairs).toOpaque())
      }
      return pairs.values
    }
    return HTTPRequest(
      method: HTTPMethod(rawValue: method.uppercased()), path: path,
      query: values(.GET_ARGUMENT_KIND, lowercased: false),
      headers: values(.HEADER_KIND, lowercased: true))
  }
}
