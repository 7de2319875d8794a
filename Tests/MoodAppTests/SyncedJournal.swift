import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore
import MoodSync
import Synchronization
import TestSupport

/// A wall clock the computers of a test share, one second later at each reading: every change
/// is stamped after the one made before it, so which of two concurrent edits wins is the order
/// the test made them in.
final class SharedClock: Sendable {
  private let ms = Mutex<Int64>(1_764_000_000_000)

  func next() -> Int64 {
    ms.withLock {
      $0 += 1_000; return $0
    }
  }
}

/// The folder several computers' journals sync through: one real folder on disk stands for the
/// copy Syncthing keeps on each (it carries whole files, each written only by its owner).
final class SharedSyncFolder {
  let directory: TemporaryDirectory
  let key: SyncKey
  let clock = SharedClock()

  init() throws {
    directory = try TemporaryDirectory(prefix: "moodcard-sync-folder")
    key = try SyncKey.generate()
  }

  var path: String { directory.path }

  /// Every file in the folder, at any depth.
  func files() throws -> [String] {
    var found: [String] = []
    var folders = [path]
    while let folder = folders.popLast() {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
        let file = folder + "/" + name
        if (try? FileManager.default.contentsOfDirectory(atPath: file)) != nil {
          folders.append(file)
        } else {
          found.append(file)
        }
      }
    }
    return found.sorted()
  }
}

/// One computer: a journal in its own temporary folder whose writes are recorded for sync
/// through `folder`, under the computer's name.
struct SyncedJournal {
  let directory: TemporaryDirectory
  let setup: SyncSetup
  let journal: Journal
  let today = Day.at("2026-11-29")
  let now = Fixtures.instant(on: Fixtures.day("2026-11-29"), hour: 20, minute: 0)

  /// - Parameter reusing: a folder holding a journal from before sync, instead of a new one.
  init(
    _ name: String, folder: SharedSyncFolder, extra: [any ChangeRecorder] = [],
    reusing: TemporaryDirectory? = nil
  ) throws {
    directory = try reusing ?? TemporaryDirectory(prefix: "moodcard-\(name)")
    setup = SyncSetup(
      device: try DeviceID(name), folder: SyncFolder(path: folder.path), key: folder.key,
      now: { [clock = folder.clock] in clock.next() })
    journal = try Journal(
      path: directory.file("mood.sqlite"), feed: ChangeFeed([SyncRecorder(setup)] + extra))
  }

  var path: String { directory.file("mood.sqlite") }

  @discardableResult
  func save(
    _ score: Int, words: [String]? = nil, tags: [String]? = nil, reason: String? = nil,
    discuss: Bool? = nil, on day: String
  ) throws -> SavedEntry {
    try journal.save(
      EntryChange(
        score: try Score(score), words: words, tags: tags, reason: reason, discuss: discuss),
      on: Day.at(day), today: today, at: now, timeZone: .utc)
  }

  @discardableResult
  func sync() throws -> JournalSyncReport { try journal.sync(setup) }

  func content() throws -> JournalContent { try JournalContent(path) }

  /// `body` with this computer's merge state, in one transaction of its store.
  func withState<T>(_ body: (StoreMergeState, SyncEngine) throws -> T) throws -> T {
    let store = try Store(path: path)
    defer { try? store.close() }
    return try store.write { db in
      let state = StoreMergeState(db)
      return try body(state, setup.engine(over: state))
    }
  }
}

/// What a person saved in a journal, with the identities sync uses (a habit by its UUID, not
/// its store's id) and without what is each computer's own (when a day was logged here, its
/// zone): two computers in step hold equal contents.
struct JournalContent: Equatable, CustomStringConvertible {
  struct Entry: Equatable {
    let day: Day
    let score: Int
    let words: [String]
    let tags: [String]
    let reason: String
    let discuss: Bool
  }

  struct HabitState: Equatable {
    let uuid: String
    let name: String
    let icon: String?
    let color: String
    let archived: Bool
    let order: Int
  }

  struct Completion: Equatable {
    let uuid: String
    let day: Day
    let done: Bool
  }

  let entries: [Entry]
  let habits: [HabitState]
  let completions: [Completion]
  let words: [MoodWord]
  let sessions: [Day]

  init(_ path: String) throws {
    let store = try Store(readingFrom: path)
    defer { try? store.close() }
    (entries, habits, completions, words, sessions) = try store.read { db in
      let habits = try db.habits(includeArchived: true)
      let uuids = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0.uuid) })
      return (
        try db.entries().map {
          Entry(
            day: $0.day, score: $0.score.value, words: $0.words, tags: $0.tags, reason: $0.reason,
            discuss: $0.isMarkedToDiscuss)
        },
        habits.map {
          HabitState(
            uuid: $0.uuid, name: $0.name, icon: $0.icon, color: $0.color.description,
            archived: $0.isArchived, order: $0.order)
        }.sorted { $0.uuid < $1.uuid },
        try db.completions().map {
          Completion(uuid: uuids[$0.habitID] ?? "?", day: $0.day, done: $0.isDone)
        }.sorted { ($0.day, $0.uuid) < ($1.day, $1.uuid) },
        try db.vocabulary().words.filter { !$0.isBuiltIn }.sorted { $0.id < $1.id },
        try db.sessions()
      )
    }
  }

  var description: String {
    "\(entries.count) entries, \(habits.count) habits, \(completions.count) completions, "
      + "\(words.count) words, \(sessions.count) sessions"
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs anywhere in these bytes.
  func contains(bytes needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
    return (0...(count - needle.count)).contains { start in
      self[start..<(start + needle.count)].elementsEqual(needle)
    }
  }
}
