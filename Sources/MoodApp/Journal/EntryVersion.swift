import FoundationEssentials
import MoodCore
import MoodSystem

/// An entry's version, the `ETag` of `GET /api/entries/DAY` that a `PUT` gives back in
/// `If-Match` (an `EntryPrecondition`): when the entry was last saved, to the millisecond, and a digest of what it
/// holds. The digest tells two saves of one millisecond apart (and every save under a fixed
/// `MOODCARD_NOW`), and it is `FNV1a`, so that a page's version still holds after the server
/// restarts.
package enum EntryVersion {
  /// The entity tag of `entry`, quoted: `"1764446400000-9b2f…"`.
  package static func tag(of entry: MoodEntry) -> String {
    let millisecond = Int64((entry.updatedAt.timeIntervalSince1970 * 1000).rounded())
    return "\"\(millisecond)-\(FNV1a.hex(content(of: entry).utf8))\""
  }

  /// Whether `one` and `other` hold the same score, words, tags, reason and mark, whenever
  /// each was saved: a save that would change nothing.
  package static func holdTheSame(_ one: MoodEntry, _ other: MoodEntry) -> Bool {
    content(of: one) == content(of: other)
  }

  /// What an entry holds, as one text the digest is made of.
  private static func content(of entry: MoodEntry) -> String {
    // Fields end with NUL and list items with SOH: neither can be typed into an entry.
    "\(entry.score.value)\0" + entry.words.map { $0 + "\u{1}" }.joined() + "\0"
      + entry.tags.map { $0 + "\u{1}" }.joined() + "\0" + entry.reason
      // Added only when marked, so an unmarked entry keeps the tag it had before the mark.
      + (entry.isMarkedToDiscuss ? "\0discuss" : "")
  }
}
