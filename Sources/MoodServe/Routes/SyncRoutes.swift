import FoundationEssentials
import MoodApp
import MoodCore

/// `/api/sync`: the Data page's panel of the sync with the person's other computers, what
/// `mood sync status` and `mood sync conflicts` say, and restoring a value that lost, as
/// `mood sync conflicts restore` does, through the same use cases.
package enum SyncRoutes {
  package static let routes: [Route] = [
    Route(.get, "/api/sync", status),
    Route(.post, "/api/sync/restore", restore),
  ]

  /// What the panel shows.
  private struct Status: Encodable {
    /// Whether the journal syncs on this computer; nothing else is said when it does not.
    let configured: Bool
    let device: String?
    let folder: String?
    /// When the last sync here ended (`mood sync` or the server's own).
    let lastSync: String?
    /// Why the server's syncs fail, while they do.
    let failure: String?
    /// Fields changed here that the next sync sends.
    let unsent: Int
    /// What `mood sync status` warns of, in the page's language.
    let warnings: [String]
    let devices: [Device]
    let conflicts: [Conflict]
  }

  private struct Device: Encodable {
    let name: String
    let thisComputer: Bool
    let retired: Bool
    let lastChange: String?
    let waiting: Int
  }

  /// A value that lost: the thing as `restore` takes it (`item`), what a person calls it (the
  /// day, or the habit's or word's name), the field, and both values with their computers and
  /// times.
  private struct Conflict: Encodable {
    let item: String
    let kind: String
    let day: Day?
    let name: String?
    let field: String
    let value: FieldValue
    let device: String
    let at: String
    let winner: FieldValue
    let winnerDevice: String
    let winnerAt: String
  }

  /// `GET /api/sync`: `{"configured": false}` and empty lists when the journal does not sync
  /// here; else the computers, the warnings and the values that lost.
  package static func status(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    let settings = context.settings
    guard
      let configuration = try SyncConfiguration.load(
        forStore: settings.storePath, environment: settings.environment)
    else {
      return try .json(
        Status(
          configured: false, device: nil, folder: nil, lastSync: nil, failure: nil, unsent: 0,
          warnings: [], devices: [], conflicts: []))
    }
    let journal = try context.journal()
    let status = try journal.syncStatus(configuration)
    let messages = settings.messages(for: request)
    let names = try Names(journal, language: WebCatalog.language(for: request))
    return try .json(
      Status(
        configured: true, device: configuration.deviceName, folder: configuration.folder,
        lastSync: status.lastSync.map { Timestamp.format($0.at) },
        failure: context.syncing?.status.failure, unsent: status.unsent,
        warnings: status.warnings(store: settings.storePath).map { messages($0) },
        devices: status.devices.map {
          Device(
            name: $0.name, thisComputer: $0.isThisComputer, retired: $0.isRetired,
            lastChange: $0.lastChange.map { Timestamp.format($0) }, waiting: $0.waiting)
        },
        conflicts: try journal.syncConflictList(configuration).map { names.conflict($0) }))
  }

  /// `POST /api/sync/restore` with `{"item", "field", "device"}` as the panel lists them: the
  /// value that lost on `device` shows again, and the other computers take it at their next
  /// sync (which the sync thread runs soon). 200 with the days changed.
  package static func restore(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    struct Body: Decodable {
      let item: String
      let field: String
      let device: String?
    }
    let body = try request.decodedBody(Body.self, expected: .webBodySyncRestore)
    let settings = context.settings
    guard
      let configuration = try SyncConfiguration.load(
        forStore: settings.storePath, environment: settings.environment)
    else {
      throw FailureMessage(.notFound, .syncNotSetUp, ["store": .text(settings.storePath)])
    }
    let restored = try context.journal().restoreSyncValue(
      item: body.item, field: body.field, from: body.device, configuration)
    context.syncing?.nudge()
    return try .json(["item": restored.itemText, "field": restored.field.rawValue])
  }

  /// The names a person knows things by: habits by their UUID, words by their id.
  private struct Names {
    let habits: [String: String]
    let words: [String: String]

    init(_ journal: Journal, language: String) throws {
      habits = Dictionary(
        try journal.habits(on: Day(year: 2000, month: 1, day: 1), includeArchived: true).map {
          ($0.habit.uuid, $0.habit.name)
        }
      ) { first, _ in first }
      words = Dictionary(
        try journal.vocabulary().words.map { ($0.id, $0.name(for: language)) }
      ) { first, _ in first }
    }

    func conflict(_ conflict: SyncConflict) -> Conflict {
      let (kind, day, name): (String, Day?, String?) =
        switch conflict.item {
        case .entry(let day): ("entry", day, nil)
        case .session(let day): ("session", day, nil)
        case .habit(let uuid): ("habit", nil, habits[uuid])
        case .completion(let uuid, let day): ("completion", day, habits[uuid])
        case .word(let id): ("word", nil, words[id])
        }
      return Conflict(
        item: conflict.itemText, kind: kind, day: day, name: name,
        field: conflict.field.rawValue, value: FieldValue(conflict.value),
        device: conflict.device, at: Timestamp.format(conflict.at),
        winner: FieldValue(conflict.winner), winnerDevice: conflict.winnerDevice,
        winnerAt: Timestamp.format(conflict.winnerAt))
    }

  }
}

/// A field's value as JSON: a number, a text, a list of texts, `true` or `false`; a cleared
/// one is `null`.
private struct FieldValue: Encodable {
  let value: JournalValue

  init(_ value: JournalValue) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch value {
    case .number(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    case .list(let list): try container.encode(list)
    case .flag(let flag): try container.encode(flag)
    case .cleared: try container.encodeNil()
    }
  }
}
