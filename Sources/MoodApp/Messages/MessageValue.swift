import MoodCore
import MoodStore
import Stats

/// A value of a message's placeholder that is put into words only once the language is known:
/// what an option's grammar throws before the run's catalog is at hand (`ValidationError`).
package enum MessageValue: Sendable, Equatable, ExpressibleByStringInterpolation {
  /// Text shown as it is, on one line (`TerminalText.visible`): a value as typed, a number, a
  /// path.
  case text(String)
  /// Alternatives, `a, b or c` in the language: `light 或 dark`.
  case oneOf([String])
  /// Items together, `a and b` in the language: `--days 和 --year`.
  case allOf([String])
  /// A month's name in the language: `February`, `2月`.
  case monthName(Int)
  /// A mood word's name in the language: `Calm`, `平静` (English when it has no Chinese name).
  case word(MoodWord)
  /// A long list shortened to its first few: `a, b, c, d, e and 95 more`.
  case summary([String])
  /// Another message of the catalog, with values of its own.
  indirect case message(MessageKey, [String: MessageValue])

  package init(stringLiteral value: String) { self = .text(value) }

  /// Another message of the catalog: an error's or a warning's, inside this one.
  package init(_ message: CatalogMessage) { self = .message(message.key, message.values) }

  /// The value in the words of `messages`.
  package func text(_ messages: Messages) -> String {
    switch self {
    case .text(let text): return TerminalText.visible(text)
    case .oneOf(let items): return messages.list(items, last: .listOr)
    case .allOf(let items): return messages.list(items, last: .listAnd)
    case .monthName(let month): return messages.language.monthName(month)
    case .word(let word): return word.name(for: messages.language.languageCode)
    case .summary(let items):
      return ImportError.summarized(items, joined: { messages.list($0, last: .listMore) }) {
        list, more in messages(.listAndMore, ["list": list, "count": more])
      }
    case .message(let key, let values): return messages(key, values: values)
    }
  }
}

/// A message of the catalog and the values of its placeholders.
package typealias CatalogMessage = (key: MessageKey, values: [String: MessageValue])

extension Messages {
  /// The text of `key` with each `{name}` replaced by the words of `values[name]`.
  package func callAsFunction(_ key: MessageKey, values: [String: MessageValue]) -> String {
    self(key, values.mapValues { $0.text(self) })
  }

  /// The text of `message`: an error's or a warning's, from its `message`.
  package func callAsFunction(_ message: CatalogMessage) -> String {
    self(message.key, values: message.values)
  }

  /// `a, b or c`, `a、b 或 c`: `items` joined by `listMore`, the last by `last`.
  package func list(_ items: [String], last: MessageKey) -> String {
    guard var text = items.first else { return "" }
    for (index, item) in items.enumerated().dropFirst() {
      text = self(index == items.count - 1 ? last : .listMore, ["list": text, "item": item])
    }
    return text
  }
}
