import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import Stats

/// The pages of the web app in every language it speaks, read from their templates and filled
/// in with each language's texts once, when the server starts: a request only puts in the
/// values that are not known until then.
///
/// A template is a file `pages/NAME.html` in which `{{key}}` is the catalog's text for `key`
/// (HTML-escaped), `{{>name}}` the template `pages/name.html`, `{{@lang}}`, `{{@texts}}` (the
/// catalog as JSON, for the scripts), `{{@dayChartLimit}}` (the most days the `days` chart
/// draws), `{{@rangeLimit}}` (the most days any other chart of days draws), `{{@reasonLimit}}`, `{{@wordNameLimit}}` and `{{@habitNameLimit}}` (the most
/// characters the store takes) what they name, `{{@command.KEY}}` the command's own text for the
/// `MessageKey` `KEY` (where the page must say what `mood` says, in the same words), and any
/// other `{{@value}}` a value of the request's
/// (`{{@csrf}}`, `{{@today}}`). The scripts are files: the Content-Security-Policy runs no
/// inline script.
package struct WebPages: Sendable {
  /// One page in one language: its text, cut where the request's values go.
  package struct Page: Sendable {
    fileprivate var parts: [Part] = []

    /// The page with each `{{@name}}` left for the request replaced by `values["@name"]`; one
    /// the request does not give stays as written, for a test to see, not silently empty.
    func filled(with values: [String: String]) -> String {
      parts.reduce(into: "") { html, part in
        switch part {
        case .text(let text): html += text
        case .value(let key): html += values[key] ?? "{{\(key)}}"
        }
      }
    }
  }

  fileprivate enum Part: Sendable {
    case text(String)
    case value(String)
  }

  /// The pages by language code, then by name.
  private let pages: [String: [String: Page]]
  /// The command's texts the pages show (`{{@command.KEY}}`), in every language: the web
  /// fonts keep their characters too.
  package let commandTexts: [String]

  /// Reads the catalogs of `UserLocale.spoken` and the templates `names` (with those they
  /// include) from the assets folder; `commandTexts` are the command's texts by language.
  /// - Throws: `ServeError` naming a catalog or template that is missing or unreadable.
  package init(names: some Sequence<String>, assets: URL, commandTexts: [String: Messages])
    throws
  {
    var templates: [String: String] = [:]
    func template(_ name: String) throws -> String {
      if let known = templates[name] { return known }
      let path = assets.appendingPathComponent("pages/\(name).html").path
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ServeError(.webPageMissing, ["path": .text(path)])
      }
      let text = String(decoding: data, as: UTF8.self)
      templates[name] = text
      return text
    }
    var pages: [String: [String: Page]] = [:]
    var shown: [String] = []
    for language in UserLocale.spoken {
      let catalog = try WebCatalog(language: language, assets: assets)
      let fixed = [
        "@lang": language, "@texts": try Self.json(catalog.texts),
        "@dayChartLimit": String(DayBarChartLayout.maximumDays),
        "@rangeLimit": String(RangeRequest.maximumDrawnSpan),
        "@reasonLimit": String(TextLimit.reason.characters),
        "@tagLimit": String(TextLimit.tag.characters),
        "@wordNameLimit": String(TextLimit.wordName.characters),
        "@habitNameLimit": String(TextLimit.habitName.characters),
      ]
      for name in names {
        var page = Page()
        try Self.fill(try template(name), into: &page, template: template) { key in
          guard let command = key.commandKey, let messages = commandTexts[language] else {
            return key.hasPrefix("@") ? fixed[key] : Self.escape(catalog[key])
          }
          let text = messages(command)
          shown.append(text)
          return Self.escape(text)
        }
        pages[language, default: [:]][name] = page
      }
    }
    self.pages = pages
    self.commandTexts = shown
  }

  /// The page `name` in `language`, if there is one.
  package func page(_ name: String, language: String) -> Page? { pages[language]?[name] }

  /// Appends `text` to `page`: each `{{…}}` by `fixed` when it knows it, else left for the
  /// request; `{{>name}}` by the template `name`, filled the same way.
  private static func fill(
    _ text: String, into page: inout Page, template: (String) throws -> String,
    fixed: (String) -> String?
  ) throws {
    var rest = Substring(text)
    while let open = rest.firstRange(of: "{{"),
      let close = rest[open.upperBound...].firstRange(of: "}}")
    {
      page.append(.text(String(rest[..<open.lowerBound])))
      let key = String(rest[open.upperBound..<close.lowerBound])
      if key.hasPrefix(">") {
        try fill(
          try template(String(key.dropFirst())), into: &page, template: template, fixed: fixed)
      } else {
        page.append(fixed(key).map(Part.text) ?? .value(key))
      }
      rest = rest[close.upperBound...]
    }
    page.append(.text(String(rest)))
  }

  /// The texts as a JSON object that is safe inside a `<script type="application/json">`
  /// block, where `</` would end it.
  private static func json(_ texts: [String: String]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(texts), as: UTF8.self)
      .replacingEvery("<", with: "\\u003c")
  }

  /// The characters HTML gives a meaning, and the references that show them as text.
  private static let references: [Character: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
  ]

  /// `text` safe inside HTML text and attribute values.
  package static func escape(_ text: String) -> String {
    text.reduce(into: "") { escaped, character in
      if let reference = references[character] {
        escaped += reference
      } else {
        escaped.append(character)
      }
    }
  }
}

extension String {
  /// The `MessageKey` of a template's `@command.KEY`, if this is one.
  fileprivate var commandKey: MessageKey? {
    guard hasPrefix("@command.") else { return nil }
    return MessageKey(rawValue: String(dropFirst("@command.".count)))
  }
}

extension WebPages.Page {
  /// Adds `part`, joining text to the text before it.
  fileprivate mutating func append(_ part: WebPages.Part) {
    if case .text(let text) = part, case .text(let before)? = parts.last {
      parts[parts.count - 1] = .text(before + text)
    } else {
      parts.append(part)
    }
  }
}
