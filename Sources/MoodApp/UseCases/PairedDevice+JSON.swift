import MoodCore
import MoodStore
import MoodSystem

extension PairedDevice {
  /// The device as `mood devices --json` and `/api/devices` give it: `id`, `name`, and
  /// `pairedAt` and `lastSeenAt` as ISO 8601 instants in UTC (`lastSeenAt` null before its
  /// first use).
  package var json: [String: JSONValue] {
    [
      "id": .string(id), "name": .string(name), "pairedAt": .string(Timestamp.format(pairedAt)),
      "lastSeenAt": lastSeenAt.map { .string(Timestamp.format($0)) } ?? .null,
    ]
  }
}
