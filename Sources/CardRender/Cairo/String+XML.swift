extension String {
  /// The text with `&`, `<` and `>` written as entities, for the text of an XML element: the
  /// SVG's title and description, fontconfig's configuration.
  var xmlEscaped: String {
    replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;")
      .replacingEvery(">", with: "&gt;")
  }
}
