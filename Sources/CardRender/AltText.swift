/// A picture told in words, for people who cannot see it: what a screen reader reads, in the
/// picture's language. It covers what is drawn and nothing that was left out.
///
/// PNG files carry it in `iTXt` chunks (`Title`, `Description`), SVG files in `<title>` and
/// `<desc>`, PDF files in `/Title` and `/Subject`.
public struct AltText: Sendable, Equatable, CustomStringConvertible {
  /// A short name for the picture: `Mood card, Friday, 27 November 2026`.
  public let title: String
  /// The full description: every text and number the picture shows.
  public let description: String
  /// The BCP 47 language of both texts (`en`, `zh-Hans`).
  public let language: String

  /// An alt text of `title` and `description` in `language`; controls and noncharacters
  /// become U+FFFD, as on the picture, so that the file's metadata stays valid.
  public init(title: String, description: String, language: String) {
    self.title = TextLayout.safe(title)
    self.description = TextLayout.safe(description)
    self.language = language
  }
}
