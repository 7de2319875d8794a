import FoundationEssentials
import MoodApp
import MoodCore

/// `/api/words`: the mood vocabulary, the words used lately, and a word of one's own added,
/// renamed or deleted as `mood words add`, `rename` and `delete` do.
package enum WordRoutes {
  package static let routes: [Route] = [
    Route(.get, "/api/words", list),
    Route(.get, "/api/words/recent", recent),
    Route(.post, "/api/words", add),
    Route("PATCH", "/api/words/:id", rename),
    Route(.delete, "/api/words/:id", delete),
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
  package static func list(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    try .json(try context.journal().vocabulary().words.map(Word.init))
  }

  /// `GET /api/words/recent`: the ids of the words of the last `Database.recentDays` days,
  /// most used first: the check-in shows them before the rest.
  package static func recent(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    return try .json(try context.journal().recentWords(today: context.settings.today()))
  }

  private struct NewWord: Decodable {
    let english: String
    let chinese: String?
    let valence: String?
  }

  /// `POST /api/words` with `{"english", "chinese", "valence"}`: as `mood words add`, with its
  /// checks and messages. 201 with the word.
  package static func add(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let body = try request.decodedBody(NewWord.self, expected: .webBodyNewWord)
    guard let valence = body.valence, !valence.isEmpty else {
      throw WebError.badRequest(.webValenceMissing)
    }
    let word = try context.journal().addWord(
      english: body.english, chinese: body.chinese, valence: try Valence(parsing: valence))
    return try .json(Word(word), status: .created)
  }

  private struct NewNames: Decodable {
    let english: String?
    let chinese: String?
  }

  /// `PATCH /api/words/ID` with `{"english", "chinese"}`: as `mood words rename`
  /// (`MoodWord.renamed`), the word keeps its id and its entries; a name left out stays, an
  /// empty Chinese name is removed. As when a word is added, the page gives a word named only
  /// in Chinese that name in English too.
  package static func rename(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse
  {
    let body = try request.decodedBody(NewNames.self, expected: .webBodyWordNames)
    let id = request.parameters["id"] ?? ""
    let renamed = try context.journal().renameWord(
      id, english: body.english, chinese: body.chinese)
    return try .json(Word(renamed.new))
  }

  /// `DELETE /api/words/ID`: as `mood words delete`; 409 while entries have the word.
  package static func delete(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse
  {
    let id = request.parameters["id"] ?? ""
    try context.journal().deleteWord(id)
    return HTTPResponse(status: .noContent)
  }
}
