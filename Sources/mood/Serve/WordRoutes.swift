import Foundation
import MoodCore
import MoodStore

/// `/api/words`: the mood vocabulary, and adding a word of one's own as `mood words add` does.
enum WordRoutes {
  static let routes: [Route] = [
    Route("GET", "/api/words", list),
    Route("POST", "/api/words", add),
  ]

  /// A word as the check-in page shows it.
  private struct Word: Encodable {
    let id: String, english: String, chinese: String?, valence: String, builtIn: Bool

    init(_ word: MoodWord) {
      id = word.id
      english = word.english
      chinese = word.chinese
      valence = word.valence.rawValue
      builtIn = word.isBuiltIn
    }
  }

  /// `GET /api/words`: the vocabulary, built-in and custom words.
  static func list(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    try .json(try context.read { try $0.vocabulary() }.words.map(Word.init))
  }

  private struct NewWord: Decodable {
    let english: String
    let chinese: String?
    let valence: String?
  }

  /// `POST /api/words` with `{"english", "chinese", "valence"}`: as `mood words add`, with its
  /// checks and messages. 201 with the word.
  static func add(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let body = try HabitRoutes.decode(NewWord.self, request, .webBodyNewWord)
    guard let valence = body.valence, !valence.isEmpty else {
      throw WebError.badRequest(.webValenceMissing)
    }
    let chinese = body.chinese?.trimmingWhitespace()
    let word = MoodWord(
      valence: try Valence(parsing: valence), english: body.english.trimmingWhitespace(),
      chinese: chinese?.isEmpty == false ? chinese : nil)
    try context.write { try $0.addWord(word) }
    return try .json(Word(word), status: 201)
  }
}
